/** The platform operators' desk: pending transfers, any order by number, and what operators may do to orders and gifts. */
import { count, eq } from 'drizzle-orm';
import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../request/context.ts';
import { NotFoundError } from '../../request/errors.ts';
import { Viewer } from '../../identity/types.ts';
import { operatorOf } from '../service.ts';
import { billingOrders, type SubscriptionRow } from '../tables.ts';
import { confirmTransfer, createBackOfficeOrder, giftSubscription, refundOrder, rejectTransfer } from '../transfers.ts';
import { ORDER_ERRORS, OrderPayload } from './order-mutations.ts';
import { Order } from './orders.ts';
import { BillingSubscription } from './subscriptions.ts';
import { BillingItem, BillingPeriod } from './values.ts';
import { findWorkspace } from '../../workspaces/reads.ts';
import { isOperator } from '../../request/viewer.ts';

// ── Operators ──────────────────────────────────────────────────────────────

builder.objectField(Viewer, 'isOperator', (t) =>
  t.boolean({ description: 'Whether the viewer is a platform operator (BILLING_OPERATORS), signed in with a session.', resolve: (_v, _args, ctx) => isOperator(ctx) }),
);

export const Operations = builder.objectRef<{ operator: true }>('Operations').implement({
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
  t.authField({
    type: Operations,
    nullable: true,
    description: 'The operators’ desk (platform operators only; null for anyone else).',
    authScopes: { operator: true },
    unauthorizedResolver: () => null,
    resolve: () => ({ operator: true as const }),
  }),
);

builder.mutationField('confirmTransfer', (t) =>
  t.authField({
    type: OrderPayload,
    description: 'An operator confirms a transfer arrived: PROCESSING → PAID → COMPLETED, its subscription granted (once, however many confirm at once).',
    authScopes: { operator: true },
    errors: { types: ORDER_ERRORS },
    args: { orderId: t.arg.globalID({ required: true, for: Order }) },
    resolve: async (_root, args, ctx) => ({ order: await confirmTransfer(ctx, operatorOf(ctx), args.orderId.id) }),
  }),
);

builder.mutationField('rejectTransfer', (t) =>
  t.authField({
    type: OrderPayload,
    description: 'An operator rejects a transfer’s receipt with a reason the buyer reads: PROCESSING → PENDING (they may upload another).',
    authScopes: { operator: true },
    errors: { types: ORDER_ERRORS },
    args: { orderId: t.arg.globalID({ required: true, for: Order }), reason: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => ({ order: await rejectTransfer(ctx, operatorOf(ctx), args.orderId.id, args.reason) }),
  }),
);

builder.mutationField('refundOrder', (t) =>
  t.authField({
    type: OrderPayload,
    description:
      'An operator refunds a paid order: → REFUNDING (its subscription ended), → REFUNDED once Alipay accepts the refund (alipay.trade.refund) or at once for a bank transfer (returned by the operator).',
    authScopes: { operator: true },
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
  t.authField({
    type: OrderPayload,
    description: 'An operator records an order paid offline for a workspace: made COMPLETED at once, its subscription’s source BACK_OFFICE_ORDER.',
    authScopes: { operator: true },
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
  t.authField({
    type: GiftPayload,
    description: 'An operator gives a workspace a version or an add-on for a time: a subscription of source GIFT.',
    authScopes: { operator: true },
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
  const found = await findWorkspace(ctx.db, id);
  if (!found) throw new NotFoundError('workspaceNotFound');
  return found.id;
}
