import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { WechatBotForm_bot$key } from '../../../../../__generated__/WechatBotForm_bot.graphql';
import type { WechatBotForm_workspace$key } from '../../../../../__generated__/WechatBotForm_workspace.graphql';
import type { WechatBotInput } from '../../../../../__generated__/useCreateWechatBotMutation.graphql';
import { BotAgentSelect } from '../BotAgentSelect';
import { BotReplyField, BotSecretField, BotTextField } from '../BotFields';
import { BotFormFrame } from '../BotFormFrame';
import { secretInput, useBotForm, type BotSaveProblems } from '../useBotForm';
import { WechatFollowerFields, type UnboundFollowers } from './WechatFollowerFields';

type Values = {
  name: string;
  token: string;
  encodingAesKey: string;
  originId: string;
  appId: string;
  appSecret: string;
  defaultReply: string;
  boundUserId: string | null;
  unboundFollowers: UnboundFollowers;
  agentId: string | null;
  active: boolean;
};

const toInput = (values: Values): WechatBotInput => ({
  name: values.name.trim(),
  token: values.token.trim(),
  encodingAesKey: values.encodingAesKey.trim(),
  originId: values.originId.trim(),
  appId: values.appId.trim(),
  ...secretInput(values.appSecret),
  defaultReply: values.defaultReply,
  boundUserId: values.boundUserId,
  unboundFollowers: values.unboundFollowers,
  agentId: values.agentId,
  active: values.active,
});

/**
 * A WeChat bot's settings: the account (origin id, AppID, AppSecret, write-only), how WeChat signs
 * and encrypts (token, EncodingAESKey: made up when left empty at creation), who answers (the agent)
 * and what followers not bound to a member get (the default reply, or the bound user's permissions).
 */
export function WechatBotForm({
  bot,
  workspace,
  submitLabel,
  saving,
  onSubmit,
}: {
  bot: WechatBotForm_bot$key | null;
  workspace: WechatBotForm_workspace$key;
  submitLabel: string;
  saving: boolean;
  onSubmit: (input: WechatBotInput) => Promise<BotSaveProblems>;
}) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment WechatBotForm_bot on WechatBot {
        name
        token
        encodingAesKey
        originId
        appId
        hasAppSecret
        defaultReply
        unboundFollowers
        active
        boundUser {
          id
        }
        agent {
          id
        }
      }
    `,
    bot,
  );
  const people = useFragment(
    graphql`
      fragment WechatBotForm_workspace on Workspace {
        ...BotAgentSelect_workspace
        ...WechatFollowerFields_workspace
      }
    `,
    workspace,
  );
  const initial: Values = {
    name: data?.name ?? '',
    token: data?.token ?? '',
    encodingAesKey: data?.encodingAesKey ?? '',
    originId: data?.originId ?? '',
    appId: data?.appId ?? '',
    appSecret: '',
    defaultReply: data?.defaultReply ?? '',
    boundUserId: data?.boundUser?.id ?? null,
    unboundFollowers: data?.unboundFollowers === 'BOUND_USER' ? 'BOUND_USER' : 'DEFAULT_REPLY',
    agentId: data?.agent?.id ?? null,
    active: data?.active ?? true,
  };
  const { values, errors, set, submit } = useBotForm(initial, toInput, onSubmit);
  const madeUpWhenEmpty = bot ? undefined : t`Leave empty to have one made up.`;
  const text = (key: 'name' | 'token' | 'encodingAesKey' | 'originId' | 'appId', label: string, helper?: string) => (
    <BotTextField
      label={label}
      value={values[key]}
      onChange={(value) => set(key, value)}
      error={errors[key]}
      helper={helper}
      required={key === 'name'}
      spellCheck={false}
    />
  );

  return (
    <BotFormFrame onSubmit={submit} active={values.active} onActiveChange={(active) => set('active', active)} submitLabel={submitLabel} saving={saving}>
      {text('name', t({ message: 'Name', context: 'bot' }))}
      {text('originId', t`Original ID`, t`The account’s original ID, starting with gh_ (WeChat’s console shows it under its account details).`)}
      {text('appId', t`AppID`)}
      <BotSecretField
        value={values.appSecret}
        onChange={(value) => set('appSecret', value)}
        saved={Boolean(data?.hasAppSecret)}
        required={false}
        error={errors.appSecret}
        helper={t`Write-only: stored encrypted and never shown again. Needed to send answers that take longer than WeChat waits.`}
      />
      {text('token', t({ message: 'Token', context: 'WeChat console' }), madeUpWhenEmpty)}
      {text('encodingAesKey', t`EncodingAESKey`, madeUpWhenEmpty)}
      <BotAgentSelect workspace={people} value={values.agentId} onChange={(agentId) => set('agentId', agentId)} error={errors.agentId} />
      <BotReplyField
        label={t`Default reply`}
        value={values.defaultReply}
        onChange={(value) => set('defaultReply', value)}
        error={errors.defaultReply}
        helper={t`What followers not bound to a member are told, with the link that binds them.`}
      />
      <WechatFollowerFields
        workspace={people}
        unboundFollowers={values.unboundFollowers}
        onUnboundFollowersChange={(value) => set('unboundFollowers', value)}
        boundUserId={values.boundUserId}
        onBoundUserChange={(boundUserId) => set('boundUserId', boundUserId)}
        errors={errors}
      />
    </BotFormFrame>
  );
}
