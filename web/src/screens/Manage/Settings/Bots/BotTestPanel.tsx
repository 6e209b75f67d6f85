import { Button, Card, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';

export type BotTestOutcome = { reply: string; message: null } | { reply: null; message: string };

/**
 * Asks the bot as the admin testing (in-process on the server, never through a callback) and shows
 * what the bot would send: its agent, apps and model, as a follower's message is answered.
 */
export function BotTestPanel({ onTest, testing }: { onTest: (text: string) => Promise<BotTestOutcome>; testing: boolean }) {
  const { t } = useLingui();
  const headingId = useId();
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<BotTestOutcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setOutcome(null);
    setOutcome(await onTest(text.trim()));
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Card.Title as="h2" id={headingId}>
          <Trans>Test the bot</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>Asks the bot as you and shows the reply it would send. It uses one chat.</Trans>
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
          <Stack gap={4}>
            <HStack align="end" gap={3} wrap="wrap">
              <Field.Root flex="1" minW="16rem">
                <Field.Label>
                  <Trans>Test message</Trans>
                </Field.Label>
                <Input value={text} onChange={(e) => setText(e.target.value)} maxLength={600} placeholder={t`e.g. What is our leave policy?`} />
              </Field.Root>
              <Button type="submit" variant="outline" loading={testing} loadingText={t`Sending…`} disabled={!text.trim()}>
                <Trans>Send test message</Trans>
              </Button>
            </HStack>
            <div role="status" aria-live="polite">
              {outcome?.reply != null ? (
                <Stack gap={1}>
                  <Text fontSize="sm" fontWeight="medium">
                    <Trans>The bot replied:</Trans>
                  </Text>
                  <Text data-testid="bot-test-reply" whiteSpace="pre-wrap" overflowWrap="anywhere" borderWidth="1px" borderRadius="md" p={3}>
                    {outcome.reply}
                  </Text>
                </Stack>
              ) : outcome?.message ? (
                <Text color="fg.error">{outcome.message}</Text>
              ) : null}
            </div>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
