import { graphql, usePaginationFragment } from 'react-relay';
import type { WorkspaceAppList_workspace$key } from '../../../__generated__/WorkspaceAppList_workspace.graphql';
import type { WorkspaceAppListPaginationQuery } from '../../../__generated__/WorkspaceAppListPaginationQuery.graphql';
import { sectionBase } from '../section';
import { AppRow } from './AppRow';
import { AppTable } from './AppTable';
import { useAppList } from './useAppList';

/** The workspace's apps (admins and the creator). */
export function WorkspaceAppList({ workspace }: { workspace: WorkspaceAppList_workspace$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<WorkspaceAppListPaginationQuery, WorkspaceAppList_workspace$key>(
    graphql`
      fragment WorkspaceAppList_workspace on Workspace
      @refetchable(queryName: "WorkspaceAppListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        apps(first: $count, after: $cursor) @connection(key: "WorkspaceAppList_apps") {
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
    workspace,
  );
  const { apps } = data;
  const list = useAppList({ connectionId: apps.__id, edges: apps.edges, total: apps.totalCount, hasNext, isLoadingNext, loadNext, refetch });
  return (
    <AppTable list={list}>
      {list.pages.visible.map(({ node }) => (
        <AppRow
          key={node.id}
          app={node}
          editPath={`${sectionBase('manage')}/edit/${encodeURIComponent(node.id)}`}
          onDelete={() => list.setDeleting({ id: node.id, title: node.title })}
        />
      ))}
    </AppTable>
  );
}
