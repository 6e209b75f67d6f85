/**
 * `npm run bench:search`'s ingest: the synthetic documents indexed by the real indexing path, and
 * the same documents' chunks written plainly into a scratch table with a full-text index alone,
 * side by side in the same run, so that what the impact lists and the words cost is measured, not
 * remembered from another machine or another day.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { v7 as timeOrderedId } from 'uuid';
import { documents } from '../../bff/src/apps/tables.ts';
import type { Database } from '../../bff/src/db/client.ts';
import { chunkRows, insertChunks, mergePendingEntries } from '../../bff/src/search/indexer.ts';
import type { ChunkRow } from '../../bff/src/search/ports.ts';
import { chunkText, word } from './bench-corpus.ts';

type Space = { workspace: { id: string }; app: { id: string } };
type Document = typeof documents.$inferInsert & { id: string; title: string; text: string; contentHash: string; updatedAt: Date };

const BATCH = 500;
/** Batches of one workspace indexed by one way, then by the other (the first of the two alternates). */
const BLOCK = 10;
const PLAIN_TABLE = 'bench_plain_chunks';

/** How each way did: its seconds (from its blocks' start to their end, tokenising included). */
export type IngestTimes = { chunks: number; indexed: number; plain: number; tokenising: number; batch: number; block: number; writers: number };

/**
 * Ingests every workspace's documents (`sizes[i]` in `spaces[i]`). Each block of batches is stored
 * as documents first (untimed: a sync stores them whatever indexes them), then indexed twice, each
 * way timed: by the real indexing path (`chunkRows`, `insertChunks`, and the pending entries merged
 * at the end), and by a plain insert of the same chunk rows into a table holding only a GIN index
 * on (workspace_id, tsv), as `search_chunks`' full-text index is, with no key, no impacts and no
 * words, under the same settings and merged at the end the same way. Which way goes first
 * alternates by block, so both meet the database at the same sizes and in the same states.
 *
 * As a bulk indexer's pipeline: the next batch is tokenised while the database writes the last
 * ones (the tokeniser yields now and then, so that writes' next statements go out without waiting
 * for it). A server takes two batches at once, in two transactions, as its two sync workers (the
 * default) write; the embedded database runs one statement at a time, so one batch there.
 */
export async function ingest(db: Database, kind: 'postgres' | 'pglite', spaces: Space[], sizes: number[]): Promise<IngestTimes> {
  const writers = kind === 'postgres' ? 2 : 1;
  await db.execute(sql.raw(`create table ${PLAIN_TABLE} (like search_chunks including defaults)`));
  await db.execute(sql.raw(`create index ${PLAIN_TABLE}_tsv_idx on ${PLAIN_TABLE} using gin (workspace_id, tsv)`));
  const times: IngestTimes = { chunks: 0, indexed: 0, plain: 0, tokenising: 0, batch: BATCH, block: BLOCK * BATCH, writers };
  const ways = {
    indexed: (tx: Database, chunks: ChunkRow[]) => insertChunks(tx, chunks),
    plain: (tx: Database, chunks: ChunkRow[]) => insertPlain(tx, chunks),
  };
  let blocks = 0;
  for (let w = 0; w < spaces.length; w++) {
    for (let start = 0; start < sizes[w]!; start += BLOCK * BATCH) {
      const batches: Document[][] = [];
      for (let offset = start; offset < Math.min(sizes[w]!, start + BLOCK * BATCH); offset += BATCH) {
        const docs = documentsOf(spaces[w]!, offset, Math.min(BATCH, sizes[w]! - offset));
        await db.insert(documents).values(docs);
        batches.push(docs);
      }
      const order = blocks++ % 2 ? (['plain', 'indexed'] as const) : (['indexed', 'plain'] as const);
      for (const way of order) {
        const started = performance.now();
        const inFlight: Promise<void>[] = [];
        for (const docs of batches) {
          const chunks: ChunkRow[] = [];
          for (let i = 0; i < docs.length; i++) {
            // A document of a chunk or two is tokenised without yielding: its own time. Both ways
            // tokenise the same documents, so half of the sum is one pass's.
            const tokenised = performance.now();
            chunks.push(...(await chunkRows({ ...docs[i]!, restricted: false, readerSetId: null })));
            times.tokenising += (performance.now() - tokenised) / 1000 / 2;
            if (i % 25 === 24) await new Promise((resolve) => setImmediate(resolve));
          }
          if (way === 'indexed') times.chunks += chunks.length;
          if (inFlight.length >= writers) await inFlight.shift();
          inFlight.push(db.transaction((tx) => ways[way](tx as unknown as Database, chunks)));
        }
        await Promise.all(inFlight);
        times[way] += (performance.now() - started) / 1000;
      }
    }
  }
  // As a sync run does at its end: searches then find the indexes' pending lists empty.
  let started = performance.now();
  await mergePendingEntries(db);
  times.indexed += (performance.now() - started) / 1000;
  started = performance.now();
  await db.execute(sql.raw(`select gin_clean_pending_list('${PLAIN_TABLE}_tsv_idx'::regclass)`));
  times.plain += (performance.now() - started) / 1000;
  await db.execute(sql.raw(`drop table ${PLAIN_TABLE}`));
  return times;
}

/** A batch of documents for a workspace, indexed as stored (a server started on a kept database has nothing to index). */
function documentsOf({ workspace, app }: Space, offset: number, count: number): Document[] {
  return Array.from({ length: count }, (_, i) => {
    const title = `${word()}${word()} ${word()}`;
    const text = chunkText();
    const contentHash = createHash('sha1').update(text).digest('hex');
    return { id: timeOrderedId(), workspaceId: workspace.id, appId: app.id, externalId: `${offset + i}`, title, text, sourceType: 'markdown', updatedAt: new Date(), contentHash, indexedHash: contentHash };
  });
}

/** The chunk rows alone, written as `insertChunks` writes them (one JSON parameter a statement, the same settings). */
async function insertPlain(db: Database, rows: ChunkRow[]) {
  await db.execute(sql`set local work_mem = '64MB'`);
  await db.execute(sql`set local gin_pending_list_limit = '32MB'`);
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((row) => ({
      workspace_id: row.workspaceId,
      id: row.id,
      document_id: row.documentId,
      app_id: row.appId,
      restricted: row.restricted,
      source_type: row.sourceType,
      updated_at: row.updatedAt,
      ordinal: row.ordinal,
      heading: row.heading ?? null,
      text: row.text,
      tsv: row.tsv,
      language: row.language ?? null,
    }));
    await db.execute(sql`
      insert into ${sql.identifier(PLAIN_TABLE)} (workspace_id, id, document_id, app_id, restricted, source_type, updated_at, ordinal, heading, text, tsv, language)
      select * from json_to_recordset(${JSON.stringify(batch)}::json) as r(workspace_id uuid, id uuid, document_id uuid, app_id uuid, restricted boolean,
        source_type text, updated_at timestamptz, ordinal integer, heading text, text text, tsv tsvector, language text)`);
  }
}
