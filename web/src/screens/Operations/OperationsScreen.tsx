import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { Navigate } from 'react-router-dom';
import type { OperationsScreenQuery$data } from '../../__generated__/OperationsScreenQuery.graphql';
import { BackOfficeOrderForm } from './BackOfficeOrderForm';
import { GiftForm } from './GiftForm';
import { OrderSearch } from './OrderSearch';
import { PendingTransfers } from './PendingTransfers';

export const operationsScreenQuery = graphql`
  query OperationsScreenQuery {
    viewer {
      isOperator
    }
    ...PendingTransfers_query
  }
`;

/**
 * The platform operators' desk: bank transfers to confirm or reject, any order by its number (and
 * its refund), orders made in the back office, and gifts. Only operators reach it; the server
 * refuses everyone else in any case.
 */
export function OperationsScreen({ data }: { data: OperationsScreenQuery$data }) {
  const { t } = useLingui();
  if (!data.viewer?.isOperator) return <Navigate to="/403" replace />;
  return (
    <Stack gap={6} maxW="7xl" mx="auto">
      <Stack gap={1}>
        <Heading as="h1" size="xl">
          <Trans>Operations</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Confirm bank transfers, look up any order, refund, and make back-office orders and gifts for any workspace.</Trans>
        </Text>
      </Stack>
      <Tabs.Root defaultValue="transfers" variant="line" colorPalette="brand" lazyMount>
        <Tabs.List aria-label={t`Operations`}>
          <Tabs.Trigger value="transfers">
            <Trans>Pending transfers</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="search">
            <Trans>Find an order</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="back-office">
            <Trans>Back-office order</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="gift">
            <Trans>Gift</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="transfers">
          <PendingTransfers query={data} />
        </Tabs.Content>
        <Tabs.Content value="search">
          <OrderSearch />
        </Tabs.Content>
        <Tabs.Content value="back-office">
          <BackOfficeOrderForm />
        </Tabs.Content>
        <Tabs.Content value="gift">
          <GiftForm />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
