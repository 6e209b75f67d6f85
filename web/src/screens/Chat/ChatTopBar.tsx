import { Flex, Heading, HStack, IconButton, Link } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { LanguageSwitch } from '../../layout/LanguageSwitch';

/**
 * The chat page's own bar (it stands outside the signed-in frame): the way home and the language.
 * The theme is the one chosen in the frame (next-themes keeps it); a toggle here would split the
 * frame's theme code out of the first load of every page.
 */
export function ChatTopBar({ historyOpen, onToggleHistory }: { historyOpen: boolean; onToggleHistory: () => void }) {
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
      <HStack gap={2}>
        <LanguageSwitch />
      </HStack>
    </Flex>
  );
}
