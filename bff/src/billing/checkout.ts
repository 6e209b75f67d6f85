/** A buyer's side of an order: making it, choosing how to pay, and Alipay's proof of payment completing it. */
import { recordOrderEvent } from './order-events.ts';
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { NotFoundError } from '../request/errors.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import type { ActingMember } from '../request/viewer.ts';
import { startOfDay } from '../workspaces/versions.ts';
import { ALIPAY, findOrder, OrderTransitionError, SYSTEM, transition, type Actor, type Tx } from './orders.ts';
import { quoteOrder, type OrderInput } from './quotes.ts';
import { grantSubscription } from './subscriptions.ts';
import { billingOrderNumbers, billingOrders, type OrderRow, type PaymentMethod } from './tables.ts';

// ── Creating and paying ────────────────────────────────────────────────────

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A payment identification code for a transfer's note: 8 characters, none easily misread. */
export const newPaymentCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The next order number: the day (UTC+8) and its sequence, e.g. 202611260007. */
export async function nextOrderNumber(tx: Tx, now: Date) {
  const day = new Date(startOfDay(now).getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const [row] = await tx
    .insert(billingOrderNumbers)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: billingOrderNumbers.day, set: { last: sql`${billingOrderNumbers.last} + 1` } })
    .returning({ last: billingOrderNumbers.last });
  return `${day}${String(row!.last).padStart(4, '0')}`;
}

export function isBuyer(actor: ActingMember) {
  return actor.wsUserType >= WS_USER_TYPES.admin;
}

/**
 * Makes a pending order at the quoted price (creators and admins). An order whose credit covers
 * all of it is paid by that credit and completed at once.
 */
export async function createOrder(ctx: Context, actor: ActingMember & { name: string }, input: OrderInput) {
  if (!isBuyer(actor)) throw new NotFoundError();
  const now = ctx.now;
  return ctx.db.transaction(async (tx) => {
    const quote = await quoteOrder(tx, actor.workspaceId, input, now);
    const [order] = await tx
      .insert(billingOrders)
      .values({
        workspaceId: actor.workspaceId,
        number: await nextOrderNumber(tx, now),
        item: quote.item,
        period: quote.period,
        periods: quote.periods,
        quantity: quote.quantity,
        amountFen: quote.amountFen,
        creditFen: quote.creditFen,
        totalFen: quote.totalFen,
        makerId: actor.userId,
        paymentCode: newPaymentCode(),
        expiresAt: new Date(now.getTime() + ctx.billing.config.orderExpiryMinutes * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await recordOrderEvent(tx, order!, { from: null, to: 'pending', actor: { kind: 'member', userId: actor.userId, name: actor.name }, at: now });
    if (order!.totalFen === 0) {
      const paid = await transition(tx, order!, 'pending', 'paid', SYSTEM, now, { reason: 'credit', set: { paidAt: now } });
      return complete(tx, paid, SYSTEM, now);
    }
    return order!;
  });
}

/** Paid → completed: the subscription the order bought, in the same transaction. */
export async function complete(tx: Tx, order: OrderRow, actor: Actor, now: Date) {
  await grantSubscription(tx, {
    workspaceId: order.workspaceId,
    item: order.item,
    period: order.period,
    periods: order.periods,
    quantity: order.quantity,
    source: order.source,
    orderId: order.id,
    name: order.item,
    detail: order.number,
    now,
    replacesLower: order.creditFen > 0,
  });
  return transition(tx, order, 'paid', 'completed', actor, now, { set: { completedAt: now } });
}

/** A person cancels their own pending order. */
export async function cancelOrder(ctx: Context, actor: ActingMember & { name: string }, orderId: string) {
  return ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, actor.workspaceId, orderId);
    if (order.makerId !== actor.userId) throw new NotFoundError('orderNotFound');
    return transition(tx, order, order.status, 'cancelled', { kind: 'member', userId: actor.userId, name: actor.name }, ctx.now);
  });
}

/** A pending order of the workspace that the buyer is about to pay, with the method chosen. */
export async function choosePaymentMethod(ctx: Context, actor: ActingMember, orderId: string, method: PaymentMethod) {
  if (!isBuyer(actor)) throw new NotFoundError('orderNotFound');
  const [order] = await ctx.db
    .update(billingOrders)
    .set({ paymentMethod: method, updatedAt: ctx.now })
    .where(and(eq(billingOrders.workspaceId, actor.workspaceId), eq(billingOrders.id, orderId), eq(billingOrders.status, 'pending')))
    .returning();
  if (order) return order;
  const existing = await findOrder(ctx.db, actor.workspaceId, orderId);
  throw new OrderTransitionError(existing.status, 'paid');
}

/** What Alipay proved was paid (a verified notify, or its answer to a query). */
export type AlipayPayment = { number: string; tradeNo: string; amountFen: number; appId: string };

export type PaymentOutcome = 'paid' | 'alreadyPaid' | 'unknownOrder' | 'wrongAmount' | 'otherTrade';

/**
 * Records an Alipay payment: the order moves to paid and completed once, in one transaction under
 * the order's lock, whatever replays it; `trade_no` is unique across orders.
 */
export async function recordAlipayPayment(db: Database, payment: AlipayPayment, now: Date): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(billingOrders).where(eq(billingOrders.number, payment.number)).for('update');
    if (!order) return 'unknownOrder';
    if (order.totalFen !== payment.amountFen) return 'wrongAmount';
    if (order.tradeNo) return order.tradeNo === payment.tradeNo ? 'alreadyPaid' : 'otherTrade';
    if (!['pending', 'processing', 'cancelled', 'expired'].includes(order.status)) return 'alreadyPaid';
    const paid = await transition(tx, order, order.status, 'paid', ALIPAY, now, {
      set: { paidAt: now, tradeNo: payment.tradeNo, paymentMethod: 'alipay' },
    });
    await complete(tx, paid, SYSTEM, now);
    return 'paid';
  });
}
