import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, usePaginationFragment, useQueryLoader } from 'react-relay';
import MemberPickerQueryNode, { type MemberPickerQuery } from '../../../__generated__/MemberPickerQuery.graphql';
import type { RoleList_workspace$key } from '../../../__generated__/RoleList_workspace.graphql';
import type { RoleListPaginationQuery } from '../../../__generated__/RoleListPaginationQuery.graphql';
import { toaster } from '../../../components/ui/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RoleDialog } from './RoleDialog';
import { RoleRow } from './RoleRow';
import { useDeleteRoleMutation } from './useDeleteRoleMutation';

const PAGE = 20;

type Editing = { kind: 'create' } | { kind: 'edit'; id: string } | null;

/** The workspace's custom roles, with creating, editing and deleting them. */
export function RoleList({ workspace }: { workspace: RoleList_workspace$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<RoleListPaginationQuery, RoleList_workspace$key>(
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
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [remove, removing] = useDeleteRoleMutation();
  const connections = [data.roles.__id];
  const edges = data.roles.edges;
  const editedRole = editing?.kind === 'edit' ? (edges.find(({ node }) => node.id === editing.id)?.node ?? null) : null;

  const confirmDelete = async () => {
    if (!deleting) return;
    const failure = await remove(deleting.id, connections);
    const name = deleting.name;
    setDeleting(null);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`Role ${name} deleted` });
  };

  return (
    <>
      <HStack justify="end">
        <Button colorPalette="brand" onClick={() => edit({ kind: 'create' })}>
          <Trans>New role</Trans>
        </Button>
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Role name</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Description</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Members</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {edges.map(({ node }) => (
              <RoleRow
                key={node.id}
                role={node}
                onEdit={() => edit({ kind: 'edit', id: node.id })}
                onDelete={() => setDeleting({ id: node.id, name: node.name })}
              />
            ))}
            {edges.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4}>
                  <Text color="fg.muted" textAlign="center" py={6}>
                    <Trans>No custom roles yet.</Trans>
                  </Text>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {hasNext ? (
        <Stack align="center">
          <Button variant="ghost" size="sm" loading={isLoadingNext} onClick={() => loadNext(PAGE)}>
            <Trans>Show more</Trans>
          </Button>
        </Stack>
      ) : null}
      <RoleDialog open={editing !== null} onClose={() => setEditing(null)} role={editedRole} members={members ?? null} connections={connections} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t`Delete the role ${deleting?.name ?? ''}?`}
        description={t`Its members stay in the workspace; only the role goes.`}
        confirmLabel={t`Delete`}
        loading={removing}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
