/** Bank transfers (the receipt, an operator's decision) and what else operators do: refunds, back-office orders, gifts. */
import { appendAuditEntry, lockAuditChain } from '../audit/record.ts';
import { recordOrderEvent } from './order-events.ts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { NotFoundError, ValidationError } from '../request/errors.ts';
import type { ActingMember } from '../request/viewer.ts';
import { complete, isBuyer, newPaymentCode, nextOrderNumber } from './checkout.ts';
import { findOrder, OrderTransitionError, transition, type Actor } from './orders.ts';
import { MAX_PERIODS } from './periods.ts';
import { quoteOrder, type OrderInput } from './quotes.ts';
import { grantSubscription, isVersion, revokeOrderSubscription } from './subscriptions.ts';
import { billingOrders, billingPrices } from './tables.ts';

// ── Bank transfer ──────────────────────────────────────────────────────────

/** The receipt of a transfer is in: pending → processing, for an operator to confirm. */
export async function attachReceipt(
  ctx: Context,
  actor: ActingMember & { name: string },
  orderId: string,
  receipt: { sha256: string; mediaType: string; name: string },
) {
  if (!isBuyer(actor)) throw new NotFoundError('orderNotFound');
  return ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, actor.workspaceId, orderId);
    return transition(tx, order, 'pending', 'processing', { kind: 'member', userId: actor.userId, name: actor.name }, ctx.now, {
      set: {
        paymentMethod: 'bank_transfer',
        receiptSha256: receipt.sha256,
        receiptMediaType: receipt.mediaType,
        receiptName: receipt.name,
        receiptUploadedAt: ctx.now,
        rejectionReason: null,
      },
    });
  });
}

type Operator = { userId: string; name: string };
const asActor = (operator: Operator): Actor => ({ kind: 'operator', userId: operator.userId, name: operator.name });

async function orderForOperator(tx: Pick<Database, 'select'>, orderId: string) {
  const [order] = await tx.select().from(billingOrders).where(eq(billingOrders.id, orderId)).limit(1);
  if (!order) throw new NotFoundError('orderNotFound');
  return order;
}

/** An operator confirms the money arrived: processing → paid → completed, once however many confirm at once. */
export async function confirmTransfer(ctx: Context, operator: Operator, orderId: string) {
  return ctx.db.transaction(async (tx) => {
    const order = await orderForOperator(tx, orderId);
    const paid = await transition(tx, order, 'processing', 'paid', asActor(operator), ctx.now, { set: { paidAt: ctx.now } });
    return complete(tx, paid, asActor(operator), ctx.now);
  });
}

/** An operator rejects the receipt, with a reason the buyer reads: processing → pending (upload again). */
export async function rejectTransfer(ctx: Context, operator: Operator, orderId: string, reason: string) {
  const text = reason.trim();
  if (!text || text.length > 500) throw new ValidationError([{ field: 'reason', key: 'rejectionReasonRequired' }]);
  return ctx.db.transaction(async (tx) => {
    const order = await orderForOperator(tx, orderId);
    return transition(tx, order, 'processing', 'pending', asActor(operator), ctx.now, {
      reason: text,
      set: { rejectionReason: text, expiresAt: new Date(ctx.now.getTime() + ctx.billing.config.orderExpiryMinutes * 60_000) },
    });
  });
}

/**
 * Refunds an order (operators): paid or completed → refunding, its subscription ended; through
 * Alipay for an Alipay payment (refunded once Alipay accepts), by the operator's own transfer back
 * otherwise (refunded at once).
 */
export async function refundOrder(ctx: Context, operator: Operator, orderId: string, reason: string) {
  const text = reason.trim();
  if (!text || text.length > 500) throw new ValidationError([{ field: 'reason', key: 'refundReasonRequired' }]);
  const refunding = await ctx.db.transaction(async (tx) => {
    const order = await orderForOperator(tx, orderId);
    if (order.status !== 'paid' && order.status !== 'completed') throw new OrderTransitionError(order.status, 'refunding');
    const moved = await transition(tx, order, order.status, 'refunding', asActor(operator), ctx.now, { reason: text, set: { refundReason: text } });
    await revokeOrderSubscription(tx, order.workspaceId, order.id, ctx.now);
    return moved;
  });
  if (refunding.paymentMethod === 'alipay' && refunding.tradeNo) {
    const alipay = ctx.billing.alipay;
    if (!alipay) return refunding;
    let accepted = false;
    try {
      accepted = await alipay.refund({ number: refunding.number, amountFen: refunding.totalFen, reason: text, requestNo: `refund-${refunding.number}` });
    } catch (error) {
      ctx.log.error({ err: error, order: refunding.number }, 'alipay refund failed; the order stays refunding');
    }
    if (!accepted) return refunding;
  }
  return ctx.db.transaction((tx) => transition(tx, refunding, 'refunding', 'refunded', asActor(operator), ctx.now));
}

/**
 * An order made by an operator for a workspace (a contract paid offline): made paid and completed
 * at once, its subscription's source "back-office order".
 */
export async function createBackOfficeOrder(
  ctx: Context,
  operator: Operator,
  input: OrderInput & { workspaceId: string; amountFen?: number | null; note?: string | null },
) {
  return ctx.db.transaction(async (tx) => {
    const quote = await quoteOrder(tx, input.workspaceId, input, ctx.now);
    const amountFen = input.amountFen ?? quote.totalFen;
    if (!Number.isInteger(amountFen) || amountFen < 0) throw new ValidationError([{ field: 'amountFen', key: 'amountInvalid' }]);
    const [order] = await tx
      .insert(billingOrders)
      .values({
        workspaceId: input.workspaceId,
        number: await nextOrderNumber(tx, ctx.now),
        item: quote.item,
        period: quote.period,
        periods: quote.periods,
        quantity: quote.quantity,
        amountFen,
        creditFen: 0,
        totalFen: amountFen,
        source: 'back_office_order',
        makerId: operator.userId,
        paymentMethod: 'bank_transfer',
        paymentCode: newPaymentCode(),
        expiresAt: ctx.now,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    await recordOrderEvent(tx, order!, { from: null, to: 'pending', actor: asActor(operator), reason: input.note?.trim() || null, at: ctx.now });
    const paid = await transition(tx, order!, 'pending', 'paid', asActor(operator), ctx.now, { set: { paidAt: ctx.now } });
    return complete(tx, paid, asActor(operator), ctx.now);
  });
}

/** An operator gives a version or an add-on for a time, free: a subscription of source "gift". */
export async function giftSubscription(ctx: Context, operator: Operator, input: OrderInput & { workspaceId: string; quantity?: number | null; note?: string | null }) {
  const periods = input.period === 'permanent' ? 1 : (input.periods ?? 1);
  if (!Number.isInteger(periods) || periods < 1 || periods > MAX_PERIODS[input.period]) throw new ValidationError([{ field: 'periods', key: 'orderPeriodsInvalid' }]);
  let quantity = 0;
  if (!isVersion(input.item)) {
    const [price] = await ctx.db.select({ quantity: billingPrices.quantity }).from(billingPrices).where(eq(billingPrices.item, input.item)).limit(1);
    quantity = input.quantity ?? price?.quantity ?? 0;
    if (!Number.isInteger(quantity) || quantity < 1) throw new ValidationError([{ field: 'quantity', key: 'amountInvalid' }]);
  }
  return ctx.db.transaction(async (tx) => {
    await lockAuditChain(tx, input.workspaceId);
    const sub = await grantSubscription(tx, {
      workspaceId: input.workspaceId,
      item: input.item,
      period: input.period,
      periods,
      quantity,
      source: 'gift',
      orderId: null,
      name: input.item,
      detail: input.note?.trim() || `${operator.name}`,
      now: ctx.now,
    });
    // A platform operator's act in the workspace: its admins see what was given, by whom.
    await appendAuditEntry(tx, {
      workspaceId: input.workspaceId,
      at: ctx.now,
      actor: { kind: 'person', userId: operator.userId, name: operator.name },
      action: 'subscription.gifted',
      object: { type: 'subscription', id: sub!.id, label: input.item },
      detail: { after: { item: input.item, period: input.period, periods, quantity }, by: 'operator', ...(input.note?.trim() && { reason: input.note.trim() }) },
    });
    return sub!;
  });
}
