import { Box, Stack, Table, VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SourceAccountList_workspace$key } from '../../../__generated__/SourceAccountList_workspace.graphql';
import type { SourceAccountListPaginationQuery } from '../../../__generated__/SourceAccountListPaginationQuery.graphql';
import { ShowMore, MORE_PAGE_SIZE } from '../../../components/ShowMore';
import { LinkMemberDialog } from './LinkMemberDialog';
import { NoSourceAccounts } from './NoSourceAccounts';
import { ProviderFilter } from './ProviderFilter';
import { SourceAccountRow } from './SourceAccountRow';
import type { LinkedAccount, SourceProvider } from './sourceAccount';

/** The accounts the syncs met, of one source or all, with linking each to a member. */
export function SourceAccountList({ workspace }: { workspace: SourceAccountList_workspace$key }) {
  const { data, refetch, ...connection } = usePaginationFragment<SourceAccountListPaginationQuery, SourceAccountList_workspace$key>(
    graphql`
      fragment SourceAccountList_workspace on Workspace
      @refetchable(queryName: "SourceAccountListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, provider: { type: "SourceProvider" }) {
        sourceAccounts(first: $count, after: $cursor, provider: $provider) @connection(key: "SourceAccountList_sourceAccounts") {
          edges {
            node {
              id
              ...SourceAccountRow_sourceAccount
            }
          }
        }
      }
    `,
    workspace,
  );
  const [provider, setProvider] = useState<SourceProvider | null>(null);
  const [refetching, startTransition] = useTransition();
  const [linking, setLinking] = useState<LinkedAccount | null>(null);
  const edges = data.sourceAccounts.edges;

  const filter = (next: SourceProvider | null) => {
    setProvider(next);
    startTransition(() => {
      refetch({ provider: next, count: MORE_PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
    });
  };

  return (
    <Stack gap={4}>
      <ProviderFilter value={provider} onChange={filter} />
      <Box opacity={refetching ? 0.6 : 1} transition="opacity 0.2s">
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-busy={refetching}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Account</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Data source</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>E-mail or phone</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Member</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <VisuallyHidden>
                    <Trans>Actions</Trans>
                  </VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {edges.map(({ node }) => (
                <SourceAccountRow key={node.id} account={node} onLink={setLinking} />
              ))}
              {edges.length === 0 ? <NoSourceAccounts filtered={provider !== null} columns={5} /> : null}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
      <ShowMore connection={connection} />
      {linking ? <LinkMemberDialog account={linking} onClose={() => setLinking(null)} /> : null}
    </Stack>
  );
}
