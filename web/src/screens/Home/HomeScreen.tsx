import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { HomeScreenQuery$data } from '../../__generated__/HomeScreenQuery.graphql';
import { Greeting } from './Greeting';
import { HomeSearchBox } from './HomeSearchBox';
import { InstalledApps } from './InstalledApps';
import { RecentChats } from './RecentChats';
import { RecentDocuments } from './RecentDocuments';
import { WorkspaceSummary } from './WorkspaceSummary';

export const homeScreenQuery = graphql`
  query HomeScreenQuery {
    viewer {
      user {
        displayName
      }
      currentWorkspace {
        ...WorkspaceSummary_workspace
        ...InstalledApps_workspace
      }
    }
    ...RecentChats_query
    ...RecentDocuments_query
  }
`;

export function HomeScreen({ data, isAdmin }: { data: HomeScreenQuery$data; isAdmin: boolean }) {
  if (!data.viewer) return null;
  return (
    <Stack gap={6} maxW="4xl" mx="auto">
      {/* A long name wraps anywhere rather than widening the page. */}
      <Heading as="h1" size="2xl" overflowWrap="anywhere">
        <Greeting name={data.viewer.user.displayName} />
      </Heading>
      <HomeSearchBox />
      {data.viewer.currentWorkspace ? (
        <>
          <Flex gap={4} wrap="wrap" align="stretch">
            <RecentChats query={data} />
            <RecentDocuments query={data} />
            <InstalledApps workspace={data.viewer.currentWorkspace} isAdmin={isAdmin} />
          </Flex>
          <WorkspaceSummary workspace={data.viewer.currentWorkspace} />
        </>
      ) : (
        <Text>
          <Trans>You do not belong to a workspace yet.</Trans>
        </Text>
      )}
    </Stack>
  );
}
