/**
 * What a workspace may do now: its version (from its subscriptions, kept on the workspace's row
 * as `version` and `expiresAt`), that version's limits in the catalogue, and the add-ons active
 * now on top of them. Other domains ask here (through `workspaces/limits.ts`); this module reads
 * only billing's own tables, so that it imports nothing that imports it.
 */
import DataLoader from 'dataloader';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { billingPrices, billingSubscriptions, billingVersions, type AddonKind, type Version } from './tables.ts';
import type { Limits, Plan, WorkspacePlanRow } from './ports.ts';

type Db = Pick<Database, 'select'>;

/** What a version allows when the catalogue lacks it (it is seeded by a migration, so only a broken database). */
const FALLBACK: Limits = { members: 10, documents: 1_000, chatsPerDay: 100, aiModel: true };

/** The version in force: the one on the row until it expires, free after. */
export function effectiveVersion(row: Pick<WorkspacePlanRow, 'version' | 'expiresAt'>, now: Date): Version {
  return row.expiresAt && row.expiresAt <= now ? 'free' : row.version;
}

/** The catalogue's versions in order (free first), with their limits. */
export async function catalogueVersions(db: Db) {
  return db.select().from(billingVersions).orderBy(asc(billingVersions.position));
}

/** The catalogue's active prices. */
export async function cataloguePrices(db: Db) {
  return db.select().from(billingPrices).where(eq(billingPrices.active, true)).orderBy(asc(billingPrices.item), asc(billingPrices.amountFen));
}

/** Add-on subscriptions active at `now`, summed by kind, for each workspace asked about. */
async function activeAddons(db: Db, workspaceIds: readonly string[], now: Date) {
  const rows = await db
    .select({ workspaceId: billingSubscriptions.workspaceId, item: billingSubscriptions.item, quantity: billingSubscriptions.quantity })
    .from(billingSubscriptions)
    .where(
      and(
        inArray(billingSubscriptions.workspaceId, [...workspaceIds]),
        inArray(billingSubscriptions.item, ['chats', 'documents', 'members']),
        isNull(billingSubscriptions.revokedAt),
        lte(billingSubscriptions.startsAt, now),
        or(isNull(billingSubscriptions.endsAt), gt(billingSubscriptions.endsAt, now)),
      ),
    );
  const sums = new Map<string, Record<AddonKind, number>>();
  for (const row of rows) {
    const sum = sums.get(row.workspaceId) ?? { chats: 0, documents: 0, members: 0 };
    sum[row.item as AddonKind] += row.quantity;
    sums.set(row.workspaceId, sum);
  }
  return (id: string) => sums.get(id) ?? { chats: 0, documents: 0, members: 0 };
}

function planFrom(row: WorkspacePlanRow, versions: (typeof billingVersions.$inferSelect)[], addons: Record<AddonKind, number>, now: Date): Plan {
  const version = effectiveVersion(row, now);
  const base = versions.find((v) => v.version === version) ?? FALLBACK;
  return {
    version,
    expiresAt: version === 'free' ? null : row.expiresAt,
    addons,
    limits: {
      members: base.members + addons.members,
      documents: base.documents + addons.documents,
      chatsPerDay: base.chatsPerDay + addons.chats,
      aiModel: base.aiModel,
    },
  };
}

/** The plan of one workspace (its row as read by the caller, under whatever lock it holds). */
export async function planOf(db: Db, row: WorkspacePlanRow, now: Date): Promise<Plan> {
  const [versions, addons] = await Promise.all([catalogueVersions(db), activeAddons(db, [row.id], now)]);
  return planFrom(row, versions, addons(row.id), now);
}

/**
 * The plans of all the workspaces one request shows, read at once: the request's loader
 * (`graphql/loaders.ts`), keyed by the row as read so a row read again after a change is not
 * answered from before it.
 */
export function workspacePlans(db: Database, now: Date) {
  return new DataLoader<WorkspacePlanRow, Plan, string>(
    async (rows) => {
      const [versions, addons] = await Promise.all([catalogueVersions(db), activeAddons(db, rows.map((r) => r.id), now)]);
      return rows.map((row) => planFrom(row, versions, addons(row.id), now));
    },
    { cacheKeyFn: (row) => `${row.id}:${row.version}:${row.expiresAt?.getTime() ?? ''}` },
  );
}
