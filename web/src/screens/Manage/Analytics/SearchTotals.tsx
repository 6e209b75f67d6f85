import { SimpleGrid, Stat } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { SearchTotals_analytics$key } from '../../../__generated__/SearchTotals_analytics.graphql';

/** The period's searches, the share that found nothing and the share from which a result was opened. */
export function SearchTotals({ analytics }: { analytics: SearchTotals_analytics$key }) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment SearchTotals_analytics on SearchAnalytics {
        searches
        withoutResults
        opened
      }
    `,
    analytics,
  );
  const share = (part: number) => i18n.number(data.searches ? part / data.searches : 0, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
      <Stat.Root borderWidth="1px" borderRadius="md" p={4}>
        <Stat.Label>
          <Trans>Searches</Trans>
        </Stat.Label>
        <Stat.ValueText data-testid="search-count">{i18n.number(data.searches)}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root borderWidth="1px" borderRadius="md" p={4}>
        <Stat.Label>
          <Trans>Found nothing</Trans>
        </Stat.Label>
        <Stat.ValueText data-testid="no-result-share">{share(data.withoutResults)}</Stat.ValueText>
      </Stat.Root>
      <Stat.Root borderWidth="1px" borderRadius="md" p={4}>
        <Stat.Label>
          <Trans>A result was opened</Trans>
        </Stat.Label>
        <Stat.ValueText data-testid="opened-share">{share(data.opened)}</Stat.ValueText>
      </Stat.Root>
    </SimpleGrid>
  );
}
