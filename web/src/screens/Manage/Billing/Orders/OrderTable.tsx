import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { OrderTable_workspace$key } from '../../../../__generated__/OrderTable_workspace.graphql';
import type { OrderTablePaginationQuery } from '../../../../__generated__/OrderTablePaginationQuery.graphql';
import { PagedTable } from '../../../../components/PagedTable';
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
    <PagedTable
      label={t`Orders`}
      columns={[
        { title: t`Order number` },
        { title: t`Content` },
        { title: t`Duration` },
        { title: t`Amount`, end: true },
        { title: t`Status` },
        { title: t`Made by` },
        { title: t`Created` },
        { title: t`Paid` },
        { title: t`Actions`, hidden: true },
      ]}
      busy={refetching}
      empty={pages.visible.length === 0 ? <Trans>No orders match.</Trans> : null}
      pager={<Pagination pages={pages} pageSize={pageSize} onPageSizeChange={onPageSizeChange} />}
    >
      {pages.visible.map(({ node }) => (
        <OrderRow key={node.id} order={node} onOpen={() => onOpen(node.id)} />
      ))}
    </PagedTable>
  );
}
