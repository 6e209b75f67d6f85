import { highlightAll, highlightPassages, type Segment } from '../search/highlight.ts';
import { markdownText } from '../text/markdown.ts';
import type { Mark } from '../search/query-words.ts';
import { normalise } from '../search/tokenize.ts';

/**
 * Excerpts of a passage for the digest an answer without a model gives: the passage's plain text
 * (its Markdown read, not shown), cut into sentences, the sentences that hold most of the
 * question's words, and those sentences written as Markdown with the words in bold.
 */

/** A heading or a paragraph of a passage, as plain text. */
export type TextBlock = { heading: boolean; text: string };

/**
 * The blocks of a passage without its Markdown: headings and paragraphs apart, list markers,
 * emphasis, table pipes, links' and code's syntax and tags dropped (search's own reading).
 */
export function plainBlocks(markdown: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const block of markdownText(markdown).split(/\n{2,}/)) {
    const heading = /^#{1,6}\s+/.exec(block);
    // A paragraph that only looked like a heading was kept with its hash mark escaped.
    const text = (heading ? block.slice(heading[0].length) : block.replace(/^\\(?=#)/, '')).replace(/\s+/g, ' ').trim();
    if (text) blocks.push({ heading: Boolean(heading), text });
  }
  return blocks;
}

/** A passage as plain text: a block a line. */
export const plainText = (markdown: string) =>
  plainBlocks(markdown)
    .map((block) => block.text)
    .join('\n');

const sentenceSegmenter = new Intl.Segmenter('und', { granularity: 'sentence' });
/** Opening quotes and brackets belong to the sentence they open (the segmenter leaves them behind). */
const OPENING = /[“‘「『（(《〈【[]+$/u;

/**
 * A paragraph's sentences, by Unicode's sentence boundaries: after 。！？ in Chinese, after . ! ?
 * and a space in English (5.11.0 and example.com are not cut).
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let carried = '';
  for (const { segment } of sentenceSegmenter.segment(text)) {
    let sentence = carried + segment;
    carried = OPENING.exec(sentence.trimEnd())?.[0] ?? '';
    if (carried) sentence = sentence.trimEnd().slice(0, -carried.length);
    sentence = sentence.trim();
    if (sentence) out.push(sentence);
  }
  if (carried) out.push(carried);
  return out;
}

type Sentence = { block: number; index: number; text: string; score: number; segments: Segment[] };

/** A sentence longer than this shows the part around its matches. */
const SENTENCE_CHARS = 200;

function sentencesIn(blocks: TextBlock[], b: number, marks: Mark[]): Sentence[] {
  return sentencesOf(blocks[b]!.text).map((text, index) => {
    const segments = highlightAll(text, marks);
    const marked = segments.filter((s) => s.highlighted);
    const words = new Set(marked.map((s) => normalise(s.text)));
    // Every different word of the question counts most; repeating one counts a little.
    return { block: b, index, text, score: words.size * 4 + Math.min(marked.length - words.size, 3), segments };
  });
}

/**
 * The 1–3 sentences of a passage that hold most of the question's words, in their order, as
 * paragraphs of marked segments (sentences next to each other in one block share a paragraph).
 * Where none holds any, its opening sentence. Empty when the passage has no text.
 */
export function bestSentences(blocks: TextBlock[], marks: Mark[], most = 3, chars = 320): Segment[][] {
  const needles = marks.map((mark) => normalise(mark.text).trim()).filter(Boolean);
  const paragraphs = blocks.flatMap((block, b) => (block.heading ? [] : [b]));
  // Only the blocks that hold a word of the question are cut into sentences (a file may be long).
  const holding = paragraphs.filter((b) => needles.some((needle) => normalise(blocks[b]!.text).includes(needle)));
  const ranked = holding
    .flatMap((b) => sentencesIn(blocks, b, marks))
    .filter((sentence) => sentence.score > 0)
    .sort((a, b) => b.score - a.score || a.block - b.block || a.index - b.index);
  const candidates = ranked.length ? ranked : paragraphs.length ? sentencesIn(blocks, paragraphs[0]!, marks).slice(0, 1) : [];

  const chosen: Sentence[] = [];
  let length = 0;
  for (const sentence of candidates) {
    const size = Math.min(sentence.text.length, SENTENCE_CHARS);
    if (chosen.length >= most || (chosen.length > 0 && length + size > chars)) break;
    chosen.push(sentence);
    length += size;
  }
  chosen.sort((a, b) => a.block - b.block || a.index - b.index);

  const out: Segment[][] = [];
  let previous: Sentence | null = null;
  for (const sentence of chosen) {
    const segments = sentence.text.length > SENTENCE_CHARS ? highlightPassages(sentence.text, marks, [SENTENCE_CHARS])[0]! : sentence.segments;
    if (previous && previous.block === sentence.block && previous.index === sentence.index - 1) {
      const last = out.at(-1)!;
      // Latin sentences are spaced; Chinese ones follow each other directly.
      if (/[\p{Script=Latin}\d.!?,;:)"']$/u.test(previous.text)) last.push({ text: ' ', highlighted: false });
      last.push(...segments);
    } else {
      out.push([...segments]);
    }
    previous = sentence;
  }
  return out;
}

const escapeInline = (text: string) => text.replace(/[\\`*_[\]<>~]/g, '\\$&').replace(/&(?=#?\w+;)/g, '\\&');
/** A line's start that Markdown would read as a block's (a heading, a list, a quote) is escaped. */
const blockSafe = (markdown: string) => markdown.replace(/^(\d{1,9})([.)])(?=\s|$)/, '$1\\$2').replace(/^(?=[#+\-=|])/, '\\');

/** Text as Markdown shows it as written: the characters it would read as syntax are escaped. */
export const escapeMarkdown = (text: string) => blockSafe(escapeInline(text));

/**
 * Marked segments as Markdown: the marked words in bold. A mark's edges are words (punctuation
 * and spaces stay outside the asterisks, where Markdown would not read them as emphasis).
 */
export function markedMarkdown(segments: Segment[]): string {
  let out = '';
  for (const segment of joinedMarks(segments)) {
    const parts = segment.highlighted ? /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su.exec(segment.text) : null;
    if (parts?.[2]) out += `${escapeInline(parts[1]!)}**${escapeInline(parts[2])}**${escapeInline(parts[3]!)}`;
    else out += escapeInline(segment.text);
  }
  return blockSafe(out);
}

/** Marked words with only spaces between them are one mark ("**annual leave**", not two). */
function joinedMarks(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const segment of segments) {
    const last = out.at(-1);
    const gap = out.at(-2);
    if (segment.highlighted && last && gap?.highlighted && !last.highlighted && /^ +$/.test(last.text)) {
      out.pop();
      gap.text += last.text + segment.text;
    } else if (segment.highlighted && last?.highlighted) {
      last.text += segment.text;
    } else {
      out.push({ ...segment });
    }
  }
  return out;
}
