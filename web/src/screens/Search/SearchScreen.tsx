import { EmptyState, Flex, Input, Stack, Text, VisuallyHidden, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, useTransition } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChatPanel } from '../../assistant/ChatPanel';
import { closePanel, openPanel } from '../../assistant/panel';
import { RetryBoundary } from '../../components/RetryBoundary';
import { useDebounce } from '../../hooks/useDebounce';
import { ResultsSkeleton } from './ResultsSkeleton';
import type { SearchQueries } from './SearchResults';
import { paramsOf, stateOf, type SearchState } from './searchState';

// The results (list, facets, pages) load with the first search: the page opens on the box alone.
const SearchResults = lazy(async () => ({ default: (await import('./SearchResults')).SearchResults }));

/** The search page: the query box (kept in the address), results with filters, and the side chat panel. */
export function SearchScreen({ queries, onRetry }: { queries: SearchQueries | null; onRetry: () => void }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const state = stateOf(params);
  const [text, setText] = useState(state.q);
  // What to search for: the box's text, except while an input method is composing (pinyin is
  // not yet the words the person means).
  const [settled, setSettled] = useState(state.q);
  const composing = useRef(false);
  const typed = useDebounce(settled);
  const [pending, startTransition] = useTransition();

  // Each change builds on the one asked for before it, not on the address last rendered: two
  // changes in quick succession (a date, then the other) both count. React Router's functional
  // update reads the last rendered address, so the second would undo the first.
  const asked = useRef<string[]>([]);
  const change = (next: Partial<SearchState>) => {
    const latest = asked.current.at(-1);
    const merged = paramsOf({ ...stateOf(latest === undefined ? params : new URLSearchParams(latest)), ...next });
    asked.current.push(merged.toString());
    startTransition(() => setParams(merged, { replace: true }));
  };
  useEffect(() => {
    // Once the address shows a change asked for, the ones before it are done; an address never
    // asked for (back, a link) is where the next change starts from.
    const shown = asked.current.indexOf(params.toString());
    asked.current = shown === -1 ? [] : asked.current.slice(shown + 1);
  }, [params]);
  // Typing searches once it pauses (300 ms); Enter searches at once.
  useEffect(() => {
    if (typed.trim() !== state.q) change({ q: typed.trim(), page: 0, asTyped: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new typed value searches
  }, [typed]);
  // The panel starts expanded each time the page opens, where there is room beside the results
  // (on a phone it would cover them; the widget opens it there); before the page is first drawn,
  // so that it does not appear a moment later. Leaving the page lets go of its conversation.
  useLayoutEffect(() => {
    if (window.matchMedia('(min-width: 48em)').matches) openPanel();
    else closePanel();
    return closePanel;
  }, []);

  return (
    <Flex gap={0} mx={{ base: -4, md: -8 }} my={-6} minH="calc(100vh - 57px)">
      <Stack flex="1" minW={0} gap={6} px={{ base: 4, md: 8 }} py={6} css={{ containerType: 'inline-size', containerName: 'results' }}>
        {/* The page's title for those who navigate by headings; the box says it to the eye. */}
        <VisuallyHidden as="h1">
          <Trans>Search</Trans>
        </VisuallyHidden>
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            // A new search may be corrected again; the same one submitted again keeps its choice.
            change({ q: text.trim(), page: 0, ...(text.trim() !== state.q && { asTyped: false }) });
          }}
        >
          <Input
            type="search"
            size="lg"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (!composing.current) setSettled(e.target.value);
            }}
            onCompositionStart={() => (composing.current = true)}
            onCompositionEnd={(e) => {
              composing.current = false;
              setSettled(e.currentTarget.value);
            }}
            onKeyDown={(e) => {
              // Down from the box goes to the first result.
              if (e.key === 'ArrowDown' && !composing.current) {
                const first = document.querySelector<HTMLElement>('[data-search-results] a');
                if (first) {
                  e.preventDefault();
                  first.focus();
                }
              }
            }}
            placeholder={t`Search your documents`}
            aria-label={t`Search`}
            autoFocus
          />
          <Text fontSize="xs" color="fg.muted" mt={1}>
            <Trans>Chinese and English; put "quotes" around words that must appear together.</Trans>
          </Text>
        </form>
        {state.q && queries ? (
          <Stack opacity={pending ? 0.6 : 1} transition="opacity 0.2s" aria-busy={pending}>
            <RetryBoundary key={params.toString()} title={<Trans>The search could not be completed.</Trans>} onRetry={onRetry}>
              <Suspense fallback={<ResultsSkeleton />}>
                <SearchResults queries={queries} state={state} onChange={change} />
              </Suspense>
            </RetryBoundary>
          </Stack>
        ) : (
          <EmptyState.Root>
            <EmptyState.Content>
              <VStack textAlign="center">
                <EmptyState.Title>
                  <Trans>Search everything your apps have synced</Trans>
                </EmptyState.Title>
                <EmptyState.Description>
                  <Trans>Type a few words, a name, a number or a code.</Trans>
                </EmptyState.Description>
              </VStack>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
      </Stack>
      <ChatPanel />
    </Flex>
  );
}
