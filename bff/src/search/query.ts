import { and, sql } from 'drizzle-orm';
import type { Reader } from '../apps/visibility.ts';
import { rowsOf, type Database } from '../db/client.ts';
import { pageHits, type SearchHit, type Shown } from './hits.ts';
import { depths, provesTop, rankTerms } from './impacts.ts';
import { documentFilters, keywordStatement, list, matching, type Read, type Statement, type Window } from './keyword-statement.ts';
import { searchChunks } from './tables.ts';
import { fuseWithVectors } from './hybrid.ts';
import type { Semantic } from './semantic.ts';
import { correctSpelling } from './spelling.ts';
import { parseQuery, type ParsedQuery } from './tokenize.ts';
import { visibilityCondition } from './visibility.ts';

export type SearchFilters = {
  appIds?: readonly string[] | null;
  sourceTypes?: readonly string[] | null;
  author?: string | null;
  updatedAfter?: Date | null;
  updatedBefore?: Date | null;
};


export type SearchCounts = {
  totalCount: number;
  facets: { apps: { appId: string; title: string; count: number }[]; sourceTypes: { sourceType: string; count: number }[] };
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
  /** The query searched instead, when the one typed found nothing and had misspelled words. */
  correctedQuery: string | null;
  /** How the keyword ranking was found: from the impact lists, or by ranking every match. */
  rankedBy?: RankedBy;
};

/** A page of nothing found (nothing asked, or only apps that do not exist). */
export const emptyPage = (offset: number): SearchPage => ({
  hits: [],
  offset,
  more: false,
  counts: async () => ({ totalCount: 0, facets: { apps: [], sourceTypes: [] } }),
  matchedAllTerms: true,
  correctedQuery: null,
});

/** A document found through its best chunk; the page's hits also carry what they show. */
export type Ranked = { document_id: string; chunk_id: string; rank: number; shown?: Shown };
export type AppFacet = { app_id: string; title: string; n: number };
export type TypeFacet = { source_type: string; n: number };
export type KeywordCounts = { total: number; appFacets: AppFacet[]; typeFacets: TypeFacet[] };
export type RankedBy = 'impacts' | 'every match';
export type KeywordRanking = { ranked: Ranked[]; more: boolean | null; counts: () => Promise<KeywordCounts>; rankedBy: RankedBy };

/**
 * Several words whose chunks in common the database expects to be fewer than this are ranked
 * all at once. Their lists hold each word's best chunks, not the chunks holding every word, so
 * they prove a page of such words only deep down, after reads that cost more than ranking a few
 * thousand matches. (Two common words in a workspace of 200k chunks, `npm run bench:search`:
 * 1–9k matches took 2–4 times as long from the lists; 26k matches took 175 ms ranked, 106 ms
 * from the lists.)
 */
const RANK_ALL_BELOW = 10_000;

/**
 * A search of at most this many words and phrases, without filters, runs its ranking and counting
 * statements prepared, each rendered once for its shape (`executeShaped`): planning them took
 * 1–3 ms, more than running them, and rendering them ~0.3 ms. The server keeps ~0.4 MB a shape of
 * statement and connection, so the rarer shapes (filters, longer queries) are rendered and
 * planned each time instead, and the shapes kept stay a few dozen.
 */
const PREPARED_UNITS = 4;

/** How deep the keyword list goes when fused with the vector list (pages stay stable within it). */
const FUSION_DEPTH = 100;

/**
 * Searches the documents a reader may see. Chunks match the whole query (or, when none does, the
 * query with its misspelled words corrected, or any of its words); each document is ranked by its
 * best chunk with term weights and cover density (title above heading above body), and recency
 * breaks near-ties gently. With an embedding model, keyword and vector ranks are fused (a quoted
 * phrase keeps to keywords: it asks for exact words). Facets count documents per app and per type
 * under the other filters. The permission filter is part of every query, so nothing hidden is
 * ranked, counted or faceted.
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
    /** Whether a query that finds nothing is searched again with misspelled words corrected (by default). */
    correctSpelling?: boolean;
  },
  semantic: Semantic | null = null,
): Promise<SearchPage> {
  let parsed = parseQuery(input.query);
  if (parsed.units.length === 0) return emptyPage(input.offset);
  const filters = input.filters ?? {};
  const hybrid = semantic && !parsed.exact ? semantic : null;
  const queryVector = hybrid ? await hybrid.embedQuery(input.query) : null;
  // Fused ranks need the keyword list from its top; keyword search alone reads just the page.
  const window = queryVector ? { first: Math.max(FUSION_DEPTH, input.offset + input.first), offset: 0 } : input;

  const ranking = (query: ParsedQuery) => {
    const units = query.units.map((u) => u.tsquery);
    // The impact lists answer a query whose every word is a lexeme or a few (a phrase is not).
    const lexemes = query.units.every((u) => u.lexemes?.length) ? query.units.map((u) => u.lexemes!) : undefined;
    const terms = rankTerms(units, { words: Boolean(lexemes) });
    const rank = (tsquery: string) => rankByKeywords(db, { reader, tsquery, terms, filters, keepable: units.length <= PREPARED_UNITS }, lexemes, window, input.rankBy);
    return { units, rank };
  };
  // Nothing found at all (an empty first page says so; a later one needs the count).
  const foundNothing = async (found: KeywordRanking) => found.ranked.length === 0 && (window.offset === 0 || (await found.counts()).total === 0);

  let words = ranking(parsed);
  let tsquery = words.units.join(' & ');
  let keyword = await words.rank(tsquery);
  // No document holds every word: misspelled ones are corrected, and the corrected query searched instead.
  let correctedQuery: string | null = null;
  if (input.correctSpelling !== false && (await foundNothing(keyword))) {
    correctedQuery = await correctSpelling(db, reader, input.query);
    if (correctedQuery) {
      parsed = parseQuery(correctedQuery);
      words = ranking(parsed);
      tsquery = words.units.join(' & ');
      keyword = await words.rank(tsquery);
    }
  }
  let matchedAllTerms = true;
  if (words.units.length > 1 && (await foundNothing(keyword))) {
    tsquery = words.units.join(' | ');
    keyword = await words.rank(tsquery);
    matchedAllTerms = false;
  }
  // A correction that finds nothing either is not one.
  if (correctedQuery && (await foundNothing(keyword))) correctedQuery = null;

  let ranked: Ranked[] = keyword.ranked;
  let more = keyword.more;
  let counts = keyword.counts;
  if (hybrid && queryVector) {
    const fused = await fuseWithVectors(db, {
      workspaceId: reader.workspaceId,
      semantic: hybrid,
      vector: queryVector,
      keyword,
      tsquery,
      visibility: visibilityCondition(reader),
      docFilters: documentFilters(filters),
      filters,
    });
    ranked = fused.ranked.slice(input.offset, input.offset + input.first);
    more = fused.ranked.length > input.offset + input.first ? true : null;
    counts = fused.counts;
  }
  let counted: Promise<SearchCounts> | undefined;
  return {
    hits: await pageHits(db, reader.workspaceId, ranked, parsed.marks),
    offset: input.offset,
    more,
    counts: () =>
      (counted ??= counts().then((c) => ({
        totalCount: c.total,
        facets: {
          apps: c.appFacets.map((r) => ({ appId: r.app_id, title: r.title, count: r.n })),
          sourceTypes: c.typeFacets.map((r) => ({ sourceType: r.source_type, count: r.n })),
        },
      }))),
    rankedBy: keyword.rankedBy,
    matchedAllTerms,
    correctedQuery,
  };
}

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
    const listed = [...new Set(lexemes.flat())];
    for (const depth of depths(need + 1)) {
      const read = await keywordStatement(db, statement, { window: past, lists: { lexemes: listed, depth } });
      // A list read to its end does not mean no unlisted match follows: whether more do is left open.
      if (provesTop(lexemes, depth, read.lists, read.ranked[need - 1]?.place)) return page(read, 'impacts', false);
      // Every list was read to its end: reading deeper would find nothing more.
      if (read.lists.every((list) => list.n < depth)) break;
    }
  }
  return page(await keywordStatement(db, statement, { window: past }), 'every match', true);
}

/** Whether to read the impact lists before ranking every match (see `RANK_ALL_BELOW`). */
async function listsFirst(db: Database, statement: Statement, lexemes: (readonly string[])[], rankBy?: RankedBy) {
  if (rankBy) return rankBy === 'impacts';
  return lexemes.length === 1 || (await expectedMatches(db, statement)) >= RANK_ALL_BELOW;
}

/**
 * How many chunks the database expects to match: its planner's estimate (from the lexemes'
 * frequencies it keeps), which costs a plan and no reading. It counts the workspace's chunks in
 * the apps and types asked for, whoever may see them: planning the permission condition and the
 * author's join took ~1 ms, as long as the search's own statement. A guess above the reader's
 * share only has the lists read first, and a database without statistics yet guesses low, so
 * every match is ranked: the answer is exact either way.
 */
async function expectedMatches(db: Database, { reader: { workspaceId }, tsquery, filters }: Statement): Promise<number> {
  const inApps = filters.appIds?.length ? sql`${searchChunks.appId} in (${list(filters.appIds)})` : undefined;
  const ofTypes = filters.sourceTypes?.length ? sql`${searchChunks.sourceType} in (${list(filters.sourceTypes)})` : undefined;
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
    await db.execute(sql`explain (format json) select 1 from ${searchChunks} where ${and(matching({ workspaceId, condition: undefined, tsquery }), inApps, ofTypes)}`),
  );
  const plan = typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
  return Number((plan as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
