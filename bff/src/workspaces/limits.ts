import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { workspaces } from './tables.ts';
import { VERSION_LIMITS } from './versions.ts';

/** What a workspace's version allows it (a workspace gone allows what the free version does). */
export async function workspaceLimits(db: Pick<Database, 'select'>, workspaceId: string) {
  const [row] = await db.select({ version: workspaces.version }).from(workspaces).where(eq(workspaces.id, workspaceId)).limit(1);
  return VERSION_LIMITS[row?.version ?? 'free'];
}

/**
 * Locks the workspace's row until the transaction ends, so that writers counting against its
 * limits (syncs of its apps near the document limit) take turns.
 */
export async function lockWorkspace(tx: Pick<Database, 'select'>, workspaceId: string) {
  await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
}
