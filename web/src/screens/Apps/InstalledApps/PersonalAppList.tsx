import { graphql, usePaginationFragment } from 'react-relay';
import type { PersonalAppList_workspace$key } from '../../../__generated__/PersonalAppList_workspace.graphql';
import type { PersonalAppListPaginationQuery } from '../../../__generated__/PersonalAppListPaginationQuery.graphql';
import { sectionBase } from '../section';
import { AppRow } from './AppRow';
import { AppTable } from './AppTable';
import { useAppList } from './useAppList';

/** The viewer's own apps in this workspace. */
export function PersonalAppList({ workspace }: { workspace: PersonalAppList_workspace$key }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<PersonalAppListPaginationQuery, PersonalAppList_workspace$key>(
    graphql`
      fragment PersonalAppList_workspace on Workspace
      @refetchable(queryName: "PersonalAppListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        personalApps(first: $count, after: $cursor) @connection(key: "PersonalAppList_personalApps") {
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
  const { personalApps: apps } = data;
  const list = useAppList({ connectionId: apps.__id, edges: apps.edges, total: apps.totalCount, hasNext, isLoadingNext, loadNext, refetch });
  return (
    <AppTable list={list}>
      {list.pages.visible.map(({ node }) => (
        <AppRow
          key={node.id}
          app={node}
          editPath={`${sectionBase('personal')}/edit/${encodeURIComponent(node.id)}`}
          onDelete={() => list.setDeleting({ id: node.id, title: node.title })}
        />
      ))}
    </AppTable>
  );
}
