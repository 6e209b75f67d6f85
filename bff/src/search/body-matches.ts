import { highlightAll } from './highlight.ts';
import { parseQuery } from './query-words.ts';

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
