import { sql, type SQL } from 'drizzle-orm';
import type { Reader } from '../apps/visibility.ts';
import { rowsOf, type Database } from '../db/client.ts';
import { searchVocabulary } from './tables.ts';
import { correctableWords } from './query-words.ts';
import { VOCABULARY_WORD } from './tokenize.ts';
import { readersWords } from './vocabulary.ts';

/** How many of the words most alike a typed word are weighed (by their letter triples in common). */
const CANDIDATES = 10;

/**
 * How many edits a word of this length may be from the word meant: one up to five letters, two
 * beyond (as search engines commonly allow; more would turn words into other real words).
 */
const allowedEdits = (length: number) => (length <= 5 ? 1 : 2);

/** Part of a query to write differently: `length` characters from `index` become `text`. */
export type Replacement = { index: number; length: number; text: string; soundAlike?: boolean };

/**
 * The query's misspelled Latin words, each with its correction. A typed word is
 * misspelled when no document the reader may see holds it and one holds a word within a few
 * edits of it (the fewest edits, then the most letter triples in common, win). Only words of
 * documents the reader may see are weighed, so a correction never tells of one they may not.
 */
export async function spellingCorrections(db: Database, reader: Reader, query: string): Promise<Replacement[]> {
  const typed = correctableWords(query);
  if (typed.length === 0) return [];
  const asked = [...new Set(typed.map((t) => t.word))];
  const listed = readersWords(reader);
  // Each word its own lookup, so that the planner knows it and reads the letter triples' index.
  const alike = asked.map(
    (word) => sql`(select ${word} as asked, word, similarity(word, ${word}) as similarity
      from (select distinct ${searchVocabulary.word} as word from ${searchVocabulary} where ${listed} and lower(${searchVocabulary.word}) % ${word}) listed
      order by similarity desc, word
      limit ${CANDIDATES})`,
  );
  // A short word shares few letter triples with the word meant (wekes and weeks share two of
  // ten): its words one edit away are looked up as they are.
  const oneEditFrom = asked
    .filter((word) => word.length <= SHORT)
    .map(
      (word) => sql`(select ${word}, ${searchVocabulary.word}, similarity(${searchVocabulary.word}, ${word}) from ${searchVocabulary}
        where ${listed} and ${searchVocabulary.word} = any(${wordArray(oneEditAway(word))}))`,
    );
  const near = rowsOf<{ asked: string; word: string; similarity: number }>(await db.execute(sql.join([...alike, ...oneEditFrom], sql` union `)));
  const corrections = new Map<string, string>();
  for (const word of asked) {
    const candidates = near.filter((row) => row.asked === word);
    // A word the documents hold is what the person meant, even where the search found nothing.
    if (candidates.some((row) => row.word === word)) continue;
    const [best] = candidates
      .map((row) => ({ word: row.word, similarity: Number(row.similarity), edits: editDistance(word, row.word) }))
      .filter((candidate) => candidate.edits <= allowedEdits(word.length))
      .sort((a, b) => a.edits - b.edits || b.similarity - a.similarity || a.word.localeCompare(b.word));
    if (best) corrections.set(word, best.word);
  }
  return typed.flatMap(({ word, index }) => {
    const correction = corrections.get(word);
    return correction ? [{ index, length: word.length, text: correction }] : [];
  });
}

/** Up to this many letters, a word's neighbours are also found by their edits (see above). */
const SHORT = 5;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The words one edit from a word: a letter deleted, two neighbours swapped, a letter replaced or inserted. */
export function oneEditAway(word: string): string[] {
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      if (tail) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  edits.delete(word);
  return [...edits];
}

/**
 * Words as one `text[]` parameter (only words the list can hold: `VOCABULARY_WORD`). Every element
 * is quoted: unquoted, an element spelled `null` (in any case) is SQL NULL, and braces, commas,
 * quotes, backslashes and white space are the literal's own syntax.
 */
export function wordArray(words: Iterable<string>): SQL {
  const listable = [...words].filter((word) => VOCABULARY_WORD.test(word));
  return sql`${arrayLiteral(listable)}::text[]`;
}

/** A Postgres array literal of strings, each element quoted and escaped as the syntax asks. */
export const arrayLiteral = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * Edits between two words: letters inserted, deleted, replaced, or two neighbours swapped
 * ("optimal string alignment", the Damerau–Levenshtein distance typing errors are counted by).
 */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
    }
  }
  return rows[a.length]![b.length]!;
}
