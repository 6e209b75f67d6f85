import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { HomeScreenQuery$data } from '../../__generated__/HomeScreenQuery.graphql';
import { Greeting } from './Greeting';
import { HomeSearchBox } from './HomeSearchBox';
import { WorkspaceSummary } from './WorkspaceSummary';

export const homeScreenQuery = graphql`
  query HomeScreenQuery {
    viewer {
      user {
        displayName
      }
      currentWorkspace {
        ...WorkspaceSummary_workspace
      }
    }
  }
`;

export function HomeScreen({ data }: { data: HomeScreenQuery$data }) {
  if (!data.viewer) return null;
  return (
    <Stack gap={6} maxW="4xl" mx="auto">
      <Heading as="h1" size="2xl">
        <Greeting name={data.viewer.user.displayName} />
      </Heading>
      <HomeSearchBox />
      {data.viewer.currentWorkspace ? (
        <WorkspaceSummary workspace={data.viewer.currentWorkspace} />
      ) : (
        <Text>
          <Trans>You do not belong to a workspace yet.</Trans>
        </Text>
      )}
    </Stack>
  );
}
