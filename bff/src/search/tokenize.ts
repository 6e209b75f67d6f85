import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { stemmer } from 'stemmer';
import { foldTraditional } from './chinese-variants.ts';
import { inDictionary } from './dictionary.ts';

/**
 * Bilingual tokenisation for the full-text index.
 *
 * Latin text: lower-cased words, and their stems where those differ; a code such as
 * `INV-2026-0042` is kept whole and also split into its parts, so either finds it. Chinese text:
 * jieba's longer words, and every pair of adjacent characters, so that a name jieba splits
 * (年假 → 年 / 假) or a word it never saw is still found, and a quoted phrase matches characters in
 * order. A single character is a lexeme of its own only at the end of a run, where no pair starts
 * with it: elsewhere a query finds it as the prefix of its pair. Half of a text's lexemes would
 * otherwise be single characters, and the index, its writes and every ranking read pay for them.
 * Positions count one per Latin word and one per Chinese character.
 */

let jieba: Jieba | undefined;
export const segmenter = () => (jieba ??= Jieba.withDict(dict));

// Runs of Chinese characters, or of letters/digits joined by inner connectors (a.b, a-b, a_b).
const CJK_CHARS = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\u3040-\\u30ff\\uac00-\\ud7af';
const WORD_CHAR = `(?:(?![${CJK_CHARS}])[\\p{L}\\p{N}])`;
export const UNITS = new RegExp(`([${CJK_CHARS}]+)|(${WORD_CHAR}+(?:[._\\-/'@]${WORD_CHAR}+)*)`, 'gu');
export const MAX_LEXEME = 60;
const CONNECTOR = /[._\-/'@]/;
/** A lower-case letter or digit followed by a capital, or a capital starting a word after capitals (XMLHttp). */
const CAMEL = /[a-z0-9][A-Z]|[A-Z][A-Z][a-z]/;
const PARTS = /[._\-/'@]|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;


// Characters that need no folding: white space, ASCII other than capitals, the common CJK block.
const FOLDED_ALREADY = /[^\s\x21-\x40\x5b-\x7f\u4e00-\u9fff]/gu;

const fold = (char: string) => {
  const folded = char.normalize('NFKC').toLowerCase();
  if ([...folded].length === 1 && folded.length === char.length) return folded;
  return char.toLowerCase().length === char.length ? char.toLowerCase() : char;
};

/**
 * Full-width to half-width, lower case and traditional Chinese to simplified, character by
 * character (offsets stay the same). Only characters outside plain ASCII and the common CJK block
 * are looked at for the first two (most text is those).
 */
export function normalise(text: string): string {
  return foldTraditional(text.replace(FOLDED_ALREADY, fold));
}

/** A lexeme at its position; a prefix token matches every lexeme that starts with it. */
export type Token = { lexeme: string; position: number; prefix?: boolean };

/**
 * Hands each lexeme of a text to `emit` with its position, positions from `start`; answers where
 * the next text would start. (A callback, not a list of tokens: indexing makes hundreds a chunk.)
 * `word`, when given, receives each Latin word as written (lower case), a code's parts, and
 * jieba's dictionary words (`dictionary.ts`); of a title or heading (`named`), every Chinese word
 * jieba makes and every pair of Chinese characters too.
 */
function tokenize(text: string, start: number, emit: (lexeme: string, position: number) => void, word?: (word: string) => void, named = false): number {
  let position = start;
  for (const match of normalise(text).matchAll(UNITS)) {
    const [, cjk, latin] = match;
    if (cjk) {
      // The CJK ranges matched are all in the BMP: one UTF-16 unit per character.
      for (let i = 0; i + 1 < cjk.length; i++) {
        emit(cjk.slice(i, i + 2), position + i);
        // A title's or heading's names are searched for by name, though jieba splits many (年假).
        if (named) word?.(cjk.slice(i, i + 2));
      }
      emit(cjk[cjk.length - 1]!, position + cjk.length - 1);
      if (cjk.length > 2) {
        let offset = 0;
        for (const piece of segmenter().cut(cjk, true)) {
          if (piece.length > 2) emit(piece, position + offset);
          if (piece.length > 1 && (named || inDictionary(piece))) word?.(piece);
          offset += piece.length;
        }
      } else if (cjk.length === 2 && (named || inDictionary(cjk))) {
        word?.(cjk);
      }
      position += cjk.length;
    } else if (latin) {
      if (latin.length <= MAX_LEXEME) emit(latin, position);
      const stem = stemOf(latin);
      // A word that is its own stem is found as the word (queries ask for the bare stem too),
      // unless it is too long to be kept as itself.
      if (stem && (stem !== `${latin}~` || latin.length > MAX_LEXEME)) emit(stem, position);
      // A code's parts (INV-2026-0042) and an identifier's words (resetFields, DatePicker), with
      // their stems, at the same place: "reset fields" finds resetFields.
      const written = text.slice(match.index, match.index + latin.length);
      const parts = CONNECTOR.test(latin) || CAMEL.test(written) ? written.split(PARTS).map((part) => part.toLowerCase()) : null;
      if (parts) {
        for (const part of new Set(parts)) {
          if (!part || part === latin) continue;
          if (part.length <= MAX_LEXEME) emit(part, position);
          const partStem = stemOf(part);
          if (partStem && partStem !== `${part}~`) emit(partStem, position);
          word?.(part);
        }
      } else {
        word?.(latin);
      }
      position += 1;
    }
  }
  return position;
}

const NEEDS_ESCAPE = /['\\]/;
export const quote = (lexeme: string) => (NEEDS_ESCAPE.test(lexeme) ? `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'` : `'${lexeme}'`);

/**
 * Rank weights of the parts (D, C, B, A: body, unused, heading, title), as `ts_rank_cd` takes them.
 * A title word counts as five body words, a heading word as two and a half: with ten and four
 * (before), a long reference page's hundreds of headings (one per setting) outranked the pages
 * about a question on both judged sets of `npm run eval:search` (nDCG@10 0.774 → 0.778 on Ant
 * Design's docs, 0.667 → 0.688 on TiDB's, with the rest of the ranking as it is now).
 */
export const RANK_WEIGHTS = [0.1, 0.2, 0.25, 0.5] as const;
const WEIGHT_OF = { D: RANK_WEIGHTS[0], C: RANK_WEIGHTS[1], B: RANK_WEIGHTS[2], A: RANK_WEIGHTS[3] };

/**
 * A lexeme's rank in a chunk when it is the whole query: what `ts_rank_cd(RANK_WEIGHTS, tsv, lexeme,
 * 1)` answers (each occurrence a cover of its own weight, divided by the log of the chunk's
 * length). A query of several lexemes joined by "or" ranks at most the sum of theirs.
 */
export type Impact = { lexeme: string; impact: number };

/**
 * A chunk's index entry: the tsvector literal of its weighted parts (title A, heading B, body D),
 * positions running on across them, and its lexemes' impacts. Postgres keeps at most 256
 * positions of a lexeme, positions up to 16,383, and each position once.
 */
export function indexTerms(parts: { text: string; weight: 'A' | 'B' | 'C' | 'D' }[], vocabulary?: Vocabulary): { tsv: string; impacts: Impact[] } {
  // Per lexeme, its positions as the literal writes them and their summed weight. A lexeme's
  // positions arrive in order (a repeat at the same place only from a code's equal parts).
  const byLexeme = new Map<string, Positions>();
  let length = 0;
  let next = 1;
  for (const part of parts) {
    const suffix = part.weight === 'D' ? '' : part.weight;
    const weight = WEIGHT_OF[part.weight];
    next =
      tokenize(part.text, next, (lexeme, position) => {
        if (position > 16_383) return;
        let positions = byLexeme.get(lexeme);
        if (!positions) byLexeme.set(lexeme, (positions = { written: '', count: 0, last: 0, weight: 0 }));
        if (positions.count === 256 || positions.last === position) return;
        positions.written += positions.count === 0 ? `${position}${suffix}` : `,${position}${suffix}`;
        positions.count += 1;
        positions.last = position;
        positions.weight += weight;
        length += 1;
      }, vocabulary && ((word) => VOCABULARY_WORD.test(word) && vocabulary.add(word)), part.weight !== 'D') + 1;
  }
  const norm = Math.log(length + 1);
  const impacts: Impact[] = [];
  let tsv = '';
  for (const [lexeme, positions] of byLexeme) {
    tsv += `${tsv ? ' ' : ''}${quote(lexeme)}:${positions.written}`;
    impacts.push({ lexeme, impact: positions.weight / norm });
  }
  return { tsv, impacts };
}

type Positions = { written: string; count: number; last: number; weight: number };

/**
 * Words a query can be corrected to: plain Latin letters, 3 to 24 of them (a misspelled word), or a
 * Chinese word of two to six characters (typed as pinyin, or with a character of the same sound).
 */
export const VOCABULARY_WORD = /^(?:[a-z]{3,24}|[\u4e00-\u9fff]{2,6})$/;
/** A document's words, gathered as its chunks are tokenised. */
export type Vocabulary = Set<string>;

/**
 * The Porter stem of an English word, marked so it cannot collide with a real word; null when the
 * word is not plain English letters, or is longer than any word (`MAX_STEMMED`).
 */
export function stemOf(word: string): string | null {
  if (word.length > MAX_STEMMED || !/^[a-z]{3,}$/.test(word)) return null;
  let stem = stems.get(word);
  if (stem === undefined) {
    // Remembered, up to 50,000 words and then forgotten at once: texts repeat their words, and
    // stemming one is a dozen regular expressions.
    if (stems.size >= 50_000) stems.clear();
    stems.set(word, (stem = `${stemmer(word)}~`));
  }
  return stem;
}
const stems = new Map<string, string>();
/**
 * Letters beyond which a run is no word (an encoded blob, a heading line without spaces): its
 * stem would be as long, and Postgres refuses a lexeme over 2,046 bytes, and the document with it.
 */
const MAX_STEMMED = 1_000;
