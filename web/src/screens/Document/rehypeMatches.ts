import { piecesOf, type Match } from './matchMarks';

// The parts of a hast tree (what Markdown becomes before React renders it) this plugin touches.
type Point = { offset?: number };
type Text = { type: 'text'; value: string; position?: { start: Point; end: Point } };
type Element = { type: 'element'; tagName: string; properties: Record<string, unknown>; children: Node[] };
type Node = Text | Element | { type: 'raw'; value: string } | { type: 'root' | 'comment' | 'doctype'; children?: Node[] };

/** Markup a Markdown file holds as HTML: shown as its text, never as markup. */
const rawText = (html: string) =>
  html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\n{3,}/g, '\n\n');

/** Where a text node's value sits in the Markdown source, when the source holds it as it reads. */
function offsetOf(node: Text, source: string): number | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start == null || end == null) return null;
  const written = source.slice(start, end);
  if (written === node.value) return start;
  // Code keeps its backticks or fences around it; text with escapes or entities is left unmarked.
  const inside = written.indexOf(node.value);
  return node.value && inside !== -1 ? start + inside : null;
}

/**
 * A rehype plugin: the matches of a search (offsets in the Markdown source) become <mark>s with
 * their index, in the text nodes that hold them; the file's raw HTML becomes plain text.
 */
export function rehypeMatches({ source, matches }: { source: string; matches: readonly Match[] }) {
  const visit = (parent: { type?: string; children?: Node[] }) => {
    const children = parent.children;
    const block = parent.type === 'root';
    if (!children) return;
    for (let i = 0; i < children.length; i++) {
      const node = children[i]!;
      if (node.type === 'raw') {
        const text: Text = { type: 'text', value: rawText(node.value) };
        // A block of markup (at the top) reads as a paragraph of its text; inline markup as its text.
        if (!text.value.trim()) children.splice(i--, 1);
        else children[i] = block ? { type: 'element', tagName: 'p', properties: {}, children: [text] } : text;
        continue;
      }
      if (node.type === 'text') {
        const offset = matches.length ? offsetOf(node, source) : null;
        if (offset === null) continue;
        const pieces = piecesOf(node.value, offset, matches);
        if (pieces.length === 1 && pieces[0]!.match === null) continue;
        const replaced: Node[] = pieces.map((piece) =>
          piece.match === null
            ? { type: 'text', value: piece.text }
            : { type: 'element', tagName: 'mark', properties: { dataMatch: String(piece.match) }, children: [{ type: 'text', value: piece.text }] },
        );
        children.splice(i, 1, ...replaced);
        i += replaced.length - 1;
        continue;
      }
      visit(node as { children?: Node[] });
    }
  };
  return () => (tree: Node) => visit(tree as { type: string; children?: Node[] });
}
