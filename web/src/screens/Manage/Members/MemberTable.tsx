import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { MemberTable_workspace$key } from '../../../__generated__/MemberTable_workspace.graphql';
import type { MemberTablePaginationQuery } from '../../../__generated__/MemberTablePaginationQuery.graphql';
import { PagedTable } from '../../../components/PagedTable';
import { Pagination, usePages } from '../../../components/Pagination';
import type { Acting, WsUserType } from './MemberActions';
import { MemberRow } from './MemberRow';

/** The most rows the server answers at once (its connections' maximum size). */
const MOST_AT_ONCE = 100;

export type MemberFilter = { search: string; wsUserType: WsUserType | null; roleId: string | null };

/**
 * The members matching the filters, a page at a time. On the admins page the creator is fetched
 * alongside (one filter value cannot ask for admins and the creator) and pinned above page one.
 */
export function MemberTable({
  workspace,
  filter,
  pageSize,
  onPageSizeChange,
  viewer,
}: {
  workspace: MemberTable_workspace$key;
  filter: MemberFilter;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  viewer: Acting;
}) {
  const { t } = useLingui();
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<MemberTablePaginationQuery, MemberTable_workspace$key>(
    graphql`
      fragment MemberTable_workspace on Workspace
      @refetchable(queryName: "MemberTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        search: { type: "String" }
        wsUserType: { type: "WorkspaceUserType" }
        roleId: { type: "ID" }
        withCreator: { type: "Boolean", defaultValue: false }
      ) {
        creator: members(first: 1, wsUserType: CREATOR, search: $search, roleId: $roleId) @include(if: $withCreator) {
          edges {
            node {
              id
              ...MemberRow_member
            }
          }
        }
        members(first: $count, after: $cursor, search: $search, wsUserType: $wsUserType, roleId: $roleId)
          @connection(key: "MemberTable_members") {
          __id
          totalCount
          edges {
            node {
              id
              ...MemberRow_member
            }
          }
        }
      }
    `,
    workspace,
  );
  const [refetching, startTransition] = useTransition();
  const { search, wsUserType, roleId } = filter;
  const key = JSON.stringify([search, wsUserType, roleId, pageSize]);

  // Other filters or another page size: fetch page one again (the search arrives debounced).
  const fetched = useRef(key);
  useEffect(() => {
    if (fetched.current === key) return;
    fetched.current = key;
    startTransition(() => {
      refetch({ search: search || null, wsUserType, roleId, count: pageSize }, { fetchPolicy: 'store-and-network' });
    });
  }, [key, search, wsUserType, roleId, pageSize, refetch]);

  const pinned = data.creator?.edges ?? [];
  const edges = data.members.edges;
  const [generation, setGeneration] = useState(0);
  const pages = usePages(edges, data.members.totalCount, pageSize, { hasNext, isLoadingNext, loadNext }, `${key}:${generation}`);
  const rows = [...(pages.page === 0 ? pinned : []), ...pages.visible];
  const connections = [data.members.__id];

  // After a change of type or creator, rows may move in or out of this list: fetch what is loaded
  // again, or, past what one request may answer, start again at page one.
  const reload = () => {
    const whole = edges.length <= MOST_AT_ONCE;
    startTransition(() => {
      refetch({ search: search || null, wsUserType, roleId, count: whole ? Math.max(pageSize, edges.length) : pageSize }, { fetchPolicy: 'network-only' });
    });
    if (!whole) setGeneration((n) => n + 1);
  };

  return (
    <PagedTable
      label={t`Members`}
      columns={[
        { title: t`Name` },
        { title: t`E-mail` },
        { title: t`Phone` },
        { title: t`Type` },
        { title: t`Roles` },
        { title: t`Joined` },
        { title: t`Actions`, hidden: true },
      ]}
      busy={refetching}
      empty={rows.length === 0 ? <Trans>No members match.</Trans> : null}
      pager={<Pagination pages={pages} total={pages.total + pinned.length} pageSize={pageSize} onPageSizeChange={onPageSizeChange} />}
    >
      {rows.map(({ node }) => (
        <MemberRow key={node.id} member={node} viewer={viewer} connections={connections} onChanged={reload} />
      ))}
    </PagedTable>
  );
}
