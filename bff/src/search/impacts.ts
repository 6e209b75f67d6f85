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
/** A document in the query's language ranks this much above its twin in the other (see `place`). */
export const LANGUAGE_PREFERENCE = 1.1;
/** float4 impacts against float8 sums: a margin so that rounding never proves a wrong page. */
const ROUNDING = 1 + 1e-5;
/** How deep the lists are read at most before every match is ranked instead. */
const MAX_DEPTH = 8192;

/**
 * Where a document places: its rank, lifted gently by recency (a tie-breaker) and by being in the
 * query's language (a twin page in the other language stays close below).
 */
export const place = (rank: SQL, updatedAt: SQL, sameLanguage: SQL) =>
  // Floating point (extract() answers numeric, whose arithmetic cost more than the ranking on a
  // common word's thousands of matches); a date in the future counts as now.
  sql`${rank} * (1 + 0.05 / (1 + greatest(0, date_part('epoch', now() - ${updatedAt})) / 2592000))
    * (case when ${sameLanguage} then ${sql.raw(String(LANGUAGE_PREFERENCE))} else 1 end)`;

/** A chunk's rank for one word or phrase: cover density, title above heading above body, over log length. */
const unitRank = (tsquery: string | Placeholder) => sql`ts_rank_cd(${`{${RANK_WEIGHTS.join(',')}}`}::float4[], ${searchChunks.tsv}, ${tsquery}::tsquery, 1)`;

/**
 * A unit's rank in a chunk (a cover density: ~0.017 for a body word once in a chunk of 150 words,
 * ~0.17 for a title word) as a term frequency, saturated as BM25 saturates it: the first
 * occurrences count most, and a word repeated cannot outweigh a rarer one. Only their ratio
 * matters (half the most a unit gives at a rank of K1 / TF_SCALE, ~0.13: a title word), chosen on
 * the judged bilingual set of `npm run eval:search`: 0.04 ranked long pages' repeated words too
 * low against titles (nDCG@10 0.729), 0.13 best (0.742), 0.3 and above (no saturation) lost the
 * English questions (0.728–0.717).
 */
const TF_SCALE = 15;
const K1 = 2;
const saturated = (rank: SQL) => sql`(${rank} * ${sql.raw(String(TF_SCALE * (K1 + 1)))} / (${rank} * ${sql.raw(String(TF_SCALE))} + ${sql.raw(String(K1))}))`;

/**
 * How a query's units rank a document, BM25's way: each unit weighs its rarity (`RankUnit.weight`)
 * times its saturated frequency in the document's chunk that holds it best, so that the words may
 * be spread over the document's sections; the sum over the units is the document's rank. A chunk
 * ranks the same way on its own, to pick the passage shown. `held` counts the units a document holds.
 */
export function unitRanks(units: readonly { tsquery: string | Placeholder; weight: number | Placeholder }[]) {
  const r = (i: number) => sql.raw(`r${i}`);
  const weight = (i: number) => sql`${units[i]!.weight}::float8`;
  return {
    columns: sql.join(units.map((unit, i) => sql`${unitRank(unit.tsquery)} as ${r(i)}`), sql`, `),
    document: sql.join(units.map((_, i) => sql`${weight(i)} * ${saturated(sql`max(${r(i)})`)}`), sql` + `),
    chunk: sql.join(units.map((_, i) => sql`${weight(i)} * ${saturated(r(i))}`), sql` + `),
    held: sql.join(units.map((_, i) => sql`(max(${r(i)}) > 0)::int`), sql` + `),
  };
}

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
 * Whether a page read from the impact lists is the exact top. A unit (a lexeme, or a few joined
 * by "or") ranks a chunk at most the sum of its lexemes' impacts there. A document none of whose
 * chunks is in the lists read ranks, for each unit, at most its weight times the saturated sum of
 * each list's last impact read (or the floor, for a list read to its end); a document with a chunk
 * in some list was ranked whole (every matching chunk of it). When the page's last document places
 * above that bound with recency's and language's largest lifts, no unread document can enter the
 * page.
 */
export function provesTop(units: readonly { lexemes: readonly string[]; weight: number }[], depth: number, reads: ListRead[], lastPlace: number | undefined): boolean {
  if (lastPlace === undefined) return false;
  const byLexeme = new Map(reads.map((read) => [read.lexeme, read]));
  let bound = 0;
  for (const { lexemes, weight } of units) {
    let rank = 0;
    for (const lexeme of new Set(lexemes)) {
      const read = byLexeme.get(lexeme);
      rank += read && read.n >= depth ? Number(read.low) : IMPACT_FLOOR;
    }
    bound += weight * saturate(rank);
  }
  return lastPlace > bound * MAX_RECENCY * LANGUAGE_PREFERENCE * ROUNDING;
}

/** `saturated` in arithmetic, for bounds. */
const saturate = (rank: number) => (rank * TF_SCALE * (K1 + 1)) / (rank * TF_SCALE + K1);
