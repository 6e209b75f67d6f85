import { Field, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** A custom app's ID and secret (Feishu): write-only, stored encrypted. */
export function AppCredentialsFields(props: {
  appId: string;
  appSecret: string;
  onChange: (next: { feishuAppId?: string; feishuAppSecret?: string }) => void;
  error?: string;
  stored: boolean;
}) {
  const { t } = useLingui();
  const placeholder = props.stored ? t`Saved; leave empty to keep it` : '';
  return (
    <Stack gap={4} maxW="md">
      <Field.Root invalid={Boolean(props.error)} required={!props.stored}>
        <Field.Label>
          App ID
          <Field.RequiredIndicator />
        </Field.Label>
        <Input autoComplete="off" value={props.appId} placeholder={placeholder} onChange={(e) => props.onChange({ feishuAppId: e.target.value })} />
      </Field.Root>
      <Field.Root invalid={Boolean(props.error)} required={!props.stored}>
        <Field.Label>
          App Secret
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          type="password"
          autoComplete="off"
          value={props.appSecret}
          placeholder={placeholder}
          onChange={(e) => props.onChange({ feishuAppSecret: e.target.value })}
        />
        {props.error ? (
          <Field.ErrorText>{props.error}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            <Trans>From the custom app’s credentials page; stored encrypted and never shown again.</Trans>
          </Field.HelperText>
        )}
      </Field.Root>
    </Stack>
  );
}
