import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import { ConnectionHandler } from 'relay-runtime';
import type { SynonymsScreenQuery$data } from '../../../../__generated__/SynonymsScreenQuery.graphql';
import { SynonymDialog } from './SynonymDialog';
import { SYNONYMS_CONNECTION, SynonymList } from './SynonymList';

export const synonymsScreenQuery = graphql`
  query SynonymsScreenQuery {
    viewer {
      currentWorkspace {
        id
        ...SynonymList_workspace
      }
    }
  }
`;

/** The workspace's search synonyms: words people search by that the documents say otherwise. */
export function SynonymsScreen({ data }: { data: SynonymsScreenQuery$data }) {
  // Opened from the search analytics with a query that found nothing: a set starts with it.
  const [params, setParams] = useSearchParams();
  const term = params.get('term') ?? undefined;
  const [adding, setAdding] = useState(Boolean(term));
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  const connections = [ConnectionHandler.getConnectionID(workspace.id, SYNONYMS_CONNECTION)];
  return (
    <Stack gap={6}>
      <HStack justify="space-between" align="start" gap={4} wrap="wrap">
        <Stack gap={1} maxW="3xl">
          <Heading as="h1" size="xl">
            <Trans>Synonyms</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>People search with words their documents may not use. Add synonyms here: searching one term also finds the others.</Trans>
          </Text>
        </Stack>
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          <Trans>Add synonyms</Trans>
        </Button>
      </HStack>
      <SynonymList workspace={workspace} />
      <SynonymDialog
        open={adding}
        onClose={() => {
          setAdding(false);
          if (term) setParams({}, { replace: true });
        }}
        synonym={null}
        connections={connections}
        term={term}
      />
    </Stack>
  );
}
