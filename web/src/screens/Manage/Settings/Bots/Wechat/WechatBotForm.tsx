import { Button, Field, Input, NativeSelect, RadioGroup, Stack, Switch, Textarea, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { WechatBotForm_bot$key } from '../../../../../__generated__/WechatBotForm_bot.graphql';
import type { WechatBotForm_workspace$key } from '../../../../../__generated__/WechatBotForm_workspace.graphql';
import type { WechatBotInput } from '../../../../../__generated__/useCreateWechatBotMutation.graphql';
import { BotAgentSelect } from '../BotAgentSelect';

type Values = {
  name: string;
  token: string;
  encodingAesKey: string;
  originId: string;
  appId: string;
  appSecret: string;
  defaultReply: string;
  boundUserId: string | null;
  unboundFollowers: 'DEFAULT_REPLY' | 'BOUND_USER';
  agentId: string | null;
  active: boolean;
};

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
  /** Null when saved; the problems by field otherwise. */
  onSubmit: (input: WechatBotInput) => Promise<Record<string, string> | null>;
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
        members(first: 100) {
          edges {
            node {
              id
              wsUsername
              user {
                displayName
              }
            }
          }
        }
      }
    `,
    workspace,
  );
  const [values, setValues] = useState<Values>({
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
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const secret = values.appSecret.trim();
    const problems = await onSubmit({
      name: values.name.trim(),
      token: values.token.trim(),
      encodingAesKey: values.encodingAesKey.trim(),
      originId: values.originId.trim(),
      appId: values.appId.trim(),
      ...(secret && { appSecret: secret }),
      defaultReply: values.defaultReply,
      boundUserId: values.boundUserId,
      unboundFollowers: values.unboundFollowers,
      agentId: values.agentId,
      active: values.active,
    });
    setErrors(problems ?? {});
    if (!problems) set('appSecret', '');
  };

  const text = (key: 'name' | 'token' | 'encodingAesKey' | 'originId' | 'appId', label: string, helper?: string) => (
    <Field.Root invalid={Boolean(errors[key])} maxW="xl" required={key === 'name'}>
      <Field.Label>
        {label}
        {key === 'name' ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input value={values[key]} onChange={(e) => set(key, e.target.value)} autoComplete="off" spellCheck={false} />
      {errors[key] ? <Field.ErrorText>{errors[key]}</Field.ErrorText> : helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={5}>
        {text('name', t({ message: 'Name', context: 'bot' }))}
        {text('originId', t`Original ID`, t`The account’s original ID, starting with gh_ (WeChat’s console shows it under its account details).`)}
        {text('appId', t`AppID`)}
        <Field.Root invalid={Boolean(errors.appSecret)} maxW="xl">
          <Field.Label>
            <Trans>AppSecret</Trans>
          </Field.Label>
          <Input
            type="password"
            value={values.appSecret}
            onChange={(e) => set('appSecret', e.target.value)}
            placeholder={data?.hasAppSecret ? t`saved — enter a new one to replace` : t`None saved`}
            autoComplete="new-password"
            spellCheck={false}
          />
          {errors.appSecret ? (
            <Field.ErrorText>{errors.appSecret}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              <Trans>Write-only: stored encrypted and never shown again. Needed to send answers that take longer than WeChat waits.</Trans>
            </Field.HelperText>
          )}
        </Field.Root>
        {text('token', t({ message: 'Token', context: 'WeChat console' }), bot ? undefined : t`Leave empty to have one made up.`)}
        {text('encodingAesKey', t`EncodingAESKey`, bot ? undefined : t`Leave empty to have one made up.`)}
        <BotAgentSelect workspace={people} value={values.agentId} onChange={(agentId) => set('agentId', agentId)} error={errors.agentId} />
        <Field.Root invalid={Boolean(errors.defaultReply)} maxW="xl">
          <Field.Label>
            <Trans>Default reply</Trans>
          </Field.Label>
          <Textarea value={values.defaultReply} onChange={(e) => set('defaultReply', e.target.value)} rows={3} maxLength={600} />
          {errors.defaultReply ? (
            <Field.ErrorText>{errors.defaultReply}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              <Trans>What followers not bound to a member are told, with the link that binds them.</Trans>
            </Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.unboundFollowers)}>
          <Field.Label id="wechat-unbound-label">
            <Trans>Followers not bound to a member</Trans>
          </Field.Label>
          <RadioGroup.Root
            value={values.unboundFollowers}
            onValueChange={(e) => set('unboundFollowers', e.value === 'BOUND_USER' ? 'BOUND_USER' : 'DEFAULT_REPLY')}
            aria-labelledby="wechat-unbound-label"
          >
            <Stack gap={2}>
              <RadioGroup.Item value="DEFAULT_REPLY">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <Trans>Get the default reply</Trans>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="BOUND_USER">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <Trans>Are answered with the bound user’s permissions</Trans>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.boundUserId)} maxW="md">
          <Field.Label>
            <Trans>Bound user</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.boundUserId ?? ''} onChange={(e) => set('boundUserId', e.target.value || null)}>
              <option value="">{t`None`}</option>
              {people.members.edges.map(({ node }) => (
                <option key={node.id} value={node.id}>
                  {node.wsUsername || node.user.displayName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {errors.boundUserId ? <Field.ErrorText>{errors.boundUserId}</Field.ErrorText> : null}
        </Field.Root>
        <Switch.Root checked={values.active} onCheckedChange={(e) => set('active', e.checked)} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>
            <Trans>Active</Trans>
          </Switch.Label>
        </Switch.Root>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
