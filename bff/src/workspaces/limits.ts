import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { planOf } from '../billing/plan.ts';
import { workspaces } from './tables.ts';
import type { Version } from './versions.ts';
import type { Plan } from '../billing/ports.ts';

/**
 * What a workspace's plan allows it now: its version's limits in billing's catalogue plus its
 * active add-ons (a workspace gone allows what the free version does).
 */
export async function workspacePlan(db: Pick<Database, 'select'>, workspaceId: string, now: Date = new Date()): Promise<Plan> {
  const [row] = await db.select({ id: workspaces.id, version: workspaces.version, expiresAt: workspaces.expiresAt }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  return planOf(db, row ?? { id: workspaceId, version: 'free', expiresAt: null }, now);
}

/** The limits of the workspace's plan now. */
export async function workspaceLimits(db: Pick<Database, 'select'>, workspaceId: string, now: Date = new Date()) {
  return (await workspacePlan(db, workspaceId, now)).limits;
}

/**
 * Locks the workspace's row until the transaction ends, so that writers counting against its
 * limits (syncs of its apps near the document limit) take turns.
 */
export async function lockWorkspace(tx: Pick<Database, 'select'>, workspaceId: string) {
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
}

/** The version and expiry on the workspace's row, as billing's subscriptions set them. */
export async function setWorkspaceVersion(tx: Pick<Database, 'update'>, workspaceId: string, version: Version, expiresAt: Date | null) {
  await tx.update(workspaces).set({ version, expiresAt }).where(eq(workspaces.id, workspaceId));
}

/** The version and expiry on the workspace's row (under the caller's lock, if any). */
export async function workspaceVersionRow(tx: Pick<Database, 'select'>, workspaceId: string) {
  const [row] = await tx.select({ id: workspaces.id, version: workspaces.version, expiresAt: workspaces.expiresAt }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  return row ?? null;
}

/** Adds chats to the workspace's earned chats (invitation rewards, gifts), spent after the daily allowance. */
export async function creditChats(tx: Pick<Database, 'update'>, workspaceId: string, chats: number) {
  await tx.update(workspaces).set({ chatCredits: sql`${workspaces.chatCredits} + ${chats}` }).where(eq(workspaces.id, workspaceId));
}

/** Workspaces whose version's expiry has passed and still show a paid version (billing's sweep sets them again). */
export async function workspacesPastExpiry(db: Pick<Database, 'select'>, now: Date) {
  const rows = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(ne(workspaces.version, 'free'), lte(workspaces.expiresAt, now)));
  return rows.map((row) => row.id);
}
