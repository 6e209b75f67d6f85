import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { InstalledAppsScreenQuery$data } from '../../../__generated__/InstalledAppsScreenQuery.graphql';
import { sectionBase, type AppSection } from '../section';
import { PersonalAppList } from './PersonalAppList';
import { WorkspaceAppList } from './WorkspaceAppList';

export const installedAppsScreenQuery = graphql`
  query InstalledAppsScreenQuery($manage: Boolean!) {
    viewer {
      currentWorkspace {
        ...WorkspaceAppList_workspace @include(if: $manage) @alias(as: "workspaceApps")
        ...PersonalAppList_workspace @skip(if: $manage) @alias(as: "personalApps")
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
      {workspace.workspaceApps ? <WorkspaceAppList workspace={workspace.workspaceApps} /> : null}
      {workspace.personalApps ? <PersonalAppList workspace={workspace.personalApps} /> : null}
    </Stack>
  );
}
