import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ReaderTerms } from '../apps/visibility.ts';
import { visibilityCondition } from './visibility.ts';
import { searchChunks, searchImpacts } from './tables.ts';
import { RANK_WEIGHTS } from './tokenize.ts';

/**
 * The lowest impact `search_impacts` lists. A title word ranks ~0.07–0.2 in its chunk, a heading
 * word ~0.03–0.1, a body word once ~0.02: a chunk lists its title's words and those its heading
 * or its body repeat.
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
 * A document with a section headed by a code the query names (its heading's first word, as in
 * `### tidb_mem_quota_query`, `## 6.6.0`, or a flag in backticks) ranks this many times higher:
 * that section defines the code, where other pages only use it. On both judged sets of `npm run
 * eval:search` at once (nDCG@10, Ant Design's docs / TiDB's): without 0.809 / 0.709; 1.5 0.809 /
 * 0.713; 2 0.818 / 0.717; 3 0.817 / 0.717 (this: at 2 a short note using the code three times
 * still outranked a long reference page defining it); 4 0.817 / 0.716. Lifting a section whose
 * heading is the whole query, code or not, lost on Ant Design's (0.806 / 0.714): a plain heading
 * such as 全局配置 heads sections of many pages.
 */
export const DEFINITION_LIFT = 3;

/** The marks that may wrap a heading's code (`code`, **bold**, "quoted", (in brackets), --flag), then the code. */
const HEADING_CODE = String.raw`^[[:space:]\x60*"(\[-]*([a-z0-9]+(?:[._/@-][a-z0-9]+)*)`;
/**
 * A heading's first Latin word (a code, or any word) in lower case, a version without its `v`
 * (`## v6.6.0` defines 6.6.0), as `ParsedQuery.codes` holds codes; null when it starts otherwise.
 */
export const headingCode = (heading: SQL) =>
  sql`regexp_replace(substring(lower(${heading}) from ${sql.raw(`'${HEADING_CODE}'`)}), '^v([0-9])', '\\1')`;

/**
 * Where a document places: its rank, lifted gently by recency (a tie-breaker) and by being in the
 * query's language (a twin page in the other language stays close below), and by defining a code
 * the query names (`defines`: see `DEFINITION_LIFT`).
 */
export const place = (rank: SQL, updatedAt: SQL, sameLanguage: SQL, defines?: SQL) =>
  sql`${rank} * ${recencyLift(updatedAt)} * ${languageLift(sameLanguage)}${defines ? sql` * ${definitionLift(defines)}` : sql``}`;

/**
 * Recency's lift: up to `MAX_RECENCY` for a document changed now, half as much a month later. In
 * floating point (extract() answers numeric, whose arithmetic cost more than the ranking on a
 * common word's thousands of matches); a date in the future counts as now.
 */
export const recencyLift = (updatedAt: SQL) => sql`(1 + 0.05 / (1 + greatest(0, date_part('epoch', now() - ${updatedAt})) / 2592000))`;
/** The query's language's lift (`LANGUAGE_PREFERENCE`). */
export const languageLift = (sameLanguage: SQL) => sql`(case when ${sameLanguage} then ${sql.raw(String(LANGUAGE_PREFERENCE))} else 1 end)`;
/** The lift of defining a code the query names (`DEFINITION_LIFT`). */
export const definitionLift = (defines: SQL) => sql`(case when ${defines} then ${sql.raw(String(DEFINITION_LIFT))} else 1 end)`;

/**
 * A chunk's rank for one word or phrase: cover density, title above heading above body, over log
 * length. Among several units, ranked only in the chunks that hold it (the rank is 0 elsewhere):
 * most chunks matching a query of several words hold one of them, and `ts_rank_cd` costs the
 * same whether the unit is there or not. In the largest workspace of `npm run bench:search --
 * 100000` (19,805 chunks), 7,230 chunks matched one of three words: reading them took 13 ms, each
 * word's rank 16 ms more, each pair's 24 ms, and telling whether a chunk holds a unit 4–5 ms.
 */
const unitRank = (tsquery: string | Placeholder, gated: boolean) => {
  const rank = sql`ts_rank_cd(${`{${RANK_WEIGHTS.join(',')}}`}::float4[], ${searchChunks.tsv}, ${tsquery}::tsquery, 1)`;
  return gated ? sql`case when ${searchChunks.tsv} @@ ${tsquery}::tsquery then ${rank} else 0 end` : rank;
};

/**
 * A unit's rank in a chunk (a cover density: ~0.017 for a body word once in a chunk of 150 words,
 * ~0.08 for a title word) as a term frequency, saturated as BM25 saturates it: the first
 * occurrences count most, and a word repeated cannot outweigh a rarer one. Only their ratio
 * matters (half the most a unit gives at a rank of K1 / TF_SCALE, ~0.13).
 */
const TF_SCALE = 15;
const K1 = 2;
const saturated = (rank: SQL) => sql`(${rank} * ${sql.raw(String(TF_SCALE * (K1 + 1)))} / (${rank} * ${sql.raw(String(TF_SCALE))} + ${sql.raw(String(K1))}))`;

/**
 * A document's rank is this share its best passage's (its best chunk: every unit there, and
 * their pairs close together there), the rest its words' frequencies over the whole document
 * against its length (`lengthSaturated`). Passages alone lost the questions whose words a guide
 * spreads over its sections; the best section of each word (before) let a long reference page,
 * which mentions every word somewhere, outrank the page about the question. Chosen on both judged
 * sets of `npm run eval:search` at once (nDCG@10 on Ant Design's docs / TiDB's): each word's best
 * section 0.778 / 0.608; the best passage alone 0.767 / 0.632; 0.5 0.779 / 0.684; 0.7 0.778 /
 * 0.688 (this); with 0.6 0.779 / 0.682.
 */
export const PASSAGE_SHARE = 0.7;
/**
 * BM25's length normalisation of a document's frequencies, with its usual constants: a document
 * of the workspace's average length (in chunks) saturates as K; one ten times longer needs
 * almost eight times its frequency for the same rank (b 0.75), as a field in BM25. b 0.5 and k
 * 1.6–2 were within ±0.01 on both sets.
 */
const LENGTH_K = 1.2;
const LENGTH_B = 0.75;
const lengthSaturated = (frequency: SQL, chunks: SQL, averageChunks: SQL) =>
  sql`(${frequency} * ${sql.raw(String(TF_SCALE * (LENGTH_K + 1)))} / (${frequency} * ${sql.raw(String(TF_SCALE))} + ${sql.raw(String(LENGTH_K))} * (${sql.raw(String(1 - LENGTH_B))} + ${sql.raw(String(LENGTH_B))} * ${chunks}::float8 / ${averageChunks}::float8)))`;

/**
 * How far holding only some of the query's words lowers a rank: a passage ranks times the share of
 * its clause's words it holds, a document times the share of all the query's words it holds, each
 * to this power (the coordination factor of Lucene's classic similarity, softened). Without it a
 * page repeating two of three words outranked the page holding all three, and a passage that
 * answered one clause of a question outranked a page answering each (see `RankUnit.clause`).
 * Chosen on both judged sets of `npm run eval:search` at once, with clauses (nDCG@10 on Ant
 * Design's docs / TiDB's): without 0.778 / 0.686; 0.3 0.807 / 0.701 (this); 0.4 0.808 / 0.700;
 * 0.5 0.808 / 0.698. On documents alone (no passage factor, no clauses) 0.4 gave 0.803 / 0.700,
 * 0.2 0.786 / 0.692, 1 0.787 / 0.697; weighing the words held by their rarity instead of
 * counting them lost on TiDB's (0.7: 0.792 / 0.678).
 */
export const COORDINATION = 0.3;

/** A unit that ranks, as a statement names its values; a pair names its two units (indexes in the same array). */
type RankedUnit = { tsquery: string | Placeholder; weight: number | Placeholder; clause: number; pair?: readonly [number, number] };

/**
 * How a query's units rank a document: each unit weighs its rarity (`RankUnit.weight`) times its
 * frequency, saturated, in the document's best passage and in the whole document (see
 * `PASSAGE_SHARE`); a pair of the query's words ranks where both are close (cover density) as a
 * unit of its own. A question of several clauses ranks by each clause's best passage, summed: the
 * page answering each part in a section of its own is the answer, not a passage answering one.
 * Passages and documents holding only some of the words rank lower (`COORDINATION`). A chunk
 * ranks as a passage of the whole query, to pick the one shown. `held` counts the words and
 * phrases a document holds (not the pairs), `matched` tells which. Each matching row carries its
 * document's chunk count (`document_chunks`).
 */
export function unitRanks(units: readonly RankedUnit[], averageChunks: number | Placeholder) {
  const column = (i: number) => sql.raw(`r${i}`);
  // A pair ranks a chunk at most as its lesser unit does: closeness adds to the words' evidence,
  // never more than the rarer's (and the proof bounds it so).
  const r = (i: number) => {
    const pair = units[i]!.pair;
    return pair ? sql`least(${column(i)}, ${column(pair[0])}, ${column(pair[1])})` : column(i);
  };
  const weight = (i: number) => sql`${units[i]!.weight}::float8`;
  const words = units.flatMap((unit, i) => (unit.pair ? [] : [i]));
  // The share of some words a row holds, to the coordination's power (1 for one word).
  const coverage = (of: readonly number[], holds: (i: number) => SQL) =>
    of.length > 1 ? sql`power((${sql.join(of.map((i) => sql`(${holds(i)})::int`), sql` + `)})::float8 / ${sql.raw(String(of.length))}, ${sql.raw(String(COORDINATION))})` : sql`1`;
  const inChunk = (i: number) => sql`${column(i)} > 0`;
  const chunkParts = units.map((_, i) => sql`${weight(i)} * ${saturated(r(i))}`);
  const clauses = [...new Set(units.map((unit) => unit.clause))];
  const ofClause = (clause: number) => units.flatMap((unit, i) => (unit.clause === clause ? [i] : []));
  // A clause's passage in a chunk: its units' parts, lowered for the clause's words missing there.
  const clauseCoverage = (clause: number) => coverage(ofClause(clause).filter((i) => !units[i]!.pair), inChunk);
  const clausePassage = (clause: number) => sql`(${sql.join(ofClause(clause).map((i) => chunkParts[i]!), sql` + `)}) * ${clauseCoverage(clause)}`;
  const chunk = sql`(${sql.join(chunkParts, sql` + `)}) * ${coverage(words, inChunk)}`;
  // Summed as float8: the chunks' float4 ranks add up exactly so, in whatever order they are read
  // (as float4 the sum's last digits followed the plan, and the same page ranked differently).
  const wholeParts = units.map((_, i) => sql`${weight(i)} * ${lengthSaturated(sql`sum(${r(i)}::float8)`, sql`max(document_chunks)`, sql`${averageChunks}`)}`);
  const documentCoverage = coverage(words, (i) => sql`max(${column(i)}) > 0`);
  const passage = sql.join(clauses.map((clause) => sql`max(${clausePassage(clause)})`), sql` + `);
  return {
    columns: sql.join(units.map((unit, i) => sql`${unitRank(unit.tsquery, units.length > 1)} as ${column(i)}`), sql`, `),
    document: sql`((${sql.raw(String(PASSAGE_SHARE))} * (${passage}) + ${sql.raw(String(1 - PASSAGE_SHARE))} * (${sql.join(wholeParts, sql` + `)})) * ${documentCoverage})`,
    chunk,
    /**
     * Each unit's part of a document's rank before its coverage (`documentCoverage`) and the
     * passage's share: in its clause's best passage (aggregates over the document's chunks), and
     * over its whole.
     */
    passageParts: units.map(({ clause }, i) => sql`(array_agg(${chunkParts[i]} * ${clauseCoverage(clause)} order by ${clausePassage(clause)} desc))[1]`),
    wholeParts,
    documentCoverage,
    held: sql.join(words.map((i) => sql`(max(${column(i)}) > 0)::int`), sql` + `),
    matched: sql`array[${sql.join(words.map((i) => sql`max(${column(i)}) > 0`), sql`, `)}]`,
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
 * A unit as the proof sees it: its weight and clause, and the lexemes whose lists bound it
 * (`lexemes`), or the two units a pair needs (`pair`, indexes in the same array), or neither when
 * every document holding it was ranked (a rare unit read in full: `readInFull`).
 */
export type BoundedUnit = { weight: number; clause: number; lexemes?: readonly string[]; pair?: readonly [number, number] };

/** Word units of a query (indexes in its units) that no unread passage holds both of (`readInFull`). */
export type Apart = readonly (readonly [number, number])[];

/**
 * What is known of the documents the lists did not reach: the query's units, the lists read (how
 * deep, and how far each got), the pairs of words no unread passage holds both of (`together`),
 * the workspace's chunks a document, and whether the query names a code (`DEFINITION_LIFT`).
 */
export type Unread = { units: readonly BoundedUnit[]; depth: number; reads: ListRead[]; together: Apart; averageChunks: number; defining: boolean };

/** More listed words in one clause than this are bounded all together, not subset by subset. */
const ENUMERATED_WORDS = 10;

/**
 * Whether a page read from the impact lists is the exact top. A unit (a lexeme, or a few joined
 * by "or") ranks a chunk at most the sum of its lexemes' impacts there, and a pair of units at
 * most what the lesser of the two does. A document none of whose chunks is in the lists read
 * ranks each of its chunks, for each unit, at most its lexemes' last impacts read (or the floor,
 * for a list read to its end); a document with a chunk in some list was ranked whole (every
 * matching chunk of it), as was every document holding a unit read in full, or two words read
 * together. An unread document's passage for a clause is then at most the best of the sets of
 * its listed words one chunk can hold (no two read together), their weights times those bounds
 * saturated, lowered for the clause's words missing (`COORDINATION`); its whole, however many
 * chunks it has, at most what a document of endless chunks, each at those bounds, ranks
 * (`lengthSaturated` rises with the chunks towards that limit). It holds none of the words read
 * in full, so it is lowered at least as one holding only the listed words. When the page's last
 * document places above that sum with recency's and language's largest lifts, no unread document
 * can enter the page; with the definition's lift too when the query names a code.
 */
export function provesTop({ units, depth, reads, together, averageChunks, defining }: Unread, lastPlace: number | undefined): boolean {
  if (lastPlace === undefined) return false;
  const byLexeme = new Map(reads.map((read) => [read.lexeme, read]));
  const apart = (a: number, b: number) => together.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  const chunkBound = (unit: BoundedUnit): number => {
    if (unit.pair) return apart(...unit.pair) ? 0 : Math.min(chunkBound(units[unit.pair[0]]!), chunkBound(units[unit.pair[1]]!));
    let rank = 0;
    for (const lexeme of new Set(unit.lexemes ?? [])) {
      const read = byLexeme.get(lexeme);
      rank += read && read.n >= depth ? Number(read.low) : IMPACT_FLOOR;
    }
    return rank;
  };
  const ranks = units.map(chunkBound);
  const whole = units.reduce((sum, unit, i) => sum + unit.weight * endlessDocument(ranks[i]!, averageChunks), 0);
  let passage = 0;
  for (const clause of new Set(units.map((unit) => unit.clause))) passage += clauseBound(units, ranks, clause, apart);
  // An unread document holds none of the words read in full: at most the listed words' share.
  const words = units.filter((unit) => !unit.pair);
  const listed = words.filter((unit) => unit.lexemes).length;
  const coverage = words.length > 1 ? (listed / words.length) ** COORDINATION : 1;
  const bound = PASSAGE_SHARE * passage + (1 - PASSAGE_SHARE) * whole;
  return lastPlace > bound * coverage * MAX_RECENCY * LANGUAGE_PREFERENCE * (defining ? DEFINITION_LIFT : 1) * ROUNDING;
}

/**
 * The most an unread chunk ranks as a clause's passage (`unitRanks`' clausePassage): over the sets
 * of the clause's listed words one chunk may hold (no two of them read together), their parts and
 * their pairs' at the chunk bounds (`ranks`), times the share of the clause's words held.
 */
function clauseBound(units: readonly BoundedUnit[], ranks: readonly number[], clause: number, apart: (a: number, b: number) => boolean) {
  const part = (i: number) => units[i]!.weight * saturate(ranks[i]!);
  const ofClause = units.flatMap((unit, i) => (unit.clause === clause ? [i] : []));
  const words = ofClause.filter((i) => !units[i]!.pair);
  const listed = words.filter((i) => units[i]!.lexemes);
  if (listed.length > ENUMERATED_WORDS) return ofClause.reduce((sum, i) => sum + part(i), 0);
  let best = 0;
  for (let set = 1; set < 1 << listed.length; set++) {
    const held = listed.filter((_, bit) => set & (1 << bit));
    if (held.some((a, n) => held.slice(n + 1).some((b) => apart(a, b)))) continue;
    const within = (i: number) => held.includes(i);
    const parts = ofClause.reduce((sum, i) => sum + (units[i]!.pair ? (units[i]!.pair!.every(within) ? part(i) : 0) : within(i) ? part(i) : 0), 0);
    best = Math.max(best, parts * (words.length > 1 ? (held.length / words.length) ** COORDINATION : 1));
  }
  return best;
}

/** `saturated` in arithmetic, for bounds. */
const saturate = (rank: number) => (rank * TF_SCALE * (K1 + 1)) / (rank * TF_SCALE + K1);
/** The limit of `lengthSaturated` for a document of n chunks each ranking `rank`, as n grows. */
const endlessDocument = (rank: number, averageChunks: number) =>
  rank === 0 ? 0 : (rank * TF_SCALE * (LENGTH_K + 1)) / (rank * TF_SCALE + (LENGTH_K * LENGTH_B) / averageChunks);
