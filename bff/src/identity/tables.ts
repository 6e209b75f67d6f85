import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** The browser that signed in, as it named itself, for the person's list of devices. */
    userAgent: text('user_agent'),
    /** The address the session was last used from (at most every few minutes, `touchSession`). */
    ip: text('ip'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
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

/**
 * Verification codes (sign-in, e-mail and phone changes). Only a keyed hash of the code is kept;
 * `target` is the normalised address it was sent to, e.g. `email:ann@example.com`, `phone:+86 13800000000`.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ['sign-in', 'change-email', 'change-phone'] }).notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The user asking for a change; null for sign-in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_target_idx').on(t.target, t.purpose, t.createdAt)],
);

/**
 * Files people uploaded, stored under DATA_DIR by content hash, one row per upload: who may read
 * one is decided by row and uploader, and by what references it (`upload-readers.ts`).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    name: text('name').notNull(),
    /** What it was uploaded as: a person's avatar (listed among their avatars), a workspace's logo, or any other file. */
    purpose: text('purpose', { enum: ['avatar', 'logo', 'file'] }).notNull().default('file'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt)],
);
