import { Box, List, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Fragment, useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AnswerText_message$key } from '../../__generated__/AnswerText_message.graphql';
import { parseAnswer, type Block, type Inline } from './answerMarkup';
import { citationHref } from './citationHref';
import { CitationChip } from './CitationChip';

type Source = { title: string; href: string | null };

/** The text of an answer as it stands: light Markdown, [n] markers as chips, a caret while it streams. */
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
            url
            downloadUrl
          }
        }
      }
    `,
    message,
  );
  const blocks = useMemo(() => parseAnswer(data.content), [data.content]);
  const sources = useMemo(() => new Map(data.citations.map((c) => [c.index, { title: c.title, href: citationHref(c.document?.url, c.url, c.document?.downloadUrl) }])), [data.citations]);
  const streaming = data.status === 'STREAMING';

  if (blocks.length === 0) {
    if (!streaming) return null;
    return (
      <Text color="fg.muted">
        <Trans>Looking through your documents…</Trans>
        <Caret />
      </Text>
    );
  }
  return (
    <Box css={{ '& > * + *': { marginTop: '0.75em' } }} lineHeight="tall" overflowWrap="anywhere">
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} sources={sources} caret={streaming && i === blocks.length - 1} />
      ))}
    </Box>
  );
}

function BlockView({ block, sources, caret }: { block: Block; sources: Map<number, Source>; caret: boolean }) {
  const end = caret ? <Caret /> : null;
  switch (block.kind) {
    case 'heading':
      return (
        <Text fontWeight="semibold">
          <Inlines parts={block.content} sources={sources} />
          {end}
        </Text>
      );
    case 'list':
      return (
        <List.Root as={block.ordered ? 'ol' : 'ul'} ps={5} gap={1}>
          {block.items.map((item, i) => (
            <List.Item key={i}>
              <Inlines parts={item} sources={sources} />
              {i === block.items.length - 1 ? end : null}
            </List.Item>
          ))}
        </List.Root>
      );
    default:
      return (
        <Text>
          {block.lines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 ? <br /> : null}
              <Inlines parts={line} sources={sources} />
            </Fragment>
          ))}
          {end}
        </Text>
      );
  }
}

function Inlines({ parts, sources }: { parts: Inline[]; sources: Map<number, Source> }): ReactNode {
  return parts.map((part, i) => {
    if (part.kind === 'text') return <Fragment key={i}>{part.text}</Fragment>;
    if (part.kind === 'bold') {
      return (
        <strong key={i}>
          <Inlines parts={part.children} sources={sources} />
        </strong>
      );
    }
    const source = sources.get(part.index);
    // A number in brackets that is not one of the answer's sources stays plain text.
    if (!source) return <Fragment key={i}>[{part.index}]</Fragment>;
    return <CitationChip key={i} index={part.index} title={source.title} href={source.href} />;
  });
}

/** The blinking bar where the next words of a streaming answer will appear. */
function Caret() {
  return (
    <Box
      as="span"
      aria-hidden="true"
      data-testid="answer-caret"
      display="inline-block"
      w="0.5em"
      h="1em"
      ms="0.5"
      verticalAlign="text-bottom"
      bg="brand.solid"
      animation="pulse 1s ease-in-out infinite"
      _motionReduce={{ animation: 'none' }}
    />
  );
}
