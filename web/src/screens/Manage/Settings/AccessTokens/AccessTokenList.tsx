import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AccessTokenList_workspace$key } from '../../../../__generated__/AccessTokenList_workspace.graphql';
import type { AccessTokenListPaginationQuery } from '../../../../__generated__/AccessTokenListPaginationQuery.graphql';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ListTable } from '../../../../components/ListTable';
import { useConfirmedAction } from '../../../../hooks/useConfirmedAction';
import { AccessTokenRow } from './AccessTokenRow';
import { useRevokeAccessTokenMutation } from './useRevokeAccessTokenMutation';

export const ACCESS_TOKENS_CONNECTION = 'AccessTokenList_accessTokens';

/** Every token of the workspace, newest first, revoked and expired ones too; live ones can be revoked. */
export function AccessTokenList({ workspace }: { workspace: AccessTokenList_workspace$key }) {
  const { data, ...connection } = usePaginationFragment<AccessTokenListPaginationQuery, AccessTokenList_workspace$key>(
    graphql`
      fragment AccessTokenList_workspace on Workspace
      @refetchable(queryName: "AccessTokenListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        accessTokens(first: $count, after: $cursor) @connection(key: "AccessTokenList_accessTokens") {
          edges {
            node {
              id
              name
              ...AccessTokenRow_accessToken
            }
          }
        }
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  const [revoke, inFlight] = useRevokeAccessTokenMutation();
  const revocation = useConfirmedAction(
    // The row says "revoked" at once; it says so again if the server refuses.
    (token: { id: string; name: string }) => revoke(token.id),
    () => t`Token revoked`,
  );
  const edges = data.accessTokens.edges;
  const revokingName = revocation.target?.name ?? '';

  return (
    <>
      <ListTable
        label={t`Access tokens`}
        columns={[t`Token name`, t`Token`, t`Created by`, t`Scopes`, t`Created`, t`Expires`, t`Last used`, t`State`]}
        empty={edges.length === 0 ? <Trans>No access tokens yet.</Trans> : null}
        connection={connection}
      >
        {edges.map(({ node }) => (
          <AccessTokenRow key={node.id} accessToken={node} onRevoke={() => revocation.ask({ id: node.id, name: node.name })} />
        ))}
      </ListTable>
      <ConfirmDialog
        {...revocation.dialog}
        title={t`Revoke the token “${revokingName}”?`}
        description={t`Programs using it are refused from now on, and the streams it opened end. This cannot be undone.`}
        confirmLabel={t`Revoke`}
        loading={inFlight}
        loadingText={t`Revoking…`}
      />
    </>
  );
}
