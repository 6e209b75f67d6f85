import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { appRecords, documentRecords } from '../apps/read-model.ts';
import { rowsOf, type Database } from '../db/client.ts';
import type { KeywordCounts, KeywordRanking, Ranked, SearchFilters } from './ranked.ts';
import type { WorkspaceSemantic } from './ports.ts';
import { searchChunks, searchVectors } from './tables.ts';

/** Reciprocal rank fusion's constant: a document high in either list rises, neither list rules. */
const RRF_K = 60;
/** How many nearest documents the vector list offers. */
const NEAREST = 20;
/**
 * Below this cosine similarity a chunk is not near enough to be shown on meaning alone (it may
 * still rank a keyword match). Embedding models place unrelated texts around 0–0.2.
 */
const MIN_SIMILARITY = 0.3;

type Near = { document_id: string; chunk_id: string; app_id: string; app_title: string; source_type: string; similarity: number; keyword_match: boolean };

/**
 * Fuses the keyword ranking with the query's nearest chunks. With pgvector, the nearest chunks
 * come from everything the reader may see under the filters, so a document that shares no word
 * with the query can still be found (and is then counted and faceted too). Without it, the
 * keyword candidates' best chunks are re-ranked by exact cosine.
 */
export async function fuseWithVectors(
  db: Database,
  input: {
    workspaceId: string;
    semantic: WorkspaceSemantic;
    vector: number[];
    keyword: KeywordRanking;
    tsquery: string;
    visibility: SQL;
    docFilters: SQL | undefined;
    filters: SearchFilters;
  },
): Promise<{ ranked: Ranked[]; counts: () => Promise<KeywordCounts> }> {
  const { keyword, filters } = input;
  if (!input.semantic.vectorIndex) {
    const byCosine = await rerankByCosine(db, input.workspaceId, input.semantic.model, keyword.ranked, input.vector);
    return { ranked: fuse(keyword.ranked, byCosine), counts: keyword.counts };
  }

  const near = (await nearestDocuments(db, input)).filter((n) => n.similarity >= MIN_SIMILARITY || n.keyword_match);
  const inApp = (n: Near) => !filters.appIds?.length || filters.appIds.includes(n.app_id);
  const ofType = (n: Near) => !filters.sourceTypes?.length || filters.sourceTypes.includes(n.source_type);
  const shown = near.filter((n) => inApp(n) && ofType(n));
  // Documents found by meaning alone join the count and the facets (each under the other filter).
  const meaningOnly = near.filter((n) => !n.keyword_match);
  const counts = async (): Promise<KeywordCounts> => {
    const counted = await keyword.counts();
    const appFacets = new Map(counted.appFacets.map((f) => [f.app_id, { ...f }]));
    for (const n of meaningOnly.filter(ofType)) {
      const facet = appFacets.get(n.app_id) ?? { app_id: n.app_id, title: n.app_title, n: 0 };
      facet.n += 1;
      appFacets.set(n.app_id, facet);
    }
    const typeFacets = new Map(counted.typeFacets.map((f) => [f.source_type, { ...f }]));
    for (const n of meaningOnly.filter(inApp)) {
      const facet = typeFacets.get(n.source_type) ?? { source_type: n.source_type, n: 0 };
      facet.n += 1;
      typeFacets.set(n.source_type, facet);
    }
    const byCount = <T extends { n: number }>(a: T, b: T) => b.n - a.n;
    return {
      total: counted.total + meaningOnly.filter((n) => inApp(n) && ofType(n)).length,
      exact: counted.exact,
      facetsExact: counted.facetsExact,
      appFacets: [...appFacets.values()].sort(byCount),
      typeFacets: [...typeFacets.values()].sort(byCount),
    };
  };
  return { ranked: fuse(keyword.ranked, shown), counts };
}

/** Reciprocal rank fusion of two lists of documents; a keyword hit keeps its passage (it holds the words). */
export function fuse(keyword: Ranked[], nearest: { document_id: string; chunk_id: string }[]): Ranked[] {
  const fused = new Map<string, Ranked & { order: number }>();
  keyword.forEach((hit, i) => fused.set(hit.document_id, { ...hit, rank: 1 / (RRF_K + i + 1), order: i }));
  nearest.forEach((hit, i) => {
    const score = 1 / (RRF_K + i + 1);
    const known = fused.get(hit.document_id);
    if (known) known.rank += score;
    else fused.set(hit.document_id, { document_id: hit.document_id, chunk_id: hit.chunk_id, rank: score, order: keyword.length + i });
  });
  return [...fused.values()].sort((a, b) => b.rank - a.rank || a.order - b.order).map(({ order: _, ...hit }) => hit);
}

/**
 * The documents nearest the query (best chunk each) among what the reader may see under the
 * document filters, with whether any of their chunks matches the keywords.
 */
async function nearestDocuments(
  db: Database,
  input: { workspaceId: string; semantic: WorkspaceSemantic; vector: number[]; tsquery: string; visibility: SQL; docFilters: SQL | undefined },
): Promise<Near[]> {
  const target = sql`${`[${input.vector.join(',')}]`}::vector`;
  const rows = rowsOf<Near>(
    await db.execute(sql`
      with near as (
        select ${searchChunks.documentId} as document_id, ${searchChunks.id} as chunk_id, ${searchChunks.appId} as app_id,
          ${documentRecords.sourceType} as source_type, ${searchVectors.embedding}::vector <=> ${target} as distance
        from ${searchVectors}
        join ${searchChunks} on ${searchChunks.workspaceId} = ${searchVectors.workspaceId} and ${searchChunks.id} = ${searchVectors.chunkId}
        join ${documentRecords} on ${documentRecords.workspaceId} = ${searchChunks.workspaceId} and ${documentRecords.id} = ${searchChunks.documentId}
        where ${and(eq(searchVectors.workspaceId, input.workspaceId), eq(searchVectors.model, input.semantic.model), input.visibility, input.docFilters)}
        order by distance
        limit ${NEAREST * 4}
      ),
      best as (
        select distinct on (document_id) * from near order by document_id, distance
      )
      select best.document_id, best.chunk_id, best.app_id, best.source_type, ${appRecords.title} as app_title,
        1 - best.distance as similarity,
        exists (
          select 1 from search_chunks k
          where k.workspace_id = ${input.workspaceId} and k.document_id = best.document_id and k.tsv @@ ${input.tsquery}::tsquery
        ) as keyword_match
      from best
      join ${appRecords} on ${appRecords.workspaceId} = ${input.workspaceId} and ${appRecords.id} = best.app_id
      order by best.distance
      limit ${NEAREST}`),
  );
  return rows.map((r) => ({ ...r, similarity: Number(r.similarity) }));
}

/** Without pgvector: the keyword candidates' best chunks ordered by exact cosine to the query. */
async function rerankByCosine(db: Database, workspaceId: string, model: string, candidates: Ranked[], query: number[]) {
  if (candidates.length === 0) return [];
  const rows = await db
    .select({ chunkId: searchVectors.chunkId, embedding: searchVectors.embedding })
    .from(searchVectors)
    .where(and(eq(searchVectors.workspaceId, workspaceId), eq(searchVectors.model, model), inArray(searchVectors.chunkId, candidates.map((c) => c.chunk_id))));
  const similarity = new Map(rows.map((r) => [r.chunkId, cosine(r.embedding, query)]));
  return candidates
    .filter((c) => similarity.has(c.chunk_id))
    .sort((a, b) => similarity.get(b.chunk_id)! - similarity.get(a.chunk_id)!);
}

export function cosine(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
