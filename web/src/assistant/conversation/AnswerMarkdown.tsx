import { Box, Link } from '@chakra-ui/react';
import { useMemo, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router-dom';
import remarkGfm from 'remark-gfm';
import { CARET_ELEMENT, CITATION_ELEMENT, markAnswer, remarkAnswerMarks, safeUrl } from './answerMarks';
import { AnswerCaret } from './AnswerCaret';
import { CitationChip } from './CitationChip';

export type AnswerSource = { title: string; href: string | null };

const remarkPlugins = [remarkGfm, remarkAnswerMarks];

/** The typography of an answer, in the theme's tokens (light and dark alike). */
const prose = {
  lineHeight: 'tall',
  overflowWrap: 'anywhere',
  '& > * + *, & li > * + *, & blockquote > * + *': { marginTop: '0.75em' },
  '& h1, & h2, & h3, & h4, & h5, & h6': { fontWeight: 'semibold', lineHeight: 'short' },
  '& h1': { fontSize: 'lg' },
  '& h2': { fontSize: 'md' },
  '& h3, & h4, & h5, & h6': { fontSize: 'sm' },
  '& strong': { fontWeight: 'semibold' },
  '& ul, & ol': { paddingStart: '5' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '1' },
  '& li::marker': { color: 'fg.muted' },
  '& blockquote': { borderStartWidth: '3px', borderColor: 'border.emphasized', paddingStart: '3', color: 'fg.muted' },
  '& blockquote strong': { color: 'fg' },
  '& code': { fontFamily: 'mono', fontSize: '0.875em', bg: 'bg.emphasized', paddingInline: '1', borderRadius: 'sm' },
  '& pre': { fontFamily: 'mono', fontSize: 'sm', bg: 'bg.panel', borderWidth: '1px', borderRadius: 'md', padding: '3', overflowX: 'auto', lineHeight: 'normal' },
  '& pre code': { bg: 'transparent', padding: '0', fontSize: 'inherit' },
  '& table': { borderCollapse: 'collapse', fontSize: 'sm' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', paddingInline: '2', paddingBlock: '1', textAlign: 'start', verticalAlign: 'top' },
  '& th': { bg: 'bg.subtle', fontWeight: 'semibold' },
  '& hr': { borderColor: 'border' },
  '& del': { color: 'fg.muted' },
} as const;

/**
 * An answer's text as Markdown (GitHub's flavour: lists, code, tables, links), safely: raw HTML
 * shows as the text it is, links go only to web addresses or this site's pages (others open in a
 * new tab, without access to this one), images are not loaded (a link to them instead: an answer
 * must not fetch an address a document told it to), and [n] markers are chips linking to the sources.
 */
export function AnswerMarkdown({ content, streaming, sources }: { content: string; streaming: boolean; sources: Map<number, AnswerSource> }) {
  const components = useMemo(() => answerComponents(sources), [sources]);
  const text = useMemo(() => markAnswer(content, streaming), [content, streaming]);
  return (
    <Box css={prose}>
      <Markdown remarkPlugins={remarkPlugins} urlTransform={safeUrl} components={components}>
        {text}
      </Markdown>
    </Box>
  );
}

function answerComponents(sources: Map<number, AnswerSource>): Components {
  const custom = {
    [CITATION_ELEMENT]: ({ 'data-index': index }: { 'data-index'?: string }) => {
      const source = sources.get(Number(index));
      // A number in brackets that is not one of the answer's sources stays as written.
      if (!source) return <>[{index}]</>;
      return <CitationChip index={Number(index)} title={source.title} href={source.href} />;
    },
    [CARET_ELEMENT]: () => <AnswerCaret />,
  };
  return {
    a: AnswerLink,
    img: ({ src, alt }) => {
      const href = typeof src === 'string' ? src : '';
      const label = alt || href;
      return href ? <AnswerLink href={href}>{label}</AnswerLink> : <>{alt}</>;
    },
    table: (props) => (
      <Box overflowX="auto" maxW="full">
        <table {...withoutNode(props)} />
      </Box>
    ),
    ...custom,
  } as Components;
}

/** A link of an answer: this site's pages in place, web addresses in a new tab; no address, no link. */
function AnswerLink({ href, children }: ComponentProps<'a'>) {
  if (!href) return <>{children}</>;
  if (href.startsWith('/')) {
    return (
      <Link asChild color="brand.fg" textDecoration="underline">
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.fg" textDecoration="underline">
      {children}
    </Link>
  );
}

/** The element's props without react-markdown's `node` (not an attribute). */
function withoutNode<T extends { node?: unknown }>({ node: _node, ...props }: T) {
  return props;
}
