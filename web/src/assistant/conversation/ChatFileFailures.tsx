import { CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ChatFileFailure } from './useChatFileUpload';

/** The files that could not be attached and why, until dismissed. */
export function ChatFileFailures({ failures, onDismiss }: { failures: readonly ChatFileFailure[]; onDismiss: () => void }) {
  const { t } = useLingui();
  if (failures.length === 0) return null;
  return (
    <HStack role="alert" align="start" gap={1} data-testid="chat-file-errors">
      <Stack as="ul" gap={0.5} flex="1" listStyleType="none">
        {failures.map((failure, index) => (
          <Text as="li" key={`${failure.name}-${index}`} fontSize="xs" color="fg.error">
            {failure.name ? `${failure.name}: ${failure.message}` : failure.message}
          </Text>
        ))}
      </Stack>
      <CloseButton size="2xs" aria-label={t`Dismiss`} onClick={onDismiss} />
    </HStack>
  );
}
