import { Alert } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

export type Outcome = { kind: 'done'; added: number; pending: number } | { kind: 'failed'; message: string };

/** How adding the people picked went: the same words as adding by address, or why it failed. */
export function ImportOutcome({ outcome }: { outcome: Outcome | null }) {
  if (outcome?.kind === 'failed') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{outcome.message}</Alert.Title>
      </Alert.Root>
    );
  }
  if (outcome?.kind !== 'done') return null;
  const { added, pending } = outcome;
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>
          {added} added, {pending} will join at their first sign-in
        </Trans>
      </Alert.Title>
    </Alert.Root>
  );
}
