import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns.ts';
import { users } from '../identity/tables.ts';
import { workspaces } from '../workspaces/tables.ts';

/**
 * A member's conversation with the assistant; theirs alone unless they share it read-only with the
 * workspace's members. A visitor of a public chat link has no
 * account: their conversation has no user, but the keyed hash of their browser's visitor id.
 */
export const conversations = pgTable(
  'conversations',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitor: text('visitor'),
    title: text('title').notNull(),
    /** The agent it talks to; null for the general assistant. */
    agentId: uuid('agent_id'),
    /** Shared read-only with the workspace's members since then (`chat/sharing.ts`); null: its member's alone. */
    sharedAt: timestamp('shared_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index('conversations_user_idx').on(t.workspaceId, t.userId, t.updatedAt),
    // Visitors' conversations, oldest first, for the retention sweep.
    index('conversations_visitor_idle_idx').on(t.updatedAt).where(sql`${t.visitor} is not null`),
    check('conversations_one_owner', sql`(${t.userId} is null) <> (${t.visitor} is null)`),
  ],
);

export type Citation = { index: number; documentId: string; title: string; url: string | null; passage: string };

/**
 * A question or an answer. An answer's text grows while it streams; `content` is flushed often
 * enough that a client reconnecting through another process catches up from it.
 */
export const messages = pgTable(
  'messages',
  {
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    conversationId: uuid('conversation_id').notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull().default(''),
    status: text('status', { enum: ['streaming', 'done', 'stopped', 'failed'] }).notNull().default('done'),
    errorKey: text('error_key'),
    errorDetail: text('error_detail'),
    citations: jsonb('citations').$type<Citation[]>().notNull().default([]),
    /** The model that answered, or "extractive". */
    model: text('model'),
    /** Questions to ask next that the model suggested after this answer (`follow-ups.ts`). */
    followUps: jsonb('follow_ups').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({ columns: [t.workspaceId, t.conversationId], foreignColumns: [conversations.workspaceId, conversations.id] }).onDelete(
      'cascade',
    ),
    index('messages_conversation_idx').on(t.workspaceId, t.conversationId, t.createdAt),
    // A workspace's messages of a period, for its conversation analytics.
    index('messages_period_idx').on(t.workspaceId, t.createdAt),
  ],
);

/** Files a member attached to a conversation; their text is context for its answers. */
export const chatFiles = pgTable(
  'chat_files',
  {
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    conversationId: uuid('conversation_id').notNull(),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    sha256: text('sha256').notNull(),
    size: integer('size').notNull(),
    text: text('text').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({ columns: [t.workspaceId, t.conversationId], foreignColumns: [conversations.workspaceId, conversations.id] }).onDelete(
      'cascade',
    ),
  ],
);

export type Message = typeof messages.$inferSelect;

export const FEEDBACK_REASONS = ['wrong', 'outdated', 'not_found', 'not_relevant'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

/**
 * What the asker thought of an answer: one vote per answer (a conversation has one asker, so one
 * per person), changed in place. Reasons say why an answer was voted down.
 */
export const answerFeedback = pgTable(
  'answer_feedback',
  {
    workspaceId: uuid('workspace_id').notNull(),
    messageId: uuid('message_id').notNull(),
    vote: text('vote', { enum: ['up', 'down'] }).notNull(),
    reasons: jsonb('reasons').$type<FeedbackReason[]>().notNull().default([]),
    comment: text('comment').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.messageId] }),
    foreignKey({ columns: [t.workspaceId, t.messageId], foreignColumns: [messages.workspaceId, messages.id] }).onDelete('cascade'),
    // The workspace's votes of a period, for its analytics.
    index('answer_feedback_period_idx').on(t.workspaceId, t.updatedAt),
  ],
);

export type AnswerFeedback = typeof answerFeedback.$inferSelect;

/**
 * What the workspace's conversation analytics shows of its people's questions: nothing of them
 * (`hidden`), the questions with nobody named (`anonymous`, the default), or who asked (`named`).
 */
export const ANALYTICS_ASKERS = ['hidden', 'anonymous', 'named'] as const;
export type AnalyticsAskers = (typeof ANALYTICS_ASKERS)[number];

export const chatAnalyticsSettings = pgTable('chat_analytics_settings', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  askers: text('askers', { enum: ANALYTICS_ASKERS }).notNull().default('anonymous'),
  ...timestamps,
});
