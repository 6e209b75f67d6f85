import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { AccessTokenList_workspace$key } from '../../../../__generated__/AccessTokenList_workspace.graphql';
import type { AccessTokenListPaginationQuery } from '../../../../__generated__/AccessTokenListPaginationQuery.graphql';
import { toaster } from '../../../../components/ui/toaster';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { AccessTokenRow } from './AccessTokenRow';
import { useRevokeAccessTokenMutation } from './useRevokeAccessTokenMutation';

export const ACCESS_TOKENS_CONNECTION = 'AccessTokenList_accessTokens';
const PAGE = 20;

/** Every token of the workspace, newest first, revoked and expired ones too; live ones can be revoked. */
export function AccessTokenList({ workspace }: { workspace: AccessTokenList_workspace$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<AccessTokenListPaginationQuery, AccessTokenList_workspace$key>(
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
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const [revoke, inFlight] = useRevokeAccessTokenMutation();
  const edges = data.accessTokens.edges;
  const revokingName = revoking?.name ?? '';

  const confirmRevoke = async () => {
    if (!revoking) return;
    // The row says "revoked" at once; it says so again if the server refuses.
    const failure = await revoke(revoking.id);
    setRevoking(null);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`Token revoked` });
  };

  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t`Access tokens`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Token name</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Token</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Created by</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Scopes</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Created</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Expires</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Last used</Trans>
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
              <AccessTokenRow key={node.id} accessToken={node} onRevoke={() => setRevoking({ id: node.id, name: node.name })} />
            ))}
            {edges.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={9}>
                  <Text color="fg.muted" textAlign="center" py={6}>
                    <Trans>No access tokens yet.</Trans>
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
        title={t`Revoke the token “${revokingName}”?`}
        description={t`Programs using it are refused from now on, and the streams it opened end. This cannot be undone.`}
        confirmLabel={t`Revoke`}
        loading={inFlight}
        onConfirm={() => void confirmRevoke()}
      />
    </>
  );
}
