import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { documents } from './tables.ts';

/**
 * Which content of a document the search index holds (`indexed_hash` against `content_hash`): the
 * search domain indexes documents, this domain owns them and records what was indexed.
 */

/** Records that the index holds this content of the document. */
export async function markIndexed(db: Pick<Database, 'update'>, doc: { workspaceId: string; id: string; contentHash: string }) {
  await db
    .update(documents)
    .set({ indexedHash: doc.contentHash })
    .where(and(eq(documents.workspaceId, doc.workspaceId), eq(documents.id, doc.id)));
}

/** Up to `limit` documents whose content the index does not hold yet (new content, or after an upgrade). */
export function documentsNotIndexed(db: Pick<Database, 'select'>, limit: number) {
  return db
    .select()
    .from(documents)
    .where(sql`${documents.indexedHash} is distinct from ${documents.contentHash}`)
    .limit(limit);
}
