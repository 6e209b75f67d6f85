/** The Order node, its history, and `Workspace.orders`: what a workspace bought and how each order moved. */
import { declareReadRule } from '../../graphql/access.ts';
import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../request/context.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import { Workspace } from '../../workspaces/types.ts';
import type { ActorKind, OrderRow } from '../tables.ts';
import { canSeeBilling } from './access.ts';
import { itemLabel } from './subscriptions.ts';
import { BillingItem, BillingPeriod, OrderActorKind, OrderStatus, PaymentMethod, SubscriptionSource } from './values.ts';

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
  authScopes: declareReadRule<OrderRow>('Order', 'manage', (o, ctx) => canSeeBilling(ctx, o.workspaceId)),
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
    authScopes: { admin: 'manage' },
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
