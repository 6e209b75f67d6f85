import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { UserInfo } from '../../api/user-info';
import { LanguageSwitch } from '../../layout/LanguageSwitch';
import { logout } from '../../layout/logout';
import { ThemeToggle } from '../../layout/ThemeToggle';
import { usePageTitle } from '../../layout/usePageTitle';
import { useStartupTheme } from '../../layout/useStartupTheme';

/**
 * The bar of the pages before a workspace (the guide, no workspace): the language, the theme and
 * a way out for someone who signed in with the wrong account. The account's theme applies here too.
 */
export function GuideTopBar({ info }: { info: UserInfo | null }) {
  useStartupTheme(info ? (info.theme === 'dark' ? 'DARK' : 'LIGHT') : undefined);
  usePageTitle(null);
  return (
    <Flex as="header" align="center" justify="space-between" gap={3} px={{ base: 4, md: 8 }} py={2} borderBottomWidth="1px" bg="bg.panel">
      <Text fontWeight="bold" color="brand.fg">
        <Trans>Zhiwen</Trans>
      </Text>
      <HStack gap={2}>
        <LanguageSwitch />
        <ThemeToggle />
        <Button variant="ghost" size="sm" onClick={() => void logout()}>
          <Trans>Log out</Trans>
        </Button>
      </HStack>
    </Flex>
  );
}
