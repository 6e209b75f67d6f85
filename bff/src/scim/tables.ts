import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from '../db/columns.ts';
import { users } from '../identity/tables.ts';
import { workspaces } from '../workspaces/tables.ts';

/**
 * The workspace's SCIM token: what the company's identity provider (Okta, Microsoft Entra ID…)
 * provisions people with at `/scim/v2`, and nothing else. One per workspace; only its hash is kept.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    workspaceId: uuid('workspace_id')
      .primaryKey()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastFour: text('last_four').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Written at most every few minutes, not on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [uniqueIndex('scim_tokens_hash_idx').on(t.tokenHash)],
);

/**
 * A person the identity provider provisioned in the workspace (a SCIM User). While `active`, the
 * user it stands for is a member; deactivated, they are not, and the resource stays for the
 * provider to read, reactivate or delete.
 */
export const scimUsers = pgTable(
  'scim_users',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unique in the workspace, compared without case (RFC 7643 §4.1.1). */
    userName: text('user_name').notNull(),
    externalId: text('external_id'),
    active: boolean('active').notNull().default(true),
    /** The resource as the provider last wrote it (name, emails, phone numbers…), to answer it back. */
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('scim_users_name_idx').on(t.workspaceId, sql`lower(${t.userName})`),
    uniqueIndex('scim_users_user_idx').on(t.workspaceId, t.userId),
  ],
);

/** A group the identity provider pushed (a SCIM Group): a source group (`scim:group:<id>`) roles may follow. */
export const scimGroups = pgTable(
  'scim_groups',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    displayName: text('display_name').notNull(),
    externalId: text('external_id'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index('scim_groups_name_idx').on(t.workspaceId, t.displayName)],
);
