import { createHash } from 'node:crypto';
import { apps, documents } from '../../bff/src/apps/tables.ts';
import type { Database } from '../../bff/src/db/client.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { chunkRows, writeChunks } from '../../bff/src/search/indexer.ts';
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
