import { Alert, EmptyState, Flex, Link, Stack, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SearchResultsQuery } from '../../__generated__/SearchResultsQuery.graphql';
import type { SearchResultsSummaryQuery } from '../../__generated__/SearchResultsSummaryQuery.graphql';
import { Pagination } from '../../components/Pagination';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { ResultsSkeleton } from './ResultsSkeleton';
import { SearchFacets } from './SearchFacets';
import { SearchResultItem } from './SearchResultItem';
import { useOpenSearchResult } from './useOpenSearchResult';
import type { SearchState } from './searchState';

/** The page of results: the numbered page of `first`, ranked. */
const searchResultsQuery = graphql`
  query SearchResultsQuery($query: String!, $filters: SearchFilters, $first: Int!, $page: Int!, $correctSpelling: Boolean) {
    search(query: $query, filters: $filters, first: $first, page: $page, correctSpelling: $correctSpelling) {
      searchId
      matchedAllTerms
      correctedQuery
      edges {
        cursor
        node {
          ...SearchResultItem_result
        }
      }
    }
  }
`;

/**
 * The count and facets of a search (the pages and the facets share it). It asks for no result,
 * so the server counts without ranking: the page above is ranked once, by its own query.
 */
const searchResultsSummaryQuery = graphql`
  query SearchResultsSummaryQuery($query: String!, $filters: SearchFilters, $correctSpelling: Boolean) {
    search(query: $query, filters: $filters, correctSpelling: $correctSpelling) {
      totalCount
      totalCountIsExact
      facets {
        ...SearchFacets_facets
      }
    }
  }
`;

/** The two queries of one search, loaded by the route as the address changes. */
export type SearchQueries = { list: PreloadedQuery<SearchResultsQuery>; summary: PreloadedQuery<SearchResultsSummaryQuery> };

type Props = {
  state: SearchState;
  onChange: (next: Partial<SearchState>) => void;
};

/**
 * The results of one search: notices and the list, the facets beside it and the pages under it.
 * The list and the count (with the facets) are two queries sent together and shown as each
 * arrives: on a common word, counting every match takes longer than finding the best ones.
 */
export function SearchResults({ queries, state, onChange }: Props & { queries: SearchQueries }) {
  return (
    // Filters go beside the results wherever both fit: with the chat panel open at 600 px, a
    // 1280 px window leaves the results ~38rem, enough for a 12rem column of filters; wider, they
    // take 16rem. Below 36rem (a phone, a narrow window) they go under the results.
    <Flex gap={6} direction="column" align="start" css={{ '@container results (min-width: 36rem)': { flexDirection: 'row' } }}>
      <Stack flex="1" minW={0} w="full" gap={4}>
        <Suspense fallback={<ResultsSkeleton />}>
          <ResultList list={queries.list} state={state} onChange={onChange} />
        </Suspense>
        <Suspense fallback={null}>
          <ResultPages summary={queries.summary} list={queries.list} state={state} onChange={onChange} />
        </Suspense>
      </Stack>
      <Stack
        w="full"
        flexShrink={0}
        data-testid="search-filters"
        css={{ '@container results (min-width: 36rem)': { width: '12rem' }, '@container results (min-width: 60rem)': { width: '16rem' } }}
      >
        <Suspense fallback={<LoadingSpinner alignSelf="center" />}>
          <ResultFacets summary={queries.summary} state={state} onChange={onChange} />
        </Suspense>
      </Stack>
    </Flex>
  );
}

/** The notices and the list of results, with keyboard navigation. */
function ResultList({ list, state, onChange }: Props & { list: PreloadedQuery<SearchResultsQuery> }) {
  const { t } = useLingui();
  const data = usePreloadedQuery<SearchResultsQuery>(searchResultsQuery, list);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const focused = useRef(0);
  const result = data.search;
  const opened = useOpenSearchResult(result.searchId);

  // Arrow keys, Home and End move between results (up from the first goes back to the box);
  // Enter opens the focused one (it is a link).
  const onKeyDown = (event: React.KeyboardEvent) => {
    const last = result.edges.length - 1;
    const moves: Record<string, number> = { ArrowDown: focused.current + 1, ArrowUp: focused.current - 1, Home: 0, End: last };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    if (next < 0) {
      document.querySelector<HTMLInputElement>('form[role="search"] input')?.focus();
      return;
    }
    links.current[Math.min(last, next)]?.focus();
  };

  // A page past the last one is sent back to the last page (by the pages, once counted).
  if (result.edges.length === 0 && state.page > 0) return <ResultsSkeleton />;
  if (result.edges.length === 0) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>
              <Trans>No results</Trans>
            </EmptyState.Title>
            <EmptyState.Description>
              <Trans>Check the spelling, try other words, or remove filters.</Trans>
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  const corrected = result.correctedQuery;
  const typed = state.q;
  return (
    <>
      {corrected ? (
        <Alert.Root status="info" size="sm" data-testid="spelling-correction">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Showing results for “{corrected}”.</Trans>
            </Alert.Title>
            <Alert.Description>
              <Link asChild colorPalette="brand" textDecoration="underline">
                <button type="button" onClick={() => onChange({ asTyped: true, page: 0 })}>
                  <Trans>Search instead for “{typed}”</Trans>
                </button>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {!result.matchedAllTerms ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>No document holds every word; showing documents that hold some of them.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <Stack as="ol" gap={0} listStyleType="none" m={0} p={0} onKeyDown={onKeyDown} aria-label={t`Results`} data-search-results="">
        {result.edges.map((edge, i) => (
          <SearchResultItem
            key={edge.cursor}
            result={edge.node}
            ref={(element) => {
              links.current[i] = element;
            }}
            onFocus={() => (focused.current = i)}
            onOpen={opened}
          />
        ))}
      </Stack>
    </>
  );
}

/** The pages under the results, once they are counted (and, where more matched than were counted, once the page is found). */
function ResultPages({ summary: loaded, list, state, onChange }: Props & { summary: PreloadedQuery<SearchResultsSummaryQuery>; list: PreloadedQuery<SearchResultsQuery> }) {
  const summary = usePreloadedQuery<SearchResultsSummaryQuery>(searchResultsSummaryQuery, loaded).search;
  const found = usePreloadedQuery<SearchResultsQuery>(searchResultsQuery, list).search.edges.length;
  const pageCount = Math.max(1, Math.ceil(summary.totalCount / state.size));
  // More matched than were counted: the pages go on past the count, as long as a page is full.
  const atLeast = !summary.totalCountIsExact;
  // A page past the last one (an old link, fewer results now) shows the last page instead; past
  // the count, the last page counted (the documents counted were all found).
  const beyond = state.page > 0 && (atLeast ? found === 0 : state.page >= pageCount);
  useEffect(() => {
    if (beyond) onChange({ page: Math.min(state.page, pageCount) - 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page is found beyond the end
  }, [beyond, pageCount]);
  if (summary.totalCount === 0) return null;
  const pages = {
    page: state.page,
    pageCount: atLeast ? Math.max(pageCount, state.page + 1) : pageCount,
    total: summary.totalCount,
    visible: [],
    hasPrevious: state.page > 0,
    hasNext: atLeast ? found === state.size : state.page + 1 < pageCount,
    loading: false,
    previous: () => onChange({ page: state.page - 1 }),
    next: () => onChange({ page: state.page + 1 }),
  };
  return <Pagination pages={pages} atLeast={atLeast} pageSize={state.size} onPageSizeChange={(size) => onChange({ size, page: 0 })} />;
}

/** The facets and filters beside the results. */
function ResultFacets({ summary: loaded, state, onChange }: Props & { summary: PreloadedQuery<SearchResultsSummaryQuery> }) {
  const summary = usePreloadedQuery<SearchResultsSummaryQuery>(searchResultsSummaryQuery, loaded).search;
  return (
    <SearchFacets
      facets={summary.facets}
      apps={state.apps}
      types={state.types}
      since={state.since}
      author={state.author}
      from={state.from}
      to={state.to}
      onChange={(next) => onChange({ ...next, page: 0 })}
    />
  );
}
