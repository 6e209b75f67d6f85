import { Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useTheme } from 'next-themes';
import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router-dom';
import type { AppHeader_viewer$key } from '../__generated__/AppHeader_viewer.graphql';
import { Permission } from '../components/Permission';
import { ADMIN_ROLES } from '../routes/guard';
import { LanguageSwitch } from './LanguageSwitch';
import { useUpdateViewerPreferencesMutation } from './useUpdateViewerPreferencesMutation';
import { UserMenu } from './UserMenu';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

export function AppHeader({ viewer }: { viewer: AppHeader_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AppHeader_viewer on Viewer {
        ...WorkspaceSwitcher_viewer
        ...UserMenu_viewer
      }
    `,
    viewer,
  );
  const { t } = useLingui();
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap={4}
      px={{ base: 4, md: 8 }}
      py={2}
      borderBottomWidth="1px"
      bg="bg.panel"
      wrap="wrap"
    >
      <HStack gap={6}>
        <WorkspaceSwitcher viewer={data} />
        <HStack as="nav" aria-label={t`Main`} gap={1}>
          <TopLink to="/home">{t`Home`}</TopLink>
          <TopLink to="/search">{t`Search`}</TopLink>
          <TopLink to="/personal">{t`Personal`}</TopLink>
          <Permission allow={ADMIN_ROLES}>
            <TopLink to="/manage">{t`Manage`}</TopLink>
          </Permission>
        </HStack>
      </HStack>
      <HStack gap={2}>
        <LanguageSwitch />
        <ThemeToggle />
        <UserMenu viewer={data} />
      </HStack>
    </Flex>
  );
}

function TopLink({ to, children }: { to: string; children: string }) {
  return (
    <Box asChild px={3} py={1.5} borderRadius="md" _hover={{ bg: 'bg.muted' }} css={{ '&[aria-current=page]': { color: 'brand.fg', fontWeight: 'semibold' } }}>
      <NavLink to={to}>{children}</NavLink>
    </Box>
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
        // Applied at once; storing it follows in the background (a failure keeps it for this visit).
        void save({ theme: next === 'dark' ? 'DARK' : 'LIGHT' });
      }}
    >
      <span aria-hidden>{dark ? '☀' : '☾'}</span>
    </IconButton>
  );
}
