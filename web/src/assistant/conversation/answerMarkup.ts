/**
 * The little Markdown answers use: paragraphs (a blank line apart, single line breaks kept),
 * "- " and "1. " lists, "#" headings shown as strong lines, **bold**, and [n] citation markers.
 * Anything else stays as written; a ** not closed yet (while streaming) makes the rest bold.
 */
export type Inline = { kind: 'text'; text: string } | { kind: 'bold'; children: Inline[] } | { kind: 'cite'; index: number };

export type Block =
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'heading'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;
const HEADING = /^\s*#{1,6}\s+/;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[(\d{1,3})\]/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ kind: 'bold', children: parseInline(match[1]) });
    else parts.push({ kind: 'cite', index: Number(match[2]) });
    last = match.index + match[0].length;
  }
  const rest = text.slice(last);
  // An opening ** without its close yet (a streaming answer mid-word): bold from there on.
  const open = rest.indexOf('**');
  if (open >= 0 && rest.length > open + 2) {
    if (open > 0) parts.push({ kind: 'text', text: rest.slice(0, open) });
    parts.push({ kind: 'bold', children: parseInline(rest.slice(open + 2)) });
  } else if (rest) {
    parts.push({ kind: 'text', text: open >= 0 ? rest.slice(0, open) : rest });
  }
  return parts;
}

export function parseAnswer(content: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of content.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph.map(parseInline) });
      paragraph = [];
    };
    for (const line of lines) {
      const ordered = NUMBERED.test(line);
      if (ordered || BULLET.test(line)) {
        flush();
        const item = parseInline(line.replace(ordered ? NUMBERED : BULLET, ''));
        const previous = blocks.at(-1);
        if (previous?.kind === 'list' && previous.ordered === ordered) previous.items.push(item);
        else blocks.push({ kind: 'list', ordered, items: [item] });
      } else if (HEADING.test(line)) {
        flush();
        blocks.push({ kind: 'heading', content: parseInline(line.replace(HEADING, '')) });
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
