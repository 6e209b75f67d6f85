/** The price of an order now, and the credit an upgrade earns: read-only, shared by buyers and operators. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ValidationError } from '../request/errors.ts';
import { workspacePlan } from '../workspaces/limits.ts';
import type { Tx } from './orders.ts';
import { MAX_PERIODS } from './periods.ts';
import { isVersion, rankOf } from './subscriptions.ts';
import { billingOrders, billingPrices, billingSubscriptions, type Item, type Period, type Version } from './tables.ts';

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
