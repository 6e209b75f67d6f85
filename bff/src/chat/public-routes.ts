import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Context } from '../request/context.ts';
import { NotFoundError } from '../request/errors.ts';
import type { AppDeps } from '../http/deps.ts';
import { requestContext, respond } from '../http/rest.ts';
import { newToken } from '../lib/tokens.ts';
import { parseFields, text } from '../validation/body.ts';
import { askAsVisitor, publicAgent, publicAgentView, publicEvent, visitorAnswer, type Visitor } from './public-chat.ts';
import { messageStream } from './stream.ts';
import { FeedbackBody, feedbackView, rateAnswer } from './feedback.ts';
import { openEventStream } from '../http/event-stream.ts';
import { appCsp } from '../http/static.ts';
import { sharedAgent } from '../agents/share-links.ts';

const MessageBody = z.object({ conversation_id: text(200), text: text(100_000) });

const BASE = '/api/public/chat';
const VISITOR_COOKIE = 'zw_visitor';
const VISITOR_HEADER = 'x-zhiwen-visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;
const VISITOR_DAYS = 30;

/**
 * A visitor's request. The link is the same for everyone: whoever the browser is signed in as
 * changes nothing but the language of the answers (their own, as everywhere), and nothing of the
 * public chat reads the viewer.
 */
const visitorContext = (deps: AppDeps, request: FastifyRequest): Promise<Context> => requestContext(deps, request);

/**
 * The browser's visitor id, given one on its first visit (a cookie of this path alone). A chat
 * framed by another site's page sends its own instead (`x-zhiwen-visitor`): a browser keeps no
 * cookie for a frame of another site.
 */
function visitorOf(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Visitor {
  const framed = request.headers[VISITOR_HEADER];
  if (typeof framed === 'string' && VISITOR_ID.test(framed)) return { id: framed, ip: request.ip };
  const sent = request.cookies[VISITOR_COOKIE];
  if (sent && VISITOR_ID.test(sent)) return { id: sent, ip: request.ip };
  const id = newToken();
  reply.setCookie(VISITOR_COOKIE, id, { path: BASE, httpOnly: true, sameSite: 'lax', secure: deps.cookie.secure, maxAge: VISITOR_DAYS * 86_400 });
  return { id, ip: request.ip };
}

type KeyParams = { Params: { key: string } };
type AnswerParams = { Params: { key: string; id: string } };

/** Public chat links: the shared agent, a question, its answer as server-sent events. No sign-in. */
export function publicChatRoutes(app: FastifyInstance, deps: AppDeps) {
  // The public chat as another site's page frames it (`/embed.js`): the web app, framed only by
  // the pages of the origins the agent's managers listed (none, or a link that names nothing: no page).
  app.get<KeyParams>('/embed/chat/:key', async (request, reply) => {
    // Without a built web app there is no page to frame (`http/static.ts` says so at start).
    if (typeof reply.sendFile !== 'function') throw new NotFoundError();
    const agent = await sharedAgent(deps.database.db, request.params.key);
    const origins = agent?.embedOrigins ?? [];
    reply.removeHeader('x-frame-options');
    return reply
      .header('Content-Security-Policy', appCsp(origins.length > 0 ? origins.join(' ') : "'none'"))
      .header('Cache-Control', 'no-cache')
      .sendFile('index.html');
  });

  app.get<KeyParams>(`${BASE}/:key`, async (request, reply) => {
    const ctx = await visitorContext(deps, request);
    const agent = await publicAgent(ctx, request.params.key);
    visitorOf(deps, request, reply);
    return respond(ctx, { agent: publicAgentView(agent) });
  });

  app.post<KeyParams>(`${BASE}/:key/messages`, async (request, reply) => {
    const ctx = await visitorContext(deps, request);
    const body = parseFields(MessageBody, request.body);
    const visitor = visitorOf(deps, request, reply);
    const sent = await askAsVisitor(ctx, request.params.key, visitor, deps.config.publicChatLimits, { text: body.text ?? '', conversationId: body.conversation_id || null });
    return respond(ctx, {
      conversation_id: sent.conversationId,
      message_id: sent.answerId,
      stream_url: `${BASE}/${request.params.key}/messages/${sent.answerId}/stream`,
    });
  });

  // The visitor's vote on an answer of theirs, as members vote in the web app.
  app.put<AnswerParams>(`${BASE}/:key/messages/:id/feedback`, async (request, reply) => {
    const ctx = await visitorContext(deps, request);
    const body = parseFields(FeedbackBody, request.body);
    const { message } = await visitorAnswer(ctx, request.params.key, visitorOf(deps, request, reply), request.params.id);
    return respond(ctx, { feedback: feedbackView(await rateAnswer(ctx.db, message, body, ctx.now)) });
  });

  // Server-sent events, as for members: the text so far, then each piece, then the final status.
  app.get<AnswerParams>(`${BASE}/:key/messages/:id/stream`, async (request, reply) => {
    const ctx = await visitorContext(deps, request);
    const { agent, message } = await visitorAnswer(ctx, request.params.key, visitorOf(deps, request, reply), request.params.id);
    const raw = openEventStream(reply);
    const stream = messageStream(ctx.db, ctx.pubsub, agent.workspaceId, message.id, ctx.chat.live, publicEvent(agent.workspaceId, ctx.locale));
    request.raw.on('close', () => void stream.return(undefined));
    try {
      for await (const event of stream) {
        raw.write(`event: ${event.status === 'streaming' ? 'delta' : 'end'}\ndata: ${JSON.stringify(event)}\n\n`);
      }
    } catch (error) {
      request.log.error({ err: error }, 'public answer stream failed');
    } finally {
      raw.end();
    }
  });
}
