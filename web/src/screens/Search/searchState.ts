import { dayAfter, dayStart } from '../../components/days';
import type { SearchFilters } from '../../__generated__/SearchResultsQuery.graphql';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../components/pageSizes';

export type Since = '' | 'week' | 'month' | 'year' | 'range';

/** One search as the address holds it, so that reload, back and links keep it. */
export type SearchState = {
  q: string;
  /** From 0 (the address's `p`); the server numbers pages from 1. */
  page: number;
  size: number;
  apps: string[];
  types: string[];
  since: Since;
  author: string;
  /** The range of update days (YYYY-MM-DD, both included) when `since` is "range". */
  from: string;
  to: string;
  /** Searched as typed, after the person turned down a spelling correction. */
  asTyped: boolean;
};

const SINCES: Since[] = ['', 'week', 'month', 'year', 'range'];
const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;
// The server's deepest numbered page is 10 000; a deeper page in the address is taken as that one
// (past the results, it is sent back to the last page once they are counted).
const LAST_PAGE = 9_999;
const DAY = 86_400_000;
const SINCE_DAYS = { week: 7, month: 31, year: 366 } as const;

export function stateOf(params: URLSearchParams): SearchState {
  const size = Number(params.get('n'));
  const since = (params.get('since') ?? '') as Since;
  return {
    q: params.get('q') ?? '',
    page: Math.min(LAST_PAGE, Math.max(0, Math.floor(Number(params.get('p') ?? 0)) || 0)),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    apps: params.getAll('app'),
    types: params.getAll('type'),
    since: SINCES.includes(since) ? since : '',
    author: params.get('author') ?? '',
    from: DAY_FORMAT.test(params.get('from') ?? '') ? params.get('from')! : '',
    to: DAY_FORMAT.test(params.get('to') ?? '') ? params.get('to')! : '',
    asTyped: params.get('typed') === '1',
  };
}

export function paramsOf(state: SearchState) {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.page) params.set('p', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) params.set('n', String(state.size));
  for (const app of state.apps) params.append('app', app);
  for (const type of state.types) params.append('type', type);
  if (state.since) params.set('since', state.since);
  if (state.author) params.set('author', state.author);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.asTyped) params.set('typed', '1');
  return params;
}

/**
 * What the server is asked for one search: the page of results (by its number), and apart from
 * it the count and facets, which do not change with the page (so turning pages counts nothing again).
 */
export function searchVariables(state: SearchState) {
  // "Past week" counts from the start of today (UTC), so the same search asked again today is the
  // same query, answered from the store.
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  const filters: SearchFilters = {
    ...(state.apps.length > 0 && { appIds: state.apps }),
    ...(state.types.length > 0 && { sourceTypes: state.types }),
    ...(state.since && state.since !== 'range' && { updatedAfter: new Date(today - SINCE_DAYS[state.since] * DAY).toISOString() }),
    // A day range in the person's own time zone: from the start of the first day to the end of the last.
    ...(state.since === 'range' && state.from && { updatedAfter: dayStart(state.from)?.toISOString() }),
    ...(state.since === 'range' && state.to && { updatedBefore: dayAfter(state.to)?.toISOString() }),
    ...(state.author && { author: state.author }),
  };
  const search = { query: state.q, filters, correctSpelling: !state.asTyped };
  return { list: { ...search, first: state.size, page: state.page + 1 }, summary: search };
}
