import { sql } from 'drizzle-orm';
import { countDocuments } from '../apps/document-count.ts';
import { rowsOf, type Database } from '../db/client.ts';
import { documentRecords } from '../apps/read-model.ts';
import { searchChunks } from './tables.ts';
import { LISTED_CHUNKS, listedForms } from './term-counts.ts';
import { quote } from './tokenize.ts';

/**
 * How many documents a workspace holds, and how many hold each of a query's units: what a unit's
 * rarity (its inverse document frequency) is computed from; and how many chunks its documents
 * have, in all and on average (the length a document's is weighed against).
 *
 * They are the workspace's, whoever may see the documents (as a search engine's term statistics
 * are its index's): a reader's share would make the same query rank differently for everyone and
 * could not be kept. They only weigh the query's words; what is found, counted and faceted is
 * still what the reader may see. A large workspace's common words are read from its last recount
 * (`term-counts.ts`). A word in more than a few thousand chunks is not counted but
 * estimated from a sample (`documentFrequencies`), and counts are kept for a few minutes per
 * workspace: a few minutes' new documents barely move a word's rarity. A word no document holds
 * is not kept (counting it reads nothing, and the next document may hold it), and a process
 * forgets a workspace's counts when it indexes there.
 */
export type TermStats = { documents: number; chunks: number; averageChunks: number; frequencies: number[] };

const KEPT_MS = 5 * 60_000;
/** A unit's chunks counted at most; in more, its documents are estimated (`documentFrequencies`). */
const COUNTED_CHUNKS = 4000;
/** About how many of a workspace's documents the estimate reads. */
const SAMPLED_DOCUMENTS = 4000;
const HASH_RANGE = 65_536;
/** Per workspace (and sample size), its sample of documents (`documentSample`) and when it was drawn. */
const samples = new Map<string, { ids: string[]; whole: boolean; at: number }>();
const KEPT_SAMPLES = 200;
const KEPT = 20_000;
/** Per workspace, per unit ('' for the documents, '#' for the chunks, '=' and a lexeme for its chunks: `formChunks`), a count and when it was made. */
const kept = new Map<string, Map<string, { value: number; at: number }>>();
let keptCount = 0;

/** A workspace's counts kept (`kept`): those still fresh, and keeping new ones. */
function keptIn(workspaceId: string) {
  const now = Date.now();
  let counts = kept.get(workspaceId);
  if (!counts) kept.set(workspaceId, (counts = new Map()));
  return {
    known: (what: string) => {
      const entry = counts.get(what);
      return entry && now - entry.at < KEPT_MS ? entry.value : undefined;
    },
    keep: (what: string, value: number) => {
      counts.set(what, { value, at: now });
      keptCount += 1;
    },
  };
}

/** Makes room for `more` counts: past `KEPT` in all, every workspace's are forgotten. */
function makeRoom(more: number) {
  if (keptCount + more <= KEPT) return;
  for (const other of kept.values()) other.clear();
  keptCount = 0;
}

export async function termStats(db: Database, workspaceId: string, tsqueries: readonly string[]): Promise<TermStats> {
  const { known, keep } = keptIn(workspaceId);
  const missing = [...new Set(tsqueries)].filter((q) => known(q) === undefined);
  const fresh = new Map<string, number>();
  let total = known('');
  let chunks = known('#');
  if (missing.length > 0 || total === undefined || chunks === undefined) {
    makeRoom(missing.length + 2);
    if (total === undefined) {
      total = await countDocuments(db, workspaceId);
      keep('', total);
    }
    // A large workspace's common words are listed (`term-counts.ts`); the rest are counted. The
    // estimate of a common word's documents needs the workspace's: counted first.
    if (missing.length) for (const [q, value] of await listedUnits(db, workspaceId, missing)) fresh.set(q, value);
    const counting = missing.filter((q) => !fresh.has(q));
    if (counting.length) for (const [q, value] of await documentFrequencies(db, workspaceId, counting, total)) fresh.set(q, value);
    if (chunks === undefined) {
      // The workspace's entries of the chunks' document index, read alone.
      const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from ${searchChunks} where ${searchChunks.workspaceId} = ${workspaceId}`));
      chunks = Number(row?.n ?? 0);
      keep('#', chunks);
    }
    for (const [q, value] of fresh) if (value > 0) keep(q, value);
  }
  const frequencies = tsqueries.map((q) => fresh.get(q) ?? known(q)!);
  // Documents indexed since the total was counted may hold a word more often than it says.
  const documents = Math.max(total ?? 0, ...frequencies);
  return { documents, chunks: chunks ?? 0, averageChunks: Math.max(1, (chunks ?? 0) / Math.max(1, documents)), frequencies };
}

/**
 * The units answered by the workspace's recount (`listedForms`): those whose forms not listed are
 * still in at most `LISTED_CHUNKS` chunks (most are in none: a stem no word of the workspace has),
 * counted as `formChunks` counts them and kept with them. Such a form adds at most its chunks'
 * documents, less than a listed form's; one in more since the recount has the unit counted.
 */
async function listedUnits(db: Database, workspaceId: string, tsqueries: readonly string[]): Promise<Map<string, number>> {
  const listed = await listedForms(db, workspaceId, tsqueries);
  const unlisted = [...new Set([...listed.values()].flatMap((unit) => unit.unlisted))];
  const chunks = unlisted.length ? await formChunks(db, workspaceId, unlisted) : new Map<string, number>();
  const found = new Map<string, number>();
  for (const [q, { documents, unlisted: forms }] of listed) {
    const rare = forms.map((form) => chunks.get(form) ?? 0);
    if (rare.every((n) => n <= Math.min(LISTED_CHUNKS, FORM_CHUNKS))) found.set(q, Math.max(documents, ...rare));
  }
  return found;
}

/**
 * How many documents hold each unit: counted, up to `COUNTED_CHUNKS` of its chunks; a unit in
 * more is estimated from a sample of the workspace's documents (`SAMPLED_DOCUMENTS`), as search
 * engines weigh a word by a shard's count rather than the whole index's. Counting a word in
 * 123,303 of 198,053 chunks read them all (90,000 blocks: 658 ms); the estimate reads 4,001 of
 * them (15 ms) and looks for it in the sample, and its rarity moves by a few hundredths where
 * such a word weighs a tenth of a rare one. In a workspace of at most `SAMPLED_DOCUMENTS` documents
 * the sample is all of them, and the estimate the count. In the workspace of 198,053 chunks, 40
 * queries of each kind, a first search's p95 of all kinds went from 209 ms to 160 (common words
 * 254 to 117).
 */
export async function documentFrequencies(
  db: Database,
  workspaceId: string,
  tsqueries: readonly string[],
  documents: number,
  { countedChunks = COUNTED_CHUNKS, sampledDocuments = SAMPLED_DOCUMENTS } = {},
): Promise<Map<string, number>> {
  let sampled: ReturnType<typeof documentSample> | undefined;
  // Each unit in a statement of its own, all at once: a server runs them side by side (three
  // words of 4–18k chunks, estimated, took 55–60 ms one after the other, 36–43 ms at once).
  const counted = await Promise.all(
    tsqueries.map(async (q): Promise<[string, number]> => {
      const [row] = rowsOf<{ found: number | string; chunks: number | string }>(
        await db.execute(sql`select count(distinct document_id)::int as found, count(*)::int as chunks from (select ${searchChunks.documentId} as document_id from ${searchChunks}
          where ${searchChunks.workspaceId} = ${workspaceId} and ${searchChunks.tsv} @@ ${q}::tsquery limit ${sql.raw(String(countedChunks + 1))}) c`),
      );
      const found = Number(row?.found ?? 0);
      if (Number(row?.chunks ?? 0) <= countedChunks) return [q, found];
      const sample = await (sampled ??= documentSample(db, workspaceId, documents, sampledDocuments));
      if (sample.ids.length === 0) return [q, found];
      const [probe] = rowsOf<{ held: number | string }>(
        await db.execute(sql`select count(*) filter (where exists (select 1 from ${searchChunks} where ${searchChunks.workspaceId} = ${workspaceId}
          and ${searchChunks.documentId} = d.id and ${searchChunks.tsv} @@ ${q}::tsquery))::int as held
          from unnest(string_to_array(${sample.ids.join(',')}, ',')::uuid[]) as d(id)`),
      );
      const held = Number(probe?.held ?? 0);
      // Never fewer than the documents already seen holding it.
      return [q, Math.max(found, sample.whole ? held : Math.round((held / sample.ids.length) * documents))];
    }),
  );
  return new Map(counted);
}

/** A word's form (a lexeme) is counted in at most this many chunks: enough to tell a rare one. */
export const FORM_CHUNKS = 200;

/**
 * How many chunks hold each of some lexemes, counted up to `FORM_CHUNKS` (one more means more):
 * the forms of a word that a search may read whole rather than bound by their lists (a stem no
 * other word of the workspace has, a plural written once). Counting reads the full-text index
 * alone where the table's pages are all visible (no column is fetched). Kept as the counts are,
 * those of no chunk too: they only decide what is read whole, never what is found.
 */
export async function formChunks(db: Database, workspaceId: string, lexemes: readonly string[]): Promise<Map<string, number>> {
  const { known, keep } = keptIn(workspaceId);
  const chunks = new Map<string, number>();
  const missing: string[] = [];
  for (const lexeme of new Set(lexemes)) {
    const value = known(`=${lexeme}`);
    if (value === undefined) missing.push(lexeme);
    else chunks.set(lexeme, value);
  }
  if (missing.length === 0) return chunks;
  const [row] = rowsOf<Record<string, number | string>>(
    await db.execute(sql`select ${sql.join(
      missing.map(
        (lexeme, i) => sql`(select count(*)::int from (select 1 from ${searchChunks} where ${searchChunks.workspaceId} = ${workspaceId}
          and ${searchChunks.tsv} @@ ${quote(lexeme)}::tsquery limit ${sql.raw(String(FORM_CHUNKS + 1))}) c) as ${sql.raw(`c${i}`)}`,
      ),
      sql`, `,
    )}`),
  );
  makeRoom(missing.length);
  missing.forEach((lexeme, i) => {
    const value = Number(row?.[`c${i}`] ?? 0);
    chunks.set(lexeme, value);
    keep(`=${lexeme}`, value);
  });
  return chunks;
}

/**
 * A sample of the workspace's documents that is the same for every word and every process: those
 * whose id hashes below a share of the hash's range (all of them in a smaller workspace). Kept as
 * the counts are: reading and hashing the ids of 198,053 documents took about 100 ms, which a first
 * search for a common word otherwise waited on each time.
 */
async function documentSample(db: Database, workspaceId: string, documents: number, size: number): Promise<{ ids: string[]; whole: boolean }> {
  const key = `${workspaceId} ${size}`;
  const known = samples.get(key);
  if (known && Date.now() - known.at < KEPT_MS) return known;
  const share = Math.min(HASH_RANGE, Math.ceil((HASH_RANGE * size) / Math.max(1, documents)));
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`select d.id from ${documentRecords} d where d.workspace_id = ${workspaceId} and (hashtext(d.id::text) & ${sql.raw(String(HASH_RANGE - 1))}) < ${share}`),
  );
  const sample = { ids: rows.map((row) => row.id), whole: share === HASH_RANGE, at: Date.now() };
  if (samples.size >= KEPT_SAMPLES) samples.clear();
  samples.set(key, sample);
  return sample;
}

/** BM25's (Lucene's) inverse document frequency: rare words weigh more, and none weighs less than nothing. */
export const rarity = (documents: number, frequency: number) => Math.log(1 + (documents - frequency + 0.5) / (frequency + 0.5));

/** Forgets a workspace's counts (its documents changed, and a test or a tool wants them at once). */
export function forgetTermStats(workspaceId?: string) {
  if (workspaceId) {
    kept.delete(workspaceId);
    for (const key of samples.keys()) if (key.startsWith(workspaceId)) samples.delete(key);
  } else {
    kept.clear();
    samples.clear();
  }
}
