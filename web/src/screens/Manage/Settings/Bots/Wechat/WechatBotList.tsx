import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { WechatBotList_workspace$key } from '../../../../../__generated__/WechatBotList_workspace.graphql';
import type { WechatBotListPaginationQuery } from '../../../../../__generated__/WechatBotListPaginationQuery.graphql';
import { ConfirmDialog } from '../../../../../components/ConfirmDialog';
import { ListTable } from '../../../../../components/ListTable';
import { useConfirmedAction } from '../../../../../hooks/useConfirmedAction';
import { useDeleteWechatBotMutation } from './useDeleteWechatBotMutation';
import { WechatBotRow } from './WechatBotRow';

/** The workspace's WeChat bots, newest first; each opens its settings or is deleted from here. */
export function WechatBotList({ workspace }: { workspace: WechatBotList_workspace$key }) {
  const { data, ...connection } = usePaginationFragment<WechatBotListPaginationQuery, WechatBotList_workspace$key>(
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
  const [remove, inFlight] = useDeleteWechatBotMutation();
  const deletion = useConfirmedAction(
    (bot: { id: string; name: string }) => remove(bot.id, [ConnectionHandler.getConnectionID(data.id, 'WechatBotList_wechatBots')]),
    () => t`Bot deleted`,
  );
  const edges = data.wechatBots.edges;
  const deletingName = deletion.target?.name ?? '';

  return (
    <>
      <ListTable
        label={t`WeChat bots`}
        columns={[t({ message: 'Name', context: 'bot' }), t`Original ID`, t`AppID`, t`Bound agent`, t`State`]}
        empty={edges.length === 0 ? <Trans>No WeChat bots yet.</Trans> : null}
        connection={connection}
      >
        {edges.map(({ node }) => (
          <WechatBotRow key={node.id} bot={node} onDelete={() => deletion.ask({ id: node.id, name: node.name })} />
        ))}
      </ListTable>
      <ConfirmDialog
        {...deletion.dialog}
        title={t`Delete the bot “${deletingName}”?`}
        description={t`Its callback URL stops answering at once, and its followers’ bindings are removed. This cannot be undone.`}
        confirmLabel={t`Delete`}
        loading={inFlight}
        loadingText={t`Deleting…`}
      />
    </>
  );
}
