import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SearchAnalyticsSection_workspace$key } from '../../../__generated__/SearchAnalyticsSection_workspace.graphql';
import { QueryTable } from './QueryTable';
import { SearchRetention } from './SearchRetention';
import { SearchTotals } from './SearchTotals';

/**
 * What the workspace's people searched in the period: how often, what found nothing, what they
 * searched but did not open, so that admins see where to add synonyms or documents. Nobody is named.
 */
export function SearchAnalyticsSection({ workspace }: { workspace: SearchAnalyticsSection_workspace$key }) {
  const { t } = useLingui();
  const headingId = useId();
  const data = useFragment(
    graphql`
      fragment SearchAnalyticsSection_workspace on Workspace @argumentDefinitions(days: { type: "Int!" }) {
        ...SearchRetention_workspace
        searchAnalytics(days: $days) {
          ...SearchTotals_analytics
          topQueries {
            ...QueryTable_queries
          }
          queriesWithoutResults {
            ...QueryTable_queries
          }
          queriesWithoutClicks {
            ...QueryTable_queries
          }
        }
      }
    `,
    workspace,
  );
  const analytics = data.searchAnalytics;
  return (
    <Stack as="section" aria-labelledby={headingId} gap={6}>
      <Stack gap={1} maxW="3xl">
        <Heading as="h2" size="lg" id={headingId}>
          <Trans>Search analytics</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>What people in this workspace search for, and where search fails them. Who searched is never shown.</Trans>
        </Text>
      </Stack>
      <SearchTotals analytics={analytics} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap={6}>
        <QueryTable
          queries={analytics.queriesWithoutResults}
          title={t`Searches that found nothing`}
          hint={t`Add synonyms or documents for these.`}
          synonymLink
        />
        <QueryTable queries={analytics.queriesWithoutClicks} title={t`Searches whose results nobody opened`} hint={t`The results found were not what was meant.`} />
      </SimpleGrid>
      <QueryTable queries={analytics.topQueries} title={t`Top searches`} />
      <SearchRetention workspace={data} />
    </Stack>
  );
}
