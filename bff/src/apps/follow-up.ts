import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { PubSub } from '../request/pubsub.ts';
import type { Jobs } from './ports.ts';
import { requestSync } from './service.ts';
import { appFiles, documents, syncItemErrors, syncRuns } from './tables.ts';

/**
 * After a file app's run succeeded: when files arrived after it listed the app's files (they have
 * no document of their content and no error in this run), the next run is queued for them, unless
 * one is already. Their uploads asked for a sync while this run was under way, and were answered
 * with it: this is how they are not lost.
 */
export async function followUpUploads(deps: { db: Database; pubsub: PubSub }, jobs: Pick<Jobs, 'enqueueSync'>, ref: { workspaceId: string; runId: string }) {
  const [run] = await deps.db
    .select({ workspaceId: syncRuns.workspaceId, appId: syncRuns.appId })
    .from(syncRuns)
    .where(
      and(
        eq(syncRuns.workspaceId, ref.workspaceId),
        eq(syncRuns.id, ref.runId),
        eq(syncRuns.status, 'succeeded'),
        sql`exists (select 1 from ${appFiles} f
          where f.workspace_id = ${syncRuns.workspaceId} and f.app_id = ${syncRuns.appId}
            and not exists (select 1 from ${documents} d
              where d.workspace_id = f.workspace_id and d.app_id = f.app_id and d.external_id = f.id::text and d.source_version = f.sha256)
            and not exists (select 1 from ${syncItemErrors} e
              where e.workspace_id = f.workspace_id and e.run_id = ${syncRuns.id} and e.external_id = f.id::text))`,
      ),
    );
  if (!run) return null;
  return requestSync(deps, jobs, { workspaceId: run.workspaceId, id: run.appId }, 'upload', null);
}
