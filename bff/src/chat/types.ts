import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { Agent } from '../agents/types.ts';
import { DocumentRef } from '../apps/types.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../request/context.ts';
import { ACTION_ERRORS, ErrorInterface } from '../graphql/error-types.ts';
import { NotFoundError } from '../request/errors.ts';
import { readableInWorkspace } from '../graphql/access.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { actorOf } from '../workspaces/acting.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { readableDocument } from '../apps/readable-documents.ts';
import { ChatQuotaExhaustedError, INVITE_REWARD_CHATS } from '../workspaces/usage.ts';
import {
  deleteChatFile,
  deleteConversation,
  ownAnswer,
  regenerateAnswer,
  renameChatFile,
  renameConversation,
  sendMessage,
  startConversation,
  stopAnswer,
} from './service.ts';
import { effectiveStatus, messageStream } from './stream.ts';
import { conversationOwnedBy, conversationReadableBy } from './access.ts';
import { citationsShown, contentShown } from './sharing.ts';
import type { chatFiles, Citation, conversations, Message } from './tables.ts';
import type { ChatStreamEvent } from './ports.ts';

const MessageRole = builder.enumType('MessageRole', { values: { USER: { value: 'user' }, ASSISTANT: { value: 'assistant' } } as const });
const MessageStatus = builder.enumType('MessageStatus', {
  values: { STREAMING: { value: 'streaming' }, DONE: { value: 'done' }, STOPPED: { value: 'stopped' }, FAILED: { value: 'failed' } } as const,
});

const message = (ctx: Context, key: string | null | undefined) => (key ? translate(ctx.locale, key as MessageKey) : null);

export const CitationRef = builder.objectRef<Citation & { workspaceId: string }>('Citation').implement({
  description: 'A numbered source of an answer.',
  // Its answer's rule decides who reaches it; its document is judged on its own.
  authScopes: readableInWorkspace<{ workspaceId: string }>('Citation', 'chat'),
  fields: (t) => ({
    index: t.exposeInt('index'),
    title: t.exposeString('title'),
    url: t.exposeString('url', { nullable: true }),
    passage: t.exposeString('passage', {
      description: 'The passage of the document the answer drew on, as plain text (a heading or a paragraph a line). An answer without a model quotes its best sentences itself.',
    }),
    document: t.field({
      type: DocumentRef,
      nullable: true,
      description: 'The document, while it exists and the viewer may see it.',
      resolve: (c, _args, ctx) => readableDocument(ctx, c.documentId),
    }),
  }),
});

export const ChatMessage = builder.drizzleNode('messages', {
  name: 'ChatMessage',
  // Its conversation's: its member's, or every member's once shared (`sharing.ts`).
  authScopes: readableInWorkspace<Message>('ChatMessage', 'chat', (ctx, m, actor) => conversationReadableBy(ctx, m.conversationId, actor)),
  id: { column: (m) => m.id },
  fields: (t) => ({
    role: t.expose('role', { type: MessageRole }),
    content: t.string({
      description:
        'The text as Markdown (GitHub’s flavour; raw HTML in it is text, never markup); a marker [n] cites the citation numbered n. In a conversation shared with the viewer, a digest of passages that cites a document they may not read is withheld.',
      resolve: (m, _args, ctx) => contentShown(ctx, m),
    }),
    status: t.field({ type: MessageStatus, resolve: (m, _args, ctx) => effectiveStatus(m, ctx.now) }),
    errorMessage: t.string({
      nullable: true,
      resolve: (m, _args, ctx) => (effectiveStatus(m, ctx.now) === 'failed' ? message(ctx, m.errorKey ?? 'answerInterrupted') : null),
    }),
    citations: t.field({
      type: [CitationRef],
      description: 'Its sources; in a conversation shared with the viewer, those whose documents they may read.',
      resolve: async (m, _args, ctx) => (await citationsShown(ctx, m)).shown.map((c) => ({ ...c, workspaceId: m.workspaceId })),
    }),
    hiddenCitations: t.int({
      description: 'In a conversation shared with the viewer, how many of its sources they may not read (not shown).',
      resolve: async (m, _args, ctx) => (await citationsShown(ctx, m)).hidden,
    }),
    followUpQuestions: t.exposeStringList('followUps', { description: 'Questions to ask next that its agent’s model suggested (its agent suggests them; at most three).' }),
    model: t.exposeString('model', {
      nullable: true,
      description: 'The model that answered; "extractive" for the digest of the passages found, given while no model is configured.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const ChatFile = builder.drizzleNode('chatFiles', {
  name: 'ChatFile',
  description: 'A file attached to a conversation (its member’s alone).',
  authScopes: readableInWorkspace<typeof chatFiles.$inferSelect>('ChatFile', 'chat', (ctx, f, actor) =>
    conversationOwnedBy(ctx, f.conversationId, actor),
  ),
  id: { column: (f) => f.id },
  fields: (t) => ({
    internalID: t.exposeString('id'),
    name: t.exposeString('name'),
    mediaType: t.exposeString('mediaType'),
    size: t.exposeInt('size'),
    hasText: t.boolean({ resolve: (f) => f.text.length > 0 }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

export const Conversation = builder.drizzleNode('conversations', {
  name: 'Conversation',
  // A conversation is its member's alone, admins included, until they share it with the workspace's members.
  authScopes: readableInWorkspace<typeof conversations.$inferSelect>('Conversation', 'chat', (_ctx, c, actor) => c.userId === actor.userId || (c.userId !== null && c.sharedAt !== null)),
  id: { column: (c) => c.id },
  fields: (t) => ({
    title: t.string({
      description: 'Named by its first question; a conversation started to attach files first is "New conversation" until then.',
      resolve: (c, _args, ctx) => c.title || translate(ctx.locale, 'newConversationTitle'),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    messages: t.relatedConnection('messages', {
      description: 'Questions and answers, oldest first.',
      totalCount: true,
      query: { orderBy: { createdAt: 'asc', id: 'asc' } },
    }),
    files: t.relation('files', { query: { orderBy: { createdAt: 'asc' } } }),
    agent: t.relation('agent', { nullable: true, description: 'The agent it talks to; null for the general assistant.' }),
  }),
});
builder.queryField('conversations', (t) =>
  t.withAuth({ member: 'chat' }).drizzleConnection({
    type: 'conversations',
    description: 'The viewer’s conversations in the current workspace that have been asked in, most recent first (one started only to take files joins at its first question).',
    resolve: (query, _root, _args, ctx) =>
      ctx.db.query.conversations.findMany(
        query({
          where: { workspaceId: ctx.viewer.membership.workspaceId, userId: ctx.viewer.user.id, messages: true },
          orderBy: { updatedAt: 'desc', id: 'desc' },
        }),
      ),
  }),
);

builder.objectType(ChatQuotaExhaustedError, {
  name: 'ChatQuotaExhaustedError',
  description: 'Today’s chats are used up. Admins may top up; anyone may invite others to earn free chats, or ask an admin.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ChatQuotaExhaustedError,
  fields: (t) => ({
    inviteReward: t.int({ description: 'Free chats earned for each person who joins by invitation.', resolve: () => INVITE_REWARD_CHATS }),
    canTopUp: t.boolean({ resolve: (_e, _args, ctx) => (ctx.viewer?.membership?.wsUserType ?? 0) >= WS_USER_TYPES.admin }),
  }),
});

const CHAT_ERRORS = [ChatQuotaExhaustedError, ...ACTION_ERRORS];

const SendPayload = builder.objectRef<{ conversationId: string; answerId: string; workspaceId: string }>('SendMessagePayload').implement({
  fields: (t) => ({
    conversation: t.drizzleField({
      type: 'conversations',
      resolve: (query, p, _args, ctx) =>
        ctx.db.query.conversations.findFirst(query({ where: { workspaceId: p.workspaceId, id: p.conversationId } })).then((c) => c!),
    }),
    answer: t.drizzleField({
      type: 'messages',
      description: 'The answer, streaming: follow it with the answerStream subscription.',
      resolve: (query, p, _args, ctx) =>
        ctx.db.query.messages.findFirst(query({ where: { workspaceId: p.workspaceId, id: p.answerId } })).then((m) => m!),
    }),
  }),
});

const SendMessageInput = builder.inputType('SendMessageInput', {
  fields: (t) => ({
    conversationId: t.globalID({ required: false, for: Conversation, description: 'Omit to start a new conversation.' }),
    text: t.string({ required: true }),
    agentId: t.globalID({ required: false, for: Agent, description: 'The agent a new conversation talks to (else the general assistant).' }),
    agentKey: t.string({ required: false, description: 'Or the agent’s ws agent key.' }),
  }),
});

builder.mutationField('sendMessage', (t) =>
  t.authField({
    type: SendPayload,
    description: 'Asks a question (uses one chat of today’s quota); the answer streams.',
    authScopes: { member: 'chat' },
    errors: { types: CHAT_ERRORS },
    args: { input: t.arg({ type: SendMessageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const actor = actorOf(ctx);
      const sent = await sendMessage(ctx, actor, {
        conversationId: input.conversationId?.id,
        text: input.text,
        agentId: input.agentId?.id,
        agentKey: input.agentKey,
      });
      return { ...sent, workspaceId: actor.workspaceId };
    },
  }),
);

const ConversationPayload = builder.objectRef<{ conversationId: string; workspaceId: string }>('ConversationPayload').implement({
  fields: (t) => ({
    conversation: t.drizzleField({
      type: 'conversations',
      resolve: (query, p, _args, ctx) =>
        ctx.db.query.conversations.findFirst(query({ where: { workspaceId: p.workspaceId, id: p.conversationId } })).then((c) => c!),
    }),
  }),
});

const StartConversationInput = builder.inputType('StartConversationInput', {
  fields: (t) => ({
    agentId: t.globalID({ required: false, for: Agent, description: 'The agent the conversation talks to (else the general assistant).' }),
    agentKey: t.string({ required: false, description: 'Or the agent’s ws agent key.' }),
  }),
});

builder.mutationField('startConversation', (t) =>
  t.authField({
    type: ConversationPayload,
    description: 'Starts a conversation before its first question, to attach files to it first (uses no chat).',
    authScopes: { member: 'chat' },
    errors: { types: ACTION_ERRORS },
    args: { input: t.arg({ type: StartConversationInput, required: false }) },
    resolve: async (_root, { input }, ctx) => {
      const actor = actorOf(ctx);
      const conversation = await startConversation(ctx, actor, { agentId: input?.agentId?.id, agentKey: input?.agentKey });
      return { conversationId: conversation.id, workspaceId: actor.workspaceId };
    },
  }),
);

builder.mutationField('regenerateAnswer', (t) =>
  t.authField({
    type: SendPayload,
    description: 'Answers the question again (one more chat).',
    authScopes: { member: 'chat' },
    errors: { types: CHAT_ERRORS },
    args: { messageId: t.arg.globalID({ required: true, for: ChatMessage }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      return { ...(await regenerateAnswer(ctx, actor, args.messageId.id)), workspaceId: actor.workspaceId };
    },
  }),
);

builder.mutationField('stopAnswer', (t) =>
  t.authField({
    type: ChatMessage,
    description: 'Stops an answer while it streams; what was written stays.',
    authScopes: { member: 'chat' },
    errors: { types: ACTION_ERRORS },
    args: { messageId: t.arg.globalID({ required: true, for: ChatMessage }) },
    resolve: (_root, args, ctx) => stopAnswer(ctx, actorOf(ctx), args.messageId.id),
  }),
);

builder.mutationField('renameConversation', (t) =>
  t.authField({
    type: ConversationPayload,
    authScopes: { member: 'chat' },
    errors: { types: ACTION_ERRORS },
    args: { conversationId: t.arg.globalID({ required: true, for: Conversation }), title: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      await renameConversation(ctx, actor, args.conversationId.id, args.title);
      return { conversationId: args.conversationId.id, workspaceId: actor.workspaceId };
    },
  }),
);

const DeletedPayload = builder.objectRef<{ deletedId: string }>('DeleteConversationPayload').implement({
  fields: (t) => ({ deletedConversationId: t.exposeID('deletedId') }),
});

builder.mutationField('deleteConversation', (t) =>
  t.authField({
    type: DeletedPayload,
    authScopes: { member: 'chat' },
    errors: { types: ACTION_ERRORS },
    args: { conversationId: t.arg.globalID({ required: true, for: Conversation }) },
    resolve: async (_root, args, ctx) => {
      await deleteConversation(ctx, actorOf(ctx), args.conversationId.id);
      return { deletedId: encodeGlobalID('Conversation', args.conversationId.id) };
    },
  }),
);

builder.mutationField('renameChatFile', (t) =>
  t.authField({
    type: ConversationPayload,
    description: 'Renames a file of a conversation; an empty name is refused.',
    authScopes: { member: 'chat' },
    errors: { types: ACTION_ERRORS },
    args: { fileId: t.arg.globalID({ required: true, for: ChatFile }), name: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      const file = await renameChatFile(ctx, actor, args.fileId.id, args.name);
      return { conversationId: file.conversationId, workspaceId: actor.workspaceId };
    },
  }),
);

builder.mutationField('deleteChatFile', (t) =>
  t.authField({
    type: ConversationPayload,
    authScopes: { member: 'chat' },
    errors: { types: ACTION_ERRORS },
    args: { fileId: t.arg.globalID({ required: true, for: ChatFile }) },
    resolve: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      const file = await deleteChatFile(ctx, actor, args.fileId.id);
      return { conversationId: file.conversationId, workspaceId: actor.workspaceId };
    },
  }),
);

type AnswerEvent = ChatStreamEvent & { workspaceId: string; messageGlobalId: string };

const AnswerStreamEvent = builder.objectRef<AnswerEvent>('AnswerStreamEvent').implement({
  description: 'A piece of an answer: append `delta` at `offset`. The first event holds everything written so far.',
  fields: (t) => ({
    messageId: t.exposeID('messageGlobalId'),
    offset: t.exposeInt('offset'),
    delta: t.exposeString('delta'),
    status: t.expose('status', { type: MessageStatus }),
    errorMessage: t.string({ nullable: true, resolve: (e, _args, ctx) => (e.status === 'failed' ? message(ctx, e.errorKey ?? 'answerInterrupted') : null) }),
    citations: t.field({
      type: [CitationRef],
      nullable: true,
      resolve: (e) => e.citations?.map((c) => ({ ...c, workspaceId: e.workspaceId })) ?? null,
    }),
    followUpQuestions: t.stringList({ nullable: true, description: 'With the final event: the questions to ask next, if its agent suggests them.', resolve: (e) => e.followUps ?? null }),
  }),
});

/** A stream that ends at once (an answer the viewer may not follow). */
async function* noEvents(): AsyncGenerator<AnswerEvent> {}

/** An answer that is not the viewer's ends the subscription at once, like one that does not exist. */
function unlessNotFound(error: unknown): null {
  if (error instanceof NotFoundError) return null;
  throw error;
}

/** The row ID in a ChatMessage global ID, or null. */
function chatMessageId(raw: string): string | null {
  try {
    const decoded = decodeGlobalID(raw);
    return decoded.typename === 'ChatMessage' ? decoded.id : null;
  } catch {
    return null;
  }
}

builder.subscriptionField('answerStream', (t) =>
  t.withAuth({ member: 'chat' }).field({
    type: AnswerStreamEvent,
    description: 'An answer as it streams, from the text so far to its end (reconnect at any time).',
    // A plain ID decoded once here: a global-ID argument would be decoded again for every piece
    // (field arguments are mapped on each event's execution), which dominated streaming's cost.
    args: { messageId: t.arg.id({ required: true }) },
    // The answer's own stream, not a generator around it: every layer costs a turn per piece.
    subscribe: async (_root, args, ctx) => {
      const actor = actorOf(ctx);
      const messageId = chatMessageId(String(args.messageId));
      // Judged once here, rather than by the ChatMessage rule on each of its many pieces.
      const found = messageId ? await ownAnswer(ctx, actor, messageId).catch(unlessNotFound) : null;
      if (!messageId || !found) return noEvents();
      const messageGlobalId = encodeGlobalID('ChatMessage', messageId);
      return messageStream(ctx.db, ctx.pubsub, actor.workspaceId, messageId, ctx.chat.live, (event): AnswerEvent => ({
        // Spelled out rather than spread: a spread of events of varying shapes is slow per piece.
        offset: event.offset,
        delta: event.delta,
        status: event.status,
        citations: event.citations,
        errorKey: event.errorKey,
        followUps: event.followUps,
        workspaceId: actor.workspaceId,
        messageGlobalId,
      }));
    },
    resolve: (event) => event,
  }),
);
