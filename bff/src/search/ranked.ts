/**
 * What the steps of a keyword search hand each other (`query.ts` ranks, `keyword-statement.ts`
 * reads, `hybrid.ts` fuses, `hits.ts` shows): shapes only, so none of them imports another back.
 */

export type SearchFilters = {
  appIds?: readonly string[] | null;
  sourceTypes?: readonly string[] | null;
  author?: string | null;
  updatedAfter?: Date | null;
  updatedBefore?: Date | null;
};

/**
 * A document found through its best chunk; the page's hits also carry what they show. Found by
 * keywords, it tells how many of the query's words and phrases it holds, and which (`units_held`,
 * in the order of the statement's units that are not pairs).
 */
export type Ranked = { document_id: string; chunk_id: string; rank: number; shown?: Shown; held?: number; units_held?: boolean[] };

export type AppFacet = { app_id: string; title: string; n: number };

export type TypeFacet = { source_type: string; n: number };

/** The documents counted, per app and type; `exact` is false where more matched than a count reads (`COUNTED_PASSAGES`). */
/** The count and facets; `exact` says whether the total is every match, `facetsExact` the facets (`COUNTED_PASSAGES`). */
export type KeywordCounts = { total: number; exact: boolean; facetsExact: boolean; appFacets: AppFacet[]; typeFacets: TypeFacet[] };

export type RankedBy = 'impacts' | 'every match';

export type KeywordRanking = { ranked: Ranked[]; more: boolean | null; counts: () => Promise<KeywordCounts>; rankedBy: RankedBy };

/** What a hit shows, as read (`shownColumns`; a timestamp read as JSON is a string). */
export type Shown = {
  text: string;
  heading: string | null;
  title: string;
  url: string | null;
  source_type: string;
  author: string | null;
  updated_at: Date | string;
  has_original: boolean;
  app_title: string;
};
