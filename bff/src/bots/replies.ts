import type { Citation } from '../chat/one-shot.ts';

/** WeChat's limit on a text message's content, in UTF-8 bytes (passive replies and the customer-service API alike). */
export const WECHAT_TEXT_BYTES = 2048;
/** Messages the customer-service API takes for one message of the follower's. */
export const WECHAT_MESSAGES_PER_QUESTION = 5;
const TITLE_CHARS = 18;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** A citation's short title (a long one cut, with an ellipsis). */
export function shortTitle(title: string): string {
  const chars = [...title.replace(/\s+/g, ' ').trim()];
  return chars.length > TITLE_CHARS ? `${chars.slice(0, TITLE_CHARS - 1).join('')}…` : chars.join('');
}

/** Where a citation leads: its source, or its page in the product. */
export const citationUrl = (publicUrl: string, citation: Citation) => citation.url || `${publicUrl}/document/${citation.documentId}`;

/** The sources the answer cites (those it numbers in its text, else all), in order. */
function cited(text: string, citations: Citation[]) {
  const used = citations.filter((c) => text.includes(`[${c.index}]`));
  return used.length > 0 ? used : citations;
}

/** Markdown read as plain text, for WeChat (which shows text as written). */
export function plainFromMarkdown(text: string): string {
  return text
    .replace(/```[a-z]*\n?/gi, '')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\[([^\]]+)\]\((https?:[^)\s]+)\)/g, '$1 $2')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A WeChat answer: the text, then its sources as short titles with links (WeChat's text messages open `<a>` links). */
export function wechatAnswer(input: { text: string; citations: Citation[]; publicUrl: string; sourcesLabel: string }): string {
  const body = plainFromMarkdown(input.text);
  const sources = cited(input.text, input.citations).map(
    (c) => `[${c.index}] <a href="${escapeHtml(citationUrl(input.publicUrl, c))}">${escapeHtml(shortTitle(c.title))}</a>`,
  );
  return sources.length > 0 ? `${body}\n\n${input.sourcesLabel}：\n${sources.join('\n')}` : body;
}

/** A DingTalk answer in Markdown: the text, then its sources as short titles with links. */
export function dingtalkMarkdown(input: { text: string; citations: Citation[]; publicUrl: string; sourcesLabel: string }): string {
  const sources = cited(input.text, input.citations).map((c) => `${c.index}. [${shortTitle(c.title).replace(/[[\]]/g, '')}](${citationUrl(input.publicUrl, c)})`);
  return sources.length > 0 ? `${input.text.trim()}\n\n**${input.sourcesLabel}**\n\n${sources.join('\n')}` : input.text.trim();
}

/**
 * Cuts a text into messages of at most `limit` UTF-8 bytes, at a paragraph, a line, a sentence or
 * a space where one falls in the second half of a piece, else at a character; a link (`<a …>…</a>`)
 * is never cut through. At most `max` pieces: the last one ends with an ellipsis if text was left.
 */
export function splitText(text: string, limit = WECHAT_TEXT_BYTES, max = Infinity): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest && pieces.length < max) {
    if (bytes(rest) <= limit) {
      pieces.push(rest);
      rest = '';
      break;
    }
    const chars = [...rest];
    let end = 0;
    let size = 0;
    while (end < chars.length && size + bytes(chars[end]!) <= limit) size += bytes(chars[end++]!);
    const head = chars.slice(0, end).join('');
    const openLink = head.lastIndexOf('<a ');
    const safe = openLink > head.lastIndexOf('</a>') && openLink > 0 ? head.slice(0, openLink) : head;
    const breakAt = Math.max(safe.lastIndexOf('\n\n'), safe.lastIndexOf('\n'), ...['。', '！', '？', '. ', '! ', '? '].map((m) => safe.lastIndexOf(m) + m.length - 1), safe.lastIndexOf(' '));
    const cut = breakAt > safe.length / 2 ? breakAt + 1 : safe.length;
    pieces.push(safe.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest && pieces.length > 0) {
    const last = pieces.pop()!;
    const chars = [...last];
    while (bytes(`${chars.join('')}…`) > limit) chars.pop();
    pieces.push(`${chars.join('')}…`);
  }
  return pieces.filter(Boolean);
}
