import { Field, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** A custom app's ID and secret (Feishu's App ID, DingTalk's AppKey, WeCom's CorpID): write-only, stored encrypted. */

// Each platform's own names for them, as its console shows them.
const LABELS: Record<string, [string, string]> = { dingtalk: ['AppKey', 'AppSecret'], wecom: ['CorpID', 'Secret'] };

export function AppCredentialsFields(props: {
  connectorKey: string;
  appId: string;
  appSecret: string;
  onChange: (next: { customAppId?: string; customAppSecret?: string }) => void;
  error?: string;
  stored: boolean;
}) {
  const { t } = useLingui();
  const placeholder = props.stored ? t`Saved; leave empty to keep it` : '';
  const [idLabel, secretLabel] = LABELS[props.connectorKey] ?? ['App ID', 'App Secret'];
  return (
    <Stack gap={4} maxW="md">
      <Field.Root invalid={Boolean(props.error)} required={!props.stored}>
        <Field.Label>
          {idLabel}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input autoComplete="off" value={props.appId} placeholder={placeholder} onChange={(e) => props.onChange({ customAppId: e.target.value })} />
      </Field.Root>
      <Field.Root invalid={Boolean(props.error)} required={!props.stored}>
        <Field.Label>
          {secretLabel}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="password"
          autoComplete="off"
          value={props.appSecret}
          placeholder={placeholder}
          onChange={(e) => props.onChange({ customAppSecret: e.target.value })}
        />
        {props.error ? (
          <Field.ErrorText>{props.error}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {props.connectorKey === 'dingtalk' ? (
              <Trans>From the internal app’s credentials page in DingTalk’s developer console; stored encrypted and never shown again.</Trans>
            ) : props.connectorKey === 'wecom' ? (
              <Trans>
                The CorpID from My Company in WeCom’s admin console, and the Secret of a self-built app (or of Contacts sync) allowed to read the contacts; stored encrypted
                and never shown again.
              </Trans>
            ) : (
              <Trans>From the custom app’s credentials page; stored encrypted and never shown again.</Trans>
            )}
          </Field.HelperText>
        )}
      </Field.Root>
    </Stack>
  );
}
