import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { DingBotEditScreenQuery$data } from '../../../../../__generated__/DingBotEditScreenQuery.graphql';
import { BotEditor, BotNotFound } from '../BotEditor';
import { useBotSave } from '../useBotSave';
import { useCreateDingBotMutation } from './useCreateDingBotMutation';
import { useTestDingBotMutation } from './useTestDingBotMutation';
import { useUpdateDingBotMutation } from './useUpdateDingBotMutation';
import { DingBotForm } from './DingBotForm';
import { DingConsoleSettings } from './DingConsoleSettings';

export const dingBotEditScreenQuery = graphql`
  query DingBotEditScreenQuery($id: ID!, $editing: Boolean!) {
    bot: node(id: $id) @include(if: $editing) {
      ... on DingBot {
        id
      }
      ...DingConsoleSettings_bot @alias(as: "console")
      ...DingBotForm_bot @alias(as: "form")
    }
    viewer {
      currentWorkspace {
        ...DingBotForm_workspace
      }
    }
  }
`;

/** `/manage/settings/dingbot/edit/:id` (`new` for a new bot): its settings, what to paste into DingTalk, a test. */
export function DingBotEditScreen({ data, editing }: { data: DingBotEditScreenQuery$data; editing: boolean }) {
  const { t } = useLingui();
  const [create, creating] = useCreateDingBotMutation();
  const [update, updating] = useUpdateDingBotMutation();
  const [test, testing] = useTestDingBotMutation();
  const workspace = data.viewer?.currentWorkspace;
  // The fragments are there only when the ID names a DingTalk bot.
  const node = data.bot;
  const bot = node?.id && node.console && node.form ? { id: node.id, console: node.console, form: node.form } : null;
  const save = useBotSave({
    botId: bot?.id ?? null,
    update,
    create,
    // Its own page next: the message receive URL made for it is to be pasted into DingTalk.
    createdId: ({ createDingBot }) => (createDingBot.__typename === 'DingBotPayload' ? createDingBot.dingBot?.id : null),
    editPath: '/manage/settings/dingbot/edit/',
  });

  if (!workspace) return null;
  if (editing && !bot) return <BotNotFound />;
  return (
    <BotEditor
      heading={bot ? <Trans>Edit DingTalk bot</Trans> : <Trans>New DingTalk bot</Trans>}
      listPath="/manage/settings/dingbot"
      consoleSettings={bot ? <DingConsoleSettings bot={bot.console} /> : null}
      testing={testing}
      onTest={bot ? (text) => test(bot.id, text) : null}
    >
      <DingBotForm
        key={bot?.id ?? 'new'}
        bot={bot?.form ?? null}
        workspace={workspace}
        submitLabel={bot ? t`Save` : t`Create`}
        saving={creating || updating}
        onSubmit={save}
      />
    </BotEditor>
  );
}
