/**
 * What an answer's Markdown holds besides Markdown: [n] markers citing its sources, and the caret
 * where a streaming answer goes on. Both are marked in the text before it is parsed (so that an
 * escaped `\[1]` stays text, and the caret lands in whatever block the text ends in), then made
 * nodes of their own in the syntax tree, which the renderer shows as a chip and a caret.
 */

// Private-use characters: an answer's own are removed first.
const CITE_OPEN = '\uE000';
const CITE_CLOSE = '\uE001';
const CARET = '\uE002';
const OWN = /[\uE000-\uE002]/g;
// Not after a backslash (escaped), nor a link's text `[1](…)` or a definition `[1]: …`.
const MARKER = /(?<!\\)\[(\d{1,3})\](?![(:])/g;
const MARKED = /\uE000(\d{1,3})\uE001|\uE002/g;

export function markAnswer(content: string, streaming: boolean): string {
  const marked = content.replace(OWN, '').replace(MARKER, `${CITE_OPEN}$1${CITE_CLOSE}`);
  return streaming ? marked + CARET : marked;
}

/** The text as written: markers back in brackets, the caret gone (inside code, a link, an image's text). */
const unmarked = (text: string) => text.replace(MARKED, (caret, index: string | undefined) => (index === undefined ? '' : `[${index}]`));

/** The elements the marks become (rendered by the components of the same names). */
export const CITATION_ELEMENT = 'answer-citation';
export const CARET_ELEMENT = 'answer-caret';

type Node = { type: string; value?: string; alt?: string | null; children?: Node[]; data?: { hName: string; hProperties?: Record<string, string> } };

/** A remark plugin: the marks in the text become citation and caret nodes. */
export function remarkAnswerMarks() {
  return (tree: Node) => walk(tree, false);
}

function walk(node: Node, inLink: boolean) {
  if (!node.children) return;
  const children: Node[] = [];
  for (const child of node.children) {
    if (child.type === 'text' && child.value !== undefined) {
      children.push(...split(child.value, inLink));
      continue;
    }
    if (child.value !== undefined) child.value = unmarked(child.value);
    if (child.alt) child.alt = unmarked(child.alt);
    // A chip is a link: inside a link, a marker stays text.
    walk(child, inLink || child.type === 'link' || child.type === 'linkReference');
    children.push(child);
  }
  node.children = children;
}

function split(value: string, inLink: boolean): Node[] {
  const nodes: Node[] = [];
  let last = 0;
  for (const match of value.matchAll(MARKED)) {
    if (match.index > last) nodes.push({ type: 'text', value: value.slice(last, match.index) });
    const index = match[1];
    if (index === undefined) nodes.push({ type: 'answerCaret', data: { hName: CARET_ELEMENT } });
    else if (inLink) nodes.push({ type: 'text', value: `[${index}]` });
    else nodes.push({ type: 'answerCitation', data: { hName: CITATION_ELEMENT, hProperties: { dataIndex: index } } });
    last = match.index + match[0].length;
  }
  if (last < value.length) nodes.push({ type: 'text', value: value.slice(last) });
  return nodes;
}

/**
 * Where a link in an answer may go: a web address, or a path of this site (`/manage/…`). Anything
 * else (`javascript:`, `data:`, another scheme, `//host`) is dropped, and its text shown plain.
 */
export function safeUrl(url: string): string {
  const value = url.trim();
  if (/^https?:\/\/[^\s]/i.test(value)) return value;
  if (/^\/(?![/\\])/.test(value)) return value;
  return '';
}
