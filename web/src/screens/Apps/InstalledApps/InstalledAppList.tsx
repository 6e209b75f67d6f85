import { graphql, usePaginationFragment } from 'react-relay';
import type { InstalledAppList_personalApps$key } from '../../../__generated__/InstalledAppList_personalApps.graphql';
import type { InstalledAppList_workspaceApps$key } from '../../../__generated__/InstalledAppList_workspaceApps.graphql';
import type { InstalledAppListPersonalPaginationQuery } from '../../../__generated__/InstalledAppListPersonalPaginationQuery.graphql';
import type { InstalledAppListWorkspacePaginationQuery } from '../../../__generated__/InstalledAppListWorkspacePaginationQuery.graphql';
import { sectionBase, type AppSection } from '../section';
import { AppRow } from './AppRow';
import { AppTable } from './AppTable';
import { useAppList } from './useAppList';

/**
 * The installed apps of a section: the workspace's (admins and the creator) under manage, the
 * viewer's own under personal. A paged fragment holds one connection, so each section has its
 * fragment here, and the one the screen did not ask for reads nothing.
 */
export function InstalledAppList({
  section,
  workspaceApps,
  personalApps,
}: {
  section: AppSection;
  workspaceApps: InstalledAppList_workspaceApps$key | null;
  personalApps: InstalledAppList_personalApps$key | null;
}) {
  const managed = usePaginationFragment<InstalledAppListWorkspacePaginationQuery, InstalledAppList_workspaceApps$key>(
    graphql`
      fragment InstalledAppList_workspaceApps on Workspace
      @refetchable(queryName: "InstalledAppListWorkspacePaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        apps(first: $count, after: $cursor) @connection(key: "InstalledAppList_apps") {
          __id
          totalCount
          edges {
            node {
              id
              title
              ...AppRow_app
            }
          }
        }
      }
    `,
    workspaceApps,
  );
  const own = usePaginationFragment<InstalledAppListPersonalPaginationQuery, InstalledAppList_personalApps$key>(
    graphql`
      fragment InstalledAppList_personalApps on Workspace
      @refetchable(queryName: "InstalledAppListPersonalPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        personalApps(first: $count, after: $cursor) @connection(key: "InstalledAppList_personalApps") {
          __id
          totalCount
          edges {
            node {
              id
              title
              ...AppRow_app
            }
          }
        }
      }
    `,
    personalApps,
  );
  const apps = managed.data?.apps ?? own.data?.personalApps;
  const { hasNext, isLoadingNext, loadNext, refetch } = managed.data ? managed : own;
  const list = useAppList({
    connectionId: apps?.__id ?? '',
    edges: apps?.edges ?? [],
    total: apps?.totalCount ?? 0,
    hasNext,
    isLoadingNext,
    loadNext,
    refetch,
  });
  return (
    <AppTable list={list}>
      {list.pages.visible.map(({ node }) => (
        <AppRow
          key={node.id}
          app={node}
          editPath={`${sectionBase(section)}/edit/${encodeURIComponent(node.id)}`}
          onDelete={() => list.deletion.ask({ id: node.id, title: node.title })}
        />
      ))}
    </AppTable>
  );
}
