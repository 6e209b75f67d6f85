import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { workspacesPastExpiry } from '../workspaces/limits.ts';
import type { BillingConfig } from '../config.ts';
import { billingFor } from './service.ts';
import { recordAlipayPayment } from './checkout.ts';
import { OrderTransitionError, SYSTEM, transition } from './orders.ts';
import { refreshVersion } from './subscriptions.ts';
import { billingOrders } from './tables.ts';
import type { Billing } from './ports.ts';

export type SweepDeps = { db: Database; billing: Billing; log: Logger };

/**
 * Billing's scheduled work (the job queue runs it, `BILLING_SWEEP_CRON`): unpaid orders past their
 * time expire; workspaces whose version ran out take the version their subscriptions give now
 * (free when none: nothing of theirs is deleted); and Alipay is asked about every recent order
 * whose buyer went to pay there and whose notify never came (`alipay.trade.query`), so a paid
 * order is completed even when the notify was lost; and Alipay refunds it did not accept yet are
 * asked for again.
 */
export async function sweepBilling(deps: SweepDeps, now: Date) {
  const reconciled = await reconcileAlipay(deps, now);
  const refunded = deps.billing.alipay ? await retryAlipayRefunds(deps.db, deps.billing.alipay, now) : 0;
  const expired = await expireOrders(deps.db, now);
  let refreshed = 0;
  for (const workspaceId of await workspacesPastExpiry(deps.db, now)) {
    await deps.db.transaction((tx) => refreshVersion(tx, workspaceId, now));
    refreshed++;
  }
  return { expired, reconciled, refunded, refreshed };
}

async function reconcileAlipay(deps: SweepDeps, now: Date) {
  const alipay = deps.billing.alipay;
  if (!alipay) return 0;
  let reconciled = 0;
  for (const order of await ordersToReconcile(deps.db, now)) {
    try {
      const trade = await alipay.query(order.number);
      if (trade.status !== 'paid' || !trade.tradeNo || trade.amountFen === null) continue;
      const outcome = await recordAlipayPayment(deps.db, { number: order.number, tradeNo: trade.tradeNo, amountFen: trade.amountFen, appId: alipay.appId }, now);
      if (outcome === 'paid') {
        reconciled++;
        deps.log.warn({ order: order.number, tradeNo: trade.tradeNo }, 'alipay payment found by reconciliation (its notify never came)');
      } else if (outcome !== 'alreadyPaid') {
        deps.log.error({ order: order.number, tradeNo: trade.tradeNo, outcome }, 'alipay reports a payment that does not match the order');
      }
    } catch (error) {
      deps.log.warn({ err: error, order: order.number }, 'alipay trade query failed');
    }
  }
  return reconciled;
}

/** Billing's scheduled work as the job queue takes it (`apps/queue.ts`), for the server and for separate workers. */
export function billingSchedules(deps: Omit<SweepDeps, 'billing'> & { config: BillingConfig; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return [{ queue: 'billing-sweep', cron: deps.config.sweepCron, run: () => sweepBilling({ db: deps.db, log: deps.log, billing: billingFor(deps.config) }, clock()) }];
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
