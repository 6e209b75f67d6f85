import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { DingBotForm_bot$key } from '../../../../../__generated__/DingBotForm_bot.graphql';
import type { DingBotForm_workspace$key } from '../../../../../__generated__/DingBotForm_workspace.graphql';
import type { DingBotInput } from '../../../../../__generated__/useCreateDingBotMutation.graphql';
import { BotAgentSelect } from '../BotAgentSelect';
import { BotReplyField, BotSecretField, BotTextField } from '../BotFields';
import { BotFormFrame } from '../BotFormFrame';
import { secretInput, useBotForm, type BotSaveProblems } from '../useBotForm';

type Values = { name: string; appKey: string; appSecret: string; replyText: string; agentId: string | null; active: boolean };

const toInput = (values: Values): DingBotInput => ({
  name: values.name.trim(),
  appKey: values.appKey.trim(),
  ...secretInput(values.appSecret),
  replyText: values.replyText,
  agentId: values.agentId,
  active: values.active,
});

/**
 * A DingTalk bot's settings: the app (AppKey, AppSecret: write-only, it signs DingTalk's callbacks),
 * the agent that answers, and what is said to messages it does not answer.
 */
export function DingBotForm({
  bot,
  workspace,
  submitLabel,
  saving,
  onSubmit,
}: {
  bot: DingBotForm_bot$key | null;
  workspace: DingBotForm_workspace$key;
  submitLabel: string;
  saving: boolean;
  onSubmit: (input: DingBotInput) => Promise<BotSaveProblems>;
}) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment DingBotForm_bot on DingBot {
        name
        appKey
        hasAppSecret
        replyText
        active
        agent {
          id
        }
      }
    `,
    bot,
  );
  const agents = useFragment(
    graphql`
      fragment DingBotForm_workspace on Workspace {
        ...BotAgentSelect_workspace
      }
    `,
    workspace,
  );
  const initial: Values = {
    name: data?.name ?? '',
    appKey: data?.appKey ?? '',
    appSecret: '',
    replyText: data?.replyText ?? '',
    agentId: data?.agent?.id ?? null,
    active: data?.active ?? true,
  };
  const { values, errors, set, submit } = useBotForm(initial, toInput, onSubmit);

  return (
    <BotFormFrame onSubmit={submit} active={values.active} onActiveChange={(active) => set('active', active)} submitLabel={submitLabel} saving={saving}>
      <BotTextField label={t({ message: 'Name', context: 'bot' })} value={values.name} onChange={(value) => set('name', value)} error={errors.name} required />
      <BotTextField
        label={t`AppKey`}
        value={values.appKey}
        onChange={(value) => set('appKey', value)}
        error={errors.appKey}
        helper={t`The app’s AppKey (Client ID) on the DingTalk developer platform.`}
        required
        spellCheck={false}
      />
      <BotSecretField
        value={values.appSecret}
        onChange={(value) => set('appSecret', value)}
        saved={Boolean(data?.hasAppSecret)}
        required={!data}
        error={errors.appSecret}
        helper={t`Write-only: stored encrypted and never shown again. DingTalk signs its calls with it.`}
      />
      <BotAgentSelect workspace={agents} value={values.agentId} onChange={(agentId) => set('agentId', agentId)} error={errors.agentId} />
      <BotReplyField
        label={t`Reply text`}
        value={values.replyText}
        onChange={(value) => set('replyText', value)}
        error={errors.replyText}
        helper={t`Said to messages the bot does not answer (pictures, files, empty ones).`}
      />
    </BotFormFrame>
  );
}
