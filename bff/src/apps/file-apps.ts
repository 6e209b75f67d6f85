import type { Database } from '../db/client.ts';
import type { Jobs } from './ports.ts';
import { storeAppFile } from './service.ts';
import { apps, syncRuns } from './tables.ts';

/**
 * A workspace-wide file app the server sets up itself (the demo's handbook), holding the given
 * files, with its first sync queued like any other: readable by every member, synced on request.
 */
export async function createFileApp(
  db: Database,
  setup: { uploadDir: string; jobs: Jobs },
  app: { workspaceId: string; createdBy: string; title: string; files: { name: string; bytes: Buffer }[] },
) {
  const [created] = await db
    .insert(apps)
    .values({
      workspaceId: app.workspaceId,
      connectorKey: 'files',
      scope: 'workspace',
      createdBy: app.createdBy,
      title: app.title,
      authType: 'none',
      dataPermission: 'all_members',
      protectedPermission: 'match_app',
      autoSync: false,
    })
    .returning();
  for (const file of app.files) await storeAppFile(db, setup.uploadDir, created!, file, app.createdBy);
  const [run] = await db.insert(syncRuns).values({ workspaceId: app.workspaceId, appId: created!.id, trigger: 'manual', requestedBy: app.createdBy }).returning();
  await setup.jobs.enqueueSync({ workspaceId: app.workspaceId, runId: run!.id });
  return created!;
}
