import { Alert, Avatar, Box, Button, Flex, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { LanguageSwitch } from '../../layout/LanguageSwitch';
import { usePageTitle } from '../../layout/usePageTitle';
import { AgentOpener } from '../../assistant/conversation/AgentOpener';
import { framedVisitor, type SharedAgent } from './publicChat';
import { useVisitorChat } from './useVisitorChat';
import { VisitorAnswer } from './VisitorAnswer';

/**
 * A visitor's chat with a shared agent: their questions and its answers as they stream, with the
 * public documents it cites. Nothing is kept after the page is left but the conversation on the
 * server, which only this browser can continue.
 */
export function PublicChatScreen({ shareKey, agent, embedded = false }: { shareKey: string; agent: SharedAgent; embedded?: boolean }) {
  const { t } = useLingui();
  usePageTitle(agent.name);
  const [text, setText] = useState('');
  // Framed by another site's page, the visitor is known by an id of the tab's (no cookie reaches a frame).
  const [visitor] = useState(() => (embedded ? framedVisitor() : {}));
  const { turns, ask, rate, sending, refusal } = useVisitorChat(shareKey, visitor);

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    void ask(text.trim()).then((asked) => {
      if (asked) setText('');
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Flex as="main" direction="column" minH="100vh" maxW="3xl" mx="auto" px={embedded ? 3 : { base: 4, md: 6 }} py={embedded ? 3 : 6} gap={4}>
      {/* Framed, the chat wears its managers' colour along its top. */}
      <HStack as="header" gap={3} align="center" borderTopWidth={embedded && agent.color ? '4px' : undefined} borderTopColor={agent.color || undefined} pt={embedded ? 2 : 0}>
        <Avatar.Root size={embedded ? 'sm' : 'lg'}>
          <Avatar.Image src={agent.avatar} alt="" />
          <Avatar.Fallback name={agent.name} />
        </Avatar.Root>
        <Stack gap={0}>
          <Heading as="h1" size={embedded ? 'md' : 'xl'} overflowWrap="anywhere">
            {agent.name}
          </Heading>
          {agent.description ? (
            <Text color="fg.muted" fontSize="sm">
              {agent.description}
            </Text>
          ) : null}
        </Stack>
        {/* A visitor has no account to keep the choice on: it holds for this tab. */}
        <Box ms="auto" alignSelf="start">
          <LanguageSwitch persist={false} />
        </Box>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        <Trans>Answers come only from documents this workspace has made public.</Trans>
      </Text>
      <Stack role="log" aria-label={t`Conversation`} flex="1" gap={6}>
        <AgentOpener
          openingMessage={agent.opening_message}
          suggestedQuestions={turns.length === 0 ? agent.suggested_questions : []}
          disabled={sending}
          onAsk={(question) => void ask(question)}
        />
        {turns.map((turn, i) => (
          <VisitorAnswer key={turn.id} turn={turn} onRate={rate(turn.id)} onAsk={i === turns.length - 1 && !sending ? (question) => void ask(question) : null} />
        ))}
      </Stack>
      {refusal ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box as="form" onSubmit={(event: FormEvent) => send(event)}>
        <Stack gap={2}>
          <Textarea
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t`Ask a question`}
            aria-label={t`Your question`}
            rows={3}
            maxLength={4000}
            resize="vertical"
          />
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={sending} loadingText={t`Sending…`} disabled={!text.trim()}>
              <Trans>Send</Trans>
            </Button>
          </HStack>
        </Stack>
      </Box>
    </Flex>
  );
}
