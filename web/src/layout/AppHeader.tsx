import { Box, Flex, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useTheme } from 'next-themes';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { AppHeader_viewer$key } from '../__generated__/AppHeader_viewer.graphql';
import type { AppHeader_workspace$key } from '../__generated__/AppHeader_workspace.graphql';
import { LanguageSwitch } from './LanguageSwitch';
import { useUpdateViewerPreferencesMutation } from './useUpdateViewerPreferencesMutation';
import { UserMenu } from './UserMenu';

export function AppHeader({ viewer }: { viewer: AppHeader_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AppHeader_viewer on Viewer {
        currentWorkspace {
          ...AppHeader_workspace
        }
        ...UserMenu_viewer
      }
    `,
    viewer,
  );
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap={4}
      px={{ base: 4, md: 8 }}
      py={3}
      borderBottomWidth="1px"
      bg="bg.panel"
    >
      {data.currentWorkspace ? <WorkspaceBadge workspace={data.currentWorkspace} /> : <Box />}
      <HStack gap={2}>
        <LanguageSwitch />
        <ThemeToggle />
        <UserMenu viewer={data} />
      </HStack>
    </Flex>
  );
}

function WorkspaceBadge({ workspace }: { workspace: AppHeader_workspace$key }) {
  const data = useFragment(
    graphql`
      fragment AppHeader_workspace on Workspace {
        name
        logoSquareUrl
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  return (
    <RouterLink to="/home" aria-label={t`Home of ${data.name}`}>
      <HStack gap={3}>
        {data.logoSquareUrl ? (
          <Image src={data.logoSquareUrl} alt="" boxSize="8" borderRadius="md" />
        ) : (
          <Flex boxSize="8" borderRadius="md" bg="brand.solid" color="brand.contrast" align="center" justify="center">
            <Text fontWeight="bold">{[...data.name][0]}</Text>
          </Flex>
        )}
        <Text fontWeight="semibold" data-testid="workspace-name">
          {data.name}
        </Text>
      </HStack>
    </RouterLink>
  );
}

function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const { t } = useLingui();
  const [save] = useUpdateViewerPreferencesMutation();
  const dark = resolvedTheme === 'dark';
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-label={dark ? t`Switch to day mode` : t`Switch to night mode`}
      onClick={() => {
        const next = dark ? 'light' : 'dark';
        setTheme(next);
        save({ theme: next === 'dark' ? 'DARK' : 'LIGHT' });
      }}
    >
      <span aria-hidden>{dark ? '☀' : '☾'}</span>
    </IconButton>
  );
}
