import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

/** `/manage/addUser/app`: importing members waits for an app with a member directory; nothing to load yet. */
export function Component() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center" gap={4}>
          <EmptyState.Title as="h1">
            <Trans>Import members from an app</Trans>
          </EmptyState.Title>
          <EmptyState.Description maxW="lg">
            <Trans>
              Importing members from a connected app becomes possible once an app that provides a member directory is connected
              to this workspace.
            </Trans>
          </EmptyState.Description>
          <Button asChild colorPalette="brand" variant="outline">
            <Link to="/manage/datasources/appStore">
              <Trans>Go to the app store</Trans>
            </Link>
          </Button>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
