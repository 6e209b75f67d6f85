/**
 * Billing's enums and its plain value types (limits, usage, payment methods): the leaves every
 * other billing type uses, defined first so the schema keeps its order.
 */
import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../request/context.ts';
import { countDocuments } from '../../apps/document-count.ts';
import type { Limits } from '../ports.ts';
import type { CreditRule } from '../quotes.ts';
import { ADDON_KINDS, ITEMS, ORDER_STATUSES, PERIODS } from '../tables.ts';

const upper = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v }])) as Record<Uppercase<T>, { value: T }>;

export const BillingPeriod = builder.enumType('BillingPeriod', { description: 'A price’s period: a year, a month, a day, or permanent.', values: upper(PERIODS) });
export const BillingItem = builder.enumType('BillingItem', {
  description: 'What an order buys: a paid version (TEAM, ENTERPRISE, ULTIMATE) or an add-on (CHATS: extra chats a day; DOCUMENTS; MEMBERS).',
  values: upper(ITEMS),
});
export const AddonKind = builder.enumType('AddonKind', { values: upper(ADDON_KINDS) });
export const OrderStatus = builder.enumType('OrderStatus', { values: upper(ORDER_STATUSES) });
export const PaymentMethod = builder.enumType('PaymentMethod', { values: { ALIPAY: { value: 'alipay' }, BANK_TRANSFER: { value: 'bank_transfer' } } as const });
export const SubscriptionSource = builder.enumType('SubscriptionSource', {
  values: { ONLINE_ORDER: { value: 'online_order' }, BACK_OFFICE_ORDER: { value: 'back_office_order' }, GIFT: { value: 'gift' } } as const,
});
export const OrderActorKind = builder.enumType('OrderActorKind', {
  description: 'Who made a transition: a member of the workspace, a platform operator, Alipay, or the system (expiry, credit).',
  values: { MEMBER: { value: 'member' }, OPERATOR: { value: 'operator' }, ALIPAY: { value: 'alipay' }, SYSTEM: { value: 'system' } } as const,
});
const CREDIT_RULES = ['addon', 'renewal', 'lowerQueued', 'upgradeCredited', 'nothingToCredit', 'giftNotCredited', 'permanentNotCredited', 'permanentHeld'] as const satisfies readonly CreditRule[];
export const CreditRuleEnum = builder.enumType('CreditRule', {
  description: 'Why a quote credits what it does: see `OrderQuote.creditReason` for the sentence to show.',
  values: Object.fromEntries(CREDIT_RULES.map((rule) => [rule.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase(), { value: rule }])) as Record<string, { value: CreditRule }>,
});

// ── Plain values ───────────────────────────────────────────────────────────

export const LimitsRef = builder.objectRef<Limits>('BillingLimits').implement({
  description: 'What a version allows (with add-ons, on a workspace’s billing).',
  fields: (t) => ({
    members: t.exposeInt('members'),
    documents: t.exposeInt('documents'),
    chatsPerDay: t.exposeInt('chatsPerDay'),
    aiModel: t.exposeBoolean('aiModel', { description: 'Whether answers may come from an AI model (else extractive answers).' }),
  }),
});

export const UsageRef = builder.objectRef<{ workspaceId: string; members: number }>('BillingUsage').implement({
  description: 'What the workspace uses of its limits now.',
  fields: (t) => ({
    members: t.exposeInt('members', { description: 'Members plus people added by address not yet joined (they hold a seat).' }),
    documents: t.int({ resolve: (u, _args, ctx) => countDocuments(ctx.db, u.workspaceId) }),
    chatsToday: t.int({ description: 'Chats since midnight (UTC+8).', resolve: (u, _args, ctx) => ctx.loaders.workspaceCounts.chatsToday.load(u.workspaceId) }),
  }),
});

export const UsageDayRef = builder.objectRef<{ date: string; chats: number; documents: number; members: number }>('UsageDay').implement({
  description: 'One day’s usage records (UTC+8), for charts: chats asked, documents synced, members added.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    chats: t.exposeInt('chats'),
    documents: t.exposeInt('documents'),
    members: t.exposeInt('members'),
  }),
});

export type BankAccountShape = { accountName: string; bankName: string; accountNumber: string };
export const BankAccountRef = builder.objectRef<BankAccountShape>('BankAccount').implement({
  description: 'The account bank transfers go to.',
  fields: (t) => ({ accountName: t.exposeString('accountName'), bankName: t.exposeString('bankName'), accountNumber: t.exposeString('accountNumber') }),
});

export const PaymentMethodsRef = builder.objectRef<{ alipay: boolean; bankTransfer: BankAccountShape | null }>('PaymentMethods').implement({
  description: 'The ways to pay this server offers: Alipay when configured; bank transfer (its account) when configured.',
  fields: (t) => ({
    alipay: t.exposeBoolean('alipay'),
    bankTransfer: t.field({ type: BankAccountRef, nullable: true, resolve: (m) => m.bankTransfer }),
  }),
});

export const paymentMethodsOf = (ctx: Context) => ({ alipay: ctx.billing.alipay !== null, bankTransfer: ctx.billing.config.bankTransfer ?? null });
