import { Box, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AnswerText_message$key } from '../../__generated__/AnswerText_message.graphql';
import { AnswerCaret } from './AnswerCaret';
import type { AnswerSource } from './AnswerMarkdown';
import { citationHref } from './citationHref';

// The Markdown renderer loads with the first answer shown, not with the conversation: a new
// conversation (the side panel of /search opens on one) has none. An answer starts loading it
// while it looks through the documents, before its text arrives.
const loadAnswerMarkdown = () => import('./AnswerMarkdown');
const AnswerMarkdown = lazy(async () => ({ default: (await loadAnswerMarkdown()).AnswerMarkdown }));

/** The text of an answer as it stands: Markdown, [n] markers as chips, a caret while it streams. */
export function AnswerText({ message }: { message: AnswerText_message$key }) {
  const data = useFragment(
    graphql`
      fragment AnswerText_message on ChatMessage {
        content
        status
        citations {
          index
          title
          url
          document {
            id
          }
        }
      }
    `,
    message,
  );
  const sources = useMemo(
    () => new Map<number, AnswerSource>(data.citations.map((c) => [c.index, { title: c.title, href: citationHref(c.document?.id, c.url) }])),
    [data.citations],
  );
  const streaming = data.status === 'STREAMING';
  // A failed load shows when the renderer is rendered (and is tried again then).
  useEffect(() => void loadAnswerMarkdown().catch(() => {}), []);

  if (!data.content.trim()) {
    if (!streaming) return null;
    return (
      <Text color="fg.muted">
        <Trans>Looking through your documents…</Trans>
        <AnswerCaret />
      </Text>
    );
  }
  return (
    // While the renderer loads, the text as written.
    <Suspense fallback={<Box whiteSpace="pre-wrap" overflowWrap="anywhere">{data.content}</Box>}>
      <AnswerMarkdown content={data.content} streaming={streaming} sources={sources} />
    </Suspense>
  );
}
