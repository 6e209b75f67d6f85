import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InvitationList_workspace$key } from '../../../__generated__/InvitationList_workspace.graphql';
import type { InvitationListPaginationQuery } from '../../../__generated__/InvitationListPaginationQuery.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListTable } from '../../../components/ListTable';
import { useConfirmedAction } from '../../../hooks/useConfirmedAction';
import { InvitationRow } from './InvitationRow';
import { useRevokeInvitationMutation } from './useRevokeInvitationMutation';

export const INVITATIONS_CONNECTION = 'InvitationList_invitations';

/** The links not revoked nor expired, newest first, each with a way to revoke it. */
export function InvitationList({ workspace }: { workspace: InvitationList_workspace$key }) {
  const { data, ...connection } = usePaginationFragment<InvitationListPaginationQuery, InvitationList_workspace$key>(
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
  const [revoke, inFlight] = useRevokeInvitationMutation();
  const revocation = useConfirmedAction(
    (invitationId: string) => revoke(invitationId, [data.invitations.__id]),
    () => t`Link revoked`,
  );
  const edges = data.invitations.edges;

  return (
    <>
      <ListTable
        label={t`Open invitation links`}
        columns={[t`Link`, t`Created by`, t`Created`, t`Expires`, t`Uses`, t`State`]}
        empty={edges.length === 0 ? <Trans>No open invitation links.</Trans> : null}
        connection={connection}
      >
        {edges.map(({ node }) => (
          <InvitationRow key={node.id} invitation={node} onRevoke={() => revocation.ask(node.id)} />
        ))}
      </ListTable>
      <ConfirmDialog
        {...revocation.dialog}
        title={t`Revoke this invitation link?`}
        description={t`Nobody else can join with it. People who already joined stay.`}
        confirmLabel={t`Revoke`}
        loading={inFlight}
        loadingText={t`Revoking…`}
      />
    </>
  );
}
