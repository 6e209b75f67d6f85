import { loadQuery, useQueryLoader } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import SearchResultsQueryNode, { type SearchResultsQuery } from '../../__generated__/SearchResultsQuery.graphql';
import SearchResultsSummaryQueryNode, { type SearchResultsSummaryQuery } from '../../__generated__/SearchResultsSummaryQuery.graphql';
import { environment } from '../../relay/environment';
import type { SearchQueries } from './SearchResults';
import { SearchScreen } from './SearchScreen';
import { searchVariables, stateOf } from './searchState';

/**
 * `/search?q=…`: the address is the search, so the route's loader starts it. React Router runs the
 * loader again whenever the address's query string changes (typing, a filter, a page, back and
 * forward, a link), and so each search starts before the page renders it, from whichever of these
 * asked for it. (A query loader keyed on the params inside the page would start only once the new
 * address had rendered.)
 */
export function loader({ request }: LoaderFunctionArgs): SearchQueries | null {
  const state = stateOf(new URL(request.url).searchParams);
  if (!state.q) return null;
  const variables = searchVariables(state);
  return {
    list: loadQuery<SearchResultsQuery>(environment, SearchResultsQueryNode, variables.list, { fetchPolicy: 'store-or-network' }),
    summary: loadQuery<SearchResultsSummaryQuery>(environment, SearchResultsSummaryQueryNode, variables.summary, { fetchPolicy: 'store-or-network' }),
  };
}

/** Only another search loads again: the same address once more (Enter on the same words) keeps what is shown. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.search !== nextUrl.search;
}

export function Component() {
  const loaded = useLoaderData() as SearchQueries | null;
  // The queries the loader started, held while they are shown: a newer search releases the ones
  // it replaces, and "Try again" after a failure loads the same search anew.
  const [list, loadList] = useQueryLoader<SearchResultsQuery>(SearchResultsQueryNode, loaded?.list);
  const [summary, loadSummary] = useQueryLoader<SearchResultsSummaryQuery>(SearchResultsSummaryQueryNode, loaded?.summary);
  const retry = () => {
    if (list) loadList(list.variables, { fetchPolicy: 'store-or-network' });
    if (summary) loadSummary(summary.variables, { fetchPolicy: 'store-or-network' });
  };
  return <SearchScreen queries={list && summary ? { list, summary } : null} onRetry={retry} />;
}
