import { and, eq, sql } from 'drizzle-orm';
import { documents } from '../apps/tables.ts';
import type { Database } from '../db/client.ts';
import { chunkText } from './chunk.ts';
import { searchChunks } from './tables.ts';
import { tsvectorOf } from './tokenize.ts';

type Executor = Pick<Database, 'insert' | 'delete' | 'update'>;

export type IndexableDocument = {
  workspaceId: string;
  id: string;
  appId: string;
  title: string;
  text: string;
  restricted: boolean;
  contentHash: string;
};

/** The rows a document's chunks become (computed outside any transaction: it is CPU work). */
export function chunkRows(doc: IndexableDocument) {
  return chunkText(doc.text).map((chunk) => ({
    workspaceId: doc.workspaceId,
    documentId: doc.id,
    appId: doc.appId,
    restricted: doc.restricted,
    ordinal: chunk.ordinal,
    heading: chunk.heading,
    text: chunk.text,
    tsv: tsvectorOf([
      { text: doc.title, weight: 'A' },
      ...(chunk.heading ? [{ text: chunk.heading, weight: 'B' as const }] : []),
      { text: chunk.text, weight: 'D' },
    ]),
  }));
}

/** Replaces a document's chunks in one batch and records which content the index holds. */
export async function writeChunks(db: Executor, doc: IndexableDocument, rows = chunkRows(doc)) {
  await db.delete(searchChunks).where(and(eq(searchChunks.workspaceId, doc.workspaceId), eq(searchChunks.documentId, doc.id)));
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(searchChunks).values(rows.slice(i, i + 200).map((row) => ({ ...row, tsv: sql`${row.tsv}::tsvector` as unknown as string })));
  }
  await db
    .update(documents)
    .set({ indexedHash: doc.contentHash })
    .where(and(eq(documents.workspaceId, doc.workspaceId), eq(documents.id, doc.id)));
}

/** Indexes documents whose content the index does not hold yet (after an upgrade, say). */
export async function indexPending(db: Database, batch = 50): Promise<number> {
  let done = 0;
  for (;;) {
    const pending = await db
      .select()
      .from(documents)
      .where(sql`${documents.indexedHash} is distinct from ${documents.contentHash}`)
      .limit(batch);
    if (pending.length === 0) return done;
    for (const doc of pending) await db.transaction((tx) => writeChunks(tx, doc));
    done += pending.length;
  }
}
