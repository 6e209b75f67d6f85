import { Button, Field, HStack, Input, Stack, Switch, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DingBotForm_bot$key } from '../../../../../__generated__/DingBotForm_bot.graphql';
import type { DingBotForm_workspace$key } from '../../../../../__generated__/DingBotForm_workspace.graphql';
import type { DingBotInput } from '../../../../../__generated__/useCreateDingBotMutation.graphql';
import { BotAgentSelect } from '../BotAgentSelect';

type Values = { name: string; appKey: string; appSecret: string; replyText: string; agentId: string | null; active: boolean };

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
  /** Null when saved; the problems by field otherwise. */
  onSubmit: (input: DingBotInput) => Promise<Record<string, string> | null>;
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
  const [values, setValues] = useState<Values>({
    name: data?.name ?? '',
    appKey: data?.appKey ?? '',
    appSecret: '',
    replyText: data?.replyText ?? '',
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
      appKey: values.appKey.trim(),
      ...(secret && { appSecret: secret }),
      replyText: values.replyText,
      agentId: values.agentId,
      active: values.active,
    });
    setErrors(problems ?? {});
    if (!problems) set('appSecret', '');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={5}>
        <Field.Root invalid={Boolean(errors.name)} maxW="xl" required>
          <Field.Label>
            <Trans context="bot">Name</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={values.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
          {errors.name ? <Field.ErrorText>{errors.name}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.appKey)} maxW="xl" required>
          <Field.Label>
            <Trans>AppKey</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input value={values.appKey} onChange={(e) => set('appKey', e.target.value)} autoComplete="off" spellCheck={false} />
          {errors.appKey ? (
            <Field.ErrorText>{errors.appKey}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              <Trans>The app’s AppKey (Client ID) on the DingTalk developer platform.</Trans>
            </Field.HelperText>
          )}
        </Field.Root>
        <Field.Root invalid={Boolean(errors.appSecret)} maxW="xl" required={!data}>
          <Field.Label>
            <Trans>AppSecret</Trans>
            {data ? null : <Field.RequiredIndicator />}
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
              <Trans>Write-only: stored encrypted and never shown again. DingTalk signs its calls with it.</Trans>
            </Field.HelperText>
          )}
        </Field.Root>
        <BotAgentSelect workspace={agents} value={values.agentId} onChange={(agentId) => set('agentId', agentId)} error={errors.agentId} />
        <Field.Root invalid={Boolean(errors.replyText)} maxW="xl">
          <Field.Label>
            <Trans>Reply text</Trans>
          </Field.Label>
          <Textarea value={values.replyText} onChange={(e) => set('replyText', e.target.value)} rows={3} maxLength={600} />
          {errors.replyText ? (
            <Field.ErrorText>{errors.replyText}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              <Trans>Said to messages the bot does not answer (pictures, files, empty ones).</Trans>
            </Field.HelperText>
          )}
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
