import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/**
 * How an agent opens a conversation before anyone asks: what it says first, and the questions it
 * suggests, each asked with a click. Nothing when the agent has neither.
 */
export function AgentOpener({
  openingMessage,
  suggestedQuestions,
  onAsk,
  disabled = false,
}: {
  openingMessage: string;
  suggestedQuestions: readonly string[];
  onAsk: (question: string) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  if (!openingMessage && suggestedQuestions.length === 0) return null;
  return (
    <Stack gap={3} alignSelf="flex-start" maxW="full" data-testid="agent-opener">
      {openingMessage ? (
        <Text px={4} py={3} borderRadius="xl" borderTopStartRadius="sm" bg="bg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere">
          {openingMessage}
        </Text>
      ) : null}
      {suggestedQuestions.length > 0 ? (
        <Wrap as="ul" gap={2} aria-label={t`Suggested questions`} listStyleType="none">
          {suggestedQuestions.map((question) => (
            <li key={question}>
              <Button size="sm" variant="outline" borderRadius="full" h="auto" py={1.5} whiteSpace="normal" textAlign="start" disabled={disabled} onClick={() => onAsk(question)}>
                {question}
              </Button>
            </li>
          ))}
        </Wrap>
      ) : null}
    </Stack>
  );
}
