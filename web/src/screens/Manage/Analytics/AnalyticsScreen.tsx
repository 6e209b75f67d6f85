import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { AnalyticsScreenQuery$data } from '../../../__generated__/AnalyticsScreenQuery.graphql';
import { AnalyticsFilters } from './AnalyticsFilters';
import { ConversationAnalyticsSection } from './Conversations/ConversationAnalyticsSection';
import { SearchAnalyticsSection } from './SearchAnalyticsSection';

export const analyticsScreenQuery = graphql`
  query AnalyticsScreenQuery($days: Int!, $agentId: ID, $general: Boolean, $roleId: ID) {
    viewer {
      currentWorkspace {
        ...AnalyticsFilters_workspace
        ...ConversationAnalyticsSection_workspace @arguments(days: $days, agentId: $agentId, general: $general, roleId: $roleId)
        ...SearchAnalyticsSection_workspace @arguments(days: $days)
      }
    }
  }
`;

/**
 * What the workspace's people ask the assistant and search for, and where either fails them: for
 * admins to see where documents, synonyms or agents are wanted. Questions are shown as far as the
 * workspace chooses; searchers are never named.
 */
export function AnalyticsScreen({ data }: { data: AnalyticsScreenQuery$data }) {
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  return (
    <Stack gap={8}>
      <Stack gap={4}>
        <Stack gap={1} maxW="3xl">
          <Heading as="h1" size="xl">
            <Trans>Analytics</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>What people ask and search for in this workspace, and where the answers and results fail them.</Trans>
          </Text>
        </Stack>
        <AnalyticsFilters workspace={workspace} />
      </Stack>
      <ConversationAnalyticsSection workspace={workspace} />
      <SearchAnalyticsSection workspace={workspace} />
    </Stack>
  );
}
