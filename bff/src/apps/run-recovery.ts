import { and, eq, lt, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client.ts';
import { syncRuns } from './tables.ts';

// Runs no worker holds any more, found by the queue's periodic check and queued again.

/**
 * Running runs whose worker stopped beating go back to the queue, to be resumed from their
 * checkpoint. The update claims them, so of several processes checking at once one wins each.
 */
export async function reclaimOrphanedRuns(db: Database, staleSeconds: number) {
  return db
    .update(syncRuns)
    .set({ status: 'queued', workerId: null })
    .where(and(eq(syncRuns.status, 'running'), lt(syncRuns.heartbeatAt, sql`now() - make_interval(secs => ${staleSeconds})`)))
    .returning({ workspaceId: syncRuns.workspaceId, runId: syncRuns.id });
}

/**
 * Queued runs that no job will ever pick up: their job was never sent (the process stopped
 * between recording the run and queueing it) or gave up before claiming it. Left alone, such a
 * run would hold its app at "sync pending" and block every later run of it.
 */
export async function unqueuedRuns(db: Database, queueSchema: string, queue: string, graceSeconds: number) {
  return rowsOf<{ workspaceId: string; runId: string }>(
    await db.execute(sql`
      select ${syncRuns.workspaceId} as "workspaceId", ${syncRuns.id} as "runId" from ${syncRuns}
      where ${syncRuns.status} = 'queued' and ${syncRuns.createdAt} < now() - make_interval(secs => ${graceSeconds})
        and not exists (
          select 1 from ${sql.identifier(queueSchema)}.job j
          where j.name = ${queue} and j.state < 'completed' and j.data->>'runId' = ${syncRuns.id}::text)`),
  );
}
