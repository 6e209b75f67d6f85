import { Box, Center, CloseButton, Flex, Heading } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { PreloadedQuery } from 'react-relay';
import type { PanelConversationQuery } from '../__generated__/PanelConversationQuery.graphql';
import { MAX_CHAT_WIDTH, MIN_CHAT_WIDTH, readChatWidth, storeChatWidth } from './chat-width';
import { closePanel, openPanel } from './panel';
import { useAssistant } from './store';
import { LoadingSpinner } from '../components/ui/loading-spinner';

// The conversation (messages, streaming, files) loads with the open panel, not with /search.
const PanelConversation = lazy(async () => ({ default: (await import('./PanelConversation')).PanelConversation }));

/**
 * The side chat panel of /search: open from the start, 0 wide unless the workspace allows chat,
 * otherwise as wide as the cookie says; dragging (or arrow keys on) its edge resizes it.
 */
export function ChatPanel() {
  const { chatEnabled, panel } = useAssistant();
  if (!chatEnabled || !panel) return <Box as="aside" width="0" data-testid="chat-panel" data-width={0} />;
  return <OpenChatPanel panel={panel} />;
}

/** Mounted each time the panel opens, so it starts from the width the cookie holds then. */
function OpenChatPanel({ panel }: { panel: PreloadedQuery<PanelConversationQuery> }) {
  const { t } = useLingui();
  const [width, setWidth] = useState(readChatWidth);
  const dragging = useRef<{ startX: number; startWidth: number } | null>(null);
  const aside = useRef<HTMLDivElement>(null);
  useFitToViewport(aside);

  const resize = (next: number) => {
    const clamped = Math.min(MAX_CHAT_WIDTH, Math.max(MIN_CHAT_WIDTH, Math.round(next)));
    setWidth(clamped);
    storeChatWidth(clamped);
  };

  const shownWidth = width;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = { startX: event.clientX, startWidth: width };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) resize(dragging.current.startWidth + (dragging.current.startX - event.clientX));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') resize(width + 20);
    if (event.key === 'ArrowRight') resize(width - 20);
  };

  return (
    <Flex
      ref={aside}
      as="aside"
      aria-label={t`Assistant`}
      data-testid="chat-panel"
      data-width={shownWidth}
      // Beside the results it leaves them at least 34rem; on a phone it covers the page instead.
      width={{ base: '100vw', md: `min(${shownWidth}px, max(20rem, 100vw - 34rem))` }}
      flexShrink={0}
      borderLeftWidth="1px"
      bg="bg.panel"
      position={{ base: 'fixed', md: 'sticky' }}
      top="0"
      right={{ base: 0, md: 'auto' }}
      zIndex={{ base: 'overlay', md: 'auto' }}
      height="100vh"
    >
      <Box
        role="separator"
        aria-orientation="vertical"
        aria-label={t`Resize the assistant panel`}
        aria-valuenow={shownWidth}
        aria-valuemin={MIN_CHAT_WIDTH}
        aria-valuemax={MAX_CHAT_WIDTH}
        tabIndex={0}
        width="6px"
        cursor="col-resize"
        _hover={{ bg: 'brand.muted' }}
        _focusVisible={{ bg: 'brand.muted', outline: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (dragging.current = null)}
        onKeyDown={onKeyDown}
      />
      <Flex direction="column" flex="1" minW={0} minH={0}>
        <Flex align="center" justify="space-between" px={4} py={3} borderBottomWidth="1px">
          <Heading as="h2" size="md">
            <Trans>Assistant</Trans>
          </Heading>
          <CloseButton size="sm" aria-label={t`Close the assistant`} onClick={closePanel} />
        </Flex>
        <Suspense
          fallback={
            <Center flex="1">
              <LoadingSpinner />
            </Center>
          }
        >
          <PanelConversation panel={panel} onConversationChange={openPanel} />
        </Suspense>
      </Flex>
    </Flex>
  );
}

/**
 * Keeps the sticky panel within the window: below the header until the page scrolls it away, the
 * whole height after, so the question box at its foot is always in view.
 */
function useFitToViewport(ref: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const fit = () => {
      panel.style.height = `${window.innerHeight - Math.max(0, panel.getBoundingClientRect().top)}px`;
    };
    fit();
    window.addEventListener('scroll', fit, { passive: true });
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('scroll', fit);
      window.removeEventListener('resize', fit);
    };
  }, [ref]);
}
