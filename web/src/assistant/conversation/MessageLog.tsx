import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * The messages of a conversation as a live log: new questions and finished answers are read out
 * politely (a streaming answer is busy, so it is read once it is complete).
 */
export function MessageLog({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack role="log" aria-live="polite" aria-relevant="additions text" aria-label={t`Messages`} gap={4} data-testid="chat-messages">
      {children}
    </Stack>
  );
}
