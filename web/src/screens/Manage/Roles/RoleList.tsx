import { Button, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, usePaginationFragment, useQueryLoader } from 'react-relay';
import MemberPickerQueryNode, { type MemberPickerQuery } from '../../../__generated__/MemberPickerQuery.graphql';
import type { RoleList_workspace$key } from '../../../__generated__/RoleList_workspace.graphql';
import type { RoleListPaginationQuery } from '../../../__generated__/RoleListPaginationQuery.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListTable } from '../../../components/ListTable';
import { useConfirmedAction } from '../../../hooks/useConfirmedAction';
import { RoleDialog } from './RoleDialog';
import { RoleRow } from './RoleRow';
import { useDeleteRoleMutation } from './useDeleteRoleMutation';

type Editing = { kind: 'create' } | { kind: 'edit'; id: string } | null;

/** The workspace's custom roles, with creating, editing and deleting them. */
export function RoleList({ workspace }: { workspace: RoleList_workspace$key }) {
  const { data, ...connection } = usePaginationFragment<RoleListPaginationQuery, RoleList_workspace$key>(
    graphql`
      fragment RoleList_workspace on Workspace
      @refetchable(queryName: "RoleListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        roles(first: $count, after: $cursor) @connection(key: "RoleList_roles") {
          __id
          edges {
            node {
              id
              name
              ...RoleRow_role
              ...RoleDialog_role
            }
          }
        }
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  const [editing, setEditing] = useState<Editing>(null);
  // The members to choose from load as the dialog opens, beside it (the list does not carry them).
  const [members, loadMembers] = useQueryLoader<MemberPickerQuery>(MemberPickerQueryNode);
  const edit = (next: Exclude<Editing, null>) => {
    loadMembers({}, { fetchPolicy: 'store-and-network' });
    setEditing(next);
  };
  const [remove, removing] = useDeleteRoleMutation();
  const connections = [data.roles.__id];
  const deletion = useConfirmedAction(
    (role: { id: string; name: string }) => remove(role.id, connections),
    ({ name }) => t`Role ${name} deleted`,
  );
  const edges = data.roles.edges;
  const editedRole = editing?.kind === 'edit' ? (edges.find(({ node }) => node.id === editing.id)?.node ?? null) : null;

  return (
    <>
      <HStack justify="end">
        <Button colorPalette="brand" onClick={() => edit({ kind: 'create' })}>
          <Trans>New role</Trans>
        </Button>
      </HStack>
      <ListTable
        columns={[t`Role name`, t`Description`, t`Members`]}
        empty={edges.length === 0 ? <Trans>No custom roles yet.</Trans> : null}
        connection={connection}
      >
        {edges.map(({ node }) => (
          <RoleRow
            key={node.id}
            role={node}
            onEdit={() => edit({ kind: 'edit', id: node.id })}
            onDelete={() => deletion.ask({ id: node.id, name: node.name })}
          />
        ))}
      </ListTable>
      <RoleDialog open={editing !== null} onClose={() => setEditing(null)} role={editedRole} members={members ?? null} connections={connections} />
      <ConfirmDialog
        {...deletion.dialog}
        title={t`Delete the role ${deletion.target?.name ?? ''}?`}
        description={t`Its members stay in the workspace; only the role goes.`}
        confirmLabel={t`Delete`}
        loading={removing}
        loadingText={t`Deleting…`}
      />
    </>
  );
}
