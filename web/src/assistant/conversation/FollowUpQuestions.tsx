import { Button, Wrap } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** The questions an answer suggests asking next, each asked with a click. */
export function FollowUpQuestions({ questions, onAsk }: { questions: readonly string[]; onAsk: (question: string) => void }) {
  const { t } = useLingui();
  return (
    <Wrap as="ul" gap={2} aria-label={t`Ask next`} listStyleType="none">
      {questions.map((question) => (
        <li key={question}>
          <Button size="xs" variant="outline" borderRadius="full" h="auto" py={1} whiteSpace="normal" textAlign="start" onClick={() => onAsk(question)}>
            {question}
          </Button>
        </li>
      ))}
    </Wrap>
  );
}
