import { Field, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { SearchAnalyticsScreenQuery$data } from '../../../__generated__/SearchAnalyticsScreenQuery.graphql';
import { QueryTable } from './QueryTable';
import { SearchRetention } from './SearchRetention';
import { SearchTotals } from './SearchTotals';

export const searchAnalyticsScreenQuery = graphql`
  query SearchAnalyticsScreenQuery($days: Int!) {
    viewer {
      currentWorkspace {
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
    }
  }
`;

/** The periods the screen offers (days), as the server takes them. */
const PERIODS = [7, 30, 90, 365] as const;

/** The period the address asks for: one offered, else 30 days. */
export function periodOf(params: URLSearchParams): number {
  const days = Number(params.get('days'));
  return (PERIODS as readonly number[]).includes(days) ? days : 30;
}

/**
 * What the workspace's people searched: how often, what found nothing, what they searched but did
 * not open, so that admins see where to add synonyms or documents. Nobody is named.
 */
export function SearchAnalyticsScreen({ data }: { data: SearchAnalyticsScreenQuery$data }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  const analytics = workspace.searchAnalytics;
  const days = periodOf(params);
  const labels: Record<number, string> = { 7: t`Last 7 days`, 30: t`Last 30 days`, 90: t`Last 90 days`, 365: t`Last year` };
  return (
    <Stack gap={6}>
      <HStack justify="space-between" align="end" gap={4} wrap="wrap">
        <Stack gap={1} maxW="3xl">
          <Heading as="h1" size="xl">
            <Trans>Search analytics</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>What people in this workspace search for, and where search fails them. Who searched is never shown.</Trans>
          </Text>
        </Stack>
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Period</Trans>
          </Field.Label>
          <NativeSelect.Root size="sm" width="40">
            <NativeSelect.Field value={days} onChange={(e) => setParams({ days: e.target.value })}>
              {PERIODS.map((period) => (
                <option key={period} value={period}>
                  {labels[period]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
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
      <SearchRetention workspace={workspace} />
    </Stack>
  );
}
