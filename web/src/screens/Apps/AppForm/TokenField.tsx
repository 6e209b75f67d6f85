import { Field, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** The source's access token: write-only, stored encrypted; once saved it is never shown again. */
export function TokenField({ value, onChange, error, stored }: { value: string; onChange: (value: string) => void; error?: string; stored: boolean }) {
  const { t } = useLingui();
  return (
    <Field.Root invalid={Boolean(error)} required={!stored} maxW="md">
      <Field.Label>
        <Trans>Access token</Trans>
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type="password"
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={stored ? t`Saved; leave empty to keep it` : ''}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          <Trans>Stored encrypted and never shown again.</Trans>
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
