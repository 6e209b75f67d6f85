import { and, sql } from 'drizzle-orm';
import type { Reader } from '../apps/visibility.ts';
import { rowsOf, type Database } from '../db/client.ts';
import { pageHits, type SearchHit } from './hits.ts';
import { depths, provesTop, type Apart, type BoundedUnit } from './impacts.ts';
import { anyUnit, documentFilters, keywordStatement, list, matching, type RankUnit, type Read, type Statement, type Window } from './keyword-statement.ts';
import { formChunks, rarity, termStats } from './term-stats.ts';
import { searchChunks } from './tables.ts';
import { fuseWithVectors } from './hybrid.ts';
import { pairs } from './pairs.ts';
import { readInFull } from './read-in-full.ts';
import type { Semantic } from './ports.ts';
import { correctQuery } from './corrections.ts';
import { parseQuery, type ParsedQuery } from './query-words.ts';
import type { KeywordCounts, KeywordRanking, Ranked, RankedBy, SearchFilters } from './ranked.ts';
import { withSynonyms } from './synonym-expansion.ts';
import { synonymsOf } from './synonyms.ts';
import { visibilityCondition } from './visibility.ts';

export type SearchCounts = {
  totalCount: number;
  /** False when more passages matched than a count reads (`COUNTED_PASSAGES`): the count is then at least this. */
  totalCountIsExact: boolean;
  /** The same of the facets: they are counted over the passages of every app and type, each under the other filter. */
  facets: { apps: { appId: string; title: string; count: number }[]; sourceTypes: { sourceType: string; count: number }[]; isExact: boolean };
};

export type SearchPage = {
  hits: SearchHit[];
  offset: number;
  /** Whether documents follow this page, when the ranking knows (it reads one past the page). */
  more: boolean | null;
  /**
   * The count and facets, read when first asked for: on a common word they cost more than the
   * page itself (every match is counted), so a caller that shows the page alone never waits.
   */
  counts: () => Promise<SearchCounts>;
  /** False when no document held every word, and documents holding some of them are shown. */
  matchedAllTerms: boolean;
  /** The query searched instead, when words of the one typed are in no document and their corrections are. */
  correctedQuery: string | null;
  /** How the keyword ranking was found: from the impact lists, or by ranking every match. */
  rankedBy?: RankedBy;
  /** What ranked the page, to tell its parts (`score-parts.ts`); none when nothing was searched. */
  scoring?: Scoring;
};

/**
 * What a search ranked by: its units weighed (the words and phrases first, each the `terms` typed,
 * then their pairs), the workspace's chunks a document, the query's language, and the query's
 * vector and its model when keyword and vector ranks were fused.
 */
export type Scoring = {
  units: readonly RankUnit[];
  terms: readonly (string | undefined)[];
  averageChunks: number;
  language: string | null;
  /** The codes the query names (`ParsedQuery.codes`): a section headed by one defines it. */
  codes: readonly string[];
  vector: { model: string; query: number[] } | null;
};

/** A page of nothing found (nothing asked, or only apps that do not exist). */
export const emptyPage = (offset: number): SearchPage => ({
  hits: [],
  offset,
  more: false,
  counts: async () => ({ totalCount: 0, totalCountIsExact: true, facets: { apps: [], sourceTypes: [], isExact: true } }),
  matchedAllTerms: true,
  correctedQuery: null,
});

/**
 * Several words whose chunks in common the database expects to be fewer than this are ranked
 * all at once. Their lists hold each word's best chunks, not the chunks holding every word, so
 * they prove a page of such words only deep down, after reads that cost more than ranking a few
 * thousand matches. (Two common words in a workspace of 200k chunks, `npm run bench:search`:
 * 1–9k matches took 2–4 times as long from the lists; 26k matches took 175 ms ranked, 106 ms
 * from the lists.) Since the lists prove more (`readInFull`), 100 first searches of each kind of
 * several words there had a p95 of 128 ms below 10,000, 125 below 5,000 (2–3 words 144 → 125,
 * Chinese questions 91 → 77), 144 below 3,000 and 135 below 1,000, where English questions lost.
 */
const RANK_ALL_BELOW = 5_000;

/**
 * A search of at most this many words and phrases (and their pairs), without filters, runs its ranking and counting
 * statements prepared, each rendered once for its shape (`executeShaped`): planning them took
 * 1–3 ms, more than running them, and rendering them ~0.3 ms. The server keeps ~0.4 MB a shape of
 * statement and connection, so the rarer shapes (filters, longer queries) are rendered and
 * planned each time instead, and the shapes kept stay a few dozen.
 */
const PREPARED_UNITS = 4;

/** How deep the keyword list goes when fused with the vector list (pages stay stable within it). */
const FUSION_DEPTH = 100;

/**
 * Searches the documents a reader may see, ranked as a BM25 engine ranks natural queries: every
 * word of the query contributes and none is required (a quoted phrase is), weighted by its rarity
 * in the workspace and its saturated frequency (title above heading above body), in the
 * document's best passage and over the whole document against its length (`impacts.ts`); words
 * typed next to each other count again where they are close; a question of several clauses ranks
 * by a passage for each; passages and documents holding only some of the words rank lower. Each
 * document shows its best chunk and which of the query's words it holds. Documents in the query's
 * language are preferred gently, and recency breaks near-ties. A query with words no document
 * holds is searched with its misspelled words corrected, when that finds them. The workspace's
 * synonyms are alternatives of the words they match. With an embedding model, keyword and vector
 * ranks are fused (a quoted phrase keeps to keywords: it asks for exact words). Facets count
 * documents per app and per type under the other filters. The permission filter is part of every
 * query, so nothing hidden is ranked, counted or faceted.
 */
export async function searchDocuments(
  db: Database,
  reader: Reader,
  input: {
    query: string;
    filters?: SearchFilters | null;
    first: number;
    offset: number;
    /**
     * How the keyword ranking is found. By default the cheaper way for the query; `impacts` reads
     * the impact lists wherever they could answer, `every match` ranks every match (to compare).
     */
    rankBy?: RankedBy;
    /** Whether a query whose words no document holds is searched again with misspelled words corrected (by default). */
    correctSpelling?: boolean;
    /** Only the count and facets are wanted: nothing is ranked (the page's own query ranks it). */
    countsOnly?: boolean;
  },
  semantic: Semantic | null = null,
  /**
   * Work to run beside the page's last statement, given how many documents the page ranked (a
   * search recorded as it is answered: `search-log.ts`); not run when nothing could be ranked.
   */
  alongside?: (ranked: number) => Promise<unknown>,
): Promise<SearchPage> {
  const synonyms = await synonymsOf(db, reader.workspaceId);
  let parsed = withSynonyms(parseQuery(input.query), input.query, synonyms);
  const filters = input.filters ?? {};
  // The workspace's embedding model: its own, else the server's (none: keywords alone).
  const hybrid = semantic && !parsed.exact ? await semantic.forWorkspace(reader.workspaceId) : null;
  const queryVector = hybrid ? await hybrid.embedQuery(input.query) : null;
  // Fused ranks need the keyword list from its top; keyword search alone reads just the page.
  const window = queryVector ? { first: Math.max(FUSION_DEPTH, input.offset + input.first), offset: 0 } : input;

  let weighed = parsed.units.length > 0 ? await weigh(db, reader.workspaceId, parsed) : null;
  let correctedQuery: string | null = null;
  if (input.correctSpelling !== false) {
    const meant = await asMeant(db, reader, input.query, weighed, synonyms);
    if (meant) ({ query: correctedQuery, parsed, weighed } = meant);
  }
  if (!weighed) return emptyPage(input.offset);
  const statement: Statement = {
    reader,
    units: weighed.units,
    required: weighed.required,
    filters,
    language: parsed.language,
    codes: parsed.codes,
    averageChunks: weighed.averageChunks,
    workspaceChunks: weighed.workspaceChunks,
    keepable: weighed.found <= PREPARED_UNITS,
  };
  const keyword = weighed.impossible
    ? nothingRanked
    : input.countsOnly
      ? countsAlone(db, statement)
      : await rankByKeywords(db, statement, weighed.lexemes, weighed.apart, window, input.rankBy);
  // Whether a document ranked holds every word and phrase typed (else the page says it shows
  // documents holding some): one holding every word, the rarer ones too, ranks near the top.
  const matchedAllTerms = keyword.ranked.length === 0 || keyword.ranked.some((hit) => (hit.held ?? 0) >= parsed.units.length);

  let ranked: Ranked[] = keyword.ranked;
  let more = keyword.more;
  let counts = keyword.counts;
  if (hybrid && queryVector) {
    const fused = await fuseWithVectors(db, {
      workspaceId: reader.workspaceId,
      semantic: hybrid,
      vector: queryVector,
      keyword,
      tsquery: parsed.units.map((unit) => unit.tsquery).join(' | '),
      visibility: visibilityCondition(reader),
      docFilters: documentFilters(filters),
      filters,
    });
    ranked = fused.ranked.slice(input.offset, input.offset + input.first);
    more = fused.ranked.length > input.offset + input.first ? true : null;
    counts = fused.counts;
  }
  let counted: Promise<SearchCounts> | undefined;
  // On a server the two run side by side, each on a connection of its own.
  const [hits] = await Promise.all([
    pageHits(db, reader.workspaceId, ranked, parsed.marks, {
      all: [...new Set(parsed.units.flatMap((unit) => (unit.term ? [unit.term] : [])))],
      ofUnits: weighed.terms,
    }),
    alongside?.(ranked.length),
  ]);
  return {
    hits,
    offset: input.offset,
    more,
    counts: () =>
      (counted ??= counts().then((c) => ({
        totalCount: c.total,
        totalCountIsExact: c.exact,
        facets: {
          apps: c.appFacets.map((r) => ({ appId: r.app_id, title: r.title, count: r.n })),
          sourceTypes: c.typeFacets.map((r) => ({ sourceType: r.source_type, count: r.n })),
          isExact: c.facetsExact,
        },
      }))),
    rankedBy: keyword.rankedBy,
    matchedAllTerms,
    correctedQuery,
    scoring: {
      units: weighed.units,
      terms: weighed.terms,
      averageChunks: weighed.averageChunks,
      language: parsed.language,
      codes: parsed.codes,
      vector: hybrid && queryVector ? { model: hybrid.model, query: queryVector } : null,
    },
  };
}

type Weighed = Awaited<ReturnType<typeof weigh>>;

/**
 * The query as the person meant it, with its units weighed, when it looks mistyped and the
 * correction finds more (`corrections.ts`); null to search it as typed. Latin words are corrected
 * when some word is in no document; Chinese characters of the same sound as a word whenever they
 * are typed, as a wrong pick of the input method often leaves every character found somewhere
 * (浙将: 浙 and 将 are). A correction is kept when more of its words are found, or as many and
 * fewer are not (浙将大学: 大学 is found either way), or, for Chinese characters the documents
 * never hold as typed, when it finds no fewer.
 */
async function asMeant(
  db: Database,
  reader: Reader,
  query: string,
  weighed: Weighed | null,
  synonyms: Awaited<ReturnType<typeof synonymsOf>>,
): Promise<{ query: string; parsed: ParsedQuery; weighed: Weighed } | null> {
  const unknownWords = weighed?.unknownWords ?? true;
  const correction = await correctQuery(db, reader, query, { words: unknownWords });
  if (!correction) return null;
  const parsed = withSynonyms(parseQuery(correction.query), correction.query, synonyms);
  if (parsed.units.length === 0) return null;
  const reweighed = await weigh(db, reader.workspaceId, parsed);
  const [found, missing] = [weighed?.found ?? 0, weighed?.missing ?? 0];
  const better =
    reweighed.found > found || (reweighed.found === found && reweighed.missing < missing) || (correction.soundAlike && reweighed.found >= found && reweighed.found > 0);
  return better ? { query: correction.query, parsed, weighed: reweighed } : null;
}

/**
 * A query's units weighed by their rarity in the workspace (`term-stats.ts`): the units some
 * document holds, then the pairs of its words next to each other in the query that some document
 * holds (see `PAIR_WEIGHT`); the words' impact lists when every one of them is plain lexemes; the
 * phrases a document must hold; whether a word is in no document (so may be misspelled); how
 * many units are found at all, and how many are not; whether a required phrase is in none (nothing can be found); and
 * the workspace's chunks a document.
 */
async function weigh(db: Database, workspaceId: string, query: ParsedQuery) {
  let parsed = query;
  let stats = await termStats(db, workspaceId, parsed.units.map((unit) => unit.tsquery));
  // A unit no document holds, searched as its fallback (a word being typed as a prefix, a code by its parts).
  if (parsed.units.some((unit, i) => unit.fallback && stats.frequencies[i] === 0)) {
    parsed = { ...parsed, units: parsed.units.map((unit, i) => (unit.fallback && stats.frequencies[i] === 0 ? { ...unit.fallback, clause: unit.clause } : unit)) };
    stats = await termStats(db, workspaceId, parsed.units.map((unit) => unit.tsquery));
  }
  const held = parsed.units.map((unit, i) => ({ unit, frequency: stats.frequencies[i]! })).filter((u) => u.frequency > 0);
  const words: RankUnit[] = held.map(({ unit, frequency }) => ({ tsquery: unit.tsquery, weight: rarity(stats.documents, frequency) * unit.weight, frequency, clause: unit.clause }));
  const required = parsed.units.filter((unit) => unit.required).map((unit) => unit.tsquery);
  const paired = await pairs(db, workspaceId, held.map(({ unit }) => unit), words);
  return {
    units: [...words, ...paired.units],
    /** Pairs of `units`' words that no passage holds both of, when counted. */
    apart: paired.absent,
    // A required phrase only narrows what the lists bound: they can answer it when it is one word.
    lexemes: held.every(({ unit }) => unit.lexemes?.length) ? held.map(({ unit }) => unit.lexemes!) : undefined,
    required: required.length ? required.join(' & ') : null,
    unknownWords: parsed.units.some((unit, i) => stats.frequencies[i] === 0 && !unit.required),
    found: held.length,
    missing: parsed.units.filter((unit, i) => stats.frequencies[i] === 0).length,
    impossible: held.length === 0 || parsed.units.some((unit, i) => unit.required && stats.frequencies[i] === 0),
    averageChunks: stats.averageChunks,
    workspaceChunks: stats.chunks,
    /** The word or phrase typed each of `units` that is not a pair stands for. */
    terms: held.map(({ unit }) => unit.term),
  };
}

/** The count and facets of a search, read when asked for, with no ranking. */
function countsAlone(db: Database, statement: Statement): KeywordRanking {
  let counted: Promise<KeywordCounts> | undefined;
  return { ranked: [], more: null, counts: () => (counted ??= keywordStatement(db, statement, { counts: true })), rankedBy: 'every match' };
}

/** No document can match (no unit is in any, or a required phrase is in none). */
const nothingRanked: KeywordRanking = { ranked: [], more: false, counts: async () => ({ total: 0, exact: true, facetsExact: true, appFacets: [], typeFacets: [] }), rankedBy: 'every match' };

/**
 * The keyword ranking down to the window's end, one document past it (to tell whether more
 * follow), and the count and facets when asked for. A query of words may be answered from their
 * impact lists (their best chunks in impact order, without ranking every match); when those lists
 * cannot prove the page, the query holds a phrase or a prefix, or its words are expected in few
 * chunks together, every match is ranked.
 */
async function rankByKeywords(
  db: Database,
  statement: Statement,
  lexemes: (readonly string[])[] | undefined,
  apart: Apart,
  window: Window,
  rankBy?: RankedBy,
): Promise<KeywordRanking> {
  const need = window.offset + window.first;
  const past = { ...window, first: window.first + 1 };
  let counted: Promise<KeywordCounts> | undefined;
  const counts = () => (counted ??= keywordStatement(db, statement, { counts: true }));
  const page = (read: Read, rankedBy: KeywordRanking['rankedBy'], complete: boolean): KeywordRanking => ({
    ranked: read.ranked.slice(window.offset, need),
    more: read.ranked.length > need ? true : complete ? false : null,
    counts,
    rankedBy,
  });
  if (lexemes?.length && (await listsFirst(db, statement, lexemes, rankBy))) {
    // Beside a common word, a rare one's few documents are all candidates (read through the
    // full-text index), rather than bounded by its list's floor: a rare word weighs much, so that
    // bound would keep the page from being proved at any depth (MaxScore's split of the query).
    const forms = await formChunks(db, statement.reader.workspaceId, lexemes.flatMap((forms) => (forms.length > 1 ? forms : [])));
    const { bounding, together, tsquery: fully } = readInFull(statement.units, { lexemes, absent: apart, formChunks: forms });
    // A rare unit's documents are all ranked: nothing unread holds it (no lexemes bound it).
    const bounded: BoundedUnit[] = statement.units.map(({ weight, clause, pair }, i) => (pair ? { weight, clause, pair } : { weight, clause, ...(bounding[i] && { lexemes: bounding[i] }) }));
    const listed = [...new Set(bounded.flatMap((unit) => unit.lexemes ?? []))];
    // With every form of every word few enough to read whole, no list is left: every match is ranked.
    for (const depth of listed.length ? depths(need + 1) : []) {
      const read = await keywordStatement(db, statement, { window: past, lists: { lexemes: listed, depth, rare: fully } });
      const unread = { units: bounded, depth, reads: read.lists, together, averageChunks: statement.averageChunks, defining: statement.codes.length > 0 };
      // A list read to its end does not mean no unlisted match follows: whether more do is left open.
      if (provesTop(unread, read.ranked[need - 1]?.place)) return page(read, 'impacts', false);
      // Every list was read to its end: reading deeper would find nothing more.
      if (read.lists.every((list) => list.n < depth)) break;
    }
  }
  return page(await keywordStatement(db, statement, { window: past }), 'every match', true);
}

/**
 * Whether to read the impact lists before ranking every match (see `RANK_ALL_BELOW`). A workspace
 * with fewer chunks than that cannot match as many, so its several words are ranked at once
 * without asking the planner (a statement of its own, for most workspaces).
 */
async function listsFirst(db: Database, statement: Statement, lexemes: (readonly string[])[], rankBy?: RankedBy) {
  if (rankBy) return rankBy === 'impacts';
  if (lexemes.length === 1) return true;
  return statement.workspaceChunks >= RANK_ALL_BELOW && (await expectedMatches(db, statement)) >= RANK_ALL_BELOW;
}

/**
 * How many chunks the database expects to match: its planner's estimate (from the lexemes'
 * frequencies it keeps), which costs a plan and no reading. It counts the workspace's chunks in
 * the apps and types asked for, whoever may see them: planning the permission condition and the
 * author's join took ~1 ms, as long as the search's own statement. A guess above the reader's
 * share only has the lists read first, and a database without statistics yet guesses low, so
 * every match is ranked: the answer is exact either way.
 */
async function expectedMatches(db: Database, { reader: { workspaceId }, units, filters }: Statement): Promise<number> {
  const tsquery = anyUnit(units);
  const inApps = filters.appIds?.length ? sql`${searchChunks.appId} in (${list(filters.appIds)})` : undefined;
  const ofTypes = filters.sourceTypes?.length ? sql`${searchChunks.sourceType} in (${list(filters.sourceTypes)})` : undefined;
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await db.execute(sql`explain (format json) select 1 from ${searchChunks} where ${and(matching({ workspaceId, condition: undefined, tsquery }), inApps, ofTypes)}`),
  );
  const plan = typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
  return Number((plan as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
