import { boolean, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns.ts';
import { users } from '../identity/tables.ts';
import { workspaces } from '../workspaces/tables.ts';

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A WeChat Official Account bot: WeChat calls its callback URL (its own random path token) with
 * each follower's message, and the bound agent answers. Token, EncodingAESKey and app secret are
 * sealed together in `sealed` (the first two are shown to admins, to paste into WeChat's console;
 * the app secret never leaves the server). The customer-service API's access token is kept here,
 * sealed, so that every server process shares one.
 */
export const wechatBots = pgTable(
  'wechat_bots',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** The random part of the callback URL, which names the bot to WeChat. */
    pathToken: text('path_token').notNull(),
    originId: text('origin_id').notNull().default(''),
    appId: text('app_id').notNull().default(''),
    /** `{token, encodingAesKey, appSecret}`, sealed with the bot's ID as associated data. */
    sealed: text('sealed').notNull(),
    defaultReply: text('default_reply').notNull().default(''),
    boundUserId: uuid('bound_user_id').references(() => users.id, { onDelete: 'set null' }),
    agentId: uuid('agent_id'),
    active: boolean('active').notNull().default(true),
    /** What a follower not bound to a member gets: the default reply, or answers with the bound user's permissions. */
    unboundFollowers: text('unbound_followers', { enum: ['default_reply', 'bound_user'] })
      .notNull()
      .default('default_reply'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The customer-service API's access token (sealed) and when it expires. */
    accessToken: text('access_token'),
    accessTokenExpiresAt: time('access_token_expires_at'),
    /** Until when one process is asking WeChat for a new token (a lease: the others wait for its token). */
    tokenRenewalUntil: time('token_renewal_until'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('wechat_bots_path_token_key').on(t.pathToken),
    index('wechat_bots_list_idx').on(t.workspaceId, t.createdAt),
  ],
);

/** A follower of a WeChat bot's account: bound to a member once they open the link the bot sent. */
export const wechatFollowers = pgTable(
  'wechat_followers',
  {
    workspaceId: uuid('workspace_id').notNull(),
    botId: uuid('bot_id').notNull(),
    openId: text('open_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    subscribed: boolean('subscribed').notNull().default(true),
    /** An answer the customer-service API refused, given on the follower's next message. */
    pendingAnswer: text('pending_answer'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.botId, t.openId] }),
    foreignKey({ columns: [t.workspaceId, t.botId], foreignColumns: [wechatBots.workspaceId, wechatBots.id] }).onDelete('cascade'),
  ],
);

/** A one-time link that binds a follower to the member who opens it; only its hash is kept. */
export const wechatBindLinks = pgTable(
  'wechat_bind_links',
  {
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    botId: uuid('bot_id').notNull(),
    openId: text('open_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('wechat_bind_links_hash_key').on(t.tokenHash),
    foreignKey({ columns: [t.workspaceId, t.botId], foreignColumns: [wechatBots.workspaceId, wechatBots.id] }).onDelete('cascade'),
  ],
);

/**
 * A DingTalk robot (HTTP callback mode): DingTalk posts each message to its receive URL (its own
 * random path token), signed with the app secret, which is kept sealed.
 */
export const dingBots = pgTable(
  'ding_bots',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    pathToken: text('path_token').notNull(),
    appKey: text('app_key').notNull(),
    /** `{appSecret}`, sealed with the bot's ID as associated data. */
    sealed: text('sealed').notNull(),
    agentId: uuid('agent_id'),
    /** Said to messages the bot does not answer (a picture, a file, an empty message). */
    replyText: text('reply_text').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** DingTalk's API access token (sealed), to look a sender's mobile up. */
    accessToken: text('access_token'),
    accessTokenExpiresAt: time('access_token_expires_at'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('ding_bots_path_token_key').on(t.pathToken),
    index('ding_bots_list_idx').on(t.workspaceId, t.createdAt),
  ],
);

/**
 * Which member a DingTalk staff id is: linked by an admin, or found once by the mobile DingTalk
 * reports for it matching a member's phone. `userId` null: looked up, and nobody matched.
 */
export const dingStaffLinks = pgTable(
  'ding_staff_links',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    staffId: text('staff_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['admin', 'mobile'] }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.staffId] })],
);

/**
 * Messages and events a bot has taken in, one row each (WeChat's MsgId, or sender + time for an
 * event; DingTalk's msgId): a platform's retry or redelivery finds the row and starts nothing,
 * on whichever server process it lands.
 */
export const botReceipts = pgTable(
  'bot_receipts',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    botId: uuid('bot_id').notNull(),
    key: text('key').notNull(),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.botId, t.key] }), index('bot_receipts_age_idx').on(t.createdAt)],
);

export type WechatBot = typeof wechatBots.$inferSelect;
export type DingBot = typeof dingBots.$inferSelect;
