import type { Citation } from '../chat/one-shot.ts';
import { platformText } from './platform-text.ts';

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

/** Where each cited document leads a follower (`citation-links.ts`), by document. */
export type CitationLinks = ReadonlyMap<string, string>;

/** The sources the answer cites (those it numbers in its text, else all), in order. */
function cited(text: string, citations: Citation[]) {
  const used = citations.filter((c) => text.includes(`[${c.index}]`));
  return used.length > 0 ? used : citations;
}

type AnswerInput = { text: string; citations: Citation[]; links: CitationLinks; sourcesLabel: string };

/**
 * A WeChat answer, plain text (WeChat shows text as written): the answer without its Markdown, then
 * its sources, each a short title and the address a follower opens (WeChat makes it a link).
 */
export function wechatAnswer(input: AnswerInput): string {
  const body = platformText(input.text, 'plain');
  const sources = cited(input.text, input.citations).map((c) => `[${c.index}] ${shortTitle(c.title)} ${input.links.get(c.documentId) ?? ''}`.trim());
  return sources.length > 0 ? `${body}\n\n${input.sourcesLabel}：\n${sources.join('\n')}` : body;
}

/** A DingTalk answer in the Markdown DingTalk renders: the text, then its sources as short titles with links. */
export function dingtalkMarkdown(input: AnswerInput): string {
  const body = platformText(input.text, 'dingtalk');
  const sources = cited(input.text, input.citations).map((c) => {
    const title = shortTitle(c.title).replace(/[[\]]/g, '');
    const href = input.links.get(c.documentId);
    return `${c.index}. ${href ? `[${title}](${href})` : title}`;
  });
  return sources.length > 0 ? `${body}\n\n**${input.sourcesLabel}**\n\n${sources.join('\n')}` : body;
}

/**
 * Cuts a text into messages of at most `limit` UTF-8 bytes, at a paragraph, a line, a sentence or
 * a space where one falls in the second half of a piece, else at a character; an address is never
 * cut through. At most `max` pieces: the last one ends with an ellipsis if text was left.
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
    // An address the limit falls in goes whole to the next piece.
    const openLink = /https?:\/\/\S*$/.exec(head)?.index ?? -1;
    const safe = openLink > 0 && chars.length > end && !/\s/.test(chars[end]!) ? head.slice(0, openLink) : head;
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
