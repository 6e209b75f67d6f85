import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from '../workspaces/tables.ts';

/**
 * The audit log: one row per security-relevant act in a workspace, appended and never changed.
 * Entries are numbered per workspace (`seq`) and chained: each carries the digest of the one before
 * (`prevHash`) and its own (`hash`, over every column and the previous digest), so that an entry
 * edited, removed or inserted in the database breaks the chain where it happened (`verify.ts`).
 * Who acted is kept as it was (their name then), so that an entry outlives the person or token.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** A stable ID across copies (the SIEM stream's de-duplication key). */
    id: uuid('id').notNull().defaultRandom(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    /** A person (with a session), an access token (and the person who made it), or the system (a sync, a sweep). */
    actorKind: text('actor_kind', { enum: ['person', 'token', 'system'] }).notNull(),
    actorUserId: uuid('actor_user_id'),
    actorTokenId: uuid('actor_token_id'),
    actorName: text('actor_name'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** What was done, as `object.verb` (`member.removed`). */
    action: text('action').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    /** The object's name when the act happened. */
    objectLabel: text('object_label'),
    /** What changed: the values before and after, or what the act took. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.seq] }),
    uniqueIndex('audit_entries_id_key').on(t.id),
    index('audit_entries_at_idx').on(t.workspaceId, t.at),
    index('audit_entries_action_idx').on(t.workspaceId, t.action, t.seq),
    index('audit_entries_actor_idx').on(t.workspaceId, t.actorUserId, t.seq),
  ],
);

export type AuditEntry = typeof auditEntries.$inferSelect;

/**
 * How far each stream (`http`, `file`) has delivered each workspace's log: the last entry taken
 * by the receiver. Kept in the database, so that a restart resumes where delivery stopped.
 */
export const auditStreamPositions = pgTable(
  'audit_stream_positions',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    sink: text('sink', { enum: ['http', 'file'] }).notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /**
     * The process delivering the next batch, until when: one at a time, so each receiver gets a
     * workspace's entries in order, and no database connection is held while a sink takes them.
     */
    lease: uuid('lease'),
    leasedUntil: timestamp('leased_until', { withTimezone: true, precision: 3 }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.sink] })],
);
