import { and, eq } from 'drizzle-orm';
import { publicAppIds, publicDocumentPath } from '../apps/public-documents.ts';
import { agentForAnswer } from '../agents/service.ts';
import { sharedAgent } from '../agents/share-links.ts';
import type { Context } from '../request/context.ts';
import { translate, type Locale, type MessageKey } from '../i18n/messages.ts';
import { ExpectedError, NotFoundError, RateLimitedError, ValidationError } from '../request/errors.ts';
import { isUuid } from '../lib/ids.ts';
import { takeHit, type Limit } from '../lib/rate-limit.ts';
import { ChatQuotaExhaustedError, spendChat } from '../workspaces/usage.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import type { ChatStreamEvent } from './ports.ts';
import { conversations, messages, type Citation } from './tables.ts';
import { assertChatEnabled } from '../workspaces/reads.ts';

/**
 * Public chat links: an anonymous visitor chats with a shared workspace agent (`agents/share-links.ts`).
 *
 * A visitor is a browser (a random id in a cookie of its own, kept here as a keyed hash) and an
 * address. They see the agent's name and avatar and their own conversation, nothing else of the
 * workspace: answers draw only on the agent's apps that are public on the internet (the level that
 * opens documents to anyone with their link), and cite each document by its public link. Each
 * question spends one of the workspace's chats, with a usage record of no member; visitors are
 * limited per browser and per address, so one of them cannot use the workspace's day up at once.
 */
export type VisitorLimits = { perVisitor: number; perIp: number };

const QUESTION_MAX = 4000;

/** No member: the reader a visitor's search runs as names no user, holds no role and manages nothing. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/** The workspace's chats are used up for today; said to a visitor without the ways only members have. */
class PublicQuotaExhaustedError extends ExpectedError {
  override readonly status = 402;
  constructor() {
    super('publicChatQuotaExhausted');
  }
}

export type Visitor = { id: string; ip: string };

type Agent = NonNullable<Awaited<ReturnType<typeof sharedAgent>>>;

/** The visitor's id as stored and counted: a keyed hash, so the table holds nothing a browser could replay. */
export const visitorKey = (ctx: Pick<Context, 'secrets'>, visitorId: string) => ctx.secrets.hmac('public-chat-visitor', visitorId).slice(0, 40);

/** The agent a link names, while it is shared; any other key is a link that names nothing. */
export async function publicAgent(ctx: Pick<Context, 'db'>, key: string): Promise<Agent> {
  const agent = await sharedAgent(ctx.db, key);
  if (!agent) throw new NotFoundError('publicChatNotFound');
  return agent;
}

/** What a visitor sees of the agent. */
export const publicAgentView = (agent: Agent) => ({
  name: agent.name,
  description: agent.description,
  avatar: agent.avatar,
  opening_message: agent.openingMessage,
  suggested_questions: agent.suggestedQuestions,
  /** The colour its managers chose for it where it is embedded (#RRGGBB; empty: the product's). */
  color: agent.embedColor,
});

async function limitVisitor(ctx: Context, visitor: Visitor, limits: VisitorLimits) {
  const key = (kind: string, value: string) => `public-chat:${kind}:${ctx.secrets.hmac('rate-limit', `public-chat:${kind}:${value}`).slice(0, 32)}`;
  for (const [kind, value, limit] of [
    ['visitor', visitor.id, { max: limits.perVisitor, windowSeconds: 60 }],
    ['ip', visitor.ip, { max: limits.perIp, windowSeconds: 60 }],
  ] as const satisfies [string, string, Limit][]) {
    const blocked = await takeHit(ctx.db, key(kind, value), limit, ctx.now);
    if (blocked) throw new RateLimitedError(blocked.retryAfter);
  }
}

async function visitorConversation(ctx: Pick<Context, 'db' | 'secrets'>, agent: Agent, visitor: Visitor, conversationId: string) {
  const conversation = isUuid(conversationId)
    ? await ctx.db.query.conversations.findFirst({ where: { workspaceId: agent.workspaceId, id: conversationId } })
    : undefined;
  // Another visitor's, a member's, or one with another agent: as unknown as none.
  if (!conversation || conversation.visitor !== visitorKey(ctx, visitor.id) || conversation.agentId !== agent.id) {
    throw new NotFoundError('conversationNotFound');
  }
  return conversation;
}

const titleFrom = (question: string) => [...question.replace(/\s+/g, ' ').trim()].slice(0, 30).join('');

/**
 * A visitor asks the agent a link shares: in their conversation with it (or a new one), one chat
 * of the workspace is spent and the answer streams in the background.
 */
export async function askAsVisitor(
  ctx: Context,
  key: string,
  visitor: Visitor,
  limits: VisitorLimits,
  input: { text: string; conversationId?: string | null },
) {
  const agent = await publicAgent(ctx, key);
  const question = input.text.trim();
  if (!question) throw new ValidationError([{ field: 'text', key: 'questionRequired' }]);
  if ([...question].length > QUESTION_MAX) throw new ValidationError([{ field: 'text', key: 'questionTooLong' }]);
  await assertChatEnabled(ctx.db, agent.workspaceId);
  const existing = input.conversationId ? await visitorConversation(ctx, agent, visitor, input.conversationId) : null;
  await limitVisitor(ctx, visitor, limits);
  const spend = await spendChat(ctx.db, agent.workspaceId, null, ctx.now).catch((error: unknown) => {
    throw error instanceof ChatQuotaExhaustedError ? new PublicQuotaExhaustedError() : error;
  });

  const workspaceId = agent.workspaceId;
  const { conversationId, userMessageId, answerId } = await ctx.db.transaction(async (tx) => {
    const conversation =
      existing ??
      (await tx.insert(conversations).values({ workspaceId, userId: null, visitor: visitorKey(ctx, visitor.id), title: titleFrom(question), agentId: agent.id }).returning())[0]!;
    if (existing) {
      // Locks it: the retention sweep deleted it meanwhile (no row), or now leaves it be.
      const kept = await tx.update(conversations).set({ updatedAt: ctx.now }).where(and(eq(conversations.workspaceId, workspaceId), eq(conversations.id, existing.id))).returning({ id: conversations.id });
      if (kept.length === 0) throw new NotFoundError('conversationNotFound');
    }
    const [asked] = await tx.insert(messages).values({ workspaceId, conversationId: conversation.id, role: 'user', content: question, status: 'done' }).returning();
    const [answer] = await tx
      .insert(messages)
      .values({ workspaceId, conversationId: conversation.id, role: 'assistant', status: 'streaming', createdAt: new Date(asked!.createdAt.getTime() + 1) })
      .returning();
    return { conversationId: conversation.id, userMessageId: asked!.id, answerId: answer!.id };
  });

  const scope = await agentForAnswer(ctx, agent);
  ctx.chat.start({
    reader: { workspaceId, userId: NOBODY, wsUserType: WS_USER_TYPES.member },
    locale: ctx.locale,
    conversationId,
    messageId: answerId,
    userMessageId,
    question,
    spend,
    // Only the public apps of its knowledge (none public: nothing found, never everything).
    agent: { ...scope, appIds: await publicAppIds(ctx.db, workspaceId, scope.appIds) },
  });
  return { conversationId, answerId };
}

/** An answer in the visitor's conversation with the agent a link shares; anything else is unknown. */
export async function visitorAnswer(ctx: Context, key: string, visitor: Visitor, messageId: string) {
  const agent = await publicAgent(ctx, key);
  const message = isUuid(messageId) ? await ctx.db.query.messages.findFirst({ where: { workspaceId: agent.workspaceId, id: messageId, role: 'assistant' } }) : undefined;
  if (!message) throw new NotFoundError('messageNotFound');
  await visitorConversation(ctx, agent, visitor, message.conversationId).catch(() => {
    throw new NotFoundError('messageNotFound');
  });
  return { agent, message };
}

/** A citation as a visitor sees it: its title and passage, and the document's public link. */
export const publicCitation = (workspaceId: string) => (citation: Citation) => ({
  index: citation.index,
  title: citation.title,
  passage: citation.passage,
  url: publicDocumentPath(workspaceId, citation.documentId),
});

/** A stream event for a visitor: citations by their public links, nothing of the workspace. */
export const publicEvent = (workspaceId: string, locale: Locale) => {
  const cite = publicCitation(workspaceId);
  return (event: ChatStreamEvent) => ({
    offset: event.offset,
    delta: event.delta,
    status: event.status,
    citations: event.citations?.map(cite),
    error: event.status === 'failed' ? translate(locale, (event.errorKey ?? 'answerInterrupted') as MessageKey) : null,
    follow_ups: event.followUps ?? [],
  });
};
