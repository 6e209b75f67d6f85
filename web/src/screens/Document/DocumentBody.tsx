import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DocumentBody_body$key } from '../../__generated__/DocumentBody_body.graphql';
import { MarkdownBody } from './MarkdownBody';
import { scrollToPassage } from './matchMarks';
import { TextBody } from './TextBody';

/** Headings, lists, tables and code as a document's own typography; the page sets no outer margins. */
const readable = {
  lineHeight: 'tall',
  overflowWrap: 'anywhere',
  '& > * + *': { marginTop: '0.9em' },
  '& h2, & h3, & h4, & h5, & h6': { fontWeight: 'semibold', lineHeight: 'short', marginTop: '1.4em' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
  '& h4, & h5, & h6': { fontSize: 'md' },
  '& ul, & ol': { paddingInlineStart: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.25em' },
  '& blockquote': { borderInlineStartWidth: '3px', borderColor: 'border', paddingInlineStart: '1em', color: 'fg.muted' },
  '& pre': { bg: 'bg.subtle', borderRadius: 'md', padding: '3', overflowX: 'auto', fontSize: 'sm' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em' },
  '& :not(pre) > code': { bg: 'bg.subtle', borderRadius: 'sm', paddingInline: '1' },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', paddingInline: '2', paddingBlock: '1', textAlign: 'start' },
  '& hr': { borderColor: 'border' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& mark': { bg: 'brand.subtle', color: 'inherit', borderRadius: 'xs', boxShadow: '0 0 0 2px {colors.brand.subtle}', fontWeight: 'semibold' },
} as const;

/**
 * A document's text, rendered (an uploaded Markdown file as Markdown, anything else as the
 * structure taken from it), the words of the search that led here marked, and opened at the
 * passage holding most of them.
 */
export function DocumentBody({ body }: { body: DocumentBody_body$key }) {
  const data = useFragment(
    graphql`
      fragment DocumentBody_body on DocumentBody @argumentDefinitions(query: { type: "String!" }, hasQuery: { type: "Boolean!" }) {
        format
        text
        matches(query: $query) @include(if: $hasQuery) {
          # The ranges go to the renderers as plain offsets.
          # eslint-disable-next-line relay/unused-fields
          ranges {
            start
            end
          }
          passage
        }
      }
    `,
    body,
  );
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const matches = data.matches?.ranges ?? [];
  const passage = data.matches?.passage;
  useEffect(() => scrollToPassage(container.current, passage), [passage, data.text]);
  return (
    <Box ref={container} as="article" aria-label={t`Document text`} css={readable} data-testid="document-body">
      {data.format === 'MARKDOWN' ? <MarkdownBody source={data.text} matches={matches} /> : <TextBody text={data.text} matches={matches} />}
    </Box>
  );
}
