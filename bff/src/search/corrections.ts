import type { Reader } from '../apps/visibility.ts';
import type { Database } from '../db/client.ts';
import { chineseCorrections } from './pinyin-correction.ts';
import { spellingCorrections, type Replacement } from './spelling.ts';

/**
 * The query as the person meant it, or null when nothing in it looks mistyped: Chinese typed as
 * pinyin or with a character of the same sound (`pinyin-correction.ts`) first, as that is the
 * surer reading, then misspelled Latin words (`spelling.ts`). Latin words are looked at only when
 * `words` says some word is in no document. The rest of the query (other words, quoted phrases,
 * spacing) stays as typed. `soundAlike` tells that Chinese characters were replaced.
 */
export async function correctQuery(db: Database, reader: Reader, query: string, options: { words: boolean }): Promise<{ query: string; soundAlike: boolean } | null> {
  const [chinese, latin] = await Promise.all([chineseCorrections(db, reader, query, options), options.words ? spellingCorrections(db, reader, query) : []]);
  const overlaps = (a: Replacement, b: Replacement) => a.index < b.index + b.length && b.index < a.index + a.length;
  const replacements = [...chinese, ...latin.filter((word) => !chinese.some((span) => overlaps(span, word)))].sort((a, b) => a.index - b.index);
  if (replacements.length === 0) return null;
  let corrected = '';
  let from = 0;
  for (const { index, length, text } of replacements) {
    corrected += query.slice(from, index) + text;
    from = index + length;
  }
  return { query: corrected + query.slice(from), soundAlike: chinese.some((replacement) => replacement.soundAlike) };
}
