import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../request/context.ts';
import { ExpectedError, NotFoundError, NotSignedInError } from '../request/errors.ts';
import { negotiateLocale, type Locale, type MessageKey } from '../i18n/messages.ts';
import type { AppDeps } from '../http/deps.ts';
import { idFromPath } from '../http/path-ids.ts';
import { requestContext } from '../http/rest.ts';
import { withTokenScope } from '../tokens/rest-scopes.ts';
import { watchToken } from '../tokens/watch.ts';
import { holdsNul } from '../validation/nul.ts';
import { actorOf } from '../workspaces/acting.ts';
import {
  AnswerFailedError,
  approximateTokens,
  chunkBody,
  citationsOf,
  completionBody,
  errorBody,
  GENERAL_MODEL,
  modelIdOf,
  readCompletionRequest,
  refusalOf,
  usageOf,
  type CompletionHead,
} from './openai-format.ts';
import { askWithHistory, modelsOf } from './openai-service.ts';
import { messageStream } from './stream.ts';
import { FeedbackBody, feedbackView, rateAnswer } from './feedback.ts';
import { ownAnswer } from './service.ts';
import { isUuid } from '../lib/ids.ts';
import { parseFields } from '../validation/body.ts';
import type { Citation } from './tables.ts';
import { openEventStream } from '../http/event-stream.ts';

/**
 * The caller's language: what Accept-Language names, when it is one the product speaks (a program
 * calling says so there), else the token maker's own setting, else zh-hans.
 */
function callerLocale(request: FastifyRequest): Locale {
  const preferred = request.appContext?.viewer?.user.preferredLanguage;
  return negotiateLocale(null, [request.headers['accept-language'], preferred].filter(Boolean).join(','));
}

/** Fastify's refusals of a body it could not read, told as OpenAI's clients expect them. */
const UNREADABLE: Record<number, MessageKey> = { 413: 'requestTooLarge', 415: 'contentTypeNotSupported' };

/**
 * Every refusal in OpenAI's shape. `x-should-retry: false` keeps OpenAI's clients from asking
 * again by themselves: each question they repeat would spend another chat.
 */
function replyRefusal(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const locale = callerLocale(request);
  reply.header('x-should-retry', 'false');
  if (error instanceof ExpectedError) {
    const refusal = refusalOf(error);
    return reply.code(refusal.status).send(errorBody(refusal, locale));
  }
  const { statusCode } = (error ?? {}) as { statusCode?: number };
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    const refused = new ExpectedError(UNREADABLE[statusCode] ?? 'requestMalformed');
    return reply.code(statusCode).send(errorBody({ ...refusalOf(refused), code: null }, locale));
  }
  request.log.error({ err: error }, 'OpenAI-compatible request failed');
  return reply.code(500).send(errorBody({ type: 'server_error', code: null, key: 'serverError', param: null }, locale));
}

/** The agent a `model` names: the general assistant's id, or an agent's global ID (or its internal ID). */
const agentOfModel = (model: string) => (model === GENERAL_MODEL ? null : idFromPath(model, 'Agent', 'agentNotFound'));

type Asked = {
  ctx: Context;
  token: { id: string; workspaceId: string };
  answerId: string;
  head: CompletionHead;
  promptTokens: number;
  includeUsage: boolean;
};

/**
 * `/v1/models` and `/v1/chat/completions`, for OpenAI's clients pointed at `${PUBLIC_URL}/v1`
 * with an access token as their API key (README, "OpenAI-compatible chat"). Token only: a session
 * cookie is not taken here, so no other site's page can ask in a person's name.
 */
export async function openaiRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(
    async (v1) => {
      v1.setErrorHandler((error, request, reply) => replyRefusal(request, reply, error));
      v1.setNotFoundHandler((request, reply) => replyRefusal(request, reply, new NotFoundError()));

      const asker = async (request: FastifyRequest, scopes: Parameters<typeof withTokenScope>[1]) => {
        const ctx = withTokenScope(await requestContext(deps, request), scopes);
        // The answer and its messages speak the caller's language too.
        return { ctx: { ...ctx, locale: callerLocale(request) }, token: ctx.viewer.token };
      };

      v1.get('/models', async (request) => {
        const { ctx } = await asker(request, ['agents:read', 'chat']);
        return { object: 'list', data: await modelsOf(ctx, actorOf(ctx)) };
      });

      v1.get<{ Params: { id: string } }>('/models/:id', async (request) => {
        const { ctx } = await asker(request, ['agents:read', 'chat']);
        const model = (await modelsOf(ctx, actorOf(ctx))).find((m) => m.id === request.params.id);
        if (!model) throw new NotFoundError('agentNotFound');
        return model;
      });

      v1.post('/chat/completions', async (request, reply) => {
        const { ctx, token } = await asker(request, ['chat']);
        if (holdsNul(request.body)) throw new ExpectedError('invalidCharacters');
        const asked = readCompletionRequest(request.body);
        const agentId = agentOfModel(asked.model);
        const sent = await askWithHistory(ctx, actorOf(ctx), { agentId, question: asked.question, history: asked.history });
        const answer: Asked = {
          ctx,
          token,
          answerId: sent.answerId,
          head: { id: `chatcmpl-${sent.answerId}`, created: Math.floor(ctx.now.getTime() / 1000), model: modelIdOf(agentId) },
          promptTokens: approximateTokens([...asked.history.map((turn) => turn.content), asked.question].join('\n')),
          includeUsage: asked.includeUsage,
        };
        if (asked.stream) return streamAnswer(deps, request, reply, answer);
        return completeAnswer(deps, reply, answer);
      });

      // Not OpenAI's: the caller's vote on an answer it asked for, by the completion's id.
      v1.post<{ Params: { id: string } }>('/chat/completions/:id/feedback', async (request) => {
        const { ctx } = await asker(request, ['chat']);
        const body = parseFields(FeedbackBody, request.body);
        const answerId = /^chatcmpl-(.+)$/.exec(request.params.id)?.[1];
        if (!answerId || !isUuid(answerId)) throw new NotFoundError('messageNotFound');
        const answer = await ownAnswer(ctx, actorOf(ctx), answerId);
        return { id: request.params.id, object: 'chat.completion.feedback', ...feedbackView(await rateAnswer(ctx.db, answer, body, ctx.now)) };
      });
    },
    { prefix: '/v1' },
  );
}

const answerEvents = ({ ctx, token, answerId }: Asked) => messageStream(ctx.db, ctx.pubsub, token.workspaceId, answerId, ctx.chat.live);

/**
 * Waits for the whole answer. The caller hanging up, or its token ending meanwhile, stops the
 * answer (what was written stays in the maker's conversation).
 */
async function completeAnswer(deps: AppDeps, reply: FastifyReply, answer: Asked) {
  const { ctx } = answer;
  let revoked = false;
  const stop = () => ctx.chat.stop(answer.answerId);
  const unwatch = watchToken({ db: ctx.db, pubsub: ctx.pubsub, clock: deps.clock }, answer.token, () => ((revoked = true), stop()));
  reply.raw.on('close', () => reply.raw.writableFinished || stop());
  let text = '';
  let citations: Citation[] = [];
  try {
    for await (const event of answerEvents(answer)) {
      text = text.slice(0, event.offset) + event.delta;
      if (event.citations) citations = event.citations;
      if (event.status === 'failed') throw new AnswerFailedError((event.errorKey ?? 'answerInterrupted') as MessageKey);
    }
  } finally {
    unwatch();
  }
  if (revoked) throw new NotSignedInError('tokenInvalid');
  return completionBody(answer.head, text, citationsOf(citations, ctx.publicUrl), usageOf(answer.promptTokens, approximateTokens(text)));
}

/**
 * The answer as OpenAI's chunks over server-sent events: the role first, each piece as it comes,
 * then a chunk with `finish_reason: "stop"` and the citations (and the usage, when asked), then
 * `[DONE]`. A failure, or the token ending, is an `error` event and the end of the stream; the
 * caller hanging up stops the answer.
 */
async function streamAnswer(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, answer: Asked) {
  const { ctx, head } = answer;
  const locale = ctx.locale;
  const raw = openEventStream(reply);
  const send = (data: unknown) => raw.writableEnded || raw.write(`data: ${JSON.stringify(data)}\n\n`);
  const fail = (error: ExpectedError) => {
    send(errorBody(refusalOf(error), locale));
    raw.end();
  };
  let ended = false;
  const stop = () => ended || ctx.chat.stop(answer.answerId);
  // The token ending ends the stream at once, and the answer with it.
  const unwatch = watchToken({ db: ctx.db, pubsub: ctx.pubsub, clock: deps.clock }, answer.token, () => {
    fail(new NotSignedInError('tokenInvalid'));
    stop();
  });
  raw.on('close', () => {
    unwatch();
    stop();
  });

  send(chunkBody(head, { role: 'assistant', content: '' }, null));
  let text = '';
  let citations: Citation[] = [];
  try {
    for await (const event of answerEvents(answer)) {
      if (raw.writableEnded) break;
      if (event.citations) citations = event.citations;
      if (event.delta) {
        text += event.delta;
        send(chunkBody(head, { content: event.delta }, null));
      }
      if (event.status === 'streaming') continue;
      ended = true;
      if (event.status === 'failed') {
        fail(new AnswerFailedError((event.errorKey ?? 'answerInterrupted') as MessageKey));
        break;
      }
      const usage = usageOf(answer.promptTokens, approximateTokens(text));
      send(chunkBody(head, {}, 'stop', { citations: citationsOf(citations, ctx.publicUrl) }));
      if (answer.includeUsage) send({ ...chunkBody(head, {}, null), choices: [], usage });
      if (!raw.writableEnded) raw.write('data: [DONE]\n\n');
    }
  } catch (error) {
    request.log.error({ err: error }, 'OpenAI-compatible stream failed');
    fail(new AnswerFailedError('serverError'));
  } finally {
    unwatch();
    if (!raw.writableEnded) raw.end();
  }
}
