import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client.ts';
import { searchLog } from './tables.ts';

/** A query as the workspace's people searched it in a period, its spellings in any case counted as one. */
export type SearchedQuery = { query: string; searches: number; opened: number; withoutResults: number; lastSearchedAt: Date };

export type SearchAnalytics = {
  days: number;
  searches: number;
  /** Searches whose first page showed nothing. */
  withoutResults: number;
  /** Searches from which a result was opened. */
  opened: number;
  topQueries: SearchedQuery[];
  /** The queries that found nothing, most searched first: where synonyms are wanted. */
  queriesWithoutResults: SearchedQuery[];
  /** The queries that found results none of which was ever opened: the results were not what was meant. */
  queriesWithoutClicks: SearchedQuery[];
};

/** The periods an admin may look at (days), and the queries each list shows. */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
const LISTED = 20;

/** What the workspace's people searched in the last `days` days (none is named). */
export async function searchAnalytics(db: Database, workspaceId: string, days: number, now: Date): Promise<SearchAnalytics> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString();
  const period = sql`${searchLog.workspaceId} = ${workspaceId} and ${searchLog.searchedAt} >= ${since}::timestamptz`;
  const grouped = (having: ReturnType<typeof sql>, order: ReturnType<typeof sql>) =>
    db.execute(sql`select min(query) as query, count(*)::int as searches, count(opened_at)::int as opened,
        count(*) filter (where results = 0)::int as without_results, max(searched_at) as last_searched_at
      from ${searchLog} where ${period}
      group by lower(query) having ${having}
      order by ${order}, max(searched_at) desc limit ${LISTED}`);
  const [totals, top, noResults, noClicks] = await Promise.all([
    db.execute(sql`select count(*)::int as searches, count(*) filter (where results = 0)::int as without_results,
        count(opened_at)::int as opened from ${searchLog} where ${period}`),
    grouped(sql`true`, sql`count(*) desc`),
    grouped(sql`count(*) filter (where results > 0) = 0`, sql`count(*) desc`),
    grouped(sql`count(opened_at) = 0 and count(*) filter (where results > 0) > 0`, sql`count(*) desc`),
  ]);
  const [total] = rowsOf<{ searches: number; without_results: number; opened: number }>(totals);
  return {
    days,
    searches: Number(total?.searches ?? 0),
    withoutResults: Number(total?.without_results ?? 0),
    opened: Number(total?.opened ?? 0),
    topQueries: queries(top),
    queriesWithoutResults: queries(noResults),
    queriesWithoutClicks: queries(noClicks),
  };
}

type Row = { query: string; searches: number; opened: number; without_results: number; last_searched_at: Date | string };

const queries = (result: unknown): SearchedQuery[] =>
  rowsOf<Row>(result as Parameters<typeof rowsOf>[0]).map((row) => ({
    query: row.query,
    searches: Number(row.searches),
    opened: Number(row.opened),
    withoutResults: Number(row.without_results),
    lastSearchedAt: new Date(row.last_searched_at),
  }));
