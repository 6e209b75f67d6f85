import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { rowsOf, type Database, type DatabaseHandle } from '../db/client.ts';
import { searchChunks, searchTermCounts, searchTermRecounts } from './tables.ts';

/**
 * A large workspace's common lexemes counted ahead, as a search engine keeps each term's document
 * frequency in its term dictionary: without them, the first query to hold a word counted its
 * documents from its chunks. In the workspace of 198,053 chunks of `npm run bench:search --
 * 1000000`, counting took most of a slow first search (2–3 words, the slowest tenth: 165 ms of
 * counting statements beside 158 of ranking), each word in a few thousand chunks reading as many
 * rows of the table. A recount reads the workspace's chunks once (13–35 s there), on a schedule.
 *
 * Below `RECOUNT_MIN_CHUNKS` (`SEARCH_RECOUNT_MIN_CHUNKS`) nothing is listed: counting at first
 * sight is quick there (a median workspace of 12,787 chunks answered its first searches with a p95
 * of 40 ms), and exact. A lexeme rarer than `LISTED_CHUNKS` is still counted at first sight, in a
 * few milliseconds. Only on a server: the embedded database runs one statement at a time, and a
 * recount would hold it for seconds.
 */
export const RECOUNT_MIN_CHUNKS = 20_000;
/** As many as `FORM_CHUNKS`: a form not listed is one that counting its chunks up to that bound tells. */
export const LISTED_CHUNKS = 200;
/** A workspace whose chunks grew or shrank by this share since its recount is recounted. */
const RECOUNT_CHANGE = 0.1;
/**
 * A workspace recounted longer ago than this is recounted however little its chunks moved:
 * documents synced again with other words, a word no document holds any more.
 */
const RECOUNT_AGE_HOURS = 24;

/**
 * Recounts a workspace's lexemes: those in at least `listedChunks` of its chunks, with how many
 * documents and chunks hold each, replacing the last count. Returns how many are listed, or null
 * when another recount of the workspace is under way (a schedule's job retried after expiring,
 * another process): that one will list them.
 */
export async function recountTerms(db: Database, workspaceId: string, { listedChunks = LISTED_CHUNKS } = {}): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${`search term recount ${workspaceId}`})) as locked`));
    if (!lock?.locked) return null;
    // The chunks as the recount starts: those synced while it reads count towards the next one.
    const [row] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from ${searchChunks} where ${searchChunks.workspaceId} = ${workspaceId}`));
    const chunks = row?.n ?? 0;
    // The workspace's (lexeme, document) pairs are sorted once: in memory where they fit.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.delete(searchTermCounts).where(eq(searchTermCounts.workspaceId, workspaceId));
    const [inserted] = rowsOf<{ n: number }>(
      await tx.execute(sql`with listed as (insert into ${searchTermCounts} (workspace_id, lexeme, documents, chunks)
        select ${workspaceId}::uuid, lexeme, count(distinct ${searchChunks.documentId}), count(*)
        from ${searchChunks}, unnest(tsvector_to_array(${searchChunks.tsv})) as lexeme
        where ${searchChunks.workspaceId} = ${workspaceId}
        group by lexeme having count(*) >= ${listedChunks}
        returning 1)
        select count(*)::int as n from listed`),
    );
    const now = new Date();
    await tx
      .insert(searchTermRecounts)
      .values({ workspaceId, chunks, recountedAt: now })
      .onConflictDoUpdate({ target: searchTermRecounts.workspaceId, set: { chunks, recountedAt: now } });
    return inserted?.n ?? 0;
  });
}

/**
 * The workspaces whose lexemes are due a recount: those of at least `minChunks` chunks never
 * recounted, whose chunks moved by `RECOUNT_CHANGE` since, or recounted `RECOUNT_AGE_HOURS` ago;
 * and those recounted that have fallen below `minChunks`, whose lists are dropped instead (`dropped`).
 */
export async function dueRecounts(db: Database, { minChunks = RECOUNT_MIN_CHUNKS, now = new Date() } = {}): Promise<{ due: string[]; dropped: string[] }> {
  const rows = rowsOf<{ workspace_id: string; chunks: number | null; recounted: number | null; hours: number | null }>(
    await db.execute(sql`select coalesce(c.workspace_id, r.workspace_id) as workspace_id, c.chunks, r.chunks as recounted,
        extract(epoch from (${now.toISOString()}::timestamptz - r.recounted_at))::float8 / 3600 as hours
      from (select ${searchChunks.workspaceId} as workspace_id, count(*)::int as chunks from ${searchChunks} group by 1 having count(*) >= ${minChunks}) c
      full join ${searchTermRecounts} r on r.workspace_id = c.workspace_id`),
  );
  const due = rows.filter(
    (r) => r.chunks !== null && (r.recounted === null || Math.abs(r.chunks - r.recounted) >= RECOUNT_CHANGE * r.recounted || Number(r.hours) >= RECOUNT_AGE_HOURS),
  );
  return { due: due.map((r) => r.workspace_id), dropped: rows.filter((r) => r.chunks === null).map((r) => r.workspace_id) };
}

/** Recounts every workspace due (`dueRecounts`), one after another, and drops the lists of those now too small. */
export async function recountDueTerms(db: Database, log: Pick<Logger, 'info'>, options: { minChunks?: number; listedChunks?: number; now?: Date } = {}) {
  const { due, dropped } = await dueRecounts(db, options);
  if (dropped.length) {
    await db.delete(searchTermCounts).where(inArray(searchTermCounts.workspaceId, dropped));
    await db.delete(searchTermRecounts).where(inArray(searchTermRecounts.workspaceId, dropped));
  }
  let recounted = 0;
  for (const workspaceId of due) {
    const started = performance.now();
    const listed = await recountTerms(db, workspaceId, options);
    if (listed === null) continue;
    recounted += 1;
    log.info({ workspaceId, listed, ms: Math.round(performance.now() - started) }, 'search terms recounted');
  }
  return { recounted, dropped: dropped.length };
}

/**
 * The recount's schedule: every ten minutes, so that a large sync's words are counted ahead soon
 * after it; on a server database, from `minChunks` (none when 0).
 */
export function termCountSchedules(deps: { database: Pick<DatabaseHandle, 'db' | 'kind'>; log: Pick<Logger, 'info'>; minChunks: number }) {
  if (deps.database.kind !== 'postgres' || deps.minChunks === 0) return [];
  return [{ queue: 'search-term-recount', cron: '*/10 * * * *', run: () => recountDueTerms(deps.database.db, deps.log, { minChunks: deps.minChunks }) }];
}

/** A tsquery that is only lexemes or-ed (`'run' | 'run~'`, bracketed or not): its lexemes; else null. */
const LEXEME = /'((?:[^']|'')+)'/g;
const ONLY_LEXEMES = /^\(?'(?:[^']|'')+'(?: \| '(?:[^']|'')+')*\)?$/;
export function orLexemes(tsquery: string): string[] | null {
  if (!ONLY_LEXEMES.test(tsquery)) return null;
  // As `quote` escaped them: quotes and backslashes doubled.
  return [...tsquery.matchAll(LEXEME)].map((m) => m[1]!.replaceAll("''", "'").replaceAll('\\\\', '\\'));
}

/**
 * The units that are lexemes or-ed of which some are listed in the workspace's recount: the most
 * documents a listed one is in, and the forms not listed. That is the unit's count where its forms
 * occur together, as a word and its stem do (the stem is indexed with each of its words), and most
 * of it otherwise (a version and its twin with a v); a form not listed was in fewer than
 * `LISTED_CHUNKS` chunks, or in none (a stem no word has), and `termStats` reads whether it still
 * is. Other units are counted (`documentFrequencies`).
 */
export async function listedForms(db: Database, workspaceId: string, tsqueries: readonly string[]): Promise<Map<string, { documents: number; unlisted: string[] }>> {
  const forms = new Map<string, string[]>();
  for (const q of tsqueries) {
    const lexemes = orLexemes(q);
    if (lexemes) forms.set(q, lexemes);
  }
  const lexemes = [...new Set([...forms.values()].flat())];
  const found = new Map<string, { documents: number; unlisted: string[] }>();
  if (lexemes.length === 0) return found;
  const rows = await db
    .select({ lexeme: searchTermCounts.lexeme, documents: searchTermCounts.documents })
    .from(searchTermCounts)
    .where(and(eq(searchTermCounts.workspaceId, workspaceId), inArray(searchTermCounts.lexeme, lexemes)));
  const listed = new Map(rows.map((row) => [row.lexeme, row.documents]));
  for (const [q, lexemesOfUnit] of forms) {
    const counts = lexemesOfUnit.flatMap((lexeme) => (listed.has(lexeme) ? [listed.get(lexeme)!] : []));
    if (counts.length) found.set(q, { documents: Math.max(...counts), unlisted: lexemesOfUnit.filter((lexeme) => !listed.has(lexeme)) });
  }
  return found;
}
