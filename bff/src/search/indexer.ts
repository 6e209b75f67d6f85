import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { documents } from '../apps/tables.ts';
import type { Database } from '../db/client.ts';
import { chunkText } from './chunk.ts';
import { IMPACT_FLOOR } from './impacts.ts';
import { searchChunks, searchImpacts } from './tables.ts';
import { indexTerms, type Impact } from './tokenize.ts';

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

export type ChunkRow = typeof searchChunks.$inferInsert & { id: string; tsv: string; impacts: Impact[] };

/** The rows a document's chunks become (computed outside any transaction: it is CPU work). */
export function chunkRows(doc: IndexableDocument): ChunkRow[] {
  return chunkText(doc.text).map((chunk) => {
    const { tsv, impacts } = indexTerms([
      { text: doc.title, weight: 'A' },
      ...(chunk.heading ? [{ text: chunk.heading, weight: 'B' as const }] : []),
      { text: chunk.text, weight: 'D' },
    ]);
    return {
      workspaceId: doc.workspaceId,
      // Made here so that the chunk's impacts can name it in the same batch.
      id: randomUUID(),
      documentId: doc.id,
      appId: doc.appId,
      restricted: doc.restricted,
      ordinal: chunk.ordinal,
      heading: chunk.heading,
      text: chunk.text,
      tsv,
      impacts: impacts.filter((entry) => entry.impact >= IMPACT_FLOOR),
    };
  });
}

/** Writes chunks and their impacts, in batches (a statement has at most 65,535 parameters). */
export async function insertChunks(db: Pick<Database, 'insert'>, rows: ChunkRow[]) {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(searchChunks)
      .values(rows.slice(i, i + 200).map(({ impacts: _, ...row }) => ({ ...row, tsv: sql`${row.tsv}::tsvector` as unknown as string })));
  }
  const impacts = rows.flatMap((row) =>
    row.impacts.map((entry) => ({ workspaceId: row.workspaceId, chunkId: row.id, lexeme: entry.lexeme, impact: entry.impact, appId: row.appId, restricted: row.restricted })),
  );
  for (let i = 0; i < impacts.length; i += 2000) await db.insert(searchImpacts).values(impacts.slice(i, i + 2000));
}

/** Replaces a document's chunks in one batch and records which content the index holds. */
export async function writeChunks(db: Executor, doc: IndexableDocument, rows = chunkRows(doc)) {
  // The chunks' impacts and vectors go with them.
  await db.delete(searchChunks).where(and(eq(searchChunks.workspaceId, doc.workspaceId), eq(searchChunks.documentId, doc.id)));
  await insertChunks(db, rows);
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
