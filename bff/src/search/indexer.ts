import { and, eq, sql, type SQL } from 'drizzle-orm';
import { v7 as timeOrderedId } from 'uuid';
import { documentsNotIndexed, markIndexed } from '../apps/index-state.ts';
import { rowsOf, type Database } from '../db/client.ts';
import { chunkText, type Chunk } from './chunk.ts';
import { IMPACT_FLOOR } from './impacts.ts';
import { FULL_TEXT_INDEX, searchChunks, searchImpacts, searchVectors, searchVocabulary, searchWordScopes, WORD_TRIGRAM_INDEX } from './tables.ts';
import { pinyinOf } from './pinyin.ts';
import { arrayLiteral, wordArray } from './spelling.ts';
import { textLanguage, type Language } from './query-words.ts';
import type { ChunkRow, IndexableDocument, Indexer } from './ports.ts';
import { forgetTermStats } from './term-stats.ts';
import { indexTerms, VOCABULARY_WORD, type Vocabulary } from './tokenize.ts';

type Executor = Pick<Database, 'execute' | 'delete' | 'update'>;

/** How much of a document's text tells its language. */
const LANGUAGE_SAMPLE = 4000;

/** How long tokenising runs before it lets the process's other work (requests, other syncs) go on. */
const SLICE_MS = 10;

/**
 * The rows a document's chunks become (computed outside any transaction: it is CPU work, about
 * 0.2 ms a chunk). It gives way to the event loop every few milliseconds: a long document (a
 * 20 MB text file is some 25,000 chunks, seconds of work) would otherwise hold up every request
 * the process serves until it is done.
 */
export async function chunkRows(doc: IndexableDocument): Promise<ChunkRow[]> {
  const vocabulary: Vocabulary = new Set();
  // Its beginning tells a document's language well enough, and costs the same for any length.
  const language = textLanguage(`${doc.title}\n${doc.text.slice(0, LANGUAGE_SAMPLE)}`);
  const rows: ChunkRow[] = [];
  let slice = performance.now();
  for (const chunk of chunkText(doc.text)) {
    rows.push(chunkRow(doc, chunk, vocabulary, language));
    if (performance.now() - slice >= SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
  }
  if (rows[0]) rows[0].words = [...vocabulary];
  for (const row of rows) row.documentChunks = rows.length;
  return rows;
}

function chunkRow(doc: IndexableDocument, chunk: Chunk, vocabulary: Vocabulary, language: Language | null): ChunkRow {
  const { tsv, impacts } = indexTerms(
    [{ text: doc.title, weight: 'A' }, ...(chunk.heading ? [{ text: chunk.heading, weight: 'B' as const }] : []), { text: chunk.text, weight: 'D' }],
    vocabulary,
  );
  return {
    workspaceId: doc.workspaceId,
    // Made here so that the chunk's impacts can name it in the same batch. Time-ordered, so
    // that new chunks and their impacts go to the end of the indexes keyed by chunk (random ids
    // would touch a page anywhere in them for each row).
    id: timeOrderedId(),
    documentId: doc.id,
    appId: doc.appId,
    restricted: doc.restricted,
    readerSetId: doc.readerSetId,
    sourceType: doc.sourceType,
    updatedAt: doc.updatedAt,
    ordinal: chunk.ordinal,
    heading: chunk.heading,
    text: chunk.text,
    tsv,
    language,
    impacts: impacts.filter((entry) => entry.impact >= IMPACT_FLOOR),
    words: [],
  };
}

/**
 * JSON for the database. A lone surrogate (text cut mid-character at its source) becomes U+FFFD,
 * as a string parameter's would: Postgres refuses it escaped in JSON. JSON.stringify escapes
 * only those, as `\udxxx` after an even number of backslashes.
 */
const json = (value: unknown) => JSON.stringify(value).replace(/(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/g, '$1\\ufffd');

/**
 * Writes chunks, their impacts and their documents' words not listed yet: a statement a batch,
 * its rows one JSON parameter. Building, sending and planning statements of thousands of
 * parameters (nine a chunk, six an impact) cost more than the writes themselves.
 */
export async function insertChunks(db: Pick<Database, 'execute'>, rows: ChunkRow[]) {
  if (rows.length === 0) return;
  // New lexemes wait in the full-text index's pending list; the write that fills it merges the
  // list into the index, gathering it in `work_mem` first. With the default 4 MB the merge runs
  // in several rounds, each rewriting a common lexeme's postings again: at 100,000 chunks, 64 MB
  // wrote 17% more chunks a second. A merge touches the index wherever the list's lexemes are,
  // which for a large index is most of it: a list of 32 MB instead of 4 MB merges eight times
  // less often for little more each time (at a million chunks, 2,065 chunks a second instead of
  // 1,443). A search scans the list too, so a sync merges what it left at its end
  // (`mergePendingEntries`; the words' trigram index is written here as well, and merged with
  // it). Only for this transaction (callers write in one).
  await db.execute(sql`set local work_mem = '64MB'`);
  await db.execute(sql`set local gin_pending_list_limit = '32MB'`);
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((row) => ({
      workspace_id: row.workspaceId,
      id: row.id,
      document_id: row.documentId,
      app_id: row.appId,
      restricted: row.restricted,
      reader_set_id: row.readerSetId ?? null,
      source_type: row.sourceType,
      updated_at: row.updatedAt,
      ordinal: row.ordinal,
      heading: row.heading ?? null,
      text: row.text,
      tsv: row.tsv,
      language: row.language ?? null,
      document_chunks: row.documentChunks ?? 1,
      impacts: row.impacts.map((entry) => [entry.lexeme, entry.impact]),
    }));
    // The impacts' foreign key is checked at the statement's end, when their chunks are written.
    await db.execute(sql`
      with row as (
        select * from json_to_recordset(${json(batch)}::json) as r(workspace_id uuid, id uuid, document_id uuid, app_id uuid, restricted boolean, reader_set_id uuid,
          source_type text, updated_at timestamptz, ordinal integer, heading text, text text, tsv tsvector, language text, document_chunks integer, impacts json)
      ),
      chunk as (
        insert into ${searchChunks} (workspace_id, id, document_id, app_id, restricted, reader_set_id, source_type, updated_at, ordinal, heading, text, tsv, language, document_chunks)
        select workspace_id, id, document_id, app_id, restricted, reader_set_id, source_type, updated_at, ordinal, heading, text, tsv, language, document_chunks from row
      )
      ${listWords(rows.slice(i, i + 500))}
      insert into ${searchImpacts} (workspace_id, chunk_id, lexeme, impact, app_id, restricted, reader_set_id)
      select row.workspace_id, row.id, entry->>0, (entry->>1)::real, row.app_id, row.restricted, row.reader_set_id
      from row, json_array_elements(row.impacts) entry`);
  }
}

/**
 * A statement's parts that list the words of the rows' documents: those the workspace's vocabulary
 * does not hold yet, and where each is held (its app, restriction and reader set) where not listed
 * yet. Each set of words is one array, looked up in the index at once (a join of every word with
 * the listed ones was planned as a scan of them all, or compared each with the whole batch's words,
 * at ten times the cost), with every column of the scope's key a condition of the index (with `is
 * not distinct from` for the reader set, each word's scopes in every set were read and filtered).
 */
function newWords(rows: ChunkRow[]): SQL[] {
  const byScope = new Map<string, { workspaceId: string; appId: string; restricted: boolean; readerSetId: string | null; words: Set<string> }>();
  const byWorkspace = new Map<string, Set<string>>();
  for (const row of rows) {
    const listed = row.words.filter((word) => VOCABULARY_WORD.test(word));
    if (listed.length === 0) continue;
    const readerSetId = row.readerSetId ?? null;
    const key = `${row.workspaceId} ${row.appId} ${row.restricted} ${readerSetId}`;
    let scope = byScope.get(key);
    if (!scope) byScope.set(key, (scope = { workspaceId: row.workspaceId, appId: row.appId, restricted: row.restricted, readerSetId, words: new Set() }));
    let vocabulary = byWorkspace.get(row.workspaceId);
    if (!vocabulary) byWorkspace.set(row.workspaceId, (vocabulary = new Set()));
    for (const word of listed) {
      scope.words.add(word);
      vocabulary.add(word);
    }
  }
  const vocabulary = [...byWorkspace].map(([workspaceId, words]) => {
    const array = wordArray([...words]);
    // A Chinese word's pinyin beside it (a Latin word has none: an empty string, stored as null).
    const readings = sql`${arrayLiteral([...words].map((word) => pinyinOf(word) ?? ''))}::text[]`;
    return sql`select ${workspaceId}::uuid, new.word, nullif(new.pinyin, '')
      from unnest(${array}, ${readings}) new(word, pinyin)
      where new.word in (select word from unnest(${array}) word
        except
        select word from ${searchVocabulary} where workspace_id = ${workspaceId} and word = any(${array}))`;
  });
  const scopes = [...byScope.values()].map(({ workspaceId, appId, restricted, readerSetId, words }) => {
    const array = wordArray([...words]);
    return sql`select ${workspaceId}::uuid, new.word, ${appId}::uuid, ${restricted}::boolean, ${readerSetId}::uuid
      from (select word from unnest(${array}) word
        except
        select word from ${searchWordScopes}
        where workspace_id = ${workspaceId} and word = any(${array}) and app_id = ${appId} and restricted = ${restricted}
          and ${readerSetId ? sql`reader_set_id = ${readerSetId}::uuid` : sql`reader_set_id is null`}) new`;
  });
  if (scopes.length === 0) return [];
  return [
    sql`insert into ${searchVocabulary} (workspace_id, word, pinyin) ${sql.join(vocabulary, sql` union all `)}`,
    sql`insert into ${searchWordScopes} (workspace_id, word, app_id, restricted, reader_set_id) ${sql.join(scopes, sql` union all `)}`,
  ];
}

/** The same, as a part of the statement that writes the rows' chunks. */
function listWords(rows: ChunkRow[]): SQL {
  return sql.join(
    newWords(rows).map((insert, i) => sql`, words_${sql.raw(String(i))} as (${insert})`),
    sql``,
  );
}

/**
 * Merges the GIN indexes' pending lists (what writes left there, up to 32 MB: see `insertChunks`)
 * into the indexes, so that searches need not scan them: a full list made a search that reads the
 * full-text index 5–7 ms slower, and a spelling correction (the words' trigram index, written in
 * the same statements) 40 ms slower. Called when a run of writes ends; answers how many pages the
 * lists held.
 */
export async function mergePendingEntries(db: Pick<Database, 'execute'>): Promise<number> {
  const [row] = rowsOf<{ pages: number | string }>(
    await db.execute(sql`select gin_clean_pending_list(${FULL_TEXT_INDEX}::regclass) + gin_clean_pending_list(${WORD_TRIGRAM_INDEX}::regclass) as pages`),
  );
  return Number(row?.pages ?? 0);
}

/**
 * Brings the planner's statistics of the index tables up to date, after a run wrote to them. The
 * embedded database has no autovacuum, and a server's runs only after a minute and many rows: a
 * table the planner holds empty makes every index that starts with the workspace look as good as
 * the primary key, and the check of each impact's foreign key then read every chunk of the
 * workspace instead of one (a document of 20,000 paragraphs took minutes instead of seconds).
 * ANALYZE reads a sample of at most 30,000 rows per table, and leaves reads and writes running.
 */
export async function refreshIndexStatistics(db: Pick<Database, 'execute'>) {
  await db.execute(sql`analyze ${searchChunks}, ${searchImpacts}, ${searchVocabulary}, ${searchWordScopes}, ${searchVectors}`);
}

/**
 * Replaces a document's chunks in one batch and records which content the index holds. Its rows
 * are made beforehand (`chunkRows`: seconds for a long document), not in the caller's transaction.
 */
export async function writeChunks(db: Executor, doc: IndexableDocument, rows: ChunkRow[]) {
  // The chunks' impacts and vectors go with them.
  await db.delete(searchChunks).where(and(eq(searchChunks.workspaceId, doc.workspaceId), eq(searchChunks.documentId, doc.id)));
  await insertChunks(db, rows);
  // Words' rarities counted before this write are forgotten (this process's; others' age out).
  forgetTermStats(doc.workspaceId);
  await markIndexed(db, doc);
}

/**
 * Gives a document's chunks, impacts and words its new reader set, when only its readers at the
 * source changed: its content, hence its chunks (and their vectors), stays. Its words are listed
 * for the new set; those of the old one stay until the sweep deletes that set (`forgetReaderSetWords`).
 */
export async function moveToReaderSet(db: Pick<Database, 'execute'>, doc: Pick<IndexableDocument, 'workspaceId' | 'id' | 'readerSetId'>, rows: ChunkRow[]) {
  const ofDocument = sql`${searchChunks.workspaceId} = ${doc.workspaceId} and ${searchChunks.documentId} = ${doc.id}`;
  await db.execute(sql`update ${searchChunks} set reader_set_id = ${doc.readerSetId}::uuid where ${ofDocument}`);
  await db.execute(sql`update ${searchImpacts} set reader_set_id = ${doc.readerSetId}::uuid
    where ${searchImpacts.workspaceId} = ${doc.workspaceId} and ${searchImpacts.chunkId} in (select ${searchChunks.id} from ${searchChunks} where ${ofDocument})`);
  for (const insert of rows[0] ? newWords([{ ...rows[0], readerSetId: doc.readerSetId }]) : []) await db.execute(insert);
}

/** Indexes documents whose content the index does not hold yet (after an upgrade, say). */
export async function indexPending(db: Database, batch = 50): Promise<number> {
  let done = 0;
  for (;;) {
    const pending = await documentsNotIndexed(db, batch);
    if (pending.length === 0) {
      if (done > 0) await mergePendingEntries(db);
      return done;
    }
    for (const doc of pending) {
      const rows = await chunkRows(doc);
      await db.transaction((tx) => writeChunks(tx, doc, rows));
    }
    done += pending.length;
  }
}

/** The index as a sync writes it (`Indexer`), lent to apps at the composition root. */
export const searchIndexer: Indexer = {
  rowsOf: chunkRows,
  write: writeChunks,
  moveToReaderSet,
  mergePending: mergePendingEntries,
  refreshStatistics: refreshIndexStatistics,
  indexPending: (db) => indexPending(db),
};
