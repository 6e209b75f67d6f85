import { Box, Heading, HStack, Link, List, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useId, useMemo } from 'react';
import { AnswerCaret } from '../../assistant/conversation/AnswerCaret';
import { AnswerFeedback } from '../../assistant/conversation/AnswerFeedback';
import { FollowUpQuestions } from '../../assistant/conversation/FollowUpQuestions';
import type { Feedback, Rate } from '../../assistant/conversation/answerFeedback';
import type { AnswerSource } from '../../assistant/conversation/AnswerMarkdown';
import type { VisitorCitation, VisitorStreamEvent } from './publicChat';

const AnswerMarkdown = lazy(async () => ({ default: (await import('../../assistant/conversation/AnswerMarkdown')).AnswerMarkdown }));

export type VisitorTurn = {
  id: string;
  question: string;
  content: string;
  status: VisitorStreamEvent['status'];
  citations: VisitorCitation[];
  error: string | null;
  feedback: Feedback;
  followUps: string[];
};

/** One question and its answer: Markdown with [n] chips, then its sources, each a public document, then the visitor's vote. */
export function VisitorAnswer({ turn, onRate, onAsk }: { turn: VisitorTurn; onRate: Rate; onAsk: ((question: string) => void) | null }) {
  const headingId = useId();
  const sources = useMemo(() => new Map<number, AnswerSource>(turn.citations.map((c) => [c.index, { title: c.title, href: c.url }])), [turn.citations]);
  const streaming = turn.status === 'streaming';
  return (
    <Box as="article" aria-busy={streaming}>
      <Box bg="bg.muted" borderRadius="lg" px={4} py={2} ms="auto" maxW="85%" w="fit-content" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {turn.question}
      </Box>
      <Box mt={3}>
        {turn.content.trim() ? (
          <Suspense fallback={<Box whiteSpace="pre-wrap">{turn.content}</Box>}>
            <AnswerMarkdown content={turn.content} streaming={streaming} sources={sources} />
          </Suspense>
        ) : streaming ? (
          <Text color="fg.muted">
            <Trans>Looking through the documents…</Trans>
            <AnswerCaret />
          </Text>
        ) : null}
        {turn.status === 'failed' && turn.error ? (
          <Text role="alert" color="fg.error" mt={2}>
            {turn.error}
          </Text>
        ) : null}
      </Box>
      {turn.citations.length > 0 ? (
        <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" pt={2} mt={3}>
          <Heading as="h2" id={headingId} fontSize="xs" fontWeight="semibold" color="fg.muted" mb={1}>
            <Trans>Sources</Trans>
          </Heading>
          <List.Root as="ol" listStyleType="none" gap={1.5}>
            {turn.citations.map((citation) => (
              <List.Item key={citation.index} display="block" fontSize="sm">
                <Text as="span" color="fg.muted" me={1.5}>
                  [{citation.index}]
                </Text>
                <Link href={citation.url} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="medium">
                  {citation.title}
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      {onAsk && turn.status === 'done' && turn.followUps.length > 0 ? (
        <Box mt={3}>
          <FollowUpQuestions questions={turn.followUps} onAsk={onAsk} />
        </Box>
      ) : null}
      {(turn.status === 'done' || turn.status === 'stopped') && turn.content ? (
        <HStack mt={2} wrap="wrap">
          <AnswerFeedback value={turn.feedback} onRate={onRate} />
        </HStack>
      ) : null}
    </Box>
  );
}
