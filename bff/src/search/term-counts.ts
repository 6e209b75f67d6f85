import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { rowsOf, type Database } from '../db/client.ts';
import { searchChunks, searchTermCounts, searchTermRecounts } from './tables.ts';

/**
 * A large workspace's common lexemes counted ahead, as a search engine keeps each term's document
 * frequency in its term dictionary: without them, the first query to hold a word counted its
 * documents from its chunks. In the workspace of 198,053 chunks of `npm run bench:search --
 * 1000000`, counting took most of a slow first search (2–3 words, the slowest tenth: 165 ms of
 * counting statements beside 158 of ranking), each word in a few thousand chunks reading as many
 * rows of the table. A recount reads the workspace's chunks once (35 s there), on a schedule.
 *
 * Below `RECOUNT_MIN_CHUNKS` nothing is listed: counting at first sight is quick there (a median
 * workspace of 12,787 chunks answered its first searches with a p95 of 40 ms), and exact. A lexeme
 * rarer than `LISTED_CHUNKS` is still counted at first sight, in a few milliseconds.
 */
export const RECOUNT_MIN_CHUNKS = 20_000;
export const LISTED_CHUNKS = 200;
/** A workspace whose chunks grew or shrank by this share since its recount is recounted. */
const RECOUNT_CHANGE = 0.1;

/**
 * Recounts a workspace's lexemes: those in at least `listedChunks` of its chunks, with how many
 * documents and chunks hold each, replacing the last count. Returns how many are listed.
 */
export async function recountTerms(db: Database, workspaceId: string, { listedChunks = LISTED_CHUNKS } = {}): Promise<number> {
  return db.transaction(async (tx) => {
    // The workspace's (lexeme, document) pairs are sorted once: in memory where they fit.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.delete(searchTermCounts).where(eq(searchTermCounts.workspaceId, workspaceId));
    const listed = rowsOf<{ lexeme: string }>(
      await tx.execute(sql`insert into ${searchTermCounts} (workspace_id, lexeme, documents, chunks)
        select ${workspaceId}::uuid, lexeme, count(distinct ${searchChunks.documentId}), count(*)
        from ${searchChunks}, unnest(tsvector_to_array(${searchChunks.tsv})) as lexeme
        where ${searchChunks.workspaceId} = ${workspaceId}
        group by lexeme having count(*) >= ${listedChunks}
        returning lexeme`),
    ).length;
    const [row] = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from ${searchChunks} where ${searchChunks.workspaceId} = ${workspaceId}`));
    const chunks = row?.n ?? 0;
    const now = new Date();
    await tx
      .insert(searchTermRecounts)
      .values({ workspaceId, chunks, recountedAt: now })
      .onConflictDoUpdate({ target: searchTermRecounts.workspaceId, set: { chunks, recountedAt: now } });
    return listed;
  });
}

/**
 * The workspaces whose lexemes are due a recount: those of at least `minChunks` chunks never
 * recounted, or whose chunks moved by `RECOUNT_CHANGE` since; and those recounted that have
 * fallen below `minChunks`, whose lists are dropped instead (`dropped`).
 */
export async function dueRecounts(db: Database, { minChunks = RECOUNT_MIN_CHUNKS } = {}): Promise<{ due: string[]; dropped: string[] }> {
  const rows = rowsOf<{ workspace_id: string; chunks: number | null; recounted: number | null }>(
    await db.execute(sql`select coalesce(c.workspace_id, r.workspace_id) as workspace_id, c.chunks, r.chunks as recounted
      from (select ${searchChunks.workspaceId} as workspace_id, count(*)::int as chunks from ${searchChunks} group by 1 having count(*) >= ${minChunks}) c
      full join ${searchTermRecounts} r on r.workspace_id = c.workspace_id`),
  );
  const due = rows.filter((r) => r.chunks !== null && (r.recounted === null || Math.abs(r.chunks - r.recounted) >= RECOUNT_CHANGE * r.recounted));
  return { due: due.map((r) => r.workspace_id), dropped: rows.filter((r) => r.chunks === null).map((r) => r.workspace_id) };
}

/** Recounts every workspace due (`dueRecounts`), one after another, and drops the lists of those now too small. */
export async function recountDueTerms(db: Database, log: Pick<Logger, 'info'>, options: { minChunks?: number; listedChunks?: number } = {}) {
  const { due, dropped } = await dueRecounts(db, options);
  if (dropped.length) {
    await db.delete(searchTermCounts).where(inArray(searchTermCounts.workspaceId, dropped));
    await db.delete(searchTermRecounts).where(inArray(searchTermRecounts.workspaceId, dropped));
  }
  for (const workspaceId of due) {
    const started = performance.now();
    const listed = await recountTerms(db, workspaceId, options);
    log.info({ workspaceId, listed, ms: Math.round(performance.now() - started) }, 'search terms recounted');
  }
  return { recounted: due.length, dropped: dropped.length };
}

/** The recount's schedule: every ten minutes, so that a large sync's words are counted ahead soon after it. */
export function termCountSchedules(deps: { db: Database; log: Pick<Logger, 'info'> }) {
  return [{ queue: 'search-term-recount', cron: '*/10 * * * *', run: () => recountDueTerms(deps.db, deps.log) }];
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
 * How many documents hold each of some units, from the workspace's recount, for the units that
 * are lexemes or-ed of which one at least is listed: the most documents any of them is in (a
 * word's forms mostly occur together, as a word and its stem do; a rarer form adds fewer than the
 * `LISTED_CHUNKS` it is in). Units not answered here are counted (`documentFrequencies`).
 */
export async function listedDocuments(db: Database, workspaceId: string, tsqueries: readonly string[]): Promise<Map<string, number>> {
  const forms = new Map(tsqueries.flatMap((q) => (orLexemes(q) ? [[q, orLexemes(q)!] as const] : [])));
  const lexemes = [...new Set([...forms.values()].flat())];
  const found = new Map<string, number>();
  if (lexemes.length === 0) return found;
  const rows = await db
    .select({ lexeme: searchTermCounts.lexeme, documents: searchTermCounts.documents })
    .from(searchTermCounts)
    .where(and(eq(searchTermCounts.workspaceId, workspaceId), inArray(searchTermCounts.lexeme, lexemes)));
  if (rows.length === 0) return found;
  const listed = new Map(rows.map((row) => [row.lexeme, row.documents]));
  for (const [q, of] of forms) {
    const counts = of.flatMap((lexeme) => (listed.has(lexeme) ? [listed.get(lexeme)!] : []));
    if (counts.length) found.set(q, Math.max(...counts));
  }
  return found;
}
