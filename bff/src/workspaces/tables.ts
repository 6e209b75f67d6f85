import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns.ts';
import { users } from '../identity/tables.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';

export const DEFAULT_PRIMARY_COLOR = '#5B3ED6';

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    primaryColor: text('primary_color').notNull().default(DEFAULT_PRIMARY_COLOR),
    logoSquareUrl: text('logo_square_url'),
    logoRectUrl: text('logo_rect_url'),
    chatEnabled: boolean('chat_enabled').notNull().default(true),
    aiModelEnabled: boolean('ai_model_enabled').notNull().default(true),
    version: text('version', { enum: ['free', 'team', 'enterprise', 'ultimate'] }).notNull().default('free'),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    /** Chats earned beyond the daily allowance (invitation rewards, add-ons); spent after it. */
    chatCredits: integer('chat_credits').notNull().default(0),
    /** The workspace's own OpenAI-compatible model; unset fields fall back to the server's. */
    llmBaseUrl: text('llm_base_url'),
    llmModel: text('llm_model'),
    /** Sealed like app credentials. */
    llmApiKey: text('llm_api_key'),
    /**
     * The workspace's own OpenAI-compatible embedding model (its chunks' vectors and its queries');
     * unset fields fall back to the server's EMBEDDING_*. The key is sealed like the chat model's.
     */
    embeddingBaseUrl: text('embedding_base_url'),
    embeddingModel: text('embedding_model'),
    embeddingApiKey: text('embedding_api_key'),
    /** Where the nightly sync's night is. */
    timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
    ...timestamps,
  },
  // Company names are unique regardless of case; the database decides under concurrent creation.
  (t) => [uniqueIndex('workspaces_name_key').on(sql`lower(${t.name})`)],
);


// Tenant tables lead their keys with workspace_id so that one Postgres can later be sharded by it.
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    wsUserType: smallint('ws_user_type').notNull().default(WS_USER_TYPES.member),
    wsUsername: text('ws_username').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('workspace_members_user_idx').on(t.userId)],
);

export const roles = pgTable(
  'roles',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), uniqueIndex('roles_name_key').on(t.workspaceId, t.name)],
);

export const roleMembers = pgTable(
  'role_members',
  {
    workspaceId: uuid('workspace_id').notNull(),
    roleId: uuid('role_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.roleId, t.userId] }),
    foreignKey({ columns: [t.workspaceId, t.roleId], foreignColumns: [roles.workspaceId, roles.id] }).onDelete('cascade'),
    foreignKey({
      columns: [t.workspaceId, t.userId],
      foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * Invitation links. Only a hash of the code is stored; the link is shown once, when it is made.
 * `codeHint` (its first characters) lets admins tell their open invitations apart.
 */
export const invitations = pgTable(
  'invitations',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    codeHint: text('code_hint').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), uniqueIndex('invitations_code_hash_key').on(t.codeHash)],
);

/**
 * People an admin added by e-mail or phone before they have an account: they become members at
 * their first sign-in. `target` is normalised as verification codes are (`email:…`, `phone:+86 …`).
 */
export const pendingMembers = pgTable(
  'pending_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.target] }), index('pending_members_target_idx').on(t.target)],
);

/**
 * What a usage record counts: a question answered (`chat` in the product or its API, `bot` by a
 * chat bot: WeChat, DingTalk), documents synced, members added.
 */
export const USAGE_TYPES = ['chat', 'bot', 'document', 'member'] as const;
export type UsageType = (typeof USAGE_TYPES)[number];
/** The usage types that spend the workspace's daily chats. */
export const CHAT_USAGE_TYPES = ['chat', 'bot'] as const satisfies readonly UsageType[];

/**
 * The spec's usage records (type, user, count, time): what members spent of the workspace's
 * allowances, e.g. chats against the daily chat limit.
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: USAGE_TYPES }).notNull(),
    count: integer('count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.id] }), index('usage_records_day_idx').on(t.workspaceId, t.type, t.createdAt)],
);
