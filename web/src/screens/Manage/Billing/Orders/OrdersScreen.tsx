import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { graphql } from 'react-relay';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrdersScreenQuery$data } from '../../../../__generated__/OrdersScreenQuery.graphql';
import { DEFAULT_PAGE_SIZE } from '../../../../components/Pagination';
import { OrderDetailDialog } from './OrderDetailDialog';
import { OrderFilters, type OrderFilter } from './OrderFilters';
import { OrderTable } from './OrderTable';

export const ordersScreenQuery = graphql`
  query OrdersScreenQuery {
    viewer {
      currentWorkspace {
        ...OrderTable_workspace
      }
    }
  }
`;

/** The workspace's orders, filtered by status and time, a page at a time; each opens its detail. */
export function OrdersScreen({ data }: { data: OrdersScreenQuery$data }) {
  const [filter, setFilter] = useState<OrderFilter>({ status: null, from: '', to: '' });
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // The open order is in the address: a link (from the overview, or back from Alipay) opens it.
  // Alipay sends the buyer back with the order's number rather than its ID: opened once listed.
  const [params, setParams] = useSearchParams();
  const wanted = params.get('order');
  const openNumber = wanted && /^\d+$/.test(wanted) ? wanted : null;
  const openId = wanted && !openNumber ? wanted : null;
  const open = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set('order', id);
          else next.delete('order');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  return (
    <Stack gap={5}>
      <HStack justify="space-between" align="start" gap={4} wrap="wrap">
        <Stack gap={1} maxW="3xl">
          <Heading as="h1" size="xl">
            <Trans>Orders</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Every order of the workspace: pay or cancel one awaiting payment, and download a receipt of payment.</Trans>
          </Text>
        </Stack>
        <HStack gap={2} wrap="wrap">
          <Button asChild colorPalette="brand">
            <Link to="/manage/settings/upgrade">
              <Trans>Upgrade or renew</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/manage/settings/addon">
              <Trans>Buy add-ons</Trans>
            </Link>
          </Button>
        </HStack>
      </HStack>
      <OrderFilters value={filter} onChange={setFilter} />
      <OrderTable workspace={workspace} filter={filter} pageSize={pageSize} onPageSizeChange={setPageSize} onOpen={open} openNumber={openNumber} />
      {openId ? <OrderDetailDialog orderId={openId} onClose={() => open(null)} /> : null}
    </Stack>
  );
}
