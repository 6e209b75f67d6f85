import { encodeGlobalID } from '@pothos/plugin-relay';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../request/errors.ts';
import type { AppDeps } from '../http/deps.ts';
import { uploadedFile } from '../http/multipart.ts';
import { idFromPath } from '../http/path-ids.ts';
import { respond, signedInContext } from '../http/rest.ts';
import { isMember, type SignedInContext } from '../request/context.ts';
import { parseFields, text } from '../validation/body.ts';
import { actorOf } from '../workspaces/acting.ts';
import { watchToken } from '../tokens/watch.ts';
import { addChatFile, ownAnswer, sendMessage, startConversation, stopAnswer } from './service.ts';
import { conversationMarkdown } from './export.ts';
import { messageStream } from './stream.ts';
import { UPLOAD_LIMITS } from '../validation/uploads.ts';
import { openEventStream } from '../http/event-stream.ts';

const AGENT = { agent_id: text(200), agent_key: text(200) };
// The question's own length is the service's to judge (with its message); this bounds the rest.
const MessageBody = z.object({ ...AGENT, conversation_id: text(200), text: text(100_000) });
const ConversationBody = z.object(AGENT);

function member(ctx: SignedInContext) {
  if (!isMember(ctx)) throw new NotFoundError('conversationNotFound');
  return actorOf(ctx);
}

/** Chat for REST and bot clients: ask, then follow the answer as server-sent events. */
export async function chatRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/api/chat/messages', { config: { tokens: 'chat' } }, async (request) => {
    const ctx = await signedInContext(deps, request);
    const actor = member(ctx);
    const body = parseFields(MessageBody, request.body);
    const conversationId = body.conversation_id ? idFromPath(body.conversation_id, 'Conversation', 'conversationNotFound') : null;
    const sent = await sendMessage(ctx, actor, {
      conversationId,
      text: body.text ?? '',
      agentId: body.agent_id ? idFromPath(body.agent_id, 'Agent', 'agentNotFound') : null,
      agentKey: body.agent_key || null,
    });
    return respond(ctx, {
      conversation_id: sent.conversationId,
      message_id: sent.answerId,
      stream_url: `/api/chat/messages/${sent.answerId}/stream`,
    });
  });

  // A conversation before its first question, to attach files to it first.
  app.post('/api/chat/conversations', { config: { tokens: 'chat' } }, async (request) => {
    const ctx = await signedInContext(deps, request);
    const actor = member(ctx);
    const body = parseFields(ConversationBody, request.body);
    const conversation = await startConversation(ctx, actor, {
      agentId: body.agent_id ? idFromPath(body.agent_id, 'Agent', 'agentNotFound') : null,
      agentKey: body.agent_key || null,
    });
    return respond(ctx, { conversation_id: conversation.id, files_url: `/api/chat/conversations/${conversation.id}/files` });
  });

  app.post<{ Params: { id: string } }>('/api/chat/messages/:id/stop', { config: { tokens: 'chat' } }, async (request) => {
    const ctx = await signedInContext(deps, request);
    const message = await stopAnswer(ctx, member(ctx), idFromPath(request.params.id, 'ChatMessage', 'messageNotFound'));
    return respond(ctx, { message_id: message.id });
  });

  // Server-sent events: the text so far, then each piece, then the final status.
  app.get<{ Params: { id: string } }>('/api/chat/messages/:id/stream', { config: { tokens: 'chat' } }, async (request, reply) => {
    const ctx = await signedInContext(deps, request);
    const actor = member(ctx);
    const messageId = idFromPath(request.params.id, 'ChatMessage', 'messageNotFound');
    await ownAnswer(ctx, actor, messageId);

    const raw = openEventStream(reply);
    const stream = messageStream(ctx.db, ctx.pubsub, actor.workspaceId, messageId, ctx.chat.live);
    // A stream opened with an access token ends as soon as the token is no longer live.
    const token = ctx.viewer.token;
    const unwatch = token ? watchToken({ db: ctx.db, pubsub: ctx.pubsub, clock: deps.clock }, token, () => void stream.return(undefined)) : () => {};
    request.raw.on('close', () => {
      unwatch();
      void stream.return(undefined);
    });
    try {
      for await (const event of stream) {
        const name = event.status === 'streaming' ? 'delta' : 'end';
        raw.write(`event: ${name}\ndata: ${JSON.stringify(event)}\n\n`);
      }
    } catch (error) {
      request.log.error({ err: error }, 'answer stream failed');
    } finally {
      raw.end();
    }
  });

  // The member's own conversation as a Markdown file, with its answers' sources.
  app.get<{ Params: { id: string } }>('/api/chat/conversations/:id/markdown', { config: { tokens: 'chat' } }, async (request, reply) => {
    const ctx = await signedInContext(deps, request);
    const exported = await conversationMarkdown(ctx, member(ctx), idFromPath(request.params.id, 'Conversation', 'conversationNotFound'));
    // What a file name may not hold on common systems (control characters among them) becomes a space.
    const name = `${[...exported.title].map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? ' ' : c)).join('').trim() || 'conversation'}.md`;
    return reply
      .header('Content-Type', 'text/markdown; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="conversation.md"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('Cache-Control', 'private, no-store')
      .send(exported.markdown);
  });

  app.post<{ Params: { id: string } }>('/api/chat/conversations/:id/files', { config: { tokens: 'chat' } }, async (request) => {
    const ctx = await signedInContext(deps, request);
    const actor = member(ctx);
    const conversationId = idFromPath(request.params.id, 'Conversation', 'conversationNotFound');
    const file = await uploadedFile(request, { maxBytes: UPLOAD_LIMITS.chatFile.maxBytes, tooLarge: 'chatFileTooLarge' });
    const stored = await addChatFile(ctx, actor, conversationId, file);
    return respond(ctx, { id: encodeGlobalID('ChatFile', stored.id), name: stored.name, size: stored.size, media_type: stored.mediaType, has_text: stored.text.length > 0 });
  });
}
