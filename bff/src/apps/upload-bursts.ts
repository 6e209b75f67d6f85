import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appFiles } from './tables.ts';

// A file app's uploads come in bursts: each asks for a run at once (`addAppFile`), and a burst is
// taken in by as few runs as it can, one at a time per app (`follow-up.ts` queues the next).

/** Uploads this far apart are one burst: a run lists the app's files once they stop for this long. */
const QUIET_MS = 1_500;
/** A run waits for a burst at most this long, then lists what has arrived (the rest follow). */
const MAX_WAIT_MS = 20_000;

/**
 * Waits, before a run lists a file app's files, until no file has arrived for a moment: the files
 * a person drops together are uploaded one request after another, and each asks for a run.
 */
export async function uploadsSettled(db: Database, app: { workspaceId: string; appId: string }, signal: AbortSignal) {
  const deadline = Date.now() + MAX_WAIT_MS;
  while (!signal.aborted && Date.now() < deadline) {
    // Measured by the database's clock, which stamped the files.
    const [latest] = await db
      .select({ sinceMs: sql<number | null>`(extract(epoch from now() - max(${appFiles.createdAt})) * 1000)::float8` })
      .from(appFiles)
      .where(and(eq(appFiles.workspaceId, app.workspaceId), eq(appFiles.appId, app.appId)));
    const since = latest?.sinceMs;
    if (since == null || since >= QUIET_MS) return;
    await sleep(Math.min(QUIET_MS - since, deadline - Date.now()) + 10, undefined, { signal }).catch(() => {});
  }
}
