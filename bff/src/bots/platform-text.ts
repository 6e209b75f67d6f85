import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

/**
 * An answer's Markdown as a chat platform shows it. WeChat shows text as written, so every mark
 * goes (`plain`): headings, emphasis, rules, quotes, code fences and tables become plain lines,
 * list items bullets, links their text and address. DingTalk renders a subset of Markdown
 * (`dingtalk`: headings, bold, italic, links, lists, quotes; no tables, code blocks, rules or
 * HTML), so those marks stay and the rest becomes lines. Raw HTML is text to strip either way, and
 * a link that is not absolute (a path of the product, such as an admin's settings page) keeps
 * only its words: a follower could not open it.
 */
export type PlatformStyle = 'plain' | 'dingtalk';

const parser = new MarkdownIt('default', { html: true, linkify: false });

const absolute = (href: string | number | null) => (typeof href === 'string' && /^https?:\/\/[^\s<>]+$/i.test(href) ? href : null);
const withoutTags = (text: string) => text.replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, '').replace(/<[^>]*>/g, '');

/** A run of inline tokens as the platform shows it. */
function inline(tokens: Token[], style: PlatformStyle): string {
  let out = '';
  const links: { href: string | null; start: number }[] = [];
  // Inside a script or a style written inline: its text is not words of the answer.
  let hidden = 0;
  for (const token of tokens) {
    if (token.type === 'html_inline') {
      if (/^<(script|style)\b/i.test(token.content)) hidden += 1;
      else if (/^<\/(script|style)\b/i.test(token.content)) hidden = Math.max(0, hidden - 1);
      continue;
    }
    if (hidden > 0) continue;
    switch (token.type) {
      case 'text':
      case 'code_inline':
        out += token.content;
        break;
      case 'softbreak':
      case 'hardbreak':
        out += '\n';
        break;
      case 'strong_open':
      case 'strong_close':
        if (style === 'dingtalk') out += '**';
        break;
      case 'em_open':
      case 'em_close':
        if (style === 'dingtalk') out += '*';
        break;
      case 'link_open':
        links.push({ href: absolute(token.attrGet('href')), start: out.length });
        break;
      case 'link_close': {
        const link = links.pop();
        if (!link?.href) break;
        const words = out.slice(link.start);
        if (style === 'dingtalk') out = `${out.slice(0, link.start)}[${words.replace(/[[\]]/g, '')}](${link.href})`;
        else if (words.trim() !== link.href) out += ` ${link.href}`;
        break;
      }
      case 'image':
        // An image's words, never its address: a tracker would load on the follower's phone.
        out += token.content;
        break;
      default:
        // Anything else (strikethrough's marks among them): nothing of it is shown.
        break;
    }
  }
  return out.trim();
}

/** A block of the answer; a tight one follows the one before on the next line (a list's items, a table's rows). */
type Block = { text: string; tight: boolean };

/** The answer's Markdown in the platform's style. */
export function platformText(markdown: string, style: PlatformStyle): string {
  const blocks: Block[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let quote = 0;
  let heading = 0;
  let bullet = '';
  let row: string[] | null = null;
  // A list's first item starts a block of its own, though the items after it keep close.
  let listStarts = false;
  const push = (text: string, tight = lists.length > 0) => {
    if (!text.trim()) return;
    const quoted = quote > 0 && style === 'dingtalk' ? text.replace(/^/gm, '> ') : text;
    blocks.push({ text: quoted, tight: tight && !listStarts });
    listStarts = false;
  };

  for (const token of parser.parse(markdown, {})) {
    switch (token.type) {
      case 'bullet_list_open':
      case 'ordered_list_open':
        lists.push({ ordered: token.type === 'ordered_list_open', next: Number(token.attrGet('start') ?? 1) });
        listStarts ||= lists.length === 1;
        break;
      case 'bullet_list_close':
      case 'ordered_list_close':
        lists.pop();
        break;
      case 'list_item_open': {
        const list = lists.at(-1)!;
        const mark = list.ordered ? `${list.next++}. ` : style === 'plain' ? '• ' : '- ';
        bullet = '  '.repeat(lists.length - 1) + mark;
        break;
      }
      case 'blockquote_open':
        quote += 1;
        break;
      case 'blockquote_close':
        quote -= 1;
        break;
      case 'heading_open':
        heading = Number(token.tag.slice(1));
        break;
      case 'table_open':
        listStarts = true;
        break;
      case 'tr_open':
        row = [];
        break;
      case 'tr_close':
        push(`${style === 'dingtalk' ? '- ' : ''}${(row ?? []).filter(Boolean).join(' · ')}`, true);
        row = null;
        break;
      case 'inline': {
        const text = inline(token.children ?? [], style);
        if (row) {
          row.push(text);
          break;
        }
        const line = heading && style === 'dingtalk' ? `${'#'.repeat(Math.min(heading + 2, 6))} ${text}` : text;
        push(bullet + line);
        heading = 0;
        bullet = '';
        break;
      }
      case 'fence':
      case 'code_block':
        push(token.content.replace(/\n+$/, ''));
        break;
      case 'html_block':
        push(withoutTags(token.content).trim());
        break;
      default:
        // Rules (`hr`) and the other openers and closers: the blank line between blocks is enough.
        break;
    }
  }
  return blocks
    .map((block, i) => (i === 0 ? '' : block.tight ? '\n' : '\n\n') + block.text)
    .join('')
    .trim();
}
