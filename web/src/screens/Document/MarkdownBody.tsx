import { useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { Match } from './matchMarks';
import { rehypeMatches } from './rehypeMatches';

/** Links that leave for the web (or mail); a link within the file's own site has nowhere to go here. */
const OUTSIDE = /^(https?:|mailto:)/i;

const components: Components = {
  // The page's title is its one h1: the document's headings sit under it.
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  h4: ({ node: _node, ...props }) => <h5 {...props} />,
  h5: ({ node: _node, ...props }) => <h6 {...props} />,
  a: ({ node: _node, href, children }) =>
    href && OUTSIDE.test(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // Nothing is fetched from the places a file names: an image is its description.
  img: ({ alt }) => (alt ? <span>[{alt}]</span> : null),
};

/**
 * An uploaded Markdown file rendered as Markdown (GitHub's flavour), matches marked. Its raw HTML
 * is shown as the text it holds, never as markup; addresses are made safe by react-markdown.
 */
export function MarkdownBody({ source, matches }: { source: string; matches: readonly Match[] }) {
  const rehypePlugins = useMemo(() => [rehypeMatches({ source, matches })], [source, matches]);
  return (
    <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={rehypePlugins} components={components}>
      {source}
    </Markdown>
  );
}
