import DataLoader from 'dataloader';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { ActingMember } from '../request/viewer.ts';
import { appFiles, documents, syncItemErrors, syncRuns } from './tables.ts';
import type { FileIndexState } from './ports.ts';

/** The index states of the files asked for in a response, in one statement (a request's loader). */
export function fileIndexStates(db: Database, actor: ActingMember | null) {
  return new DataLoader<string, FileIndexState | null>(async (ids) => {
    if (!actor) return ids.map(() => null);
    // A select list names its table's columns unqualified, which a subquery would take for its own:
    // the file is named in full there.
    const file = { workspaceId: sql.raw('"app_files"."workspace_id"'), appId: sql.raw('"app_files"."app_id"'), id: sql.raw('"app_files"."id"'), sha256: sql.raw('"app_files"."sha256"') };
    const lastRun = sql`(select r.id from ${syncRuns} r
      where r.workspace_id = ${file.workspaceId} and r.app_id = ${file.appId} and r.status in ('succeeded', 'failed')
      order by r.created_at desc limit 1)`;
    const rows = await db
      .select({
        id: appFiles.id,
        indexed: sql<boolean>`exists (select 1 from ${documents} d
          where d.workspace_id = ${file.workspaceId} and d.app_id = ${file.appId} and d.external_id = ${file.id}::text and d.source_version = ${file.sha256})`,
        running: sql<boolean>`exists (select 1 from ${syncRuns} r
          where r.workspace_id = ${file.workspaceId} and r.app_id = ${file.appId} and r.status in ('queued', 'running'))`,
        error: sql<{ key: string; detail: string | null } | null>`(select json_build_object('key', e.error_key, 'detail', e.error_detail) from ${syncItemErrors} e
          where e.workspace_id = ${file.workspaceId} and e.run_id = ${lastRun} and e.external_id = ${file.id}::text)`,
      })
      .from(appFiles)
      .where(and(eq(appFiles.workspaceId, actor.workspaceId), inArray(appFiles.id, [...ids])));
    const byId = new Map(
      rows.map((row): [string, FileIndexState] => {
        const state = row.indexed ? 'searchable' : row.running ? 'indexing' : row.error ? 'failed' : 'not_indexed';
        const error = state === 'failed' ? row.error : null;
        return [row.id, { state, errorKey: (error?.key as MessageKey | undefined) ?? null, errorDetail: error?.detail ?? null }];
      }),
    );
    return ids.map((id) => byId.get(id) ?? null);
  });
}
