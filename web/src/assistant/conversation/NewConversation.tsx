import { EmptyState, VStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** What an empty conversation shows before its first question. */
export function NewConversation() {
  return (
    <EmptyState.Root size="sm">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>
            <Trans>Ask anything about your documents</Trans>
          </EmptyState.Title>
          <EmptyState.Description>
            <Trans>Answers come from the documents you may see, with numbered sources to check them against.</Trans>
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
