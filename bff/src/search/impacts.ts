import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ReaderTerms } from '../apps/visibility.ts';
import { visibilityCondition } from './visibility.ts';
import { searchChunks, searchImpacts } from './tables.ts';
import { RANK_WEIGHTS } from './tokenize.ts';

/**
 * The lowest impact `search_impacts` lists. A title word ranks ~0.13–0.4 in its chunk, a heading
 * word ~0.05–0.15, a body word once ~0.02: a chunk lists about five lexemes.
 */
export const IMPACT_FLOOR = 0.05;

/** Recency lifts a document's rank by at most this factor (see `place`). */
const MAX_RECENCY = 1.05;
/** float4 impacts against float8 sums: a margin so that rounding never proves a wrong page. */
const ROUNDING = 1 + 1e-5;
/** How deep the lists are read at most before every match is ranked instead. */
const MAX_DEPTH = 8192;

/** Where a document's best chunk places it: its rank, lifted gently by recency (a tie-breaker). */
export const place = (rank: SQL, updatedAt: SQL) =>
  // Floating point (extract() answers numeric, whose arithmetic cost more than the ranking on a
  // common word's thousands of matches); a date in the future counts as now.
  sql`${rank} * (1 + 0.05 / (1 + greatest(0, date_part('epoch', now() - ${updatedAt})) / 2592000))`;

/** A chunk's rank for one word or phrase: cover density, title above heading above body, over log length. */
const unitRank = (tsquery: string | Placeholder) => sql`ts_rank_cd(${`{${RANK_WEIGHTS.join(',')}}`}::float4[], ${searchChunks.tsv}, ${tsquery}::tsquery, 1)`;

/**
 * What a query's rank sums (see `rankOf`): its words' and phrases' ranks (as BM25 sums its terms'
 * weights). A sum, unlike one cover density over the whole query, is bounded by its parts, so the
 * impact lists can prove a page of several words too. Words alone (no phrase) are ranked in one
 * term, them joined by "or": each place of a word is then a cover of its own, so that rank is
 * their sum (a lexeme two words share counts once), read from the chunk's lexemes once.
 */
export const rankTerms = (units: readonly string[], { words = false } = {}): string[] => (words ? [units.join(' | ')] : [...units]);

/** A chunk's rank for a query: the sum of its terms' (`rankTerms`) cover densities. */
export const rankOf = (terms: readonly (string | Placeholder)[]) => sql.join(terms.map(unitRank), sql` + `);

/**
 * How deep to read the impact lists for a page that needs `need` documents: first a few times
 * that, then four times deeper each try, until `MAX_DEPTH` (a failed try costs what its depth
 * does, so steps much larger than the last read waste the most on the deepest pages).
 */
export function* depths(need: number): Generator<number> {
  for (let depth = Math.max(64, need * 4); depth <= MAX_DEPTH; depth *= 4) yield depth;
}

/**
 * The first `depth` entries of each lexeme's impact list that the reader may see (in the apps
 * asked for, if any), in impact order, as rows (chunk_id, lexeme, impact). The lexemes are
 * distinct (a list read twice would be counted twice).
 */
export function impactLists(reader: ReaderTerms, lexemes: readonly (string | Placeholder)[], depth: number | Placeholder, appIds?: readonly string[] | null): SQL {
  const visible = visibilityCondition(reader, searchImpacts);
  // Entries of other apps than those asked for cannot be on the page: they would only use up the depth.
  const inApps = appIds?.length ? sql`${searchImpacts.appId} in (${sql.join(appIds.map((id) => sql`${id}`), sql`, `)})` : sql`true`;
  const lists = lexemes.map(
    (lexeme) => sql`(select ${searchImpacts.chunkId} as chunk_id, ${searchImpacts.lexeme} as lexeme, ${searchImpacts.impact} as impact
      from ${searchImpacts}
      where ${searchImpacts.workspaceId} = ${reader.workspaceId} and ${searchImpacts.lexeme} = ${lexeme} and ${visible} and ${inApps}
      order by ${searchImpacts.impact} desc nulls last limit ${depth})`,
  );
  return sql.join(lists, sql` union all `);
}

export type ListRead = { lexeme: string; n: number; low: number };

/**
 * Whether a page read from the impact lists is the exact top. A word (a lexeme, or a few joined
 * by "or") ranks a chunk at most the sum of its lexemes' impacts there, and a query of several
 * words at most the sum of theirs. A chunk in none of the lists read ranks at most that sum over
 * each list's last impact read (or the floor, for a list read to its end); a chunk in some of
 * them was ranked whole. When the page's last document places above that bound with recency's
 * largest lift, no unread document can enter the page.
 */
export function provesTop(units: readonly (readonly string[])[], depth: number, reads: ListRead[], lastPlace: number | undefined): boolean {
  if (lastPlace === undefined) return false;
  const byLexeme = new Map(reads.map((read) => [read.lexeme, read]));
  let bound = 0;
  for (const lexemes of units) {
    for (const lexeme of new Set(lexemes)) {
      const read = byLexeme.get(lexeme);
      bound += read && read.n >= depth ? Number(read.low) : IMPACT_FLOOR;
    }
  }
  return lastPlace > bound * MAX_RECENCY * ROUNDING;
}
