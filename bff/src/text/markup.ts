/**
 * The text of raw HTML and JSX written inside Markdown (README banners, MDX components, `<br>`):
 * tags dropped with their attributes, the text between them kept.
 */

// NUL never reaches a token (markdown-it makes it U+FFFD, and the document is rid of it first), so
// it marks what is left in the text for later: pieces set aside, and headings found in raw HTML.
export const MARK = '\u0000';
/** A heading's level as marked where raw HTML had it (`<h2>`), at the start of a paragraph. */
export const MARKED_HEADING = new RegExp(`^${MARK}h([1-6])${MARK}`);
const ANY_MARKED_HEADING = new RegExp(MARKED_HEADING.source.slice(1), 'g');

/** Text without the marks of headings and pieces set aside: for a line that has no room for them. */
export const withoutMarks = (text: string) => text.replace(ANY_MARKED_HEADING, '').replaceAll(MARK, '');

// Tags that end a line of text or a paragraph where they stand; any other tag (inline HTML, an
// MDX component) is dropped without a break, as `<b>重</b>要` reads 重要.
const PARAGRAPH_TAGS = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'form', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'tfoot', 'thead', 'tr', 'ul',
]);
const CELL_TAGS = new Set(['td', 'th']);

// What is never text: comments (HTML and MDX), scripts and styles with their content, Hugo
// shortcodes and Liquid tags. Unclosed, they run to the end, as a browser would hide them.
const HIDDEN = [
  /<!--[\s\S]*?(?:-->|$)/g,
  /\{\/\*[\s\S]*?(?:\*\/\}|$)/g,
  /<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)/gi,
  /\{\{[<%][^\n]{0,500}?[%>]\}\}/g,
  /\{%[^\n]{0,500}?%\}/g,
];

export function stripMarkup(raw: string): string {
  let text = raw;
  for (const pattern of HIDDEN) text = text.replace(pattern, '');
  // A JSX attribute may hold an element (`icon={<Icon />}`), which a tag never holds when it is
  // read (see readTag): each pass drops the innermost tags, and the next one the tags around them.
  for (let pass = 0; pass < 3 && text.includes('<'); pass++) {
    const stripped = stripTags(text);
    if (stripped === text) break;
    text = stripped;
  }
  return text;
}

function stripTags(text: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
    const tag = readTag(text, at);
    if (!tag) continue;
    out += text.slice(from, at) + replacement(tag.name, tag.closing);
    from = tag.end;
    at = tag.end - 1;
  }
  return out + text.slice(from);
}

function replacement(name: string, closing: boolean): string {
  const lower = name.toLowerCase();
  const heading = /^h([1-6])$/.exec(lower);
  if (heading) return closing ? '\n\n' : `\n\n${MARK}h${heading[1]}${MARK}`;
  if (lower === 'br') return '\n';
  if (PARAGRAPH_TAGS.has(lower)) return '\n\n';
  if (CELL_TAGS.has(lower)) return ' ';
  return '';
}

/**
 * The tag starting at `at`, HTML or JSX (`<Demo onChange={(v) => set(v)} />`, `<>`): a name, then
 * attributes up to a `>` outside quotes and braces. A tag never holds a `<`, which keeps reading
 * linear: a tag that does not close stops at the next `<`, where the next one is tried.
 */
function readTag(text: string, at: number): { name: string; closing: boolean; end: number } | null {
  let i = at + 1;
  const closing = text[i] === '/';
  if (closing) i++;
  const name = /^[A-Za-z][\w.:-]*/.exec(text.slice(i, i + 64))?.[0] ?? '';
  if (!name && text[i] !== '>') return null; // `a < b`, `<3`: not a tag
  i += name.length;
  if (name && !/[\s/>]/.test(text[i] ?? '')) return null;
  let quote = '';
  let depth = 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (c === '<') return null;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') {
      quote = c;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      depth = Math.max(0, depth - 1);
    } else if (c === '>' && depth === 0) {
      return { name, closing, end: i + 1 };
    }
  }
  return null;
}
