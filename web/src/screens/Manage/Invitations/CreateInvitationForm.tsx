import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { CopyButton } from '../../../components/CopyButton';
import { useCreateInvitationMutation } from './useCreateInvitationMutation';

const DAYS = { min: 1, max: 30, default: 7 } as const;
const USES = { min: 1, max: 1000 } as const;

/** Makes an invitation link: valid 1 to 30 days, optionally for a number of people; shows it once. */
export function CreateInvitationForm({ connections }: { connections: string[] }) {
  const { t } = useLingui();
  const [days, setDays] = useState(String(DAYS.default));
  const [maxUses, setMaxUses] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [link, setLink] = useState<string | null>(null);
  const [create, creating] = useCreateInvitationMutation();

  const check = () => {
    const found: Record<string, string> = {};
    const dayCount = Number(days);
    if (!Number.isInteger(dayCount) || dayCount < DAYS.min || dayCount > DAYS.max) found.expiresInDays = t`Enter a whole number of days from 1 to 30`;
    const uses = maxUses.trim() === '' ? null : Number(maxUses);
    if (uses !== null && (!Number.isInteger(uses) || uses < USES.min || uses > USES.max)) found.maxUses = t`Enter a whole number from 1 to 1000, or leave it empty`;
    setErrors(found);
    return Object.keys(found).length === 0 ? { expiresInDays: dayCount, maxUses: uses } : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = check();
    if (!input) return;
    setLink(null);
    const outcome = await create(input, connections);
    const result = outcome.response?.createInvitation;
    if (result?.__typename === 'CreateInvitationPayload') {
      setLink(result.link ?? null);
      return;
    }
    setErrors(Object.keys(outcome.problems).length ? outcome.problems : { form: outcome.message ?? t`Operation failed` });
  };

  return (
    <Stack gap={4}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <HStack gap={4} align="start" wrap="wrap">
          <Field.Root invalid={Boolean(errors.expiresInDays)} required width="48">
            <Field.Label>
              <Trans>Valid for (days)</Trans>
            </Field.Label>
            <Input type="number" inputMode="numeric" min={DAYS.min} max={DAYS.max} value={days} onChange={(e) => setDays(e.target.value)} />
            {errors.expiresInDays ? <Field.ErrorText>{errors.expiresInDays}</Field.ErrorText> : <Field.HelperText>{t`1 to 30 days`}</Field.HelperText>}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.maxUses)} width="56">
            <Field.Label>
              <Trans>Use limit</Trans>
            </Field.Label>
            <Input type="number" inputMode="numeric" min={USES.min} max={USES.max} value={maxUses} onChange={(e) => setMaxUses(e.target.value)} />
            {errors.maxUses ? <Field.ErrorText>{errors.maxUses}</Field.ErrorText> : <Field.HelperText>{t`Empty for no limit`}</Field.HelperText>}
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={creating} loadingText={t`Creating…`} mt={{ md: 6 }}>
            <Trans>Create link</Trans>
          </Button>
        </HStack>
        {errors.form ? (
          <Alert.Root status="error" mt={3}>
            <Alert.Indicator />
            <Alert.Title>{errors.form}</Alert.Title>
          </Alert.Root>
        ) : null}
      </form>
      {link ? (
        <Alert.Root status="info" flexDirection="column" alignItems="stretch" gap={3}>
          <Alert.Title>
            <Trans>Copy the link now: it is shown only this once.</Trans>
          </Alert.Title>
          <HStack>
            <Input readOnly value={link} aria-label={t`Invitation link`} onFocus={(e) => e.target.select()} fontFamily="mono" fontSize="sm" />
            <CopyButton value={link}>{t`Copy link`}</CopyButton>
          </HStack>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
