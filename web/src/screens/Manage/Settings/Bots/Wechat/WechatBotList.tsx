import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { WechatBotList_workspace$key } from '../../../../../__generated__/WechatBotList_workspace.graphql';
import type { WechatBotListPaginationQuery } from '../../../../../__generated__/WechatBotListPaginationQuery.graphql';
import { toaster } from '../../../../../components/ui/toaster';
import { ConfirmDialog } from '../../../../../components/ConfirmDialog';
import { useDeleteWechatBotMutation } from './useDeleteWechatBotMutation';
import { WechatBotRow } from './WechatBotRow';

const PAGE = 20;

/** The workspace's WeChat bots, newest first; each opens its settings or is deleted from here. */
export function WechatBotList({ workspace }: { workspace: WechatBotList_workspace$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<WechatBotListPaginationQuery, WechatBotList_workspace$key>(
    graphql`
      fragment WechatBotList_workspace on Workspace
      @refetchable(queryName: "WechatBotListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        wechatBots(first: $count, after: $cursor) @connection(key: "WechatBotList_wechatBots") {
          edges {
            node {
              id
              name
              ...WechatBotRow_bot
            }
          }
        }
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [remove, inFlight] = useDeleteWechatBotMutation();
  const edges = data.wechatBots.edges;
  const deletingName = deleting?.name ?? '';

  const confirmDelete = async () => {
    if (!deleting) return;
    const failure = await remove(deleting.id, [ConnectionHandler.getConnectionID(data.id, 'WechatBotList_wechatBots')]);
    setDeleting(null);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`Bot deleted` });
  };

  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t`WeChat bots`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans context="bot">Name</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Original ID</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>AppID</Trans>
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
              <WechatBotRow key={node.id} bot={node} onDelete={() => setDeleting({ id: node.id, name: node.name })} />
            ))}
            {edges.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={6}>
                  <Text color="fg.muted" textAlign="center" py={6}>
                    <Trans>No WeChat bots yet.</Trans>
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
        description={t`Its callback URL stops answering at once, and its followers’ bindings are removed. This cannot be undone.`}
        confirmLabel={t`Delete`}
        loading={inFlight}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
