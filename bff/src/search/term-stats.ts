import { sql } from 'drizzle-orm';
import { countDocuments } from '../apps/document-count.ts';
import { rowsOf, type Database } from '../db/client.ts';
import { searchChunks } from './tables.ts';

/**
 * How many documents a workspace holds, and how many hold each of a query's units: what a unit's
 * rarity (its inverse document frequency) is computed from; and how many chunks its documents
 * have, in all and on average (the length a document's is weighed against).
 *
 * They are the workspace's, whoever may see the documents (as a search engine's term statistics
 * are its index's): a reader's share would make the same query rank differently for everyone and
 * could not be kept. They only weigh the query's words; what is found, counted and faceted is
 * still what the reader may see. Counting a common word's documents reads all its matches, so
 * counts are kept for a few minutes per workspace: a few minutes' new documents barely move a
 * word's rarity. A word no document holds is not kept (counting it reads nothing, and the next
 * document may hold it), and a process forgets a workspace's counts when it indexes there.
 */
export type TermStats = { documents: number; chunks: number; averageChunks: number; frequencies: number[] };

const KEPT_MS = 5 * 60_000;
const KEPT = 20_000;
/** Per workspace, per unit ('' for the documents, '#' for the chunks), a count and when it was made. */
const kept = new Map<string, Map<string, { value: number; at: number }>>();
let keptCount = 0;

export async function termStats(db: Database, workspaceId: string, tsqueries: readonly string[]): Promise<TermStats> {
  const now = Date.now();
  let counts = kept.get(workspaceId);
  if (!counts) kept.set(workspaceId, (counts = new Map()));
  const known = (what: string) => {
    const entry = counts.get(what);
    return entry && now - entry.at < KEPT_MS ? entry.value : undefined;
  };
  const missing = [...new Set(tsqueries)].filter((q) => known(q) === undefined);
  const fresh = new Map<string, number>();
  let total = known('');
  let chunks = known('#');
  if (missing.length > 0 || total === undefined || chunks === undefined) {
    const [row] = missing.length
      ? rowsOf<Record<string, number | string>>(
          await db.execute(sql`select ${sql.join(
            missing.map(
              (q, i) => sql`(select count(distinct ${searchChunks.documentId}) from ${searchChunks}
                where ${searchChunks.workspaceId} = ${workspaceId} and ${searchChunks.tsv} @@ ${q}::tsquery)::int as ${sql.raw(`f${i}`)}`,
            ),
            sql`, `,
          )}`),
        )
      : [];
    if (keptCount + missing.length + 2 > KEPT) {
      for (const other of kept.values()) other.clear();
      keptCount = 0;
    }
    if (total === undefined) {
      total = await countDocuments(db, workspaceId);
      counts.set('', { value: total, at: now });
      keptCount += 1;
    }
    if (chunks === undefined) {
      // The workspace's entries of the chunks' document index, read alone.
      const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from ${searchChunks} where ${searchChunks.workspaceId} = ${workspaceId}`));
      chunks = Number(row?.n ?? 0);
      counts.set('#', { value: chunks, at: now });
      keptCount += 1;
    }
    missing.forEach((q, i) => fresh.set(q, Number(row?.[`f${i}`] ?? 0)));
    for (const [q, value] of fresh) {
      if (value === 0) continue;
      counts.set(q, { value, at: now });
      keptCount += 1;
    }
  }
  const frequencies = tsqueries.map((q) => fresh.get(q) ?? known(q)!);
  // Documents indexed since the total was counted may hold a word more often than it says.
  const documents = Math.max(total ?? 0, ...frequencies);
  return { documents, chunks: chunks ?? 0, averageChunks: Math.max(1, (chunks ?? 0) / Math.max(1, documents)), frequencies };
}

/** BM25's (Lucene's) inverse document frequency: rare words weigh more, and none weighs less than nothing. */
export const rarity = (documents: number, frequency: number) => Math.log(1 + (documents - frequency + 0.5) / (frequency + 0.5));

/** Forgets a workspace's counts (its documents changed, and a test or a tool wants them at once). */
export function forgetTermStats(workspaceId?: string) {
  if (workspaceId) kept.delete(workspaceId);
  else kept.clear();
}
