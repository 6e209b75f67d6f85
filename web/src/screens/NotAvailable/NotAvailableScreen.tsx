import { EmptyState, VStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** A screen whose part of the product is not built yet: said plainly, inside the real frame. */
export function NotAvailableScreen() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">
            <Trans>Not available yet</Trans>
          </EmptyState.Title>
          <EmptyState.Description>
            <Trans>This part of Zhiwen is not available in this version yet.</Trans>
          </EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export const Component = NotAvailableScreen;
