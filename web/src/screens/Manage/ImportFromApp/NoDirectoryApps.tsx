import { Button, EmptyState, HStack, VStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ConnectorIcon } from '../../../components/ConnectorIcon';

/** No app of the workspace keeps a directory of people: which ones would, and where to connect one. */
export function NoDirectoryApps() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <HStack gap={2}>
          <ConnectorIcon platform="feishu" />
          <ConnectorIcon platform="github" />
          <ConnectorIcon platform="yuque" />
        </HStack>
        <VStack textAlign="center" gap={4}>
          <EmptyState.Title as="h1">
            <Trans>Import members from an app</Trans>
          </EmptyState.Title>
          <EmptyState.Description maxW="lg">
            <Trans>
              No app of this workspace has a directory of people to import from. Feishu (its contacts), GitHub (an organisation’s members) and
              Yuque (a group’s members) do: connect one for the workspace, then come back here.
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
