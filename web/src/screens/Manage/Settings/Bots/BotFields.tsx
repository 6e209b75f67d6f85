import { Field, Input, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A field's problem from the last save, else its help (if it has any). */
function FieldNote({ error, helper }: { error?: string; helper?: ReactNode }) {
  if (error) return <Field.ErrorText>{error}</Field.ErrorText>;
  return helper ? <Field.HelperText>{helper}</Field.HelperText> : null;
}

/** A one-line setting of a bot: a name, an ID or key from the platform's console. */
export function BotTextField({
  label,
  value,
  onChange,
  error,
  helper,
  required,
  spellCheck,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  spellCheck?: boolean;
}) {
  return (
    <Field.Root invalid={Boolean(error)} maxW="xl" required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" spellCheck={spellCheck} />
      <FieldNote error={error} helper={helper} />
    </Field.Root>
  );
}

/** The platform app's AppSecret: write-only, so the field says whether one is saved rather than showing it. */
export function BotSecretField({
  value,
  onChange,
  saved,
  required,
  error,
  helper,
}: {
  value: string;
  onChange: (value: string) => void;
  saved: boolean;
  required: boolean;
  error?: string;
  helper: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Field.Root invalid={Boolean(error)} maxW="xl" required={required}>
      <Field.Label>
        <Trans>AppSecret</Trans>
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Input
        type="password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={saved ? t`saved — enter a new one to replace` : t`None saved`}
        autoComplete="new-password"
        spellCheck={false}
      />
      <FieldNote error={error} helper={helper} />
    </Field.Root>
  );
}

/** What the bot says of itself rather than answering: a default reply, a reply text. */
export function BotReplyField({
  label,
  value,
  onChange,
  error,
  helper,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} maxW="xl">
      <Field.Label>{label}</Field.Label>
      <Textarea value={value} onChange={(e) => onChange(e.target.value)} rows={3} maxLength={600} />
      <FieldNote error={error} helper={helper} />
    </Field.Root>
  );
}
