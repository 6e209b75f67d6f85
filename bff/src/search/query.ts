import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { apps, documents } from '../apps/tables.ts';
import { appVisibleTo, restrictedVisibleTo, type Reader } from '../apps/visibility.ts';
import { rowsOf, type Database } from '../db/client.ts';
import { highlightAll, highlightPassage, type Segment } from './highlight.ts';
import { searchChunks } from './tables.ts';
import { fuseWithVectors } from './hybrid.ts';
import type { Semantic } from './semantic.ts';
import { parseQuery } from './tokenize.ts';

export type SearchFilters = {
  appIds?: readonly string[] | null;
  sourceTypes?: readonly string[] | null;
  author?: string | null;
  updatedAfter?: Date | null;
  updatedBefore?: Date | null;
};

export type SearchHit = {
  documentId: string;
  /** The document's title and link, read with its passage (callers load more of it if they need). */
  documentTitle: string;
  documentUrl: string | null;
  score: number;
  title: Segment[];
  heading: string | null;
  passage: Segment[];
  /** More of the passage's surroundings (a preview), matches marked. */
  preview: Segment[];
  /** The whole chunk the passage is from (context for answers). */
  chunkText: string;
};

export type SearchPage = {
  hits: SearchHit[];
  totalCount: number;
  offset: number;
  facets: { apps: { appId: string; title: string; count: number }[]; sourceTypes: { sourceType: string; count: number }[] };
  /** False when no document held every word, and documents holding some of them are shown. */
  matchedAllTerms: boolean;
};

/**
 * The chunks the reader may see, as a condition on `search_chunks`: one the source shows to
 * everyone follows its app's data permission, one it restricts the app's protected-document
 * permission. Each set of apps is a subquery the database runs once per search (so the filter
 * needs no join per chunk, and no statement of its own before the search).
 */
export function visibilityCondition(reader: Reader): SQL {
  const appsWhere = (condition: SQL) => sql`(select ${apps.id} from ${apps} where ${condition})`;
  return sql`((not ${searchChunks.restricted} and ${searchChunks.appId} in ${appsWhere(appVisibleTo(reader))})
    or (${searchChunks.restricted} and ${searchChunks.appId} in ${appsWhere(restrictedVisibleTo(reader))}))`;
}

/** A document found through its best chunk; the page's hits also carry what they show. */
export type Ranked = { document_id: string; chunk_id: string; rank: number; shown?: Shown };
/** A hit's passage and its document's title and link. */
type Shown = { text: string; heading: string | null; title: string; url: string | null };
export type AppFacet = { app_id: string; title: string; n: number };
export type TypeFacet = { source_type: string; n: number };
export type KeywordRanking = { ranked: Ranked[]; total: number; appFacets: AppFacet[]; typeFacets: TypeFacet[] };

/** How deep the keyword list goes when fused with the vector list (pages stay stable within it). */
const FUSION_DEPTH = 100;

/**
 * Searches the documents a reader may see. Chunks match the whole query (or, when none does, any
 * of its words); each document is ranked by its best chunk with term weights and cover density
 * (title above heading above body), and recency breaks near-ties gently. With an embedding model,
 * keyword and vector ranks are fused (a quoted phrase keeps to keywords: it asks for exact words).
 * Facets count documents per app and per type under the other filters. The permission filter is
 * part of every query, so nothing hidden is ranked, counted or faceted.
 */
export async function searchDocuments(
  db: Database,
  reader: Reader,
  input: { query: string; filters?: SearchFilters | null; first: number; offset: number },
  semantic: Semantic | null = null,
): Promise<SearchPage> {
  const parsed = parseQuery(input.query);
  const empty: SearchPage = { hits: [], totalCount: 0, offset: input.offset, facets: { apps: [], sourceTypes: [] }, matchedAllTerms: true };
  if (parsed.units.length === 0) return empty;
  const filters = input.filters ?? {};
  const visibility = visibilityCondition(reader);
  const docFilters = documentFilters(filters);
  const hybrid = semantic && !parsed.exact ? semantic : null;
  const queryVector = hybrid ? await hybrid.embedQuery(input.query) : null;
  // Fused ranks need the keyword list from its top; keyword search alone reads just the page.
  const window = queryVector ? { first: Math.max(FUSION_DEPTH, input.offset + input.first), offset: 0 } : input;

  const rank = (tsquery: string) => rankByKeywords(db, reader.workspaceId, and(visibility, docFilters), tsquery, filters, window);
  let tsquery = parsed.units.map((u) => u.tsquery).join(' & ');
  let keyword = await rank(tsquery);
  let matchedAllTerms = true;
  if (keyword.total === 0 && parsed.units.length > 1) {
    tsquery = parsed.units.map((u) => u.tsquery).join(' | ');
    keyword = await rank(tsquery);
    matchedAllTerms = false;
  }

  let ranked = keyword.ranked;
  let total = keyword.total;
  let facets = { apps: keyword.appFacets, sourceTypes: keyword.typeFacets };
  if (hybrid && queryVector) {
    const fused = await fuseWithVectors(db, {
      workspaceId: reader.workspaceId,
      semantic: hybrid,
      vector: queryVector,
      keyword,
      tsquery,
      visibility,
      docFilters,
      filters,
    });
    ranked = fused.ranked.slice(input.offset, input.offset + input.first);
    total = fused.total;
    facets = fused.facets;
  }
  return {
    hits: await hydrate(db, reader.workspaceId, ranked, parsed.marks),
    totalCount: total,
    offset: input.offset,
    facets: {
      apps: facets.apps.map((r) => ({ appId: r.app_id, title: r.title, count: r.n })),
      sourceTypes: facets.sourceTypes.map((r) => ({ sourceType: r.source_type, count: r.n })),
    },
    matchedAllTerms,
  };
}

/** The filters that are about the document itself (author, update time). */
function documentFilters(filters: SearchFilters): SQL | undefined {
  return and(
    filters.author?.trim() ? sql`${documents.author} ilike ${`%${filters.author.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
    filters.updatedAfter ? sql`${documents.updatedAt} >= ${filters.updatedAfter.toISOString()}::timestamptz` : undefined,
    filters.updatedBefore ? sql`${documents.updatedAt} < ${filters.updatedBefore.toISOString()}::timestamptz` : undefined,
  );
}

/**
 * One statement: the best-ranked chunk of each matching document is found once, then the page,
 * the count and both facets (each under the other filters) are read from it.
 */
async function rankByKeywords(
  db: Database,
  workspaceId: string,
  condition: SQL | undefined,
  tsquery: string,
  filters: SearchFilters,
  window: { first: number; offset: number },
): Promise<KeywordRanking> {
  const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
  // Filters on the documents found (one row each in `best`).
  const appFilter = filters.appIds?.length ? sql`best.app_id in (${list(filters.appIds)})` : sql`true`;
  const typeFilter = filters.sourceTypes?.length ? sql`best.source_type in (${list(filters.sourceTypes)})` : sql`true`;
  const query = sql`${tsquery}::tsquery`;
  const [row] = rowsOf<{ hits: Ranked[] | null; total: number; app_facets: AppFacet[] | null; type_facets: TypeFacet[] | null }>(
    await db.execute(sql`
      with best as materialized (
        select distinct on (${searchChunks.documentId}) ${searchChunks.documentId} as document_id, ${searchChunks.id} as chunk_id,
          ${searchChunks.appId} as app_id, ${documents.sourceType} as source_type, ${documents.updatedAt} as updated_at,
          ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', ${searchChunks.tsv}, ${query}, 1) as rank
        from ${searchChunks}
        join ${documents} on ${documents.workspaceId} = ${searchChunks.workspaceId} and ${documents.id} = ${searchChunks.documentId}
        where ${and(eq(searchChunks.workspaceId, workspaceId), condition, sql`${searchChunks.tsv} @@ ${query}`)}
        order by ${searchChunks.documentId}, rank desc
      ),
      page as (
        -- Recency in floating point (extract() answers numeric, whose arithmetic cost more than
        -- the ranking on a common word's thousands of matches).
        select document_id, chunk_id, rank, rank * (1 + 0.05 / (1 + date_part('epoch', now() - updated_at) / 2592000)) as place
        from best
        where ${appFilter} and ${typeFilter}
        order by place desc, document_id
        limit ${window.first} offset ${window.offset}
      )
      select
        (select json_agg(json_build_object('document_id', page.document_id, 'chunk_id', page.chunk_id, 'rank', page.rank,
            'shown', json_build_object('text', ${searchChunks.text}, 'heading', ${searchChunks.heading}, 'title', ${documents.title}, 'url', ${documents.url}))
          order by page.place desc, page.document_id)
          from page
          join ${searchChunks} on ${searchChunks.workspaceId} = ${workspaceId} and ${searchChunks.id} = page.chunk_id
          join ${documents} on ${documents.workspaceId} = ${workspaceId} and ${documents.id} = page.document_id) as hits,
        (select count(*) from best where ${appFilter} and ${typeFilter})::int as total,
        (select json_agg(f) from (
          select best.app_id, ${apps.title} as title, count(*)::int as n from best
          join ${apps} on ${apps.workspaceId} = ${workspaceId} and ${apps.id} = best.app_id
          where ${typeFilter} group by best.app_id, ${apps.title} order by n desc, ${apps.title}) f) as app_facets,
        (select json_agg(f) from (
          select source_type, count(*)::int as n from best where ${appFilter}
          group by source_type order by n desc, source_type) f) as type_facets`),
  );
  const parse = <T>(value: T | string | null | undefined): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? null));
  return {
    ranked: parse(row?.hits) ?? [],
    total: Number(row?.total ?? 0),
    appFacets: parse(row?.app_facets) ?? [],
    typeFacets: parse(row?.type_facets) ?? [],
  };
}

/**
 * The page's hits with their passages and their documents' titles and links: read with the
 * ranking for keyword hits, in one more query for those found by meaning alone.
 */
async function hydrate(db: Database, workspaceId: string, ranked: Ranked[], marks: string[]): Promise<SearchHit[]> {
  if (ranked.length === 0) return [];
  const missing = ranked.filter((r) => !r.shown).map((r) => r.chunk_id);
  const rows = missing.length
    ? await db
        .select({ id: searchChunks.id, text: searchChunks.text, heading: searchChunks.heading, title: documents.title, url: documents.url })
        .from(searchChunks)
        .innerJoin(documents, and(eq(documents.workspaceId, searchChunks.workspaceId), eq(documents.id, searchChunks.documentId)))
        .where(and(eq(searchChunks.workspaceId, workspaceId), inArray(searchChunks.id, missing)))
    : [];
  const byChunk = new Map(rows.map((row) => [row.id, row]));
  return ranked.map((r) => {
    const row = r.shown ?? byChunk.get(r.chunk_id);
    return {
      documentId: r.document_id,
      documentTitle: row?.title ?? '',
      documentUrl: row?.url ?? null,
      score: Number(r.rank),
      title: highlightAll(row?.title ?? '', marks),
      heading: row?.heading ?? null,
      passage: highlightPassage(row?.text ?? '', marks),
      preview: highlightPassage(row?.text ?? '', marks, 600),
      chunkText: row?.text ?? '',
    };
  });
}
