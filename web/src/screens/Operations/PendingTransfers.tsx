import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PendingTransfers_query$key } from '../../__generated__/PendingTransfers_query.graphql';
import type { PendingTransfersPaginationQuery } from '../../__generated__/PendingTransfersPaginationQuery.graphql';
import { PagedTable } from '../../components/PagedTable';
import { DEFAULT_PAGE_SIZE, Pagination, usePages } from '../../components/Pagination';
import { TransferRow } from './TransferRow';

/** Bank transfers whose receipt is in, oldest first: each to check against the account and confirm or reject. */
export function PendingTransfers({ query }: { query: PendingTransfers_query$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<PendingTransfersPaginationQuery, PendingTransfers_query$key>(
    graphql`
      fragment PendingTransfers_query on Query
      @refetchable(queryName: "PendingTransfersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        operations {
          pendingTransfers(first: $count, after: $cursor) @connection(key: "PendingTransfers_pendingTransfers") {
            __id
            totalCount
            edges {
              node {
                id
                ...TransferRow_order
              }
            }
          }
        }
      }
    `,
    query,
  );
  const { t } = useLingui();
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const connection = data.operations?.pendingTransfers;
  const edges = connection?.edges ?? [];
  const pages = usePages(edges, connection?.totalCount ?? 0, pageSize, { hasNext, isLoadingNext, loadNext }, String(pageSize));
  const changePageSize = (size: number) => {
    setPageSize(size);
    refetch({ count: size }, { fetchPolicy: 'network-only' });
  };
  const connections = connection ? [connection.__id] : [];
  return (
    <PagedTable
      label={t`Pending transfers`}
      columns={[
        { title: t`Order number` },
        { title: t`Workspace` },
        { title: t`Content` },
        { title: t`Amount`, end: true },
        { title: t`Payment code` },
        { title: t`Receipt` },
        { title: t`Actions`, hidden: true },
      ]}
      empty={pages.visible.length === 0 ? <Trans>No transfers wait for confirmation.</Trans> : null}
      pager={<Pagination pages={pages} pageSize={pageSize} onPageSizeChange={changePageSize} />}
    >
      {pages.visible.map(({ node }) => (
        <TransferRow key={node.id} order={node} connections={connections} />
      ))}
    </PagedTable>
  );
}
