import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { apps, documents } from '../apps/tables.ts';
import type { Reader, ReaderTerms } from '../apps/visibility.ts';
import { executeShaped, rowsOf, type Database } from '../db/client.ts';
import { pageHits, shownJson, type SearchHit, type Shown } from './hits.ts';
import { depths, impactLists, place, provesTop, rankOf, rankTerms, type ListRead } from './impacts.ts';
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
    const prepared = units.length <= PREPARED_UNITS && !filtered(filters);
    const rank = (tsquery: string) => rankByKeywords(db, { reader, tsquery, terms, filters, prepared }, lexemes, window, input.rankBy);
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
 * The filters that are about the document itself: its author (on `documents`, which a query
 * joins only then: see `byAuthor`) and its update time (each chunk holds its document's).
 */
function documentFilters(filters: SearchFilters): SQL | undefined {
  return and(
    byAuthor(filters) ? sql`${documents.author} ilike ${`%${filters.author!.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
    filters.updatedAfter ? sql`${searchChunks.updatedAt} >= ${filters.updatedAfter.toISOString()}::timestamptz` : undefined,
    filters.updatedBefore ? sql`${searchChunks.updatedAt} < ${filters.updatedBefore.toISOString()}::timestamptz` : undefined,
  );
}

const byAuthor = (filters: SearchFilters) => Boolean(filters.author?.trim());
const filtered = (filters: SearchFilters) =>
  Boolean(filters.appIds?.length || filters.sourceTypes?.length || byAuthor(filters) || filters.updatedAfter || filters.updatedBefore);

type Window = { first: number; offset: number };
/**
 * Whose search, what matches (`tsquery`), what a chunk's rank sums (`rankTerms` of the query's
 * words and phrases), under which filters, and whether it runs prepared.
 */
type Statement = { reader: Reader; tsquery: string; terms: readonly string[]; filters: SearchFilters; prepared: boolean };
type Read = { ranked: (Ranked & { place: number })[]; total: number; appFacets: AppFacet[]; typeFacets: TypeFacet[]; lists: ListRead[] };

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

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
/** The documents, joined to the chunks only to filter by author. */
const authorJoin = (filters: SearchFilters) =>
  byAuthor(filters) ? sql`join ${documents} on ${documents.workspaceId} = ${searchChunks.workspaceId} and ${documents.id} = ${searchChunks.documentId}` : sql``;
/** The chunks that match, in the workspace, that the reader may see, under the document filters. */
const matching = ({ workspaceId, condition, tsquery }: { workspaceId: Term; condition: SQL | undefined; tsquery: Term }) =>
  and(eq(searchChunks.workspaceId, workspaceId), condition, sql`${searchChunks.tsv} @@ ${tsquery}::tsquery`);

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

/**
 * One statement over the matching documents, each found once through its best-ranked chunk:
 * - with a window, the ranked documents down to its end (each with its place; those in the window
 *   also with what the page shows);
 * - with `counts`, the count and both facets (each under the other filters);
 * - with `listed` (rows of impact lists), only the chunks listed are candidates, and what was read
 *   of each list comes back too.
 */
async function keywordStatement(db: Database, statement: Statement, { window, counts = false, lists }: { window?: Window; counts?: boolean; lists?: Lists<string, number> }): Promise<Read> {
  const { reader, tsquery, terms, filters } = statement;
  const need = window && window.offset + window.first;
  // A filter's values would be kept in the statement's text: only a search without filters runs shaped.
  const shaped = statement.prepared && !filtered(filters);
  const result = shaped
    ? await executeShaped(
        db,
        `keywords ${reader.wsUserType} ${terms.length} ${lists?.lexemes.length ?? '-'} ${window ? 'ranked' : '-'} ${counts ? 'counts' : '-'}`,
        () =>
          keywordSql({
            reader: { workspaceId: sql.placeholder('workspaceId'), userId: sql.placeholder('userId'), wsUserType: reader.wsUserType },
            tsquery: sql.placeholder('tsquery'),
            terms: terms.map((_, i) => sql.placeholder(`term${i}`)),
            filters: {},
            window: window && { need: sql.placeholder('need'), offset: sql.placeholder('offset') },
            counts,
            lists: lists && { lexemes: lists.lexemes.map((_, i) => sql.placeholder(`lexeme${i}`)), depth: sql.placeholder('depth') },
          }),
        {
          workspaceId: reader.workspaceId,
          userId: reader.userId,
          tsquery,
          need,
          offset: window?.offset,
          depth: lists?.depth,
          ...Object.fromEntries(terms.map((term, i) => [`term${i}`, term])),
          ...Object.fromEntries((lists?.lexemes ?? []).map((lexeme, i) => [`lexeme${i}`, lexeme])),
        },
      )
    : await db.execute(keywordSql({ reader, tsquery, terms, filters, window: window && { need: need!, offset: window.offset }, counts, lists }));
  const [row] = rowsOf<{ hits: Read['ranked'] | string | null; total: number | null; app_facets: AppFacet[] | string | null; type_facets: TypeFacet[] | string | null; lists: ListRead[] | string | null }>(result);
  const parse = <T>(value: T | string | null | undefined): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? null));
  return {
    ranked: parse(row?.hits) ?? [],
    total: Number(row?.total ?? 0),
    appFacets: parse(row?.app_facets) ?? [],
    typeFacets: parse(row?.type_facets) ?? [],
    lists: parse(row?.lists) ?? [],
  };
}

/** A value in a statement, or a placeholder for it (a statement rendered once for its shape). */
type Term = string | Placeholder;
/** The impact lists a statement reads: of which (distinct) lexemes, and how deep. */
type Lists<T = Term, N = number | Placeholder> = { lexemes: readonly T[]; depth: N };

/** The text of `keywordStatement`, its values given or named by placeholders. */
function keywordSql({
  reader,
  tsquery,
  terms,
  filters,
  window,
  counts,
  lists,
}: {
  reader: ReaderTerms;
  tsquery: Term;
  terms: readonly Term[];
  filters: SearchFilters;
  /** How many documents to rank (from the top), and how many of them come before the page. */
  window?: { need: number | Placeholder; offset: number | Placeholder };
  counts: boolean;
  lists?: Lists;
}): SQL {
  const { workspaceId } = reader;
  const condition = and(visibilityCondition(reader), documentFilters(filters));
  const rank = rankOf(terms);
  const listed = lists && impactLists(reader, lists.lexemes, lists.depth, filters.appIds);
  // Filters on the documents found (one row each in `best`).
  const appFilter = filters.appIds?.length ? sql`best.app_id in (${list(filters.appIds)})` : sql`true`;
  const typeFilter = filters.sourceTypes?.length ? sql`best.source_type in (${list(filters.sourceTypes)})` : sql`true`;
  const ranked = Boolean(window);
  // A chunk holds its document's type and update time: documents are joined for the author only.
  const best = sql`
    select distinct on (${searchChunks.documentId}) ${searchChunks.documentId} as document_id, ${searchChunks.id} as chunk_id,
      ${searchChunks.appId} as app_id, ${searchChunks.sourceType} as source_type, ${searchChunks.updatedAt} as updated_at
      ${ranked ? sql`, ${rank} as rank` : sql``}
    from ${listed ? sql`(select distinct chunk_id from listed) candidate join ${searchChunks} on ${searchChunks.id} = candidate.chunk_id` : searchChunks}
    ${authorJoin(filters)}
    where ${matching({ workspaceId, condition, tsquery })}
    order by ${searchChunks.documentId}${ranked ? sql`, rank desc` : sql``}`;
  return sql`
      with ${listed ? sql`listed as materialized (${listed}),` : sql``}
      best as materialized (${best})
      ${
        ranked
          ? sql`, page as (
        select document_id, chunk_id, rank, place, row_number() over (order by place desc, document_id) as n
        from (
          select document_id, chunk_id, rank, ${place(sql`rank`, sql`updated_at`)} as place
          from best where ${appFilter} and ${typeFilter}
          order by place desc, document_id
          limit ${window?.need}) top
      )`
          : sql``
      }
      select
        ${
          ranked
            ? sql`(select json_agg(json_build_object('document_id', page.document_id, 'chunk_id', page.chunk_id, 'rank', page.rank, 'place', page.place,
            'shown', case when page.n > ${window?.offset} then ${shownJson} end)
          order by page.place desc, page.document_id)
          from page
          left join ${searchChunks} on page.n > ${window?.offset} and ${searchChunks.workspaceId} = ${workspaceId} and ${searchChunks.id} = page.chunk_id
          left join ${documents} on page.n > ${window?.offset} and ${documents.workspaceId} = ${workspaceId} and ${documents.id} = page.document_id
          left join ${apps} on page.n > ${window?.offset} and ${apps.workspaceId} = ${workspaceId} and ${apps.id} = ${documents.appId})`
            : sql`null`
        } as hits,
        ${counts ? sql`(select count(*) from best where ${appFilter} and ${typeFilter})::int` : sql`null`} as total,
        ${
          counts
            ? sql`(select json_agg(f) from (
          select best.app_id, ${apps.title} as title, count(*)::int as n from best
          join ${apps} on ${apps.workspaceId} = ${workspaceId} and ${apps.id} = best.app_id
          where ${typeFilter} group by best.app_id, ${apps.title} order by n desc, ${apps.title}) f)`
            : sql`null`
        } as app_facets,
        ${
          counts
            ? sql`(select json_agg(f) from (
          select source_type, count(*)::int as n from best where ${appFilter}
          group by source_type order by n desc, source_type) f)`
            : sql`null`
        } as type_facets,
        ${listed ? sql`(select json_agg(l) from (select lexeme, count(*)::int as n, min(impact) as low from listed group by lexeme) l)` : sql`null`} as lists`;
}
