import { sql } from 'drizzle-orm';
import type { Reader } from '../apps/visibility.ts';
import { rowsOf, type Database } from '../db/client.ts';
import { CHINESE_WORD, PINYIN, pinyinOf } from './pinyin.ts';
import { parseQuery, typedRuns } from './query-words.ts';
import { arrayLiteral, type Replacement } from './spelling.ts';
import { searchChunks, searchVocabulary } from './tables.ts';
import { termStats } from './term-stats.ts';
import { quote, segmenter, VOCABULARY_WORD } from './tokenize.ts';
import { visibilityCondition } from './visibility.ts';
import { readersWords } from './vocabulary.ts';

/** At most this many Latin words typed apart are read as one run of pinyin (zhe jiang da xue). */
const SYLLABLE_WORDS = 4;
/** Of a long Chinese run, only this many characters are looked at for a character mistyped. */
const LOOKED_AT = 32;
/** Of the words one pinyin reads as, the few weighed by how many documents hold them. */
const HOMOPHONES = 5;

/**
 * Chinese a person meant but did not type: Latin words that are the pinyin of a word the reader's
 * documents hold (zhejiang, zhe jiang → 浙江), and Chinese characters that sound like such a word
 * but differ from it in one character (浙将 → 浙江, an input method's wrong pick). A Latin word the
 * documents hold stays as it is (long, fan, data); Chinese characters stay when the documents hold
 * them as a word or as typed. Of the words a pinyin reads as, the one most documents hold is
 * meant. Only words of documents the reader may see are weighed, so a correction never tells of
 * one they may not. Latin words are read as pinyin only when `words` says some word is in no
 * document.
 */
export async function chineseCorrections(db: Database, reader: Reader, query: string, options: { words: boolean }): Promise<Replacement[]> {
  const runs = typedRuns(query);
  const spans = options.words ? pinyinSpans(runs) : [];
  const pieces = chinesePieces(runs);
  if (spans.length === 0 && pieces.length === 0) return [];
  const readings = [...new Set([...spans.map((span) => span.reading), ...pieces.map((piece) => piece.reading)])];
  const typed = [...new Set([...runs.filter((run) => !run.chinese).map((run) => run.text), ...pieces.map((piece) => piece.text)])].filter((word) =>
    VOCABULARY_WORD.test(word),
  );
  const rows = rowsOf<{ word: string; pinyin: string | null }>(
    await db.execute(sql`select distinct word, pinyin from ${searchVocabulary}
      where ${readersWords(reader)}
        and (${searchVocabulary.pinyin} = any(${arrayLiteral(readings)}::text[]) or ${searchVocabulary.word} = any(${arrayLiteral(typed)}::text[]))`),
  );
  const known = new Set(rows.map((row) => row.word));
  const byReading = new Map<string, string[]>();
  for (const row of rows) if (row.pinyin) byReading.set(row.pinyin, [...(byReading.get(row.pinyin) ?? []), row.word]);

  const replacements: Replacement[] = [];
  const taken = (from: number, to: number) => replacements.some((r) => from < r.index + r.length && r.index < to);
  for (const span of spans) {
    if (taken(span.index, span.index + span.length) || span.words.some((word) => known.has(word))) continue;
    const words = byReading.get(span.reading);
    if (words) replacements.push({ index: span.index, length: span.length, text: await mostHeld(db, reader.workspaceId, words) });
  }
  const soundAlike = pieces.flatMap((piece) => {
    const words = known.has(piece.text) ? [] : (byReading.get(piece.reading) ?? []).filter((word) => oneCharacterApart(word, piece.text));
    return words.length > 0 ? [{ ...piece, words }] : [];
  });
  const held = await heldAsTyped(db, reader, soundAlike.map((piece) => piece.text));
  for (const piece of soundAlike) {
    if (taken(piece.index, piece.index + piece.text.length) || held.has(piece.text)) continue;
    replacements.push({ index: piece.index, length: piece.text.length, text: await mostHeld(db, reader.workspaceId, piece.words), soundAlike: true });
  }
  return replacements;
}

/** Which of these runs of characters some document the reader may see holds as they are typed. */
async function heldAsTyped(db: Database, reader: Reader, pieces: string[]): Promise<Set<string>> {
  if (pieces.length === 0) return new Set();
  const checks = [...new Set(pieces)].map((piece) => {
    // Every pair of neighbouring characters is a lexeme at its place (`tokenize.ts`).
    const phrase = Array.from({ length: piece.length - 1 }, (_, i) => quote(piece.slice(i, i + 2))).join(' <-> ');
    return sql`select ${piece}::text as piece where exists (select 1 from ${searchChunks}
      where ${searchChunks.workspaceId} = ${reader.workspaceId} and ${visibilityCondition(reader)} and ${searchChunks.tsv} @@ ${phrase}::tsquery)`;
  });
  return new Set(rowsOf<{ piece: string }>(await db.execute(sql.join(checks, sql` union all `))).map((row) => row.piece));
}

/**
 * Runs of Latin words typed with only spaces between them, read together as pinyin, the longest
 * first: each span's words, where it is in the query, and its letters run together.
 */
function pinyinSpans(runs: ReturnType<typeof typedRuns>) {
  const spans: { index: number; length: number; words: string[]; reading: string }[] = [];
  for (let i = 0; i < runs.length; i++) {
    for (let j = Math.min(runs.length, i + SYLLABLE_WORDS) - 1; j >= i; j--) {
      const span = runs.slice(i, j + 1);
      if (span.some((run, k) => run.chinese || (k > 0 && !/^\s+$/.test(run.after)))) continue;
      const reading = span.map((run) => run.text.replace(/'/g, '')).join('');
      if (!PINYIN.test(reading)) continue;
      const last = span[span.length - 1]!;
      spans.push({ index: span[0]!.index, length: last.index + last.text.length - span[0]!.index, words: span.map((run) => run.text), reading });
    }
  }
  return spans.sort((a, b) => b.words.length - a.words.length || a.index - b.index);
}

/**
 * Every stretch of two to six characters of the Chinese runs that starts and ends where jieba cuts
 * them, the longest first, with its pinyin: a stretch across a word typed right (么恢 of 怎么恢复) is
 * no word mistyped, though it may sound like one.
 */
function chinesePieces(runs: ReturnType<typeof typedRuns>) {
  const pieces: { index: number; text: string; reading: string }[] = [];
  for (const run of runs) {
    if (!run.chinese) continue;
    const text = run.text.slice(0, LOOKED_AT);
    const cuts = new Set([0]);
    let at = 0;
    for (const word of segmenter().cut(text, true)) cuts.add((at += word.length));
    for (let from = 0; from < text.length; from++) {
      if (!cuts.has(from)) continue;
      for (let to = from + 2; to <= Math.min(text.length, from + 6); to++) {
        if (!cuts.has(to)) continue;
        const piece = text.slice(from, to);
        const reading = CHINESE_WORD.test(piece) ? pinyinOf(piece) : null;
        if (reading) pieces.push({ index: run.index + from, text: piece, reading });
      }
    }
  }
  return pieces.sort((a, b) => b.text.length - a.text.length || a.index - b.index);
}

/** Two words of one length that differ in exactly one character (an input method's wrong pick). */
function oneCharacterApart(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differ = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ++;
  return differ === 1;
}

/** Of words that sound alike, the one the most documents of the workspace hold. */
async function mostHeld(db: Database, workspaceId: string, words: string[]): Promise<string> {
  if (words.length === 1) return words[0]!;
  const weighed = [...words].sort().slice(0, HOMOPHONES);
  const tsqueries = weighed.map((word) => parseQuery(word).units.map((unit) => unit.tsquery).join(' & ') || `'${word}'`);
  const { frequencies } = await termStats(db, workspaceId, tsqueries);
  let best = 0;
  for (let i = 1; i < weighed.length; i++) if ((frequencies[i] ?? 0) > (frequencies[best] ?? 0)) best = i;
  return weighed[best]!;
}
