/**
 * Orders and their state machine. Every transition is one guarded statement (`UPDATE … WHERE
 * status = <the status it leaves>`) in one transaction with its history row and its effects, so a
 * transition raced by another (two operators confirming, a notify replayed) happens once: the
 * loser finds the order moved and changes nothing.
 *
 *   pending ──receipt──▶ processing ──confirm──▶ paid ──▶ completed ──refund──▶ refunding ──▶ refunded
 *      │  ◀──reject (reason)──┘                    ▲           paid ──refund──▶ refunding
 *      ├──Alipay notify / reconciliation───────────┘
 *      ├──cancel (its maker)──▶ cancelled ──Alipay says paid──▶ paid
 *      └──expiry (sweep)──────▶ expired   ──Alipay says paid──▶ paid
 *
 * A payment Alipay proves is never lost: it moves even a cancelled or expired order to paid.
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Context } from '../graphql/context.ts';
import { ExpectedError, NotFoundError, ValidationError } from '../graphql/errors.ts';
import { workspacePlan } from '../workspaces/limits.ts';
import { WS_USER_TYPES } from '../workspaces/membership.ts';
import type { ActingMember } from '../workspaces/members.ts';
import { startOfDay } from '../workspaces/versions.ts';
import { MAX_PERIODS } from './periods.ts';
import { grantSubscription, isVersion, rankOf, revokeOrderSubscription } from './subscriptions.ts';
import {
  billingOrderEvents,
  billingOrderNumbers,
  billingOrders,
  billingPrices,
  billingSubscriptions,
  type ActorKind,
  type Item,
  type OrderRow,
  type OrderStatus,
  type PaymentMethod,
  type Period,
  type Version,
} from './tables.ts';

type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** The transitions the state machine allows, from each status. */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'paid', 'cancelled', 'expired'],
  processing: ['paid', 'pending'],
  paid: ['completed', 'refunding'],
  completed: ['refunding'],
  refunding: ['refunded'],
  cancelled: ['paid'],
  expired: ['paid'],
  refunded: [],
};

/** An order cannot move so (its status changed, or the move is never allowed). */
export class OrderTransitionError extends ExpectedError {
  override readonly status = 409;
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super('orderTransitionRefused');
  }
}

export type Actor = { kind: ActorKind; userId: string | null; name: string | null };
export const SYSTEM: Actor = { kind: 'system', userId: null, name: null };
export const ALIPAY: Actor = { kind: 'alipay', userId: null, name: null };

/**
 * Moves the order from `from` to `to`, guarded on `from`, with its history row, in the caller's
 * transaction. Answers the order as moved, or throws `OrderTransitionError` when it was not at
 * `from` (any more) or the move is not allowed.
 */
export async function transition(
  tx: Tx,
  order: Pick<OrderRow, 'workspaceId' | 'id'>,
  from: OrderStatus,
  to: OrderStatus,
  actor: Actor,
  now: Date,
  options: { reason?: string | null; set?: Partial<typeof billingOrders.$inferInsert> } = {},
): Promise<OrderRow> {
  if (!TRANSITIONS[from].includes(to)) throw new OrderTransitionError(from, to);
  const [moved] = await tx
    .update(billingOrders)
    .set({ ...options.set, status: to, updatedAt: now })
    .where(and(eq(billingOrders.workspaceId, order.workspaceId), eq(billingOrders.id, order.id), eq(billingOrders.status, from)))
    .returning();
  if (!moved) {
    const [current] = await tx.select({ status: billingOrders.status }).from(billingOrders).where(and(eq(billingOrders.workspaceId, order.workspaceId), eq(billingOrders.id, order.id)));
    throw new OrderTransitionError(current?.status ?? from, to);
  }
  await tx.insert(billingOrderEvents).values({
    workspaceId: order.workspaceId,
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    actorId: actor.userId,
    actorKind: actor.kind,
    actorName: actor.name,
    reason: options.reason ?? null,
    at: now,
  });
  return moved;
}

/** The order of the workspace, or not found (another workspace's looks the same as none). */
export async function findOrder(db: Pick<Database, 'select'>, workspaceId: string, orderId: string) {
  const [order] = await db.select().from(billingOrders).where(and(eq(billingOrders.workspaceId, workspaceId), eq(billingOrders.id, orderId))).limit(1);
  if (!order) throw new NotFoundError('orderNotFound');
  return order;
}

export async function findOrderByNumber(db: Pick<Database, 'select'>, number: string) {
  const [order] = await db.select().from(billingOrders).where(eq(billingOrders.number, number)).limit(1);
  return order ?? null;
}

// ── Quotes ─────────────────────────────────────────────────────────────────

export type OrderInput = { item: Item; period: Period; periods?: number | null };

/** Why the quote credits what it does (or nothing). */
export type CreditRule = 'addon' | 'renewal' | 'lowerQueued' | 'upgradeCredited' | 'nothingToCredit' | 'giftNotCredited' | 'permanentNotCredited' | 'permanentHeld';

export type Quote = {
  item: Item;
  period: Period;
  periods: number;
  quantity: number;
  unitFen: number;
  amountFen: number;
  creditFen: number;
  totalFen: number;
  creditRule: CreditRule;
};

/**
 * The price of an order now: the catalogue's price times the periods, less what remains of the
 * current version when it is an upgrade. The remainder of each running, paid subscription of a
 * lower version is its order's value times the share of its time still to run; gifts and
 * permanent versions are not credited, renewals and add-ons credit nothing (a renewal starts when
 * the current period ends), and a lower version waits its turn behind the current one.
 */
export async function quoteOrder(db: Tx, workspaceId: string, input: OrderInput, now: Date): Promise<Quote> {
  const periods = input.period === 'permanent' ? 1 : (input.periods ?? 1);
  if (!Number.isInteger(periods) || periods < 1 || periods > MAX_PERIODS[input.period]) {
    throw new ValidationError([{ field: 'periods', key: 'orderPeriodsInvalid' }]);
  }
  const [price] = await db
    .select()
    .from(billingPrices)
    .where(and(eq(billingPrices.item, input.item), eq(billingPrices.period, input.period), eq(billingPrices.active, true)))
    .limit(1);
  if (!price) throw new ValidationError([{ field: 'period', key: 'priceNotFound' }]);
  const amountFen = price.amountFen * periods;
  const base = { item: input.item, period: input.period, periods, quantity: isVersion(input.item) ? 0 : price.quantity, unitFen: price.amountFen, amountFen };
  if (!isVersion(input.item)) return { ...base, creditFen: 0, totalFen: amountFen, creditRule: 'addon' };

  const plan = await workspacePlan(db, workspaceId, now);
  const current = plan.version;
  if (rankOf(input.item) === rankOf(current)) return { ...base, creditFen: 0, totalFen: amountFen, creditRule: plan.expiresAt === null ? 'permanentHeld' : 'renewal' };
  if (rankOf(input.item) < rankOf(current)) return { ...base, creditFen: 0, totalFen: amountFen, creditRule: 'lowerQueued' };

  const lower = (['team', 'enterprise', 'ultimate'] as const).filter((v) => rankOf(v) < rankOf(input.item as Version));
  const running = await db
    .select({ sub: billingSubscriptions, order: { totalFen: billingOrders.totalFen, creditFen: billingOrders.creditFen } })
    .from(billingSubscriptions)
    .leftJoin(billingOrders, and(eq(billingOrders.workspaceId, billingSubscriptions.workspaceId), eq(billingOrders.id, billingSubscriptions.orderId)))
    .where(and(eq(billingSubscriptions.workspaceId, workspaceId), inArray(billingSubscriptions.item, lower), isNull(billingSubscriptions.revokedAt)));
  let credit = 0;
  let gifts = false;
  let permanent = false;
  for (const { sub, order } of running) {
    if (sub.endsAt !== null && sub.endsAt <= now) continue;
    if (!sub.orderId || !order) {
      gifts = true;
      continue;
    }
    if (sub.endsAt === null) {
      permanent = true;
      continue;
    }
    const value = order.totalFen + order.creditFen;
    const span = sub.endsAt.getTime() - sub.startsAt.getTime();
    const left = sub.endsAt.getTime() - Math.max(now.getTime(), sub.startsAt.getTime());
    if (span > 0) credit += Math.floor((value * left) / span);
  }
  const creditFen = Math.min(credit, amountFen);
  const creditRule: CreditRule = creditFen > 0 ? 'upgradeCredited' : permanent ? 'permanentNotCredited' : gifts ? 'giftNotCredited' : 'nothingToCredit';
  return { ...base, creditFen, totalFen: amountFen - creditFen, creditRule };
}

// ── Creating and paying ────────────────────────────────────────────────────

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A payment identification code for a transfer's note: 8 characters, none easily misread. */
export const newPaymentCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** The next order number: the day (UTC+8) and its sequence, e.g. 202611260007. */
async function nextOrderNumber(tx: Tx, now: Date) {
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
    await tx.insert(billingOrderEvents).values({
      workspaceId: actor.workspaceId,
      orderId: order!.id,
      fromStatus: null,
      toStatus: 'pending',
      actorId: actor.userId,
      actorKind: 'member',
      actorName: actor.name,
      at: now,
    });
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
    await tx.insert(billingOrderEvents).values({
      workspaceId: input.workspaceId,
      orderId: order!.id,
      toStatus: 'pending',
      actorId: operator.userId,
      actorKind: 'operator',
      actorName: operator.name,
      reason: input.note?.trim() || null,
      at: ctx.now,
    });
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
    return sub!;
  });
}

// ── The sweep ──────────────────────────────────────────────────────────────

/** Pending orders past their time expire (each guarded: one paid meanwhile stays paid). */
export async function expireOrders(db: Database, now: Date) {
  const due = await db
    .select({ workspaceId: billingOrders.workspaceId, id: billingOrders.id })
    .from(billingOrders)
    .where(and(eq(billingOrders.status, 'pending'), lte(billingOrders.expiresAt, now)));
  let expired = 0;
  for (const order of due) {
    try {
      await db.transaction((tx) => transition(tx, order, 'pending', 'expired', SYSTEM, now));
      expired++;
    } catch (error) {
      if (!(error instanceof OrderTransitionError)) throw error;
    }
  }
  return expired;
}

/** Orders Alipay might have been paid for without telling us: unpaid ones whose buyer chose Alipay. */
export async function ordersToReconcile(db: Pick<Database, 'select'>, now: Date) {
  const since = new Date(now.getTime() - 2 * 86_400_000);
  return db
    .select()
    .from(billingOrders)
    .where(
      and(
        inArray(billingOrders.status, ['pending', 'expired', 'cancelled']),
        eq(billingOrders.paymentMethod, 'alipay'),
        isNull(billingOrders.tradeNo),
        gt(billingOrders.createdAt, since),
      ),
    );
}

/** Alipay refunds Alipay did not accept yet (it was down): asked again by the sweep, under the same request number. */
export async function retryAlipayRefunds(db: Database, alipay: { refund: (input: { number: string; amountFen: number; reason: string; requestNo: string }) => Promise<boolean> }, now: Date) {
  const waiting = await db.select().from(billingOrders).where(and(eq(billingOrders.status, 'refunding'), eq(billingOrders.paymentMethod, 'alipay')));
  let refunded = 0;
  for (const order of waiting) {
    if (!order.tradeNo) continue;
    const accepted = await alipay.refund({ number: order.number, amountFen: order.totalFen, reason: order.refundReason ?? '', requestNo: `refund-${order.number}` }).catch(() => false);
    if (!accepted) continue;
    try {
      await db.transaction((tx) => transition(tx, order, 'refunding', 'refunded', SYSTEM, now));
      refunded++;
    } catch (error) {
      if (!(error instanceof OrderTransitionError)) throw error;
    }
  }
  return refunded;
}
