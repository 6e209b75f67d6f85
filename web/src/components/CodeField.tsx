import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError } from '../api/request';
import { useCountdown } from '../hooks/useCountdown';

/**
 * A verification-code input with its "get code" button and the resend countdown. `onSend`
 * asks the server for a code and answers the seconds to wait before the next one.
 */
export function CodeField({
  value,
  onChange,
  onSend,
  error,
}: {
  value: string;
  onChange: (code: string) => void;
  onSend: () => Promise<number>;
  error?: string;
}) {
  const { t } = useLingui();
  const [seconds, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      startCountdown(await onSend());
    } catch (failure) {
      const retryAfter = failure instanceof ApiError ? (failure.data as { retry_after?: number } | null)?.retry_after : undefined;
      if (retryAfter) startCountdown(retryAfter);
    } finally {
      setSending(false);
    }
  };
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        <Trans>Verification code</Trans>
      </Field.Label>
      <HStack width="full">
        <Input
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t`6 digits`}
        />
        <Button variant="outline" onClick={() => void send()} loading={sending} loadingText={t`Sending…`} disabled={seconds > 0} flexShrink={0}>
          {seconds > 0 ? t`Resend in ${seconds}s` : t`Get code`}
        </Button>
      </HStack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
