import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { AppStoreScreenQuery$data } from '../../../__generated__/AppStoreScreenQuery.graphql';
import { sectionBase, type AppSection } from '../section';
import { ConnectorCard } from './ConnectorCard';

export const appStoreScreenQuery = graphql`
  query AppStoreScreenQuery {
    appStore {
      key
      ...ConnectorCard_connector
    }
  }
`;

/** The app store: every kind of source an app can be installed from. */
export function AppStoreScreen({ data, section }: { data: AppStoreScreenQuery$data; section: AppSection }) {
  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading as="h1" size="xl">
          <Trans>App store</Trans>
        </Heading>
        <Text color="fg.muted">
          {section === 'manage' ? (
            <Trans>Install an app to take a source’s documents into this workspace’s search and chat.</Trans>
          ) : (
            <Trans>Install an app of your own: its documents are searchable by you alone.</Trans>
          )}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={4}>
        {data.appStore.map((connector) => (
          <ConnectorCard key={connector.key} connector={connector} createPath={`${sectionBase(section)}/create`} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
