/** A search's match in a body's text, by UTF-16 offsets, as the server found it. */
export type Match = { readonly start: number; readonly end: number };

/** A piece of text: a match's (its index among the matches) or none. */
export type Piece = { text: string; match: number | null };

/** The index of the first match ending after `offset` (matches are in order and apart). */
function firstEndingAfter(matches: readonly Match[], offset: number) {
  let low = 0;
  let high = matches.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (matches[middle]!.end <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The pieces of a text that starts at `offset` in the body, cut where matches begin and end; a
 * match across the text's ends keeps the part inside it.
 */
export function piecesOf(text: string, offset: number, matches: readonly Match[]): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (let k = firstEndingAfter(matches, offset); k < matches.length; k++) {
    const start = Math.max(matches[k]!.start - offset, 0);
    if (start >= text.length) break;
    const end = Math.min(matches[k]!.end - offset, text.length);
    if (start > at) pieces.push({ text: text.slice(at, start), match: null });
    if (end > Math.max(start, at)) pieces.push({ text: text.slice(Math.max(start, at), end), match: k });
    at = Math.max(at, end);
  }
  if (at < text.length) pieces.push({ text: text.slice(at), match: null });
  return pieces;
}

/** Where a body's text opens: the passage's first match on the page (or the nearest one after it). */
export function scrollToPassage(container: HTMLElement | null, passage: number | null | undefined) {
  if (!container || passage == null) return;
  const marks = [...container.querySelectorAll<HTMLElement>('mark[data-match]')];
  const target = marks.find((mark) => Number(mark.dataset.match) >= passage) ?? marks[0];
  target?.scrollIntoView({ block: 'center' });
}
