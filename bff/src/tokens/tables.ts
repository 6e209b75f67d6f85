import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/tables.ts';
import { workspaces } from '../workspaces/tables.ts';

/**
 * An access token: what a third party acts with in one workspace, on behalf of the member who
 * made it and never beyond what that member may do now. Only its hash is kept; the last four
 * characters tell tokens apart in the list.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scopes: text('scopes').array().notNull(),
    tokenHash: text('token_hash').notNull(),
    lastFour: text('last_four').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Written at most every few minutes (see `authenticate.ts`), not on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, precision: 3 }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('access_tokens_hash_idx').on(t.tokenHash),
    index('access_tokens_list_idx').on(t.workspaceId, t.createdAt),
  ],
);

export type AccessToken = typeof accessTokens.$inferSelect;
