import MarkdownIt from 'markdown-it';
import type { StateBlock, Token } from 'markdown-it';
import { splitFrontMatter } from './front-matter.ts';
import { normaliseWhitespace } from './html-text.ts';
import { MARK, MARKED_HEADING, stripMarkup, withoutMarks } from './markup.ts';

/** A Markdown or MDX document as search reads it. */
export type MarkdownDocument = {
  /** Light Markdown for the chunker: `#` headings of plain text, paragraphs between blank lines. */
  text: string;
  /** The front matter's title, else the first level-one heading. */
  title: string | null;
  /** Whether the title is the one the front matter declares, rather than read off a heading. */
  titleDeclared: boolean;
  author: string | null;
};

// markdown-it stops reading where blocks nest deeper than this, and recursing much deeper
// (about a thousand) overflows the stack.
const MAX_NESTING = 100;

const parser = new MarkdownIt('default', { html: true, maxNesting: MAX_NESTING });
// Entities and backslash escapes stay tokens of their own, not joined into the text around them,
// so that `&lt;div&gt;` and `\<div>` are kept as what they write and never taken for tags.
parser.disable('text_join');
parser.block.ruler.before('fence', 'container_marker', containerMarker, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
parser.block.ruler.before('paragraph', 'mdx_esm', mdxEsm);

export function readMarkdown(source: string): MarkdownDocument {
  // Postgres cannot store NUL, and markdown-it would make it U+FFFD inside a word; without it, NUL
  // is free to mark text set aside while tags are dropped.
  const { frontMatter, body } = splitFrontMatter(source.replaceAll(MARK, ''));
  const blocks = blocksOf(body);
  const declared = frontMatter.title ? oneLine(inlineText(parser.parseInline(frontMatter.title, {})[0]?.children ?? [])) : '';
  return {
    text: lightMarkdown([...(frontMatter.description ? blocksOf(frontMatter.description) : []), ...blocks]),
    title: declared || (blocks.find((block) => block.level === 1)?.text ?? null),
    titleDeclared: Boolean(declared),
    author: frontMatter.author,
  };
}

/** Markdown that is not a document of its own (an issue, a comment): no front matter is looked for. */
export function markdownText(source: string): string {
  return lightMarkdown(blocksOf(source.replaceAll(MARK, '')));
}

/** A heading (level 1–6) or a paragraph (level 0). */
type Block = { level: number; text: string };

const lightMarkdown = (blocks: Block[]) => blocks.map((block) => (block.level ? `${'#'.repeat(block.level)} ${block.text}` : block.text)).join('\n\n');

function blocksOf(source: string): Block[] {
  const blocks: Block[] = [];
  let heading = 0;
  let row: string[] | null = null;
  let itemStart = false;
  const tokens = parse(source);
  if (!tokens) {
    addText(blocks, source);
    return blocks;
  }
  for (const token of tokens) {
    switch (token.type) {
      case 'heading_open':
        heading = Number(token.tag.slice(1));
        break;
      case 'heading_close':
        heading = 0;
        break;
      case 'list_item_open':
        itemStart = true;
        break;
      case 'tr_open':
        row = [];
        break;
      case 'tr_close':
        // A table row is a line of its own: its cells read in order, and rows are never cut.
        addText(blocks, (row ?? []).filter(Boolean).join(' '));
        row = null;
        break;
      case 'inline': {
        const text = inlineText(token.children ?? []);
        if (row) row.push(oneLine(text));
        else if (heading) addHeading(blocks, heading, text.replace(/\s*\{[#.][^{}]*\}\s*$/, ''));
        else if (!/^\s*\[\[?toc\]\]?\s*$/i.test(text)) addText(blocks, itemStart ? text.replace(/^\s*\[[ xX]\]\s+/, '') : text);
        itemStart = false;
        break;
      }
      case 'fence':
      case 'code_block':
        // Code is searched for its identifiers; blank lines inside keep it one block.
        addText(blocks, token.content.split('\n').filter((line) => line.trim()).join('\n'));
        itemStart = false;
        break;
      case 'html_block':
        addText(blocks, decodeEntities(stripMarkup(token.content)));
        itemStart = false;
        break;
      case 'container_marker':
        addText(blocks, inlineText(parser.parseInline(token.info, {})[0]?.children ?? []));
        break;
    }
  }
  return blocks;
}

/**
 * The document's tokens, or null where it cannot be read as Markdown whole: nested past the limit,
 * markdown-it drops the rest of the document. Only a hostile document nests lists fifty deep; its
 * text is still kept, as plain text, and extraction never fails on what a document holds.
 */
function parse(source: string): Token[] | null {
  try {
    const tokens = parser.parse(source, {});
    return tokens.some((token) => token.level >= MAX_NESTING - 1) ? null : tokens;
  } catch {
    return null;
  }
}

function addHeading(blocks: Block[], level: number, text: string) {
  const line = oneLine(text);
  if (line) blocks.push({ level, text: line });
}

/** Text as paragraphs, some of them headings where raw HTML had them (`<h1 align="center">`). */
function addText(blocks: Block[], text: string) {
  for (const piece of normaliseWhitespace(text).split(/\n{2,}/)) {
    const heading = MARKED_HEADING.exec(piece);
    const paragraph = withoutMarks(piece).trim();
    if (heading) {
      addHeading(blocks, Number(heading[1]), paragraph);
    } else if (paragraph) {
      // A paragraph that reads like a heading line (`\# 1`, a shell comment alone in a code block)
      // must not become one for the chunker.
      blocks.push({ level: 0, text: /^#{1,6}\s/.test(paragraph) && !paragraph.includes('\n') ? `\\${paragraph}` : paragraph });
    }
  }
}

const oneLine = (text: string) => withoutMarks(text).replace(/\s+/g, ' ').trim();

const SET_ASIDE = new RegExp(`${MARK}(\\d+)${MARK}`, 'g');

/**
 * The plain text of inline Markdown: links as their text, images as their alt text, inline code
 * as its text, tags dropped. Code, entities and escapes are set aside while the tags are
 * dropped, as they are text even where they look like a tag.
 */
function inlineText(tokens: Token[]): string {
  const literals: string[] = [];
  const raw = rawInline(tokens, literals);
  return stripMarkup(raw).replace(SET_ASIDE, (_, index: string) => literals[Number(index)] ?? '');
}

function rawInline(tokens: Token[], literals: string[]): string {
  let raw = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
      case 'html_inline':
        raw += token.content;
        break;
      case 'text_special':
      case 'code_inline':
        raw += `${MARK}${literals.push(token.content) - 1}${MARK}`;
        break;
      case 'softbreak':
      case 'hardbreak':
        raw += '\n';
        break;
      case 'image':
        raw += rawInline(token.children ?? [], literals);
        break;
    }
  }
  return raw;
}

// markdown-it's own decoder undoes backslash escapes too, which raw HTML does not have: each
// backslash is doubled first, so that only the entities are decoded.
const decodeEntities = (html: string) => parser.utils.unescapeAll(html.replaceAll('\\', '\\\\'));

/**
 * A `:::tip` / `::: details 标题` / `:::` line (Docusaurus, VitePress, dumi admonitions): the
 * marker is dropped, a title written after its kind is kept.
 */
function containerMarker(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const line = state.src.slice(state.bMarks[startLine]! + state.tShift[startLine]!, state.eMarks[startLine]);
  const marker = /^:{3,}\s*(.*)$/.exec(line);
  if (!marker) return false;
  if (silent) return true;
  const token = state.push('container_marker', '', 0);
  token.info = containerTitle(marker[1]!);
  token.map = [startLine, startLine + 1];
  state.line = startLine + 1;
  return true;
}

/** `tip 标题`, `note[Title]`, `warning{title=已废弃}` → the title; `tip`, `{.note}` → nothing. */
function containerTitle(info: string): string {
  const rest = info.replace(/^[\w-]*/, '');
  const attribute = /\{[^{}]*\btitle\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s{}]+))[^{}]*\}/.exec(rest);
  if (attribute) return attribute[1] ?? attribute[2] ?? attribute[3] ?? '';
  return rest.replace(/\{[^{}]*\}/g, '').trim().replace(/^\[(.*)\]$/, '$1').trim();
}

// MDX's `import … from '…'` and `export const …` lines are code of the page, never its text.
const ESM = /^(?:import\s+(?:["']|[\w$*{][^\n]*?\bfrom\s*["']|\{[^}\n]*$)|export\s+(?:default|const|let|var|function|async|class|type|interface)\b|export\s*[{*])/;

/** An MDX import/export statement at the top level, up to the next blank line (as MDX reads it). */
function mdxEsm(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.parentType !== 'root' || state.sCount[startLine] !== 0) return false;
  const line = state.src.slice(state.bMarks[startLine]!, state.eMarks[startLine]);
  if (!ESM.test(line)) return false;
  if (silent) return true;
  let next = startLine + 1;
  while (next < endLine && !state.isEmpty(next)) next++;
  state.line = next;
  return true;
}
