/**
 * The retrieval test (hit testing): a query searched as a chosen member would search it, each
 * result with its score taken apart, for admins to see why search finds what it finds.
 */

import type { Reader } from '../apps/visibility.ts';
import type { Database } from '../db/client.ts';
import type { SearchHit } from './hits.ts';
import { searchDocuments } from './query.ts';
import { scoreParts, type ScoreParts } from './score-parts.ts';
import type { Semantic } from './ports.ts';

/** How many results a test shows: two pages of search. */
export const TESTED_RESULTS = 20;

/** A result, its score taken apart, and what ranked it: its keyword place, or the fused rank with vectors. */
export type TestedResult = { position: number; hit: SearchHit; parts: ScoreParts; score: number };
/** `fused`: keyword and vector ranks were fused (the workspace has an embedding model). */
export type RetrievalTest = { query: string; correctedQuery: string | null; matchedAllTerms: boolean; fused: boolean; results: TestedResult[] };

/**
 * Searches as `member` (their permissions, the workspace's synonyms, corrections and vectors, as
 * their search would) and takes each result's score apart. Every match is ranked, so that the
 * order shown is the exact one the impact lists prove. Nothing is recorded in the search log: it
 * is not the member's search.
 */
export async function testRetrieval(db: Database, member: Reader, query: string, semantic: Semantic | null): Promise<RetrievalTest> {
  const page = await searchDocuments(db, member, { query, first: TESTED_RESULTS, offset: 0, rankBy: 'every match' }, semantic);
  const fused = Boolean(page.scoring?.vector);
  const parts = page.scoring ? await scoreParts(db, member, page.scoring, page.hits) : new Map<string, ScoreParts>();
  return {
    query,
    correctedQuery: page.correctedQuery,
    matchedAllTerms: page.matchedAllTerms,
    fused,
    results: page.hits.flatMap((hit, i) => {
      const scored = parts.get(hit.documentId);
      return scored ? [{ position: i + 1, hit, parts: scored, score: fused ? hit.score : scored.place }] : [];
    }),
  };
}
