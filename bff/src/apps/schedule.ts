import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { timeZoneOf } from '../workspaces/time-zone.ts';
import { apps, syncRuns } from './tables.ts';

/** The hour of the night (workspace time) when auto-sync apps sync. */
export const NIGHTLY_HOUR = 2;

/**
 * Queues the nightly run of every auto-sync app whose workspace is in its night hour now and has
 * not had tonight's run yet. Checked every few minutes, so a process that was down at 02:00
 * still catches up within the hour, and several processes checking at once queue each run once.
 */
export async function enqueueNightlySyncs(
  db: Database,
  now: Date,
  enqueue: (job: { workspaceId: string; runId: string }) => Promise<void>,
): Promise<number> {
  const timeZone = timeZoneOf(apps.workspaceId);
  const localNow = sql`(${now.toISOString()}::timestamptz at time zone ${timeZone})`;
  const due = await db
    .select({ workspaceId: apps.workspaceId, appId: apps.id })
    .from(apps)
    .where(
      and(
        eq(apps.autoSync, true),
        sql`extract(hour from ${localNow}) = ${NIGHTLY_HOUR}`,
        sql`not exists (select 1 from ${syncRuns} r where r.workspace_id = ${apps.workspaceId} and r.app_id = ${apps.id}
          and r.trigger = 'nightly' and (r.created_at at time zone ${timeZone})::date = ${localNow}::date)`,
      ),
    );
  let queued = 0;
  for (const app of due) {
    const [run] = await db
      .insert(syncRuns)
      .values({ workspaceId: app.workspaceId, appId: app.appId, trigger: 'nightly', createdAt: now })
      .onConflictDoNothing()
      .returning({ id: syncRuns.id });
    if (!run) continue; // a run of this app is already queued or running
    await db.update(apps).set({ syncStatus: 'pending' }).where(and(eq(apps.workspaceId, app.workspaceId), eq(apps.id, app.appId)));
    await enqueue({ workspaceId: app.workspaceId, runId: run.id });
    queued += 1;
  }
  return queued;
}
