import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InvitationList_workspace$key } from '../../../__generated__/InvitationList_workspace.graphql';
import type { InvitationListPaginationQuery } from '../../../__generated__/InvitationListPaginationQuery.graphql';
import { toaster } from '../../../components/ui/toaster';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { InvitationRow } from './InvitationRow';
import { useRevokeInvitationMutation } from './useRevokeInvitationMutation';

export const INVITATIONS_CONNECTION = 'InvitationList_invitations';
const PAGE = 20;

/** The links not revoked nor expired, newest first, each with a way to revoke it. */
export function InvitationList({ workspace }: { workspace: InvitationList_workspace$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<InvitationListPaginationQuery, InvitationList_workspace$key>(
    graphql`
      fragment InvitationList_workspace on Workspace
      @refetchable(queryName: "InvitationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        invitations(first: $count, after: $cursor) @connection(key: "InvitationList_invitations") {
          __id
          edges {
            node {
              id
              ...InvitationRow_invitation
            }
          }
        }
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  const [revoking, setRevoking] = useState<string | null>(null);
  const [revoke, inFlight] = useRevokeInvitationMutation();
  const edges = data.invitations.edges;

  const confirmRevoke = async () => {
    if (!revoking) return;
    const failure = await revoke(revoking, [data.invitations.__id]);
    setRevoking(null);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`Link revoked` });
  };

  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t`Open invitation links`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Link</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Created by</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Created</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Expires</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Uses</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>State</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {edges.map(({ node }) => (
              <InvitationRow key={node.id} invitation={node} onRevoke={() => setRevoking(node.id)} />
            ))}
            {edges.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={7}>
                  <Text color="fg.muted" textAlign="center" py={6}>
                    <Trans>No open invitation links.</Trans>
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
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t`Revoke this invitation link?`}
        description={t`Nobody else can join with it. People who already joined stay.`}
        confirmLabel={t`Revoke`}
        loading={inFlight}
        onConfirm={() => void confirmRevoke()}
      />
    </>
  );
}
