import { Box, IconButton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_CHAT_WIDTH, storeChatWidth } from './chat-width';
import { setAssistant, useAssistant } from './store';
import { useTypedTip } from './useTypedTip';

const PAGES = ['/home', '/search'];

/**
 * The floating assistant on /home and /search. From /home it opens the chat page; from /search it
 * opens the side panel at 600 px and steps aside while the panel is open.
 */
export function AssistantWidget() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useLingui();
  const assistant = useAssistant();
  const onSearch = pathname === '/search';
  const shown = PAGES.includes(pathname) && assistant.chatEnabled && !(onSearch && assistant.panel);
  if (!shown) return null;

  const open = () => {
    if (onSearch) {
      storeChatWidth(DEFAULT_CHAT_WIDTH);
      // Opening loads the panel's conversation. That module comes with the search page (so here it
      // is loaded already), not with every page this widget is on.
      void import('./panel').then(({ openPanel }) => openPanel());
    } else {
      navigate('/chat');
    }
  };

  return (
    <Box position="fixed" right={6} bottom={6} zIndex="overlay" data-testid="assistant-widget" data-state={assistant.bot}>
      {assistant.bot === 'listening' ? null : <Tip text={t`Ask me anything about your documents`} />}
      <IconButton
        aria-label={t`Open the assistant`}
        colorPalette="brand"
        borderRadius="full"
        size="xl"
        boxShadow="lg"
        onClick={open}
        onPointerEnter={() => setAssistant({ bot: 'listening' })}
        onPointerLeave={() => setAssistant({ bot: 'idle' })}
        onFocus={() => setAssistant({ bot: 'listening' })}
        onBlur={() => setAssistant({ bot: 'idle' })}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 3C7 3 3 6.6 3 11c0 2.4 1.2 4.6 3.2 6.1L5.5 21l4-2.2c.8.2 1.6.2 2.5.2 5 0 9-3.6 9-8s-4-8-9-8Zm-4 9.2a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4Zm4 0a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4Zm4 0a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4Z"
          />
        </svg>
      </IconButton>
    </Box>
  );
}

/**
 * The tip, typed anew each time the assistant stops listening: the assistant is speaking while
 * it types, and idle once it is done.
 */
function Tip({ text }: { text: string }) {
  const { tip, typing } = useTypedTip(text);
  useEffect(() => {
    setAssistant({ bot: typing ? 'speaking' : 'idle' });
  }, [typing]);
  if (!tip) return null;
  return (
    <Text
      role="status"
      position="absolute"
      right="0"
      bottom="16"
      whiteSpace="nowrap"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      px={3}
      py={1.5}
      boxShadow="md"
      fontSize="sm"
      data-testid="assistant-tip"
    >
      {tip}
    </Text>
  );
}
