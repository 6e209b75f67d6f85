import type { Mark } from './query-words.ts';
import { normalise } from './tokenize.ts';

export type Segment = { text: string; highlighted: boolean };

const WORD = /[a-z0-9]/;

/** Where the marks occur in the text, as [start, end) ranges on the original characters. */
function ranges(text: string, marks: Mark[]): [number, number][] {
  const folded = normalise(text);
  const found: [number, number][] = [];
  for (const { text: mark, exact } of marks) {
    const needle = normalise(mark).trim();
    if (!needle) continue;
    const latin = /^[a-z0-9]/.test(needle);
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1)) {
      // Latin words and numbers match from the start of a word, as the index matched them
      // ("art" is not in "quarterly", "0042" not in "20260042"); one letter is a word alone.
      if (latin && at > 0 && WORD.test(folded[at - 1]!)) continue;
      let end = at + needle.length;
      const wordGoesOn = end < folded.length && WORD.test(folded[end]!) && /[a-z0-9]$/.test(needle);
      // One letter is a word alone, and so is a word of a quoted phrase (matched as it is).
      if (wordGoesOn && ((latin && needle.length === 1) || exact)) continue;
      // Otherwise a Latin match covers its whole word (a stem or prefix marks "rotated", not "rotat").
      if (wordGoesOn) while (end < folded.length && WORD.test(folded[end]!)) end += 1;
      found.push([at, end]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

function segments(text: string, marked: [number, number][], from = 0, to = text.length): Segment[] {
  const out: Segment[] = [];
  let at = from;
  for (const [start, end] of marked) {
    if (end <= from || start >= to) continue;
    if (start > at) out.push({ text: text.slice(at, start), highlighted: false });
    out.push({ text: text.slice(Math.max(start, at), Math.min(end, to)), highlighted: true });
    at = Math.min(end, to);
  }
  if (at < to) out.push({ text: text.slice(at, to), highlighted: false });
  return out;
}

/** The whole text with its matches marked (titles). */
export function highlightAll(text: string, marks: Mark[]): Segment[] {
  return segments(text, ranges(text, marks));
}

/**
 * Passages of about each of `sizes` characters around the densest cluster of matches, with the
 * matches marked (a result's passage and its longer preview, from one reading of the text).
 * Computed on the original text, so what is shown is what the source says.
 */
export function highlightPassages(text: string, marks: Mark[], sizes: readonly number[]): Segment[][] {
  const flat = text.replace(/^#+ /gm, '').replace(/\s+/g, ' ').trim();
  const marked = ranges(flat, marks);
  return sizes.map((size) => passage(flat, marked, size));
}

function passage(flat: string, marked: [number, number][], size: number): Segment[] {
  if (flat.length <= size) return segments(flat, marked);
  let best = 0;
  let bestCount = -1;
  for (let i = 0; i < marked.length; i++) {
    const count = marked.filter(([start]) => start >= marked[i]![0] && start < marked[i]![0] + size).length;
    if (count > bestCount) {
      best = i;
      bestCount = count;
    }
  }
  const anchor = marked[best]?.[0] ?? 0;
  let from = Math.max(0, anchor - Math.floor(size / 4));
  const to = Math.min(flat.length, from + size);
  from = Math.max(0, to - size);
  const parts = segments(flat, marked, from, to);
  if (from > 0) parts.unshift({ text: '…', highlighted: false });
  if (to < flat.length) parts.push({ text: '…', highlighted: false });
  return parts;
}
