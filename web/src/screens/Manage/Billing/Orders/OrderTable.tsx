import { Box, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { OrderTable_workspace$key } from '../../../../__generated__/OrderTable_workspace.graphql';
import type { OrderTablePaginationQuery } from '../../../../__generated__/OrderTablePaginationQuery.graphql';
import { Pagination, usePages } from '../../../../components/Pagination';
import { filterRange, type OrderFilter } from './OrderFilters';
import { OrderRow } from './OrderRow';

/** The orders matching the filters, newest first, a page at a time. */
export function OrderTable({
  workspace,
  filter,
  pageSize,
  onPageSizeChange,
  onOpen,
  openNumber,
}: {
  workspace: OrderTable_workspace$key;
  filter: OrderFilter;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  onOpen: (orderId: string) => void;
  /** An order to open by its number (back from Alipay), once it is among the rows loaded. */
  openNumber: string | null;
}) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<OrderTablePaginationQuery, OrderTable_workspace$key>(
    graphql`
      fragment OrderTable_workspace on Workspace
      @refetchable(queryName: "OrderTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        statuses: { type: "[OrderStatus!]" }
        createdAfter: { type: "DateTime" }
        createdBefore: { type: "DateTime" }
      ) {
        orders(first: $count, after: $cursor, statuses: $statuses, createdAfter: $createdAfter, createdBefore: $createdBefore)
          @connection(key: "OrderTable_orders", filters: ["statuses", "createdAfter", "createdBefore"]) {
          totalCount
          edges {
            node {
              id
              number
              ...OrderRow_order
            }
          }
        }
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  const [refetching, startTransition] = useTransition();
  const { status } = filter;
  const { createdAfter, createdBefore } = filterRange(filter);
  const key = JSON.stringify([status, createdAfter, createdBefore, pageSize]);

  // Other filters or another page size: fetch page one again.
  const fetched = useRef(key);
  useEffect(() => {
    if (fetched.current === key) return;
    fetched.current = key;
    startTransition(() => {
      refetch({ statuses: status ? [status] : null, createdAfter, createdBefore, count: pageSize }, { fetchPolicy: 'store-and-network' });
    });
  }, [key, status, createdAfter, createdBefore, pageSize, refetch]);

  const edges = data.orders.edges;
  const found = openNumber ? edges.find(({ node }) => node.number === openNumber)?.node.id : undefined;
  useEffect(() => {
    if (found) onOpen(found);
  }, [found, onOpen]);
  const pages = usePages(edges, data.orders.totalCount, pageSize, { hasNext, isLoadingNext, loadNext }, key);
  return (
    <Box opacity={refetching ? 0.6 : 1} transition="opacity 0.2s">
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t`Orders`} aria-busy={refetching}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Order number</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Content</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Duration</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Amount</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Status</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Made by</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Created</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Paid</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>
                  <Trans>Actions</Trans>
                </VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pages.visible.map(({ node }) => (
              <OrderRow key={node.id} order={node} onOpen={() => onOpen(node.id)} />
            ))}
            {pages.visible.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={9}>
                  <Text color="fg.muted" textAlign="center" py={6}>
                    <Trans>No orders match.</Trans>
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Box mt={3}>
        <Pagination pages={pages} pageSize={pageSize} onPageSizeChange={onPageSizeChange} />
      </Box>
    </Box>
  );
}
