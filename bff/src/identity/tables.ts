import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns.ts';

// Users are global: one person may belong to several workspaces.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email'),
    countryCode: text('country_code'),
    phone: text('phone'),
    displayName: text('display_name').notNull(),
    username: text('username').notNull(),
    avatar: text('avatar'),
    preferredLanguage: text('preferred_language', { enum: ['zh-hans', 'en'] }).notNull().default('zh-hans'),
    theme: text('theme', { enum: ['light', 'dark'] }).notNull().default('light'),
    isActive: boolean('is_active').notNull().default(false),
    currentWorkspaceId: uuid('current_workspace_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.countryCode, t.phone),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
  ],
);

// Only the SHA-256 of a session token is stored: a leaked table cannot be replayed as cookies.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

// One-time sign-in links (the demo creator's way in): hashed, single-use, expiring.
export const signInLinks = pgTable('sign_in_links', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
