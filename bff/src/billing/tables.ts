import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns.ts';
import { users } from '../identity/tables.ts';
import { workspaces } from '../workspaces/tables.ts';

export const VERSIONS = ['free', 'team', 'enterprise', 'ultimate'] as const;
export type Version = (typeof VERSIONS)[number];
export const ADDON_KINDS = ['chats', 'documents', 'members'] as const;
export type AddonKind = (typeof ADDON_KINDS)[number];
/** What an order buys: a paid version, or an add-on. */
export const ITEMS = ['team', 'enterprise', 'ultimate', ...ADDON_KINDS] as const;
export type Item = (typeof ITEMS)[number];
export const PERIODS = ['year', 'month', 'day', 'permanent'] as const;
export type Period = (typeof PERIODS)[number];
export const ORDER_STATUSES = ['pending', 'processing', 'paid', 'completed', 'cancelled', 'expired', 'refunding', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_METHODS = ['alipay', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const SUBSCRIPTION_SOURCES = ['online_order', 'back_office_order', 'gift'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The catalogue's versions and what each allows (the platform's, not a workspace's: seeded by a
 * migration, changed by operators). `aiModel`: whether answers may come from an AI model.
 */
export const billingVersions = pgTable('billing_versions', {
  version: text('version', { enum: VERSIONS }).primaryKey(),
  members: integer('members').notNull(),
  documents: integer('documents').notNull(),
  chatsPerDay: integer('chats_per_day').notNull(),
  aiModel: boolean('ai_model').notNull().default(true),
  position: smallint('position').notNull(),
  ...timestamps,
});

/**
 * The catalogue's prices, in fen: a version for a period, or an add-on of `quantity` (extra chats
 * a day, documents, members) for a period.
 */
export const billingPrices = pgTable(
  'billing_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    item: text('item', { enum: ITEMS }).notNull(),
    period: text('period', { enum: PERIODS }).notNull(),
    quantity: integer('quantity').notNull().default(1),
    amountFen: integer('amount_fen').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('billing_prices_item_key').on(t.item, t.period)],
);

/** Order numbers: a sequence per day (UTC+8), so that numbers read as the date and a count. */
export const billingOrderNumbers = pgTable('billing_order_numbers', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * An order of a workspace. Its status changes only through `orders.ts`'s transitions, each in one
 * transaction guarded on the status it leaves, each written to `billing_order_events`.
 */
export const billingOrders = pgTable(
  'billing_orders',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    number: text('number').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    item: text('item', { enum: ITEMS }).notNull(),
    period: text('period', { enum: PERIODS }).notNull(),
    /** How many periods (1 for permanent). */
    periods: integer('periods').notNull().default(1),
    /** An add-on's size (extra chats a day, documents, members); 0 for a version. */
    quantity: integer('quantity').notNull().default(0),
    amountFen: integer('amount_fen').notNull(),
    creditFen: integer('credit_fen').notNull().default(0),
    totalFen: integer('total_fen').notNull(),
    source: text('source', { enum: ['online_order', 'back_office_order'] }).notNull().default('online_order'),
    makerId: uuid('maker_id').references(() => users.id, { onDelete: 'set null' }),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    /** What a bank transfer's note must carry, to match the money to the order. */
    paymentCode: text('payment_code').notNull(),
    /** Alipay's trade number, once paid there. */
    tradeNo: text('trade_no'),
    receiptSha256: text('receipt_sha256'),
    receiptMediaType: text('receipt_media_type'),
    receiptName: text('receipt_name'),
    receiptUploadedAt: at('receipt_uploaded_at'),
    rejectionReason: text('rejection_reason'),
    refundReason: text('refund_reason'),
    expiresAt: at('expires_at').notNull(),
    paidAt: at('paid_at'),
    completedAt: at('completed_at'),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('billing_orders_number_key').on(t.number),
    uniqueIndex('billing_orders_id_key').on(t.id),
    uniqueIndex('billing_orders_payment_code_key').on(t.paymentCode),
    uniqueIndex('billing_orders_trade_no_key').on(t.tradeNo),
    index('billing_orders_list_idx').on(t.workspaceId, t.createdAt),
    index('billing_orders_status_idx').on(t.status, t.expiresAt),
  ],
);

export const ACTOR_KINDS = ['member', 'operator', 'alipay', 'system'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

/** Each transition of an order: from, to, who (a member, an operator, Alipay or the system), when, why. */
export const billingOrderEvents = pgTable(
  'billing_order_events',
  {
    workspaceId: uuid('workspace_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    orderId: uuid('order_id').notNull(),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorKind: text('actor_kind', { enum: ACTOR_KINDS }).notNull(),
    /** The person's name when it happened (members and operators). */
    actorName: text('actor_name'),
    reason: text('reason'),
    at: at('at').notNull().defaultNow(),
    /** Orders events made in the same instant (a payment's paid and completed). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index('billing_order_events_order_idx').on(t.workspaceId, t.orderId, t.at),
    foreignKey({ columns: [t.workspaceId, t.orderId], foreignColumns: [billingOrders.workspaceId, billingOrders.id] }).onDelete('cascade'),
  ],
);

/**
 * What a workspace holds, from an order or a gift: a version (`quantity` 0) or an add-on, between
 * `startsAt` and `endsAt` (null: permanent). They set the workspace's version, expiry and limits.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    item: text('item', { enum: ITEMS }).notNull(),
    quantity: integer('quantity').notNull().default(0),
    /** Chats credited once to the workspace's earned chats (an invitation's reward), not a daily raise. */
    creditedChats: integer('credited_chats').notNull().default(0),
    name: text('name').notNull(),
    detail: text('detail').notNull().default(''),
    source: text('source', { enum: SUBSCRIPTION_SOURCES }).notNull(),
    orderId: uuid('order_id'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
    purchasedAt: at('purchased_at').notNull(),
    /** Set when a refund ends it early. */
    revokedAt: at('revoked_at'),
    /**
     * The upgrade order that ended this lower version early (its remainder credited), with the end
     * it had before: refunding that upgrade gives the remainder back as this version's time.
     */
    replacedByOrderId: uuid('replaced_by_order_id'),
    replacedEndsAt: at('replaced_ends_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    index('billing_subscriptions_time_idx').on(t.workspaceId, t.endsAt),
    // One subscription per order, whatever replays the payment.
    uniqueIndex('billing_subscriptions_order_key').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

export type OrderRow = typeof billingOrders.$inferSelect;
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type OrderEventRow = typeof billingOrderEvents.$inferSelect;
