import { and, eq } from 'drizzle-orm';
import type { Reader } from '../apps/visibility.ts';
import { agentById, agentForAnswer, usableAgent } from '../agents/service.ts';
import type { Database } from '../db/client.ts';
import type { PubSub } from '../request/pubsub.ts';
import { ExpectedError, NotFoundError, ValidationError } from '../request/errors.ts';
import type { Locale, MessageKey } from '../i18n/messages.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { memberOf } from '../workspaces/members.ts';
import { spendChat } from '../workspaces/usage.ts';
import type { AnswerJob, ChatRunner } from './ports.ts';

type AgentJob = NonNullable<AnswerJob['agent']>;
import { messageStream } from './stream.ts';
import { conversations, messages, type Citation } from './tables.ts';
import { assertChatEnabled } from '../workspaces/reads.ts';

/**
 * A question answered once, with no one watching it stream: what a chat bot asks for the person
 * who wrote to it (WeChat, DingTalk). The answer is generated as every answer is (`generation.ts`:
 * retrieval as the asker, the agent's instructions and knowledge, the workspace's model), streamed
 * internally, and handed back whole with its citations. It spends one of the workspace's chats,
 * recorded as a usage of type `bot`.
 *
 * The asker is a member (their permissions; the conversation is theirs, in their history), or
 * nobody in particular: then only what every member may see is searched, and the conversation,
 * which no one could open, is removed once answered. A member's is removed too when it is not to
 * be kept (`keep: false`: an admin trying the bot from its settings, whose history it is not).
 *
 * The answer is for whoever wrote to the bot: a digest leaves out its note on the model.
 */
export type OneShotAsker = { kind: 'member'; userId: string; keep?: boolean } | { kind: 'everyone'; label: string };

export type OneShotDeps = { db: Database; pubsub: PubSub; chat: ChatRunner; now: Date };

export type { Citation };
export type OneShotAnswer = { text: string; citations: Citation[]; stopped: boolean };

const QUESTION_MAX = 4000;

/** No member: names no user, holds no role, manages nothing, so it sees what every member sees. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

const titleFrom = (question: string) => [...question.replace(/\s+/g, ' ').trim()].slice(0, 30).join('');

async function readerOf(db: Database, workspaceId: string, asker: OneShotAsker): Promise<Reader> {
  if (asker.kind === 'everyone') return { workspaceId, userId: NOBODY, wsUserType: WS_USER_TYPES.member };
  const membership = await memberOf(db, workspaceId, asker.userId);
  if (!membership) throw new NotFoundError('memberNotFound');
  return { workspaceId, userId: asker.userId, wsUserType: membership.wsUserType };
}

/**
 * The agent a bot is bound to, as its workspace's admins see it (they chose it for the bot), while
 * it is enabled; documents are still searched as the asker.
 */
async function boundAgent(db: Database, workspaceId: string, agentId: string | null) {
  if (!agentId) return null;
  const agent = await usableAgent({ db }, { workspaceId, userId: NOBODY, wsUserType: WS_USER_TYPES.admin }, agentById(agentId));
  return agentForAnswer({ db }, agent);
}

/**
 * Asks and waits for the whole answer. Throws the expected failures a bot turns into words: the
 * quota used up (`ChatQuotaExhaustedError`), chat turned off, the agent gone, the answer failed.
 */
export async function answerOnce(
  deps: OneShotDeps,
  input: {
    workspaceId: string;
    asker: OneShotAsker;
    agentId: string | null;
    question: string;
    locale: Locale;
    /** An agent not saved yet (its editor's preview), in place of `agentId`'s. */
    draft?: AgentJob;
    /** Whether a digest ends with its note on the model (not for a bot's follower). */
    modelNote?: boolean;
  },
): Promise<OneShotAnswer> {
  const { db, workspaceId } = { db: deps.db, workspaceId: input.workspaceId };
  const question = input.question.trim();
  if (!question) throw new ValidationError([{ field: 'text', key: 'questionRequired' }]);
  if ([...question].length > QUESTION_MAX) throw new ValidationError([{ field: 'text', key: 'questionTooLong' }]);
  await assertChatEnabled(db, workspaceId);
  const reader = await readerOf(db, workspaceId, input.asker);
  const agent = input.draft ?? (await boundAgent(db, workspaceId, input.agentId));
  const spend = await spendChat(db, workspaceId, input.asker.kind === 'member' ? input.asker.userId : null, deps.now, 'bot');

  const owner = input.asker.kind === 'member' ? { userId: input.asker.userId, visitor: null } : { userId: null, visitor: input.asker.label };
  const { conversationId, userMessageId, answerId } = await db.transaction(async (tx) => {
    const [conversation] = await tx
      .insert(conversations)
      .values({ workspaceId, ...owner, title: titleFrom(question), agentId: input.agentId })
      .returning();
    const [asked] = await tx.insert(messages).values({ workspaceId, conversationId: conversation!.id, role: 'user', content: question, status: 'done' }).returning();
    // A millisecond later, so the answer always sorts after its question.
    const [answer] = await tx
      .insert(messages)
      .values({ workspaceId, conversationId: conversation!.id, role: 'assistant', status: 'streaming', createdAt: new Date(asked!.createdAt.getTime() + 1) })
      .returning();
    return { conversationId: conversation!.id, userMessageId: asked!.id, answerId: answer!.id };
  });

  // Listening before the answer starts, so that no piece is published unheard.
  const events = messageStream(db, deps.pubsub, workspaceId, answerId, deps.chat.live);
  deps.chat.start({ reader, locale: input.locale, conversationId, messageId: answerId, userMessageId, question, spend, agent, modelNote: input.modelNote ?? false });
  let text = '';
  let citations: Citation[] = [];
  try {
    for await (const event of events) {
      text = text.slice(0, event.offset) + event.delta;
      if (event.citations) citations = event.citations;
      if (event.status === 'streaming') continue;
      if (event.status === 'failed') throw new ExpectedError((event.errorKey ?? 'answerInterrupted') as MessageKey);
      return { text, citations, stopped: event.status === 'stopped' };
    }
    throw new ExpectedError('answerInterrupted');
  } finally {
    if (owner.userId === null || (input.asker.kind === 'member' && input.asker.keep === false)) {
      await db
        .delete(conversations)
        .where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.id, conversationId)))
        .catch(() => {});
    }
  }
}
