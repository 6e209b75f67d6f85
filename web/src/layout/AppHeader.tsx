import { Box, Flex, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { NavLink } from 'react-router-dom';
import type { AppHeader_viewer$key } from '../__generated__/AppHeader_viewer.graphql';
import { Permission } from '../components/Permission';
import { ADMIN_ROLES } from '../routes/guard';
import { OperationsLink } from '../screens/Operations/OperationsLink';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

export function AppHeader({ viewer }: { viewer: AppHeader_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AppHeader_viewer on Viewer {
        ...WorkspaceSwitcher_viewer
        ...UserMenu_viewer
        ...OperationsLink_viewer
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
      <HStack gap={6} minW={0}>
        <WorkspaceSwitcher viewer={data} />
        <HStack as="nav" aria-label={t`Main`} gap={1}>
          <TopLink to="/home">{t`Home`}</TopLink>
          <TopLink to="/search">{t`Search`}</TopLink>
          <TopLink to="/personal">{t`Personal`}</TopLink>
          <Permission allow={ADMIN_ROLES}>
            <TopLink to="/manage">{t`Manage`}</TopLink>
          </Permission>
          <OperationsLink viewer={data}>
            <TopLink to="/operations">{t`Operations`}</TopLink>
          </OperationsLink>
        </HStack>
      </HStack>
      <HStack gap={2} minW={0}>
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
