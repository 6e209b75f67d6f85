import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { PubSub } from '../request/pubsub.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { Secrets } from '../lib/secrets.ts';
import { modelFor } from '../llm/models.ts';
import { workspaceLimits } from '../workspaces/limits.ts';
import { ModelError, streamCompletion } from '../llm/provider.ts';
import type { Semantic } from '../search/ports.ts';
import { buildTurns, findSources, storedFiles } from './answer.ts';
import { composeDigest, digestPieces } from './digest.ts';
import { suggestFollowUps } from './follow-ups.ts';
import { refundChat } from '../workspaces/usage.ts';
import { messages, type Citation } from './tables.ts';
import type { MessageStatus } from './ports.ts';
import { withoutNul } from '../validation/nul.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { findWorkspace } from '../workspaces/reads.ts';
import type { AnswerJob, ChatRunner } from './ports.ts';

// Often enough for a reconnect through another process to catch up; rare enough to be cheap.
const FLUSH_MS = 1000;

/** An answer's text as generated so far, and how much of it the database holds. */
type LiveText = { workspaceId: string; content: string; flushed: number };

/**
 * Generates answers in this process: retrieval, the model's stream (or the extractive answer),
 * each piece published as it arrives and the text flushed to the database once a second.
 * A stop request reaches the generating process through the event bus, wherever it was made.
 */
export function createChatRunner(deps: {
  db: Database;
  pubsub: PubSub;
  secrets: Secrets;
  llm: Config['llm'];
  semantic: Semantic | null;
  log: Logger;
}): ChatRunner {
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const texts = new Map<string, LiveText>();

  const flusher = answerFlusher(deps, texts);
  const timer = setInterval(flusher.flush, FLUSH_MS);
  timer.unref();

  const run = async (job: AnswerJob, controller: AbortController) => {
    const { db, pubsub } = deps;
    const key = { workspaceId: job.reader.workspaceId, id: job.messageId };
    const where = and(eq(messages.workspaceId, key.workspaceId), eq(messages.id, key.id));
    let content = '';
    // Every event of the same shape (no spreads): this runs for each piece of every answer.
    const publish = (delta: string, status: MessageStatus, citations?: Citation[], errorKey?: MessageKey | null, followUps?: string[]) =>
      pubsub.publish('chat:message', job.messageId, { offset: content.length - delta.length, delta, status, citations, errorKey, followUps });

    const finish = async (status: MessageStatus, error?: { key: MessageKey; detail: string }, followUps: string[] = []) => {
      await db
        .update(messages)
        .set({ content, status, errorKey: error?.key ?? null, errorDetail: error ? withoutNul(error.detail).slice(0, 1000) : null, followUps })
        .where(where);
      publish('', status, undefined, error?.key ?? null, followUps);
    };

    try {
      const { workspace, model } = await answerModel(deps, job);
      const { sources: { citations: found, texts: passages, partial }, files, history } = await answerContext(deps, job);
      // Without a model, a digest of what was found; its citations are the sources it shows.
      const digest = model
        ? null
        : composeDigest({
            locale: job.locale,
            question: job.question,
            sources: await storedFiles(db, key.workspaceId, found.map((c) => c.documentId)).then((stored) =>
              found.map((citation, i) => ({ citation, text: passages[i]!, fileSha256: stored.get(citation.documentId) ?? null })),
            ),
            files: files.map((file) => ({ name: file.name, text: file.text, sha256: file.sha256 })),
            partial,
            admin: job.reader.wsUserType >= WS_USER_TYPES.admin,
            modelOff: workspace?.aiModelEnabled === false,
            note: job.modelNote !== false,
          });
      const sources = digest?.citations ?? found;
      await db.update(messages).set({ citations: sources, model: model?.model ?? 'extractive' }).where(where);
      publish('', 'streaming', sources);

      const pieces = model
        ? streamCompletion(
            model,
            buildTurns({
              locale: job.locale,
              systemPrompt: job.agent?.systemPrompt ?? null,
              sources,
              files,
              history: history
                .reverse()
                .filter((m) => m.id !== job.messageId && m.id !== job.userMessageId && m.content)
                .map((m) => ({ role: m.role, content: m.content })),
              question: job.question,
            }),
            controller.signal,
          )
        : toAsync(digestPieces(digest!.text));

      const live: LiveText = { workspaceId: key.workspaceId, content, flushed: 0 };
      texts.set(job.messageId, live);
      for await (const piece of pieces) {
        if (controller.signal.aborted) break;
        // A model may answer a NUL, which the database cannot store (`validation/nul.ts`).
        const delta = withoutNul(piece);
        if (!delta) continue;
        content += delta;
        live.content = content;
        publish(delta, 'streaming');
      }
      // An agent that suggests what to ask next asks its model once more (not for a bot's follower).
      const suggesting = model && !controller.signal.aborted && job.agent?.followUps && job.modelNote !== false && content.trim();
      const followUps = suggesting ? await suggestFollowUps(model, { locale: job.locale, question: job.question, answer: content }, controller.signal) : [];
      await finish(controller.signal.aborted ? 'stopped' : 'done', undefined, followUps);
    } catch (error) {
      if (controller.signal.aborted) {
        await finish('stopped');
        return;
      }
      const failure =
        error instanceof ModelError ? { key: error.key, detail: error.detail } : { key: 'modelUnavailable' as const, detail: String(error) };
      if (!(error instanceof ModelError)) deps.log.error({ err: error, messageId: job.messageId }, 'answer failed');
      // Nothing was answered: the chat is given back.
      if (content.length === 0) await refundChat(db, key.workspaceId, job.spend).catch(() => {});
      await finish('failed', failure);
    }
  };

  return {
    start(job) {
      const controller = new AbortController();
      const control = deps.pubsub.subscribe('chat:control', job.messageId)[Symbol.asyncIterator]();
      void control.next().then((event) => {
        if (!event.done && event.value.action === 'stop') controller.abort(new Error('stopped'));
      });
      const done = run(job, controller).finally(() => {
        running.delete(job.messageId);
        texts.delete(job.messageId);
        void control.return?.();
      });
      running.set(job.messageId, { controller, done });
    },
    live: (messageId) => texts.get(messageId)?.content,
    stop(messageId) {
      const local = running.get(messageId);
      if (local) local.controller.abort(new Error('stopped'));
      else deps.pubsub.publish('chat:control', messageId, { action: 'stop' });
    },
    async close() {
      clearInterval(timer);
      for (const { controller } of running.values()) controller.abort(new Error('server stopping'));
      await Promise.allSettled([...running.values()].map((r) => r.done));
      await flusher.settled();
    },
  };
}

async function* toAsync(pieces: Iterable<string>): AsyncGenerator<string> {
  for (const piece of pieces) {
    yield piece;
    // Paced like a stream, so the reader sees it arrive.
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}

/**
 * Writes the answers being generated that grew since their last flush (`flush`), all in one
 * statement; `settled` waits for the writes under way.
 */
function answerFlusher(deps: { db: Database; log: Logger }, texts: Map<string, LiveText>) {
  // One statement a second writes every answer that grew since its last flush: hundreds of
  // answers streaming at once would otherwise each write on their own, and those writes cost the
  // streams more than anything else they share this process with.
  let flushing: Promise<void> = Promise.resolve();
  const flush = () => {
    const due = [...texts.entries()].filter(([, live]) => live.content.length > live.flushed);
    if (due.length === 0) return;
    for (const [, live] of due) live.flushed = live.content.length;
    const rows = due.map(([id, live]) => ({ workspace_id: live.workspaceId, id, content: live.content }));
    flushing = flushing.then(() =>
      deps.db
        .execute(
          // Only answers still streaming: one that has ended wrote its whole text itself.
          sql`update ${messages} set content = v.content, updated_at = now()
            from json_to_recordset(${JSON.stringify(rows)}::json) as v(workspace_id uuid, id uuid, content text)
            where ${messages.workspaceId} = v.workspace_id and ${messages.id} = v.id and ${messages.status} = 'streaming'`,
        )
        .then(
          () => {},
          (error: unknown) => deps.log.warn({ err: error, answers: rows.length }, 'answer flush failed'),
        ),
    );
  };
  return { flush, settled: () => flushing };
}

/**
 * The model an answer is written by: the workspace's, when its plan's version allows AI models
 * (billing's catalogue may leave them out), with the model an agent names on the same endpoint;
 * null for the digest of what was found.
 */
async function answerModel(deps: { db: Database; llm: Config['llm']; secrets: Secrets }, job: AnswerJob) {
  const workspace = await findWorkspace(deps.db, job.reader.workspaceId);
  const planAllowsModel = workspace ? (await workspaceLimits(deps.db, workspace.id)).aiModel : false;
  const endpoint = workspace && planAllowsModel ? modelFor(workspace, deps.llm, deps.secrets) : null;
  return { workspace, model: endpoint && job.agent?.model ? { ...endpoint, model: job.agent.model } : endpoint };
}

/**
 * What an answer is written from: the passages found for the question (in the agent's apps, if
 * it has any), the files attached to the conversation, and its last answered turns (newest first).
 */
async function answerContext(deps: { db: Database; semantic: Semantic | null }, job: AnswerJob) {
  const { db } = deps;
  const conversation = { workspaceId: job.reader.workspaceId, conversationId: job.conversationId };
  const [sources, files, history] = await Promise.all([
    findSources(db, job.reader, job.question, job.agent?.appIds ?? null, deps.semantic),
    db.query.chatFiles.findMany({ where: conversation, orderBy: { createdAt: 'asc' } }),
    db.query.messages.findMany({ where: { ...conversation, status: 'done' }, orderBy: { createdAt: 'desc' }, limit: 11 }),
  ]);
  return { sources, files, history };
}
