/**
 * Subscriptions: what a workspace holds, and how they set its version and expiry. Every change to
 * them refreshes the workspace's row in the same transaction (`refreshVersion`), and the sweep
 * refreshes workspaces whose expiry passed, so the version, expiry and limits always move together.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { creditChats, lockWorkspace, setWorkspaceVersion, workspaceVersionRow } from '../workspaces/limits.ts';
import { periodEnd } from './periods.ts';
import { billingSubscriptions, VERSIONS, type Item, type Period, type SubscriptionSource, type Version } from './tables.ts';

export type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export const isVersion = (item: string): item is Exclude<Version, 'free'> => item === 'team' || item === 'enterprise' || item === 'ultimate';
export const rankOf = (version: Version) => VERSIONS.indexOf(version);

const activeAt = (now: Date) =>
  and(isNull(billingSubscriptions.revokedAt), or(isNull(billingSubscriptions.endsAt), gt(billingSubscriptions.endsAt, now)));

/** The workspace's version subscriptions not revoked (past, present and queued). */
async function versionSubscriptions(tx: Pick<Database, 'select'>, workspaceId: string) {
  return tx
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.workspaceId, workspaceId), inArray(billingSubscriptions.item, ['team', 'enterprise', 'ultimate']), isNull(billingSubscriptions.revokedAt)));
}

/**
 * Sets the workspace's version and expiry from its subscriptions at `now`: the highest version
 * held now, until the end of the unbroken run of that version's subscriptions (null: permanent).
 * Nothing held now: free. A workspace that never had a subscription keeps a version given by
 * hand until its expiry passes.
 */
export async function refreshVersion(tx: Tx, workspaceId: string, now: Date) {
  const subs = await versionSubscriptions(tx, workspaceId);
  const active = subs.filter((s) => s.startsAt <= now && (s.endsAt === null || s.endsAt > now));
  if (active.length === 0) {
    const row = await workspaceVersionRow(tx, workspaceId);
    if (!row) return;
    // Subscriptions set the version once there were any (a refunded one too); a version given by hand runs to its expiry.
    const [ever] = subs.length > 0 ? [subs[0]] : await tx.select({ id: billingSubscriptions.id }).from(billingSubscriptions).where(and(eq(billingSubscriptions.workspaceId, workspaceId), inArray(billingSubscriptions.item, ['team', 'enterprise', 'ultimate']))).limit(1);
    if (ever || (row.expiresAt && row.expiresAt <= now)) {
      if (row.version !== 'free' || row.expiresAt !== null) await setWorkspaceVersion(tx, workspaceId, 'free', null);
    }
    return;
  }
  const top = active.reduce((best, s) => (rankOf(s.item as Version) > rankOf(best) ? (s.item as Version) : best), 'free' as Version);
  const same = subs.filter((s) => s.item === top);
  let until: Date | null = now;
  for (;;) {
    const covering: typeof same = same.filter((s) => s.startsAt <= until! && (s.endsAt === null || s.endsAt > until!));
    if (covering.some((s) => s.endsAt === null)) {
      until = null;
      break;
    }
    const next = covering.reduce<Date | null>((max, s) => (!max || s.endsAt! > max ? s.endsAt : max), null);
    if (!next) break;
    until = next;
  }
  await setWorkspaceVersion(tx, workspaceId, top, until);
}

/**
 * When a new subscription of `item` begins: a version starts after the unbroken run of the same or
 * a higher version held from now (a renewal extends; a lower version waits its turn), an add-on now.
 */
async function startOf(tx: Tx, workspaceId: string, item: Item, now: Date): Promise<Date | null> {
  if (!isVersion(item)) return now;
  const subs = (await versionSubscriptions(tx, workspaceId)).filter((s) => rankOf(s.item as Version) >= rankOf(item));
  let start = now;
  for (;;) {
    const covering = subs.filter((s) => s.startsAt <= start && (s.endsAt === null || s.endsAt > start));
    if (covering.some((s) => s.endsAt === null)) return null;
    const next = covering.reduce<Date | null>((max, s) => (!max || s.endsAt! > max ? s.endsAt : max), null);
    if (!next) return start;
    start = next;
  }
}

export type Grant = {
  workspaceId: string;
  item: Item;
  period: Period;
  periods: number;
  /** An add-on's size; 0 for a version. */
  quantity: number;
  source: SubscriptionSource;
  orderId: string | null;
  name: string;
  detail: string;
  now: Date;
  /** An upgrade ends the lower versions it replaced (their remainder was credited); needs the order. */
  replacesLower?: boolean;
};

/**
 * Records a subscription and sets the workspace's version, expiry and limits from it, under the
 * workspace's lock. One per order, whatever calls twice (a unique index on the order).
 */
export async function grantSubscription(tx: Tx, grant: Grant) {
  await lockWorkspace(tx, grant.workspaceId);
  if (grant.replacesLower && grant.orderId && isVersion(grant.item)) {
    const lower = (['team', 'enterprise', 'ultimate'] as const).filter((v) => rankOf(v) < rankOf(grant.item as Version));
    // Running ones end now; queued ones never start. Gifts are not credited and run on. Each keeps
    // the end it had, for a refund of the upgrade to give back.
    await tx
      .update(billingSubscriptions)
      .set({ endsAt: grant.now, replacedByOrderId: grant.orderId, replacedEndsAt: sql`${billingSubscriptions.endsAt}` })
      .where(
        and(
          eq(billingSubscriptions.workspaceId, grant.workspaceId),
          inArray(billingSubscriptions.item, lower),
          isNotNull(billingSubscriptions.orderId),
          lt(billingSubscriptions.startsAt, grant.now),
          activeAt(grant.now),
        ),
      );
    await tx
      .update(billingSubscriptions)
      .set({ revokedAt: grant.now, replacedByOrderId: grant.orderId, replacedEndsAt: sql`${billingSubscriptions.endsAt}` })
      .where(
        and(
          eq(billingSubscriptions.workspaceId, grant.workspaceId),
          inArray(billingSubscriptions.item, lower),
          isNotNull(billingSubscriptions.orderId),
          gt(billingSubscriptions.startsAt, grant.now),
          isNull(billingSubscriptions.revokedAt),
        ),
      );
  }
  const start = await startOf(tx, grant.workspaceId, grant.item, grant.now);
  // Behind a permanent version there is nothing to wait for: the purchase runs from now, beside it.
  const startsAt = start ?? grant.now;
  const [row] = await tx
    .insert(billingSubscriptions)
    .values({
      workspaceId: grant.workspaceId,
      item: grant.item,
      quantity: grant.quantity,
      name: grant.name,
      detail: grant.detail,
      source: grant.source,
      orderId: grant.orderId,
      startsAt,
      endsAt: periodEnd(startsAt, grant.period, grant.periods),
      purchasedAt: grant.now,
    })
    .onConflictDoNothing()
    .returning();
  await refreshVersion(tx, grant.workspaceId, grant.now);
  return row ?? null;
}

/**
 * Ends an order's subscription at once (a refund), and sets the workspace's version from what
 * remains. The refund of an upgrade returns only what was paid beyond the credit, so the lower
 * versions it replaced get their time back: each runs to the end it had (or starts as it was
 * queued to), unless its own order was refunded since.
 */
export async function revokeOrderSubscription(tx: Tx, workspaceId: string, orderId: string, now: Date) {
  await lockWorkspace(tx, workspaceId);
  const own = and(eq(billingSubscriptions.workspaceId, workspaceId), eq(billingSubscriptions.orderId, orderId));
  await tx.update(billingSubscriptions).set({ revokedAt: now, replacedByOrderId: null, replacedEndsAt: null }).where(and(own, isNull(billingSubscriptions.revokedAt)));
  // Already ended by an upgrade: refunded now, so the upgrade's refund must not bring it back.
  await tx.update(billingSubscriptions).set({ replacedByOrderId: null, replacedEndsAt: null }).where(and(own, isNotNull(billingSubscriptions.replacedByOrderId)));
  await tx
    .update(billingSubscriptions)
    .set({ endsAt: sql`${billingSubscriptions.replacedEndsAt}`, revokedAt: null, replacedByOrderId: null, replacedEndsAt: null })
    .where(and(eq(billingSubscriptions.workspaceId, workspaceId), eq(billingSubscriptions.replacedByOrderId, orderId)));
  await refreshVersion(tx, workspaceId, now);
}

/** Chats credited once to the workspace (an invitation's reward), recorded as a gift subscription. */
export async function grantChatCredits(tx: Tx, input: { workspaceId: string; chats: number; name: string; detail: string; now: Date }) {
  await creditChats(tx, input.workspaceId, input.chats);
  await tx.insert(billingSubscriptions).values({
    workspaceId: input.workspaceId,
    item: 'chats',
    quantity: 0,
    creditedChats: input.chats,
    name: input.name,
    detail: input.detail,
    source: 'gift',
    startsAt: input.now,
    endsAt: null,
    purchasedAt: input.now,
  });
}
