import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { withoutNul } from '../validation/nul.ts';
import { syncItemErrors, syncRuns, type SyncRun } from './tables.ts';


/**
 * An item's key as its error records it: a very long one (a page's address of thousands of
 * characters, which may be why it failed) is cut and told apart by its hash, since the key is
 * unique per run in an index whose rows hold at most 2,704 bytes.
 */
const errorKey = (externalId: string) =>
  externalId.length <= 500 ? externalId : `${externalId.slice(0, 400)}…${createHash('sha256').update(externalId).digest('hex')}`;

/** Records an item of a run as failed, with its reason, and counts it in the run's `failed` once. */
export async function recordItemError(tx: Transaction, run: SyncRun, externalId: string, title: string | null, key: MessageKey, detail?: string) {
  const inserted = await tx
    .insert(syncItemErrors)
    .values({ workspaceId: run.workspaceId, runId: run.id, externalId: errorKey(externalId), title: title && withoutNul(title), errorKey: key, errorDetail: detail && withoutNul(detail).slice(0, 1000) })
    .onConflictDoNothing()
    .returning({ id: syncItemErrors.id });
  if (inserted.length > 0) {
    await tx
      .update(syncRuns)
      .set({ failed: sql`${syncRuns.failed} + 1`, heartbeatAt: sql`now()` })
      .where(and(eq(syncRuns.workspaceId, run.workspaceId), eq(syncRuns.id, run.id)));
  }
}
