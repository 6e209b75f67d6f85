import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { apps, documents } from '../../bff/src/apps/tables.ts';
import { rowsOf, type Database } from '../../bff/src/db/client.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { chunkRows, writeChunks } from '../../bff/src/search/indexer.ts';
import { searchChunks } from '../../bff/src/search/tables.ts';
import { workspaces } from '../../bff/src/workspaces/tables.ts';
import { createWorkspace } from '../../bff/src/workspaces/service.ts';

/** A workspace with its creator and one app to hold benchmark or evaluation documents. */
export async function workspaceWithApp(db: Database, name: string) {
  const [creator] = await db
    .insert(users)
    .values({ displayName: `${name} creator`, username: `u_${createHash('sha1').update(name).digest('hex').slice(0, 10)}`, isActive: true })
    .returning();
  const workspace = await createWorkspace(db, { name, creator: creator! });
  const [app] = await db
    .insert(apps)
    .values({
      workspaceId: workspace.id,
      connectorKey: 'files',
      scope: 'workspace',
      createdBy: creator!.id,
      title: `${name} docs`,
      authType: 'none',
      dataPermission: 'all_members',
      protectedPermission: 'match_app',
      autoSync: false,
    })
    .returning();
  return { workspace, creator: creator!, app: app! };
}

export type Space = Awaited<ReturnType<typeof workspaceWithApp>>;

/**
 * A kept benchmark database's workspaces (`Bench <i> …`, made by `workspaceWithApp`), in the order
 * they were made, with their creators and apps, and how many chunks each holds.
 */
export async function keptSpaces(db: Database): Promise<{ spaces: Space[]; sizes: number[] }> {
  const rows = rowsOf<{ workspace_id: string; user_id: string; app_id: string; chunks: number }>(
    await db.execute(sql`select w.id as workspace_id, u.id as user_id, a.id as app_id, (select count(*)::int from ${searchChunks} c where c.workspace_id = w.id) as chunks
      from ${workspaces} w join ${users} u on u.display_name = w.name || ' creator' join ${apps} a on a.workspace_id = w.id
      where w.name like 'Bench %' order by split_part(w.name, ' ', 2)::int`),
  );
  const spaces = await Promise.all(
    rows.map(async (row) => ({
      workspace: (await db.select().from(workspaces).where(eq(workspaces.id, row.workspace_id)))[0]!,
      creator: (await db.select().from(users).where(eq(users.id, row.user_id)))[0]!,
      app: (await db.select().from(apps).where(eq(apps.id, row.app_id)))[0]!,
    })),
  );
  return { spaces, sizes: rows.map((row) => row.chunks) };
}

/** Stores documents and indexes them exactly as a sync does. */
export async function ingest(
  db: Database,
  target: { workspaceId: string; appId: string },
  docs: { externalId: string; title: string; text: string; sourceType: string; updatedAt?: Date }[],
) {
  const ids: string[] = [];
  for (const doc of docs) {
    const contentHash = createHash('sha256').update(doc.title + doc.text).digest('hex');
    const [row] = await db
      .insert(documents)
      .values({ ...target, externalId: doc.externalId, title: doc.title, text: doc.text, sourceType: doc.sourceType, contentHash, ...(doc.updatedAt && { updatedAt: doc.updatedAt }) })
      .returning({ id: documents.id, updatedAt: documents.updatedAt });
    const indexable = { ...target, id: row!.id, title: doc.title, text: doc.text, restricted: false, readerSetId: null, sourceType: doc.sourceType, updatedAt: row!.updatedAt, contentHash };
    const rows = await chunkRows(indexable);
    await db.transaction((tx) => writeChunks(tx, indexable, rows));
    ids.push(row!.id);
  }
  return ids;
}
