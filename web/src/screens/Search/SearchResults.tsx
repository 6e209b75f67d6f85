import { Alert, EmptyState, Flex, Link, Stack, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SearchResultsQuery, SearchFilters } from '../../__generated__/SearchResultsQuery.graphql';
import type { SearchResultsSummaryQuery } from '../../__generated__/SearchResultsSummaryQuery.graphql';
import { Pagination } from '../../components/Pagination';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { ResultsSkeleton } from './ResultsSkeleton';
import { SearchFacets, type Since } from './SearchFacets';
import { SearchResultItem } from './SearchResultItem';

export type SearchState = {
  q: string;
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

const DAY = 86_400_000;
const SINCE_DAYS = { week: 7, month: 31, year: 366 } as const;
// Cursors count results: the page after result n starts after its cursor.
const cursorBefore = (index: number) => (index <= 0 ? null : btoa(`offset:${index - 1}`));

/** What the server is asked for one search: the words, the filters and the page. */
function useSearchVariables(state: SearchState) {
  // "Past week" counts from the day the page opened, so the variables stay the same on re-render.
  const [today] = useState(() => Date.parse(new Date().toISOString().slice(0, 10)));
  const filters: SearchFilters = {
    ...(state.apps.length > 0 && { appIds: state.apps }),
    ...(state.types.length > 0 && { sourceTypes: state.types }),
    ...(state.since && state.since !== 'range' && { updatedAfter: new Date(today - SINCE_DAYS[state.since] * DAY).toISOString() }),
    // A day range in the person's own time zone: from the start of the first day to the end of the last.
    ...(state.since === 'range' && state.from && { updatedAfter: new Date(`${state.from}T00:00:00`).toISOString() }),
    ...(state.since === 'range' && state.to && { updatedBefore: new Date(new Date(`${state.to}T00:00:00`).getTime() + DAY).toISOString() }),
    ...(state.author && { author: state.author }),
  };
  return { query: state.q, filters, first: state.size, after: cursorBefore(state.page * state.size), correctSpelling: !state.asTyped };
}

type Props = {
  state: SearchState;
  onChange: (next: Partial<SearchState>) => void;
  /** Raised to ask the server again after a failure. */
  attempt?: number;
};

/**
 * The results of one search: notices and the list, the facets beside it and the pages under it.
 * The list and the count (with the facets) are two queries sent together and shown as each
 * arrives: on a common word, counting every match takes longer than finding the best ones.
 */
export function SearchResults({ state, onChange, attempt = 0 }: Props) {
  const variables = useSearchVariables(state);
  return (
    // Filters go beside the results only where the results keep room (the chat panel takes some).
    <Flex gap={8} direction="column" align="start" css={{ '@container results (min-width: 52rem)': { flexDirection: 'row' } }}>
      <Stack flex="1" minW={0} w="full" gap={4}>
        <Suspense fallback={<ResultsSkeleton />}>
          <ResultList variables={variables} state={state} onChange={onChange} attempt={attempt} />
        </Suspense>
        <Suspense fallback={null}>
          <ResultPages variables={variables} state={state} onChange={onChange} attempt={attempt} />
        </Suspense>
      </Stack>
      <Stack w="full" flexShrink={0} css={{ '@container results (min-width: 52rem)': { width: '16rem' } }}>
        <Suspense fallback={<LoadingSpinner alignSelf="center" />}>
          <ResultFacets variables={variables} state={state} onChange={onChange} attempt={attempt} />
        </Suspense>
      </Stack>
    </Flex>
  );
}

type Variables = ReturnType<typeof useSearchVariables>;

/** The count and facets of a search (one query: the pages and the facets share it). */
function useSearchSummary(variables: Variables, attempt: number) {
  return useLazyLoadQuery<SearchResultsSummaryQuery>(
    graphql`
      query SearchResultsSummaryQuery($query: String!, $filters: SearchFilters, $first: Int!, $after: String, $correctSpelling: Boolean) {
        search(query: $query, filters: $filters, first: $first, after: $after, correctSpelling: $correctSpelling) {
          totalCount
          facets {
            ...SearchFacets_facets
          }
        }
      }
    `,
    variables,
    { fetchPolicy: 'store-or-network', fetchKey: attempt },
  ).search;
}

/** The notices and the list of results, with keyboard navigation. */
function ResultList({ variables, state, onChange, attempt }: Props & { variables: Variables; attempt: number }) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<SearchResultsQuery>(
    graphql`
      query SearchResultsQuery($query: String!, $filters: SearchFilters, $first: Int!, $after: String, $correctSpelling: Boolean) {
        search(query: $query, filters: $filters, first: $first, after: $after, correctSpelling: $correctSpelling) {
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
    `,
    variables,
    { fetchPolicy: 'store-or-network', fetchKey: attempt },
  );
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const focused = useRef(0);
  const result = data.search;

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
          />
        ))}
      </Stack>
    </>
  );
}

/** The pages under the results, once they are counted. */
function ResultPages({ variables, state, onChange, attempt }: Props & { variables: Variables; attempt: number }) {
  const summary = useSearchSummary(variables, attempt);
  const pageCount = Math.max(1, Math.ceil(summary.totalCount / state.size));
  // A page past the last one (an old link, fewer results now) shows the last page instead.
  const beyond = state.page > 0 && state.page >= pageCount;
  useEffect(() => {
    if (beyond) onChange({ page: pageCount - 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the page is found beyond the end
  }, [beyond, pageCount]);
  if (summary.totalCount === 0) return null;
  const pages = {
    page: state.page,
    pageCount,
    total: summary.totalCount,
    visible: [],
    hasPrevious: state.page > 0,
    hasNext: state.page + 1 < pageCount,
    loading: false,
    previous: () => onChange({ page: state.page - 1 }),
    next: () => onChange({ page: state.page + 1 }),
  };
  return <Pagination pages={pages} pageSize={state.size} onPageSizeChange={(size) => onChange({ size, page: 0 })} />;
}

/** The facets and filters beside the results. */
function ResultFacets({ variables, state, onChange, attempt }: Props & { variables: Variables; attempt: number }) {
  const summary = useSearchSummary(variables, attempt);
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
