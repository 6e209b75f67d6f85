/**
 * Splits a document's text (light Markdown: `#` headings, blank-line paragraphs) into chunks that
 * follow its structure: paragraphs are packed up to a size, never across a heading, and each
 * chunk repeats the end of the one before so a sentence cut at the border is found whole.
 */
export type Chunk = { ordinal: number; heading: string | null; text: string };

const TARGET = 800; // characters: a few hundred tokens of Chinese or English
const OVERLAP = 120;
const MAX_HEADING = 300;

// A Latin sentence ends at its punctuation and a space: 5.11.0, Form.List and example.com go on.
const SENTENCE_END = /(?<=[。！？；])\s*|(?<=[!?;.])\s+/u;

function pieces(paragraph: string): string[] {
  if (paragraph.length <= TARGET) return [paragraph];
  const out: string[] = [];
  let current = '';
  for (const sentence of paragraph.split(SENTENCE_END)) {
    if (current && current.length + sentence.length > TARGET) {
      out.push(current);
      current = '';
    }
    if (sentence.length > TARGET) {
      for (let i = 0; i < sentence.length; i += TARGET) out.push(sentence.slice(i, i + TARGET));
    } else {
      current += (current ? ' ' : '') + sentence;
    }
  }
  if (current) out.push(current);
  return out;
}

export function chunkText(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let heading: string | null = null;
  let buffer: string[] = [];
  let size = 0;
  let tail = '';

  // Whether the current heading is in a chunk yet: one followed directly by another heading, or
  // ending the text, is a chunk of its own (its words are found).
  let headingShown = true;
  const flush = () => {
    if (buffer.length === 0) return;
    headingShown = true;
    const body = buffer.join('\n\n');
    chunks.push({ ordinal: chunks.length, heading, text: tail ? `${tail}\n\n${body}` : body });
    tail = body.length > OVERLAP ? body.slice(body.length - OVERLAP).replace(/^\S*\s/, '') : '';
    buffer = [];
    size = 0;
  };

  for (const block of text.split(/\n{2,}/)) {
    const trimmed = block.trim();
    if (!trimmed) continue;
    const headingMatch = /^(#{1,6})\s+(.+)$/.exec(trimmed);
    // A "heading" longer than any title is text that starts with a hash mark: it is chunked as text
    // (a heading is repeated in each chunk of its section).
    if (headingMatch && !trimmed.includes('\n') && headingMatch[2]!.length <= MAX_HEADING) {
      flush();
      if (!headingShown) chunks.push({ ordinal: chunks.length, heading, text: '' });
      tail = '';
      heading = headingMatch[2]!.trim();
      headingShown = false;
      continue;
    }
    for (const piece of pieces(trimmed)) {
      if (size > 0 && size + piece.length > TARGET) flush();
      buffer.push(piece);
      size += piece.length;
    }
  }
  flush();
  if (!headingShown || chunks.length === 0) chunks.push({ ordinal: chunks.length, heading, text: '' });
  return chunks;
}
