import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, usePaginationFragment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { DingBotList_workspace$key } from '../../../../../__generated__/DingBotList_workspace.graphql';
import type { DingBotListPaginationQuery } from '../../../../../__generated__/DingBotListPaginationQuery.graphql';
import { ConfirmDialog } from '../../../../../components/ConfirmDialog';
import { ListTable } from '../../../../../components/ListTable';
import { useConfirmedAction } from '../../../../../hooks/useConfirmedAction';
import { useDeleteDingBotMutation } from './useDeleteDingBotMutation';
import { DingBotRow } from './DingBotRow';

/** The workspace's DingTalk bots, newest first; each opens its settings or is deleted from here. */
export function DingBotList({ workspace }: { workspace: DingBotList_workspace$key }) {
  const { data, ...connection } = usePaginationFragment<DingBotListPaginationQuery, DingBotList_workspace$key>(
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
  const [remove, inFlight] = useDeleteDingBotMutation();
  const deletion = useConfirmedAction(
    (bot: { id: string; name: string }) => remove(bot.id, [ConnectionHandler.getConnectionID(data.id, 'DingBotList_dingBots')]),
    () => t`Bot deleted`,
  );
  const edges = data.dingBots.edges;
  const deletingName = deletion.target?.name ?? '';

  return (
    <>
      <ListTable
        label={t`DingTalk bots`}
        columns={[t({ message: 'Name', context: 'bot' }), t`AppKey`, t`Bound agent`, t`State`]}
        empty={edges.length === 0 ? <Trans>No DingTalk bots yet.</Trans> : null}
        connection={connection}
      >
        {edges.map(({ node }) => (
          <DingBotRow key={node.id} bot={node} onDelete={() => deletion.ask({ id: node.id, name: node.name })} />
        ))}
      </ListTable>
      <ConfirmDialog
        {...deletion.dialog}
        title={t`Delete the bot “${deletingName}”?`}
        description={t`Its message receive URL stops answering at once. This cannot be undone.`}
        confirmLabel={t`Delete`}
        loading={inFlight}
        loadingText={t`Deleting…`}
      />
    </>
  );
}
