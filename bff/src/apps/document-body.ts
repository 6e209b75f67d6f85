import { readFile } from 'node:fs/promises';
import { uploadPath } from '../identity/uploads.ts';
import { highlightAll } from '../search/highlight.ts';
import { parseQuery } from '../search/query-words.ts';
import { decodeText } from '../text/extract.ts';
import { splitFrontMatter } from '../text/front-matter.ts';

/**
 * What the document view shows of a document: an uploaded Markdown file as its author wrote it
 * (rendered by the web app, without its raw HTML), anything else as the text taken from it — light
 * Markdown whose `#` lines are headings and whose blank lines part paragraphs (a page's or a Word
 * file's structure, a PDF's text), never the source's own HTML.
 */
export type DocumentBody = { format: 'markdown' | 'text'; text: string };

type Source = { text: string; sourceType: string; fileSha256: string | null };

export async function documentBody(uploadDir: string, document: Source): Promise<DocumentBody> {
  if (document.sourceType === 'markdown' && document.fileSha256) {
    const source = await readFile(uploadPath(uploadDir, document.fileSha256)).then(decodeText, () => null);
    // Its front matter is page-building data (the title is the document's already).
    if (source !== null) return { format: 'markdown', text: splitFrontMatter(source.replaceAll('\u0000', '')).body };
  }
  return { format: 'text', text: document.text };
}

/** A piece of a body's text, by UTF-16 offsets (as JavaScript indexes strings). */
export type TextRange = { start: number; end: number };

/** The query's words where the body holds them, and the one the view opens at. */
export type BodyMatches = { ranges: TextRange[]; passage: number | null };

/** How many characters make a passage: the view opens at the start of the one holding most matches. */
const PASSAGE = 600;
/** Marks beyond these are not sent: a common word in a long document would fill the answer. */
const MAX_RANGES = 5_000;

/** Where the words of a search are in a body, found as search marks them in results (same folding). */
export function bodyMatches(text: string, query: string): BodyMatches {
  const marks = parseQuery(query.slice(0, 500)).marks;
  const ranges: TextRange[] = [];
  let at = 0;
  for (const segment of marks.length ? highlightAll(text, marks) : []) {
    if (segment.highlighted && ranges.length < MAX_RANGES) ranges.push({ start: at, end: at + segment.text.length });
    at += segment.text.length;
  }
  let passage: number | null = null;
  let most = 0;
  for (let first = 0, last = 0; first < ranges.length; first++) {
    while (last < ranges.length && ranges[last]!.start < ranges[first]!.start + PASSAGE) last++;
    if (last - first > most) {
      most = last - first;
      passage = first;
    }
  }
  return { ranges, passage };
}
