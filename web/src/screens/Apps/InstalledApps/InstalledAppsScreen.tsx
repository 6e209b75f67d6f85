import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { InstalledAppsScreenQuery$data } from '../../../__generated__/InstalledAppsScreenQuery.graphql';
import { sectionBase, type AppSection } from '../section';
import { InstalledAppList } from './InstalledAppList';

export const installedAppsScreenQuery = graphql`
  query InstalledAppsScreenQuery($manage: Boolean!) {
    viewer {
      currentWorkspace {
        ...InstalledAppList_workspaceApps @include(if: $manage) @alias(as: "workspaceApps")
        ...InstalledAppList_personalApps @skip(if: $manage) @alias(as: "personalApps")
      }
    }
  }
`;

export function InstalledAppsScreen({ data, section }: { data: InstalledAppsScreenQuery$data; section: AppSection }) {
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  return (
    <Stack gap={5}>
      <HStack justify="space-between" align="end" wrap="wrap" gap={3}>
        <Stack gap={1}>
          <Heading as="h1" size="xl">
            <Trans>Installed apps</Trans>
          </Heading>
          <Text color="fg.muted">
            {section === 'manage' ? (
              <Trans>The workspace’s apps: how their syncs went and how many documents they hold.</Trans>
            ) : (
              <Trans>Your own apps: only you see their documents.</Trans>
            )}
          </Text>
        </Stack>
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to={`${sectionBase(section)}/appStore`}>
            <Trans>Install an app</Trans>
          </RouterLink>
        </Button>
      </HStack>
      <InstalledAppList section={section} workspaceApps={workspace.workspaceApps ?? null} personalApps={workspace.personalApps ?? null} />
    </Stack>
  );
}
