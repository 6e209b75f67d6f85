import { Alert, Avatar, Box, Button, Flex, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { ApiError } from '../../api/request';
import { LanguageSwitch } from '../../layout/LanguageSwitch';
import { usePageTitle } from '../../layout/usePageTitle';
import { askSharedAgent, followAnswer, type SharedAgent } from './publicChat';
import { VisitorAnswer, type VisitorTurn } from './VisitorAnswer';

/**
 * A visitor's chat with a shared agent: their questions and its answers as they stream, with the
 * public documents it cites. Nothing is kept after the page is left but the conversation on the
 * server, which only this browser can continue.
 */
export function PublicChatScreen({ shareKey, agent }: { shareKey: string; agent: SharedAgent }) {
  const { t } = useLingui();
  usePageTitle(agent.name);
  const [turns, setTurns] = useState<VisitorTurn[]>([]);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const conversationId = useRef<string | null>(null);
  const stops = useRef<(() => void)[]>([]);
  useEffect(() => () => stops.current.forEach((stop) => stop()), []);

  const update = (id: string, change: (turn: VisitorTurn) => VisitorTurn) => setTurns((all) => all.map((turn) => (turn.id === id ? change(turn) : turn)));

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const question = text.trim();
    if (!question || sending) return;
    setSending(true);
    setRefusal(null);
    try {
      const asked = await askSharedAgent(shareKey, question, conversationId.current).catch((error: unknown) => {
        // A conversation idle past its retention is gone from the server: the question starts anew.
        if (conversationId.current && error instanceof ApiError && error.status === 404) return askSharedAgent(shareKey, question, null);
        throw error;
      });
      conversationId.current = asked.conversation_id;
      setText('');
      const id = asked.message_id;
      setTurns((all) => [...all, { id, question, content: '', status: 'streaming', citations: [], error: null }]);
      stops.current.push(
        followAnswer(
          asked.stream_url,
          (piece) =>
            update(id, (turn) => ({
              ...turn,
              content: turn.content.slice(0, piece.offset) + piece.delta,
              status: piece.status,
              citations: piece.citations ?? turn.citations,
              error: piece.error,
            })),
          () => update(id, (turn) => ({ ...turn, status: 'failed', error: t`The connection was lost. Please ask again.` })),
        ),
      );
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : t`Operation failed`);
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <Flex as="main" direction="column" minH="100vh" maxW="3xl" mx="auto" px={{ base: 4, md: 6 }} py={6} gap={4}>
      <HStack as="header" gap={3} align="center">
        <Avatar.Root size="lg">
          <Avatar.Image src={agent.avatar} alt="" />
          <Avatar.Fallback name={agent.name} />
        </Avatar.Root>
        <Stack gap={0}>
          <Heading as="h1" size="xl" overflowWrap="anywhere">
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
        {turns.map((turn) => (
          <VisitorAnswer key={turn.id} turn={turn} />
        ))}
      </Stack>
      {refusal ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box as="form" onSubmit={(event: FormEvent) => void send(event)}>
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
            <Button type="submit" colorPalette="brand" loading={sending} disabled={!text.trim()}>
              <Trans>Send</Trans>
            </Button>
          </HStack>
        </Stack>
      </Box>
    </Flex>
  );
}
