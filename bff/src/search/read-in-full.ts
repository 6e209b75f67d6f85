import type { Apart } from './impacts.ts';
import type { RankUnit } from './keyword-statement.ts';
import { FORM_CHUNKS } from './term-stats.ts';
import { quote } from './tokenize.ts';

/**
 * The rarer words of a query with a commoner one (`MUCH_RARER` times as many documents) have every
 * document holding them ranked (found through the full-text index) instead of their impact lists
 * read, the rarest first, as long as their documents together are at most `READ_IN_FULL`. In a
 * workspace of 198,053 chunks (the largest of `npm run bench:search -- 1000000`), 40 queries of
 * each multi-word kind searched again (their words' rarities counted): with at most 500 documents
 * 8 times rarer, 2–3 words' p95 was 686 ms and English questions' 780; with these (and the
 * candidates in one array: `keywordStatement`) 101 and 116 at 10,000 documents; 3 times rarer
 * left 237 and 117, and 20,000 documents did no better. With two words' passages in common read
 * too (`together`) and a word's rare forms, 100 first searches of each kind (2–3 words, Chinese
 * and English questions) had a p95 of 144 ms at 10,000 documents, 128 at 5,000 (English
 * questions 162 → 152: each depth the lists are read to reads these documents again), 173 at
 * 2,500 (too few read whole: English questions 321).
 */
const READ_IN_FULL = 5_000;
const MUCH_RARER = 1.5;
/**
 * Two listed words' passages in common are read in full too when the documents holding both
 * number at most this (within what `READ_IN_FULL` leaves).
 */
const READ_TOGETHER = 2_000;

/**
 * What a search reads in full beside the impact lists: MaxScore's essential words (`rare`), whose
 * documents are all candidates, where the commoner ones' lists bound what the rest can rank; and
 * pairs of the listed words (`together`) whose passages in common are all candidates, so that no
 * unread passage holds both (the lists then bound an unread passage by one of them, where each
 * word's bound alone is far above what a passage holding one ranks). A pair's passages in common
 * are known from its unit (`pairs.ts`: words typed near each other), or known to be none
 * (`absent`: counted, and in no document), which costs nothing to read. A listed word's forms in
 * few chunks (`formChunks`, up to `FORM_CHUNKS`) are read in full as well, so that its lists bound
 * it by its other forms alone (`bounding`: the lexemes bounding each unit; none for a pair or a
 * word read in full). `tsquery` matches all that is read in full (null for nothing). Documents
 * are summed against the budget (a form's chunks for its documents), a word typed in two clauses
 * twice.
 */
export function readInFull(
  units: readonly RankUnit[],
  { lexemes, absent, formChunks }: { lexemes: (readonly string[])[]; absent: Apart; formChunks: ReadonlyMap<string, number> },
): { bounding: (readonly string[] | undefined)[]; together: Apart; tsquery: string | null } {
  const words = units.filter((unit) => !unit.pair);
  const commonest = Math.max(...words.map((unit) => unit.frequency));
  const rarestFirst = units.map((unit, i) => ({ unit, i })).filter(({ unit }) => !unit.pair && unit.frequency * MUCH_RARER <= commonest);
  rarestFirst.sort((a, b) => a.unit.frequency - b.unit.frequency);
  const rare = units.map(() => false);
  const parts: string[] = [];
  let documents = 0;
  for (const { unit, i } of rarestFirst) {
    if (documents + unit.frequency > READ_IN_FULL) break;
    documents += unit.frequency;
    rare[i] = true;
    parts.push(unit.tsquery);
  }
  // A listed word's rare forms (`FORM_CHUNKS`): the lists then bound it by its other forms alone.
  const bounding = units.map((unit, i) => {
    if (unit.pair || rare[i]) return undefined;
    const forms = lexemes[i]!;
    if (forms.length < 2) return forms;
    const few = forms.filter((form) => (formChunks.get(form) ?? Infinity) <= FORM_CHUNKS);
    const chunks = few.reduce((sum, form) => sum + formChunks.get(form)!, 0);
    if (few.length === 0 || documents + chunks > READ_IN_FULL) return forms;
    documents += chunks;
    parts.push(...few.map(quote));
    return forms.filter((form) => !few.includes(form));
  });
  const listed = (pair: readonly [number, number]) => !rare[pair[0]] && !rare[pair[1]];
  const together: (readonly [number, number])[] = absent.filter(listed);
  parts.push(...together.map(([a, b]) => `(${units[a]!.tsquery}) & (${units[b]!.tsquery})`));
  const pairsFirst = units.filter((unit) => unit.pair && listed(unit.pair) && unit.frequency <= READ_TOGETHER).sort((a, b) => a.frequency - b.frequency);
  for (const unit of pairsFirst) {
    if (documents + unit.frequency > READ_IN_FULL) break;
    documents += unit.frequency;
    together.push(unit.pair!);
    parts.push(unit.tsquery);
  }
  return { bounding, together, tsquery: parts.length ? parts.join(' | ') : null };
}
