import { EmptyState, Flex, Input, Stack, VStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChatPanel } from '../../assistant/ChatPanel';
import { setAssistant } from '../../assistant/store';
import { useDebounce } from '../../hooks/useDebounce';

/** The search page: the query box (kept in the address), results, and the side chat panel. */
export function SearchScreen() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const query = useDebounce(text);

  useEffect(() => {
    setParams(query ? { q: query } : {}, { replace: true });
  }, [query, setParams]);
  // The panel starts expanded each time the page opens.
  useEffect(() => setAssistant({ panelOpen: true }), []);

  return (
    <Flex gap={0} mx={{ base: -4, md: -8 }} my={-6} minH="calc(100vh - 57px)">
      <Stack flex="1" minW={0} gap={6} px={{ base: 4, md: 8 }} py={6}>
        <Input
          type="search"
          size="lg"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Search your documents`}
          aria-label={t`Search`}
          autoFocus
        />
        <EmptyState.Root>
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>
                <Trans>Search is not available yet</Trans>
              </EmptyState.Title>
              <EmptyState.Description>
                <Trans>Connect apps to sync their documents; searching them arrives in a coming version.</Trans>
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      </Stack>
      <ChatPanel />
    </Flex>
  );
}

export const Component = SearchScreen;
