import { Trans, useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { WechatBotEditScreenQuery$data } from '../../../../../__generated__/WechatBotEditScreenQuery.graphql';
import { BotEditor, BotNotFound } from '../BotEditor';
import { useBotSave } from '../useBotSave';
import { useCreateWechatBotMutation } from './useCreateWechatBotMutation';
import { useTestWechatBotMutation } from './useTestWechatBotMutation';
import { useUpdateWechatBotMutation } from './useUpdateWechatBotMutation';
import { WechatBotForm } from './WechatBotForm';
import { WechatConsoleSettings } from './WechatConsoleSettings';

export const wechatBotEditScreenQuery = graphql`
  query WechatBotEditScreenQuery($id: ID!, $editing: Boolean!) {
    bot: node(id: $id) @include(if: $editing) {
      ... on WechatBot {
        id
      }
      ...WechatConsoleSettings_bot @alias(as: "console")
      ...WechatBotForm_bot @alias(as: "form")
    }
    viewer {
      currentWorkspace {
        ...WechatBotForm_workspace
      }
    }
  }
`;

/** `/manage/settings/wechat/edit/:id` (`new` for a new bot): its settings, what to paste into WeChat, a test. */
export function WechatBotEditScreen({ data, editing }: { data: WechatBotEditScreenQuery$data; editing: boolean }) {
  const { t } = useLingui();
  const [create, creating] = useCreateWechatBotMutation();
  const [update, updating] = useUpdateWechatBotMutation();
  const [test, testing] = useTestWechatBotMutation();
  const workspace = data.viewer?.currentWorkspace;
  // The fragments are there only when the ID names a WeChat bot.
  const node = data.bot;
  const bot = node?.id && node.console && node.form ? { id: node.id, console: node.console, form: node.form } : null;
  const save = useBotSave({
    botId: bot?.id ?? null,
    update,
    create,
    // Its own page next: the callback URL, token and key made for it are to be pasted into WeChat.
    createdId: ({ createWechatBot }) => (createWechatBot.__typename === 'WechatBotPayload' ? createWechatBot.wechatBot?.id : null),
    editPath: '/manage/settings/wechat/edit/',
  });

  if (!workspace) return null;
  if (editing && !bot) return <BotNotFound />;
  return (
    <BotEditor
      heading={bot ? <Trans>Edit WeChat bot</Trans> : <Trans>New WeChat bot</Trans>}
      listPath="/manage/settings/wechat"
      consoleSettings={bot ? <WechatConsoleSettings bot={bot.console} /> : null}
      testing={testing}
      onTest={bot ? (text) => test(bot.id, text) : null}
    >
      <WechatBotForm
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
