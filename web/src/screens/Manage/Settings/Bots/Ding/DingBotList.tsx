import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { DingBotList_workspace$key } from '../../../../../__generated__/DingBotList_workspace.graphql';
import type { DingBotListPaginationQuery } from '../../../../../__generated__/DingBotListPaginationQuery.graphql';
import { toaster } from '../../../../../components/ui/toaster';
import { ConfirmDialog } from '../../../../../components/ConfirmDialog';
import { useDeleteDingBotMutation } from './useDeleteDingBotMutation';
import { DingBotRow } from './DingBotRow';

const PAGE = 20;

/** The workspace's DingTalk bots, newest first; each opens its settings or is deleted from here. */
export function DingBotList({ workspace }: { workspace: DingBotList_workspace$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<DingBotListPaginationQuery, DingBotList_workspace$key>(
    graphql`
      fragment DingBotList_workspace on Workspace
      @refetchable(queryName: "DingBotListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        dingBots(first: $count, after: $cursor) @connection(key: "DingBotList_dingBots") {
          edges {
            node {
              id
              name
              ...DingBotRow_bot
            }
          }
        }
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [remove, inFlight] = useDeleteDingBotMutation();
  const edges = data.dingBots.edges;
  const deletingName = deleting?.name ?? '';

  const confirmDelete = async () => {
    if (!deleting) return;
    const failure = await remove(deleting.id, [ConnectionHandler.getConnectionID(data.id, 'DingBotList_dingBots')]);
    setDeleting(null);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`Bot deleted` });
  };

  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t`DingTalk bots`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans context="bot">Name</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>AppKey</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Bound agent</Trans>
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
              <DingBotRow key={node.id} bot={node} onDelete={() => setDeleting({ id: node.id, name: node.name })} />
            ))}
            {edges.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5}>
                  <Text color="fg.muted" textAlign="center" py={6}>
                    <Trans>No DingTalk bots yet.</Trans>
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
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t`Delete the bot “${deletingName}”?`}
        description={t`Its message receive URL stops answering at once. This cannot be undone.`}
        confirmLabel={t`Delete`}
        loading={inFlight}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
