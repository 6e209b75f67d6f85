/** What a buyer does with an order: make it, cancel it, pay it by Alipay or by bank transfer. */
import { builder } from '../../graphql/builder.ts';
import type { MemberContext } from '../../request/context.ts';
import { ACTION_ERRORS, ErrorInterface } from '../../graphql/error-types.ts';
import { actorOf } from '../../workspaces/acting.ts';
import { cancelOrder, choosePaymentMethod, createOrder } from '../checkout.ts';
import { OrderTransitionError } from '../orders.ts';
import { alipayPageUrl, PaymentMethodUnavailableError } from '../payments.ts';
import type { OrderRow } from '../tables.ts';
import { OrderInput } from './catalogue.ts';
import { Order } from './orders.ts';
import { BankAccountRef, OrderStatus, type BankAccountShape } from './values.ts';

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

export const ORDER_ERRORS = [OrderTransitionError, ...ACTION_ERRORS];

type OrderPayloadShape = { order: OrderRow };
export const OrderPayload = builder.objectRef<OrderPayloadShape>('OrderPayload').implement({
  fields: (t) => ({
    order: t.drizzleField({
      type: 'billingOrders',
      resolve: (query, p, _args, ctx) => ctx.db.query.billingOrders.findFirst(query({ where: { workspaceId: p.order.workspaceId, id: p.order.id } })).then((r) => r!),
    }),
  }),
});

const memberActor = (ctx: MemberContext) => ({ ...actorOf(ctx), name: ctx.viewer.membership.wsUsername || ctx.viewer.user.displayName });

builder.mutationField('createOrder', (t) =>
  t.authField({
    type: OrderPayload,
    description: 'Makes a pending order at the quoted price (creators and admins); it expires unpaid after BILLING_ORDER_EXPIRY_MINUTES.',
    authScopes: { admin: 'session' },
    errors: { types: ORDER_ERRORS },
    args: { input: t.arg({ type: OrderInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ order: await createOrder(ctx, memberActor(ctx), { item: input.item, period: input.period, periods: input.quantity }) }),
  }),
);

builder.mutationField('cancelOrder', (t) =>
  t.authField({
    type: OrderPayload,
    description: 'Cancels one’s own pending order.',
    authScopes: { admin: 'session' },
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
  t.authField({
    type: AlipayPayload,
    description: 'Chooses Alipay for a pending order and answers the gateway URL to pay at (an ActionError when Alipay is not configured).',
    authScopes: { admin: 'session' },
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
  t.authField({
    type: BankTransferPayload,
    description:
      'Chooses bank transfer for a pending order: answers the account and the identification code for the note. Then upload the receipt: POST /api/billing/orders/{internalID}/receipt (multipart, field `file`, an image or a PDF); the order becomes PROCESSING for an operator to confirm.',
    authScopes: { admin: 'session' },
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
