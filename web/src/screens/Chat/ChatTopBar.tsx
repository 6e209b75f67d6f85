import { Flex, Heading, HStack, IconButton, Link } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ChatTopBar_viewer$key } from '../../__generated__/ChatTopBar_viewer.graphql';
import { LanguageSwitch } from '../../layout/LanguageSwitch';
import { ThemeToggle } from '../../layout/ThemeToggle';
import { UserMenu } from '../../layout/UserMenu';

/**
 * The chat page's own bar (it stands outside the signed-in frame): the way home, then the
 * language, the theme and the account menu, as in the frame's header.
 */
export function ChatTopBar({
  viewer,
  historyOpen,
  onToggleHistory,
}: {
  viewer: ChatTopBar_viewer$key;
  historyOpen: boolean;
  onToggleHistory: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment ChatTopBar_viewer on Viewer {
        ...UserMenu_viewer
      }
    `,
    viewer,
  );
  const { t } = useLingui();
  return (
    <Flex as="header" align="center" justify="space-between" gap={3} px={{ base: 3, md: 5 }} py={2} borderBottomWidth="1px" bg="bg.panel">
      <HStack gap={3} minW={0}>
        <IconButton
          display={{ base: 'inline-flex', md: 'none' }}
          size="sm"
          variant="ghost"
          aria-label={historyOpen ? t`Hide the chat history` : t`Show the chat history`}
          aria-expanded={historyOpen}
          onClick={onToggleHistory}
        >
          <span aria-hidden>☰</span>
        </IconButton>
        <Link asChild fontSize="sm" color="fg.muted">
          <RouterLink to="/home">
            <span aria-hidden>←</span>
            <Trans>Home</Trans>
          </RouterLink>
        </Link>
        <Heading as="h1" size="md">
          <Trans>Chat</Trans>
        </Heading>
      </HStack>
      <HStack gap={2} minW={0}>
        <LanguageSwitch />
        <ThemeToggle />
        <UserMenu viewer={data} />
      </HStack>
    </Flex>
  );
}
