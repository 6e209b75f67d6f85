import { count, eq } from 'drizzle-orm';
import { declareReadRule } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import type { Context } from '../graphql/context.ts';
import { COMMON_ERRORS } from '../graphql/error-types.ts';
import { badUserInput, ExpectedError, NotFoundError } from '../graphql/errors.ts';
import { isUuid } from '../lib/ids.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { Viewer } from '../identity/types.ts';
import { WS_USER_TYPES } from '../workspaces/membership.ts';
import { Workspace, WorkspaceVersion } from '../workspaces/types.ts';
import { remainingDays } from '../workspaces/versions.ts';
import { actorOf } from '../workspaces/acting.ts';
import { countDocuments } from '../apps/document-count.ts';
import { workspaceUsageHistory } from '../workspaces/usage.ts';
import { catalogueVersions, cataloguePrices, type Limits, type WorkspacePlanRow } from './plan.ts';
import { isOperator, operatorOf } from './service.ts';
import {
  cancelOrder,
  choosePaymentMethod,
  confirmTransfer,
  createBackOfficeOrder,
  createOrder,
  giftSubscription,
  OrderTransitionError,
  quoteOrder,
  refundOrder,
  rejectTransfer,
  type CreditRule,
  type Quote,
} from './orders.ts';
import { alipayPageUrl, PaymentMethodUnavailableError } from './payments.ts';
import { ADDON_KINDS, billingOrders, ITEMS, ORDER_STATUSES, PERIODS, type ActorKind, type Item, type OrderRow, type SubscriptionRow } from './tables.ts';
import { ErrorInterface } from '../graphql/error-types.ts';

const upper = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v }])) as Record<Uppercase<T>, { value: T }>;

export const BillingPeriod = builder.enumType('BillingPeriod', { description: 'A price’s period: a year, a month, a day, or permanent.', values: upper(PERIODS) });
export const BillingItem = builder.enumType('BillingItem', {
  description: 'What an order buys: a paid version (TEAM, ENTERPRISE, ULTIMATE) or an add-on (CHATS: extra chats a day; DOCUMENTS; MEMBERS).',
  values: upper(ITEMS),
});
export const AddonKind = builder.enumType('AddonKind', { values: upper(ADDON_KINDS) });
export const OrderStatus = builder.enumType('OrderStatus', { values: upper(ORDER_STATUSES) });
export const PaymentMethod = builder.enumType('PaymentMethod', { values: { ALIPAY: { value: 'alipay' }, BANK_TRANSFER: { value: 'bank_transfer' } } as const });
const SubscriptionSource = builder.enumType('SubscriptionSource', {
  values: { ONLINE_ORDER: { value: 'online_order' }, BACK_OFFICE_ORDER: { value: 'back_office_order' }, GIFT: { value: 'gift' } } as const,
});
const OrderActorKind = builder.enumType('OrderActorKind', {
  description: 'Who made a transition: a member of the workspace, a platform operator, Alipay, or the system (expiry, credit).',
  values: { MEMBER: { value: 'member' }, OPERATOR: { value: 'operator' }, ALIPAY: { value: 'alipay' }, SYSTEM: { value: 'system' } } as const,
});
const CREDIT_RULES = ['addon', 'renewal', 'lowerQueued', 'upgradeCredited', 'nothingToCredit', 'giftNotCredited', 'permanentNotCredited', 'permanentHeld'] as const satisfies readonly CreditRule[];
const CreditRuleEnum = builder.enumType('CreditRule', {
  description: 'Why a quote credits what it does: see `OrderQuote.creditReason` for the sentence to show.',
  values: Object.fromEntries(CREDIT_RULES.map((rule) => [rule.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase(), { value: rule }])) as Record<string, { value: CreditRule }>,
});

// ── Plain values ───────────────────────────────────────────────────────────

const LimitsRef = builder.objectRef<Limits>('BillingLimits').implement({
  description: 'What a version allows (with add-ons, on a workspace’s billing).',
  fields: (t) => ({
    members: t.exposeInt('members'),
    documents: t.exposeInt('documents'),
    chatsPerDay: t.exposeInt('chatsPerDay'),
    aiModel: t.exposeBoolean('aiModel', { description: 'Whether answers may come from an AI model (else extractive answers).' }),
  }),
});

const UsageRef = builder.objectRef<{ workspaceId: string; members: number }>('BillingUsage').implement({
  description: 'What the workspace uses of its limits now.',
  fields: (t) => ({
    members: t.exposeInt('members', { description: 'Members plus people added by address not yet joined (they hold a seat).' }),
    documents: t.int({ resolve: (u, _args, ctx) => countDocuments(ctx.db, u.workspaceId) }),
    chatsToday: t.int({ description: 'Chats since midnight (UTC+8).', resolve: (u, _args, ctx) => ctx.loaders.workspaceCounts.chatsToday.load(u.workspaceId) }),
  }),
});

const UsageDayRef = builder.objectRef<{ date: string; chats: number; documents: number; members: number }>('UsageDay').implement({
  description: 'One day’s usage records (UTC+8), for charts: chats asked, documents synced, members added.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    chats: t.exposeInt('chats'),
    documents: t.exposeInt('documents'),
    members: t.exposeInt('members'),
  }),
});

type BankAccountShape = { accountName: string; bankName: string; accountNumber: string };
const BankAccountRef = builder.objectRef<BankAccountShape>('BankAccount').implement({
  description: 'The account bank transfers go to.',
  fields: (t) => ({ accountName: t.exposeString('accountName'), bankName: t.exposeString('bankName'), accountNumber: t.exposeString('accountNumber') }),
});

const PaymentMethodsRef = builder.objectRef<{ alipay: boolean; bankTransfer: BankAccountShape | null }>('PaymentMethods').implement({
  description: 'The ways to pay this server offers: Alipay when configured; bank transfer (its account) when configured.',
  fields: (t) => ({
    alipay: t.exposeBoolean('alipay'),
    bankTransfer: t.field({ type: BankAccountRef, nullable: true, resolve: (m) => m.bankTransfer }),
  }),
});

const paymentMethodsOf = (ctx: Context) => ({ alipay: ctx.billing.alipay !== null, bankTransfer: ctx.billing.config.bankTransfer ?? null });

// ── Subscriptions ──────────────────────────────────────────────────────────

const itemLabel = (ctx: Context, item: Item) => translate(ctx.locale, `billingItem_${item}` as MessageKey);

export const BillingSubscription = builder.drizzleObject('billingSubscriptions', {
  name: 'BillingSubscription',
  description: 'Something the workspace holds: a version or an add-on, for a time, from an order or a gift.',
  authScopes: declareReadRule<SubscriptionRow>('BillingSubscription', (s, ctx) => canSeeBilling(ctx, s.workspaceId)),
  fields: (t) => ({
    internalID: t.exposeString('id'),
    item: t.expose('item', { type: BillingItem }),
    quantity: t.exposeInt('quantity', { description: 'An add-on’s size (extra chats a day, documents, members); 0 for a version.' }),
    creditedChats: t.exposeInt('creditedChats', { description: 'Chats credited once to the workspace’s earned chats (an invitation’s reward).' }),
    name: t.string({
      resolve: (s, _args, ctx) =>
        s.creditedChats > 0 ? translate(ctx.locale, 'billingInvitationReward').replace('{n}', String(s.creditedChats)) : itemLabel(ctx, s.item),
    }),
    detail: t.exposeString('detail', { description: 'The order’s number, who joined (an invitation’s reward), or an operator’s note.' }),
    source: t.expose('source', { type: SubscriptionSource }),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true, description: 'Null: permanent.' }),
    purchasedAt: t.expose('purchasedAt', { type: 'DateTime' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true, description: 'When a refund ended it.' }),
    active: t.boolean({
      description: 'Whether it runs now (started, not ended, not revoked).',
      resolve: (s, _args, ctx) => !s.revokedAt && s.startsAt <= ctx.now && (s.endsAt === null || s.endsAt > ctx.now),
    }),
  }),
});

// ── Billing of a workspace ─────────────────────────────────────────────────

/** Billing is for the workspace's creators and admins (acting in it), and for platform operators. */
function canSeeBilling(ctx: Context, workspaceId: string) {
  const membership = ctx.viewer?.membership;
  if (membership && membership.workspaceId === workspaceId && membership.wsUserType >= WS_USER_TYPES.admin) return true;
  return isOperator(ctx);
}

export const Billing = builder.drizzleObject('workspaces', {
  variant: 'Billing',
  description: 'A workspace’s billing: its version, limits and usage, subscriptions and payment methods (creators and admins).',
  authScopes: declareReadRule<WorkspacePlanRow>('Billing', (w, ctx) => canSeeBilling(ctx, w.id)),
  fields: (t) => ({
    version: t.field({ type: WorkspaceVersion, resolve: async (w, _args, ctx) => (await ctx.loaders.plans.load(w)).version }),
    expiresAt: t.field({ type: 'DateTime', nullable: true, resolve: async (w, _args, ctx) => (await ctx.loaders.plans.load(w)).expiresAt }),
    remainingDays: t.int({
      nullable: true,
      description: 'Days left before the version expires; null when it does not.',
      resolve: async (w, _args, ctx) => remainingDays((await ctx.loaders.plans.load(w)).expiresAt, ctx.now),
    }),
    limits: t.field({ type: LimitsRef, resolve: async (w, _args, ctx) => (await ctx.loaders.plans.load(w)).limits }),
    addons: t.field({
      type: LimitsRef,
      description: 'What active add-ons add to the version’s limits (aiModel: the version’s).',
      resolve: async (w, _args, ctx) => {
        const plan = await ctx.loaders.plans.load(w);
        return { members: plan.addons.members, documents: plan.addons.documents, chatsPerDay: plan.addons.chats, aiModel: plan.limits.aiModel };
      },
    }),
    chatCredits: t.exposeInt('chatCredits', { description: 'Earned chats not yet used (invitation rewards), spent after the daily allowance.' }),
    usage: t.field({
      type: UsageRef,
      resolve: async (w, _args, ctx) => {
        const { members, pendingMembers } = ctx.loaders.workspaceCounts;
        const [joined, pending] = await Promise.all([members.load(w.id), pendingMembers.load(w.id)]);
        return { workspaceId: w.id, members: joined + pending };
      },
    }),
    usageHistory: t.field({
      type: [UsageDayRef],
      description: 'Usage per day for the last `days` days (1–366), oldest first, days without use included.',
      args: { days: t.arg.int({ required: false, defaultValue: 30 }) },
      resolve: (w, args, ctx) => {
        const days = args.days ?? 30;
        if (!Number.isInteger(days) || days < 1 || days > 366) throw badUserInput(ctx, 'usageDaysInvalid');
        return workspaceUsageHistory(ctx.db, w.id, days, ctx.now);
      },
    }),
    subscriptions: t.relatedConnection('billingSubscriptions', {
      description: 'Its subscriptions, newest first (expired and refunded ones too).',
      totalCount: true,
      query: { orderBy: { purchasedAt: 'desc', id: 'desc' } },
    }),
    paymentMethods: t.field({ type: PaymentMethodsRef, resolve: (_w, _args, ctx) => paymentMethodsOf(ctx) }),
  }),
});

builder.drizzleObjectField(Workspace, 'billing', (t) =>
  t.variant(Billing, {
    description: 'The workspace’s billing (creators and admins; members are refused).',
    authScopes: { admin: true },
  }),
);

// ── Orders ─────────────────────────────────────────────────────────────────

const OrderEventRef = builder.drizzleObject('billingOrderEvents', {
  name: 'OrderEvent',
  description: 'One transition of an order: from, to, who, when, why.',
  fields: (t) => ({
    from: t.field({ type: OrderStatus, nullable: true, description: 'Null for the order’s creation.', resolve: (e) => e.fromStatus }),
    to: t.field({ type: OrderStatus, resolve: (e) => e.toStatus }),
    actorKind: t.field({ type: OrderActorKind, resolve: (e) => e.actorKind }),
    actor: t.string({ description: 'Who: a member’s name, or “platform operator”, “Alipay”, “system”.', resolve: (e, _args, ctx) => actorName(ctx, e.actorKind, e.actorName) }),
    at: t.expose('at', { type: 'DateTime' }),
    reason: t.exposeString('reason', { nullable: true }),
  }),
});

function actorName(ctx: Context, kind: ActorKind, name: string | null) {
  if (kind === 'member' && name) return name;
  return translate(ctx.locale, `billingActor_${kind}` as MessageKey);
}

const orderContent = (ctx: Context, o: Pick<OrderRow, 'item' | 'quantity'>) =>
  o.quantity > 0 ? `${itemLabel(ctx, o.item)} ×${o.quantity}` : itemLabel(ctx, o.item);

const orderDuration = (ctx: Context, o: Pick<OrderRow, 'period' | 'periods'>) =>
  o.period === 'permanent' ? translate(ctx.locale, 'billingPeriod_permanent') : translate(ctx.locale, `billingPeriods_${o.period}` as MessageKey).replace('{n}', String(o.periods));

export const Order = builder.drizzleNode('billingOrders', {
  name: 'Order',
  description: 'An order of the workspace (creators and admins; platform operators).',
  authScopes: declareReadRule<OrderRow>('Order', (o, ctx) => canSeeBilling(ctx, o.workspaceId)),
  id: { column: (o) => o.id },
  fields: (t) => ({
    internalID: t.exposeString('id'),
    number: t.exposeString('number', { description: 'Unique and human-friendly: the day (UTC+8) and its sequence.' }),
    status: t.expose('status', { type: OrderStatus }),
    item: t.expose('item', { type: BillingItem }),
    period: t.expose('period', { type: BillingPeriod }),
    periods: t.exposeInt('periods', { description: 'How many periods (1 for permanent).' }),
    quantity: t.exposeInt('quantity', { description: 'An add-on’s size; 0 for a version.' }),
    content: t.string({ description: 'What it buys, in the caller’s language.', resolve: (o, _args, ctx) => orderContent(ctx, o) }),
    duration: t.string({ description: 'For how long, in the caller’s language.', resolve: (o, _args, ctx) => orderDuration(ctx, o) }),
    amountFen: t.exposeInt('amountFen', { description: 'The catalogue price times the periods, in fen.' }),
    creditFen: t.exposeInt('creditFen', { description: 'What remained of the current subscription, credited, in fen.' }),
    totalFen: t.exposeInt('totalFen', { description: 'What is paid: amount less credit, in fen.' }),
    source: t.field({ type: SubscriptionSource, resolve: (o) => o.source }),
    maker: t.relation('maker', { nullable: true, description: 'Who made it (null when they are no longer readable to the caller).' }),
    makerName: t.string({
      nullable: true,
      description: 'Who made it, by name (an operator, for a back-office order).',
      select: { with: { maker: { columns: { displayName: true } } } },
      resolve: (o) => o.maker?.displayName ?? null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    paidAt: t.expose('paidAt', { type: 'DateTime', nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When it expires if still unpaid (pending).' }),
    paymentMethod: t.field({ type: PaymentMethod, nullable: true, resolve: (o) => o.paymentMethod }),
    paymentCode: t.exposeString('paymentCode', { description: 'The identification code a bank transfer’s note must carry.' }),
    tradeNo: t.exposeString('tradeNo', { nullable: true, description: 'Alipay’s trade number, once paid there.' }),
    receiptUrl: t.string({
      nullable: true,
      description: 'The transfer receipt (GET, for the workspace’s creators and admins and operators); null before one is uploaded.',
      resolve: (o) => (o.receiptSha256 ? `/api/billing/orders/${o.id}/receipt` : null),
    }),
    receiptName: t.exposeString('receiptName', { nullable: true }),
    receiptUploadedAt: t.expose('receiptUploadedAt', { type: 'DateTime', nullable: true }),
    rejectionReason: t.exposeString('rejectionReason', { nullable: true, description: 'Why an operator rejected the last receipt (the order is pending again).' }),
    refundReason: t.exposeString('refundReason', { nullable: true }),
    viewerCanCancel: t.boolean({ resolve: (o, _args, ctx) => o.status === 'pending' && o.makerId === ctx.viewer?.user.id }),
    history: t.relation('events', { type: OrderEventRef, description: 'Its transitions, oldest first.', query: { orderBy: { seq: 'asc' } } }),
    workspaceName: t.string({
      description: 'The workspace’s name (for operators, who see orders of every workspace).',
      select: { with: { workspace: { columns: { name: true } } } },
      resolve: (o) => o.workspace.name,
    }),
    workspaceInternalID: t.exposeString('workspaceId'),
  }),
});

builder.drizzleObjectField(Workspace, 'orders', (t) =>
  t.relatedConnection('billingOrders', {
    description: 'The workspace’s orders, newest first, filtered by status and creation time (creators and admins).',
    authScopes: { admin: true },
    totalCount: true,
    args: {
      statuses: t.arg({ type: [OrderStatus], required: false }),
      createdAfter: t.arg({ type: 'DateTime', required: false }),
      createdBefore: t.arg({ type: 'DateTime', required: false }),
    },
    query: (args) => ({
      where: {
        ...(args.statuses?.length ? { status: { in: args.statuses } } : {}),
        ...(args.createdAfter || args.createdBefore
          ? { createdAt: { ...(args.createdAfter && { gte: args.createdAfter }), ...(args.createdBefore && { lt: args.createdBefore }) } }
          : {}),
      },
      orderBy: { createdAt: 'desc', id: 'desc' },
    }),
  }),
);

// ── Catalogue and quotes ───────────────────────────────────────────────────

type CatalogueVersionShape = { version: 'free' | 'team' | 'enterprise' | 'ultimate'; limits: Limits; prices: { period: OrderRow['period']; amountFen: number }[] };
const CataloguePriceRef = builder.objectRef<{ period: OrderRow['period']; amountFen: number }>('CataloguePrice').implement({
  fields: (t) => ({ period: t.expose('period', { type: BillingPeriod }), amountFen: t.exposeInt('amountFen') }),
});
const CatalogueVersionRef = builder.objectRef<CatalogueVersionShape>('CatalogueVersion').implement({
  description: 'A version of the catalogue: its limits and its prices (none for free).',
  fields: (t) => ({
    version: t.expose('version', { type: WorkspaceVersion }),
    name: t.string({ resolve: (v, _args, ctx) => translate(ctx.locale, `billingVersion_${v.version}` as MessageKey) }),
    limits: t.field({ type: LimitsRef, resolve: (v) => v.limits }),
    prices: t.field({ type: [CataloguePriceRef], resolve: (v) => v.prices }),
  }),
});
const CatalogueAddonRef = builder.objectRef<{ kind: 'chats' | 'documents' | 'members'; quantity: number; period: OrderRow['period']; amountFen: number }>('CatalogueAddon').implement({
  description: 'An add-on of the catalogue: `quantity` more chats a day, documents or members, for a period.',
  fields: (t) => ({
    kind: t.expose('kind', { type: AddonKind }),
    item: t.field({ type: BillingItem, resolve: (a) => a.kind }),
    quantity: t.exposeInt('quantity'),
    period: t.expose('period', { type: BillingPeriod }),
    amountFen: t.exposeInt('amountFen'),
  }),
});
const CatalogueRef = builder.objectRef<{ versions: CatalogueVersionShape[]; addons: { kind: 'chats' | 'documents' | 'members'; quantity: number; period: OrderRow['period']; amountFen: number }[] }>('BillingCatalogue').implement({
  description: 'What is for sale: versions with their limits and prices, and add-ons (amounts in fen).',
  fields: (t) => ({
    versions: t.field({ type: [CatalogueVersionRef], resolve: (c) => c.versions }),
    addons: t.field({ type: [CatalogueAddonRef], resolve: (c) => c.addons }),
  }),
});

builder.queryField('billingCatalogue', (t) =>
  t.field({
    type: CatalogueRef,
    description: 'The catalogue: versions, limits, prices and add-ons (creators and admins; operators).',
    authScopes: (_root, _args, ctx) => (ctx.viewer?.membership?.wsUserType ?? 0) >= WS_USER_TYPES.admin || isOperator(ctx),
    resolve: async (_root, _args, ctx) => {
      const [versions, prices] = await Promise.all([catalogueVersions(ctx.db), cataloguePrices(ctx.db)]);
      return {
        versions: versions.map((v) => ({
          version: v.version,
          limits: { members: v.members, documents: v.documents, chatsPerDay: v.chatsPerDay, aiModel: v.aiModel },
          prices: prices.filter((p) => p.item === v.version).map((p) => ({ period: p.period, amountFen: p.amountFen })),
        })),
        addons: prices
          .filter((p): p is typeof p & { item: 'chats' | 'documents' | 'members' } => (ADDON_KINDS as readonly string[]).includes(p.item))
          .map((p) => ({ kind: p.item, quantity: p.quantity, period: p.period, amountFen: p.amountFen })),
      };
    },
  }),
);

const OrderInput = builder.inputType('OrderInput', {
  fields: (t) => ({
    item: t.field({ type: BillingItem, required: true }),
    period: t.field({ type: BillingPeriod, required: true }),
    quantity: t.int({ required: false, defaultValue: 1, description: 'How many periods (1 by default; ignored for PERMANENT): up to 10 years, 36 months or 365 days.' }),
  }),
});

const OrderQuoteRef = builder.objectRef<Quote>('OrderQuote').implement({
  description: 'The price of an order if made now, in fen: amount less credit is the total.',
  fields: (t) => ({
    item: t.expose('item', { type: BillingItem }),
    period: t.expose('period', { type: BillingPeriod }),
    quantity: t.exposeInt('periods', { description: 'How many periods.' }),
    addonQuantity: t.exposeInt('quantity', { description: 'An add-on’s size; 0 for a version.' }),
    unitFen: t.exposeInt('unitFen', { description: 'The price of one period.' }),
    amountFen: t.exposeInt('amountFen'),
    creditFen: t.exposeInt('creditFen'),
    totalFen: t.exposeInt('totalFen'),
    creditRule: t.field({ type: CreditRuleEnum, resolve: (q) => q.creditRule }),
    creditReason: t.string({ description: 'The rule behind the credit, in the caller’s language.', resolve: (q, _args, ctx) => translate(ctx.locale, `billingCredit_${q.creditRule}` as MessageKey) }),
  }),
});

builder.queryField('orderQuote', (t) =>
  t.field({
    type: OrderQuoteRef,
    description: 'What an order would cost now, with the current subscription’s remainder credited or the rule why not (creators and admins).',
    authScopes: { admin: true },
    args: { input: t.arg({ type: OrderInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      try {
        return await quoteOrder(ctx.db, actorOf(ctx).workspaceId, { item: input.item, period: input.period, periods: input.quantity }, ctx.now);
      } catch (error) {
        // A query has no typed errors: bad input is the client's, in the caller's language.
        if (error instanceof ExpectedError) throw badUserInput(ctx, error.key);
        throw error;
      }
    },
  }),
);

// ── Mutations ──────────────────────────────────────────────────────────────

builder.objectType(OrderTransitionError, {
  name: 'OrderTransitionError',
  description: 'The order cannot move so: it is no longer where the move starts (paid meanwhile, cancelled, expired…), or the move is never allowed.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof OrderTransitionError,
  fields: (t) => ({
    status: t.field({ type: OrderStatus, description: 'Where the order is now.', resolve: (e) => e.from }),
    refused: t.field({ type: OrderStatus, description: 'Where it was asked to go.', resolve: (e) => e.to }),
  }),
});

const ORDER_ERRORS = [OrderTransitionError, ...COMMON_ERRORS];

type OrderPayloadShape = { order: OrderRow };
const OrderPayload = builder.objectRef<OrderPayloadShape>('OrderPayload').implement({
  fields: (t) => ({
    order: t.drizzleField({
      type: 'billingOrders',
      resolve: (query, p, _args, ctx) => ctx.db.query.billingOrders.findFirst(query({ where: { workspaceId: p.order.workspaceId, id: p.order.id } })).then((r) => r!),
    }),
  }),
});

const memberActor = (ctx: Context) => ({ ...actorOf(ctx), name: ctx.viewer!.membership!.wsUsername || ctx.viewer!.user.displayName });

builder.mutationField('createOrder', (t) =>
  t.field({
    type: OrderPayload,
    description: 'Makes a pending order at the quoted price (creators and admins); it expires unpaid after BILLING_ORDER_EXPIRY_MINUTES.',
    authScopes: { admin: true },
    errors: { types: ORDER_ERRORS },
    args: { input: t.arg({ type: OrderInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ order: await createOrder(ctx, memberActor(ctx), { item: input.item, period: input.period, periods: input.quantity }) }),
  }),
);

builder.mutationField('cancelOrder', (t) =>
  t.field({
    type: OrderPayload,
    description: 'Cancels one’s own pending order.',
    authScopes: { admin: true },
    errors: { types: ORDER_ERRORS },
    args: { orderId: t.arg.globalID({ required: true, for: Order }) },
    resolve: async (_root, args, ctx) => ({ order: await cancelOrder(ctx, memberActor(ctx), args.orderId.id) }),
  }),
);

const AlipayPayload = builder.objectRef<{ order: OrderRow; paymentUrl: string }>('PayOrderWithAlipayPayload').implement({
  fields: (t) => ({
    paymentUrl: t.exposeString('paymentUrl', { description: 'Alipay’s page to send the browser to; it returns to /manage/settings/order.' }),
    order: t.drizzleField({
      type: 'billingOrders',
      resolve: (query, p, _args, ctx) => ctx.db.query.billingOrders.findFirst(query({ where: { workspaceId: p.order.workspaceId, id: p.order.id } })).then((r) => r!),
    }),
  }),
});

builder.mutationField('payOrderWithAlipay', (t) =>
  t.field({
    type: AlipayPayload,
    description: 'Chooses Alipay for a pending order and answers the gateway URL to pay at (an ActionError when Alipay is not configured).',
    authScopes: { admin: true },
    errors: { types: ORDER_ERRORS },
    args: { orderId: t.arg.globalID({ required: true, for: Order }) },
    resolve: (_root, args, ctx) => alipayPageUrl(ctx, actorOf(ctx), args.orderId.id),
  }),
);

const BankTransferPayload = builder.objectRef<{ order: OrderRow; account: BankAccountShape }>('PayOrderByBankTransferPayload').implement({
  fields: (t) => ({
    account: t.field({ type: BankAccountRef, description: 'Where to transfer the total.', resolve: (p) => p.account }),
    paymentCode: t.string({ description: 'Write this in the transfer’s note.', resolve: (p) => p.order.paymentCode }),
    order: t.drizzleField({
      type: 'billingOrders',
      resolve: (query, p, _args, ctx) => ctx.db.query.billingOrders.findFirst(query({ where: { workspaceId: p.order.workspaceId, id: p.order.id } })).then((r) => r!),
    }),
  }),
});

builder.mutationField('payOrderByBankTransfer', (t) =>
  t.field({
    type: BankTransferPayload,
    description:
      'Chooses bank transfer for a pending order: answers the account and the identification code for the note. Then upload the receipt: POST /api/billing/orders/{internalID}/receipt (multipart, field `file`, an image or a PDF); the order becomes PROCESSING for an operator to confirm.',
    authScopes: { admin: true },
    errors: { types: ORDER_ERRORS },
    args: { orderId: t.arg.globalID({ required: true, for: Order }) },
    resolve: async (_root, args, ctx) => {
      const account = ctx.billing.config.bankTransfer;
      if (!account) throw new PaymentMethodUnavailableError('bankTransferNotConfigured');
      const order = await choosePaymentMethod(ctx, actorOf(ctx), args.orderId.id, 'bank_transfer');
      return { order, account };
    },
  }),
);

// ── Operators ──────────────────────────────────────────────────────────────

builder.objectField(Viewer, 'isOperator', (t) =>
  t.boolean({ description: 'Whether the viewer is a platform operator (BILLING_OPERATORS), signed in with a session.', resolve: (_v, _args, ctx) => isOperator(ctx) }),
);

const Operations = builder.objectRef<{ operator: true }>('Operations').implement({
  description: 'The platform operators’ desk: pending transfers and any order by its number.',
  fields: (t) => ({
    pendingTransfers: t.drizzleConnection({
      type: 'billingOrders',
      description: 'Orders whose transfer receipt waits for a decision (PROCESSING), oldest first.',
      totalCount: async (_p, _args, ctx) => (await ctx.db.select({ n: count() }).from(billingOrders).where(eq(billingOrders.status, 'processing')))[0]!.n,
      resolve: (query, _p, _args, ctx) => ctx.db.query.billingOrders.findMany(query({ where: { status: 'processing' }, orderBy: { updatedAt: 'asc', id: 'asc' } })),
    }),
    order: t.drizzleField({
      type: 'billingOrders',
      nullable: true,
      description: 'Any workspace’s order by its number.',
      args: { number: t.arg.string({ required: true }) },
      resolve: (query, _p, args, ctx) => ctx.db.query.billingOrders.findFirst(query({ where: { number: args.number.trim() } })).then((r) => r ?? null),
    }),
  }),
});

builder.queryField('operations', (t) =>
  t.field({
    type: Operations,
    nullable: true,
    description: 'The operators’ desk (platform operators only; null for anyone else).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => (isOperator(ctx) ? { operator: true as const } : null),
  }),
);

builder.mutationField('confirmTransfer', (t) =>
  t.field({
    type: OrderPayload,
    description: 'An operator confirms a transfer arrived: PROCESSING → PAID → COMPLETED, its subscription granted (once, however many confirm at once).',
    authScopes: { signedIn: true },
    errors: { types: ORDER_ERRORS },
    args: { orderId: t.arg.globalID({ required: true, for: Order }) },
    resolve: async (_root, args, ctx) => ({ order: await confirmTransfer(ctx, operatorOf(ctx), args.orderId.id) }),
  }),
);

builder.mutationField('rejectTransfer', (t) =>
  t.field({
    type: OrderPayload,
    description: 'An operator rejects a transfer’s receipt with a reason the buyer reads: PROCESSING → PENDING (they may upload another).',
    authScopes: { signedIn: true },
    errors: { types: ORDER_ERRORS },
    args: { orderId: t.arg.globalID({ required: true, for: Order }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => ({ order: await rejectTransfer(ctx, operatorOf(ctx), args.orderId.id, args.reason) }),
  }),
);

builder.mutationField('refundOrder', (t) =>
  t.field({
    type: OrderPayload,
    description:
      'An operator refunds a paid order: → REFUNDING (its subscription ended), → REFUNDED once Alipay accepts the refund (alipay.trade.refund) or at once for a bank transfer (returned by the operator).',
    authScopes: { signedIn: true },
    errors: { types: ORDER_ERRORS },
    args: { orderId: t.arg.globalID({ required: true, for: Order }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => ({ order: await refundOrder(ctx, operatorOf(ctx), args.orderId.id, args.reason) }),
  }),
);

const BackOfficeOrderInput = builder.inputType('BackOfficeOrderInput', {
  fields: (t) => ({
    workspaceInternalID: t.string({ required: true, description: 'The workspace’s internalID.' }),
    item: t.field({ type: BillingItem, required: true }),
    period: t.field({ type: BillingPeriod, required: true }),
    quantity: t.int({ required: false, defaultValue: 1, description: 'How many periods.' }),
    amountFen: t.int({ required: false, description: 'What was agreed, in fen; the catalogue’s price by default.' }),
    note: t.string({ required: false }),
  }),
});

builder.mutationField('createBackOfficeOrder', (t) =>
  t.field({
    type: OrderPayload,
    description: 'An operator records an order paid offline for a workspace: made COMPLETED at once, its subscription’s source BACK_OFFICE_ORDER.',
    authScopes: { signedIn: true },
    errors: { types: ORDER_ERRORS },
    args: { input: t.arg({ type: BackOfficeOrderInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const operator = operatorOf(ctx);
      const workspaceId = await existingWorkspace(ctx, input.workspaceInternalID);
      return {
        order: await createBackOfficeOrder(ctx, operator, { workspaceId, item: input.item, period: input.period, periods: input.quantity, amountFen: input.amountFen, note: input.note }),
      };
    },
  }),
);

const GiftInput = builder.inputType('GiftSubscriptionInput', {
  fields: (t) => ({
    workspaceInternalID: t.string({ required: true, description: 'The workspace’s internalID.' }),
    item: t.field({ type: BillingItem, required: true }),
    period: t.field({ type: BillingPeriod, required: true }),
    quantity: t.int({ required: false, defaultValue: 1, description: 'How many periods.' }),
    addonQuantity: t.int({ required: false, description: 'An add-on’s size; the catalogue’s by default.' }),
    note: t.string({ required: false, description: 'Shown as the subscription’s detail.' }),
  }),
});

const GiftPayload = builder.objectRef<{ subscription: SubscriptionRow }>('GiftSubscriptionPayload').implement({
  fields: (t) => ({ subscription: t.field({ type: BillingSubscription, resolve: (p) => p.subscription }) }),
});

builder.mutationField('giftSubscription', (t) =>
  t.field({
    type: GiftPayload,
    description: 'An operator gives a workspace a version or an add-on for a time: a subscription of source GIFT.',
    authScopes: { signedIn: true },
    errors: { types: ORDER_ERRORS },
    args: { input: t.arg({ type: GiftInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const operator = operatorOf(ctx);
      const workspaceId = await existingWorkspace(ctx, input.workspaceInternalID);
      const subscription = await giftSubscription(ctx, operator, {
        workspaceId,
        item: input.item,
        period: input.period,
        periods: input.quantity,
        quantity: input.addonQuantity,
        note: input.note,
      });
      return { subscription };
    },
  }),
);

async function existingWorkspace(ctx: Context, id: string) {
  const found = isUuid(id) ? await ctx.db.query.workspaces.findFirst({ where: { id }, columns: { id: true } }) : undefined;
  if (!found) throw new NotFoundError('workspaceNotFound');
  return found.id;
}

