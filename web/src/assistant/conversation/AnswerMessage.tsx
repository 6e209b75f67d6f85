import { Alert, Box, Button, HStack, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AnswerMessage_message$key } from '../../__generated__/AnswerMessage_message.graphql';
import { CopyButton } from '../../components/CopyButton';
import { toaster } from '../../components/ui/toaster';
import { AnswerFeedback } from './AnswerFeedback';
import { FollowUpQuestions } from './FollowUpQuestions';
import type { Feedback, FeedbackReason } from './answerFeedback';
import { AnswerSources } from './AnswerSources';
import { AnswerStream } from './AnswerStream';
import { AnswerText } from './AnswerText';
import { useRateAnswerMutation } from './useRateAnswerMutation';
import { useStopAnswerMutation } from './useStopAnswerMutation';

/**
 * An answer, on the left: its text (streaming while it is written), its sources, and what can be
 * done with it: stop it while it streams, copy it, ask again (the last one), retry a failed one,
 * say whether it helped.
 */
export function AnswerMessage({
  message,
  isLast,
  onRegenerate,
  onAsk,
}: {
  message: AnswerMessage_message$key;
  isLast: boolean;
  onRegenerate: (messageId: string) => Promise<void>;
  /** Asks one of the questions it suggests next (the last answer's alone). */
  onAsk: (question: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment AnswerMessage_message on ChatMessage {
        id
        content
        status
        errorMessage
        followUpQuestions
        feedback {
          vote
          reasons
          comment
        }
        ...AnswerText_message
        ...AnswerSources_message
      }
    `,
    message,
  );
  const { t } = useLingui();
  const [stop, stopping] = useStopAnswerMutation();
  const rate = useRateAnswerMutation(data.id);
  const [regenerating, setRegenerating] = useState(false);
  const streaming = data.status === 'STREAMING';
  const failed = data.status === 'FAILED';
  const feedback: Feedback = data.feedback
    ? {
        vote: data.feedback.vote === 'UP' ? 'up' : 'down',
        reasons: data.feedback.reasons.map((reason) => reason.toLowerCase() as FeedbackReason),
        comment: data.feedback.comment,
      }
    : null;

  const again = async () => {
    setRegenerating(true);
    await onRegenerate(data.id);
    setRegenerating(false);
  };
  const stopNow = async () => {
    const failure = await stop(data.id);
    if (failure) toaster.error({ title: failure });
  };

  return (
    <Stack
      as="article"
      aria-label={t`Answer`}
      aria-busy={streaming}
      alignSelf="flex-start"
      maxW="full"
      gap={3}
      px={4}
      py={3}
      borderRadius="xl"
      borderTopStartRadius="sm"
      bg="bg.muted"
      data-testid="answer"
      data-status={data.status}
    >
      {streaming ? <AnswerStream messageId={data.id} /> : null}
      <AnswerText message={data} />
      {failed ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{data.errorMessage ?? t`The answer failed.`}</Alert.Title>
        </Alert.Root>
      ) : null}
      {data.status === 'STOPPED' ? (
        <Box fontSize="xs" color="fg.muted">
          <Trans>Stopped</Trans>
        </Box>
      ) : null}
      <AnswerSources message={data} />
      {isLast && data.status === 'DONE' && data.followUpQuestions.length > 0 ? <FollowUpQuestions questions={data.followUpQuestions} onAsk={onAsk} /> : null}
      <HStack gap={2} wrap="wrap">
        {streaming ? (
          <Button size="xs" variant="outline" loading={stopping} loadingText={t`Stopping…`} onClick={() => void stopNow()}>
            <Trans>Stop</Trans>
          </Button>
        ) : null}
        {!streaming && data.content ? <CopyButton value={data.content} size="xs">{t`Copy answer`}</CopyButton> : null}
        {failed ? (
          <Button size="xs" colorPalette="brand" loading={regenerating} loadingText={t`Regenerating…`} onClick={() => void again()}>
            <Trans>Retry</Trans>
          </Button>
        ) : isLast && !streaming ? (
          <Button size="xs" variant="outline" loading={regenerating} loadingText={t`Regenerating…`} onClick={() => void again()}>
            <Trans>Regenerate</Trans>
          </Button>
        ) : null}
        {!streaming && !failed && data.content ? <AnswerFeedback value={feedback} onRate={rate} /> : null}
      </HStack>
    </Stack>
  );
}
