import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { stemmer } from 'stemmer';
import { foldTraditional } from './chinese-variants.ts';

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
const segmenter = () => (jieba ??= Jieba.withDict(dict));

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/u;
// Runs of Chinese characters, or of letters/digits joined by inner connectors (a.b, a-b, a_b).
const CJK_CHARS = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\u3040-\\u30ff\\uac00-\\ud7af';
const WORD_CHAR = `(?:(?![${CJK_CHARS}])[\\p{L}\\p{N}])`;
const UNITS = new RegExp(`([${CJK_CHARS}]+)|(${WORD_CHAR}+(?:[._\\-/'@]${WORD_CHAR}+)*)`, 'gu');
const MAX_LEXEME = 60;
const CONNECTOR = /[._\-/'@]/;


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
 * `word`, when given, receives each Latin word as written (lower case), and a code's parts.
 */
function tokenize(text: string, start: number, emit: (lexeme: string, position: number) => void, word?: (word: string) => void): number {
  let position = start;
  for (const match of normalise(text).matchAll(UNITS)) {
    const [, cjk, latin] = match;
    if (cjk) {
      // The CJK ranges matched are all in the BMP: one UTF-16 unit per character.
      for (let i = 0; i + 1 < cjk.length; i++) emit(cjk.slice(i, i + 2), position + i);
      emit(cjk[cjk.length - 1]!, position + cjk.length - 1);
      if (cjk.length > 2) {
        let offset = 0;
        for (const piece of segmenter().cut(cjk, true)) {
          if (piece.length > 2) emit(piece, position + offset);
          offset += piece.length;
        }
      }
      position += cjk.length;
    } else if (latin) {
      if (latin.length <= MAX_LEXEME) emit(latin, position);
      const stem = stemOf(latin);
      // A word that is its own stem is found as the word (queries ask for the bare stem too),
      // unless it is too long to be kept as itself.
      if (stem && (stem !== `${latin}~` || latin.length > MAX_LEXEME)) emit(stem, position);
      if (CONNECTOR.test(latin)) {
        for (const part of latin.split(CONNECTOR)) {
          if (part && part.length <= MAX_LEXEME) emit(part, position);
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
const quote = (lexeme: string) => (NEEDS_ESCAPE.test(lexeme) ? `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'` : `'${lexeme}'`);

/** Rank weights of the parts (D, C, B, A: body, unused, heading, title), as `ts_rank_cd` takes them. */
export const RANK_WEIGHTS = [0.1, 0.2, 0.4, 1.0] as const;
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
      }, vocabulary && ((word) => VOCABULARY_WORD.test(word) && vocabulary.add(word))) + 1;
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

/** Words a misspelled query can be corrected to: plain Latin letters, 3 to 24 of them. */
export const VOCABULARY_WORD = /^[a-z]{3,24}$/;
/** A document's words, gathered as its chunks are tokenised. */
export type Vocabulary = Set<string>;

export type QueryUnit = {
  /** A tsquery fragment for this word or phrase. */
  tsquery: string;
  /** What to highlight in the original text (normalised). */
  marks: string[];
  /**
   * When the fragment is a lexeme, or a few joined by "or" (no phrase, no prefix): lexemes whose
   * impact lists hold every place it matches, and so can answer it (`impacts.ts`).
   */
  lexemes?: string[];
};

/**
 * What to highlight: a word or run of characters as typed (normalised). A Latin mark covers the
 * whole word it starts (a prefix or stem matched it), unless `exact`: a quoted phrase's words
 * matched as they are ("engineer" in a phrase is not "engineering").
 */
export type Mark = { text: string; exact?: boolean };

export type ParsedQuery = {
  units: QueryUnit[];
  marks: Mark[];
  /** Whether the person quoted a phrase: they asked for those words exactly. */
  exact: boolean;
};

/** Chains tokens so that they must appear at their relative positions. */
function chain(tokens: Token[]): string {
  if (tokens.length === 0) return '';
  const term = (token: Token) => quote(token.lexeme) + (token.prefix ? ':*' : '');
  let out = term(tokens[0]!);
  for (let i = 1; i < tokens.length; i++) {
    const distance = tokens[i]!.position - tokens[i - 1]!.position;
    out += distance === 0 ? ` & ${term(tokens[i]!)}` : ` <${distance}> ${term(tokens[i]!)}`;
  }
  return `(${out})`;
}

/**
 * The tokens of a Chinese run that a phrase chain uses: bigrams, or the one character (as a
 * prefix: the index keeps it as the first half of the pair it starts, or alone at a run's end).
 */
function cjkChain(run: string, start: number): Token[] {
  const chars = [...run];
  if (chars.length === 1) return [{ lexeme: chars[0]!, position: start, prefix: true }];
  return chars.slice(0, -1).map((char, i) => ({ lexeme: char + chars[i + 1], position: start + i }));
}

/** A quoted phrase, in Latin or Chinese quotes. */
const QUOTED = /["“”「」『』]([^"“”「」『』]+)["“”「」『』]/g;

/**
 * The words typed outside quotes that could be misspelled: plain Latin letters (no codes, no
 * numbers), not the words of a question (the search leaves those out), each with its offset in
 * the query.
 */
export function correctableWords(raw: string): { word: string; index: number }[] {
  const unquoted = raw.replace(QUOTED, (phrase) => ' '.repeat(phrase.length));
  const words: { word: string; index: number }[] = [];
  // Normalising keeps each character's length, so offsets in it are offsets in the query.
  for (const match of normalise(unquoted).matchAll(UNITS)) {
    const word = match[2];
    if (word && VOCABULARY_WORD.test(word) && !STOP_WORDS.has(word)) words.push({ word, index: match.index });
  }
  return words;
}

/**
 * Parses what a person typed: "quoted phrases" must match in order; other words must all appear
 * (the last Latin word may be a prefix, as someone still typing). Chinese words match through
 * their character pairs, with jieba's word as an alternative that ranks higher.
 */
export function parseQuery(raw: string): ParsedQuery {
  const units: QueryUnit[] = [];
  const marks = new Map<string, Mark>();
  const mark = (text: string, exact = false) => marks.set(`${exact ? '=' : '~'}${text}`, { text, ...(exact && { exact }) });
  const phrases: string[] = [];
  const rest = raw.replace(QUOTED, (_, phrase: string) => {
    phrases.push(phrase);
    return ' ';
  });

  for (const phrase of phrases) {
    const tokens: Token[] = [];
    let position = 1;
    for (const match of normalise(phrase).matchAll(UNITS)) {
      const [, cjk, word] = match;
      if (cjk) {
        tokens.push(...cjkChain(cjk, position));
        position += [...cjk].length;
        mark(cjk);
      } else if (word) {
        tokens.push({ lexeme: word.slice(0, MAX_LEXEME), position });
        position += 1;
        mark(word, true);
      }
    }
    if (tokens.length > 0) {
      const plain = tokens.length === 1 && !tokens[0]!.prefix ? { lexemes: [tokens[0]!.lexeme] } : {};
      units.push({ tsquery: chain(tokens), marks: [normalise(phrase).trim()], ...plain });
    }
  }

  // Words outside quotes; the words of a question (how, what, the; 如何, 什么) are left out
  // unless nothing else was typed, so that "how often are passwords rotated" needs only the words
  // that carry its meaning.
  const loose: (QueryUnit & { filler: boolean })[] = [];
  const words = [...normalise(rest).matchAll(UNITS)];
  words.forEach((match, index) => {
    const [, cjk, word] = match;
    if (cjk) {
      for (const piece of cjkPieces(cjk)) {
        const pairs = cjkChain(piece, 1);
        const bigrams = chain(pairs);
        const whole = [...piece].length > 2 ? `${quote(piece)} | ` : '';
        const plain = !whole && pairs.length === 1 && !pairs[0]!.prefix ? { lexemes: [pairs[0]!.lexeme] } : {};
        loose.push({ tsquery: whole ? `(${whole}${bigrams})` : bigrams, marks: [piece], filler: QUESTION_WORDS.has(piece), ...plain });
      }
    } else if (word) {
      const last = index === words.length - 1 && !/\s$/.test(raw);
      const lexeme = word.slice(0, MAX_LEXEME);
      const parts = word.split(/[._\-/'@]/).filter(Boolean);
      const prefix = last && lexeme.length >= 2 ? ':*' : '';
      // A code typed in part (INV-2026) matches the parts the index keeps at one position.
      const partsQuery = parts.length > 1 ? ` | (${parts.map((p, i) => quote(p) + (i === parts.length - 1 ? prefix : '')).join(' <0> ')})` : '';
      // English words also match their other forms (rotation ~ rotated) through their stem; a
      // word that is its own stem (month) is indexed as the word alone, so "months" also asks
      // for the bare stem.
      const stem = stemOf(word);
      const bare = stem?.slice(0, -1);
      const stemQuery = stem ? ` | ${quote(stem)}${bare !== word ? ` | ${quote(bare!)}` : ''}` : '';
      // The lists of every lexeme the word asks for: each ranks on its own where it is found
      // (a word not its own stem is indexed with its stem at each place, and a chunk ranks for both).
      const forms = !stem ? [lexeme] : bare === word ? [lexeme, stem] : [lexeme, stem, bare!];
      const plain = !prefix && !partsQuery ? { lexemes: forms } : {};
      loose.push({
        tsquery: partsQuery || stemQuery ? `(${quote(lexeme)}${prefix}${stemQuery}${partsQuery})` : `${quote(lexeme)}${prefix}`,
        marks: bare ? [word, bare] : [word],
        filler: STOP_WORDS.has(word),
        ...plain,
      });
    }
  });
  const meaningful = units.length > 0 || loose.some((unit) => !unit.filler);
  for (const { filler, ...unit } of loose) {
    if (filler && meaningful) continue;
    units.push(unit);
    for (const text of unit.marks) mark(text);
  }
  return { units, marks: [...marks.values()], exact: phrases.length > 0 };
}

/** English words that frame a question rather than say what it is about. */
const STOP_WORDS = new Set(
  (
    'a an the and or of to in on at by for with from as into about than then so if is are was were be been being am do does did ' +
    'how what which who whom whose when where why can could should would will shall must may might i me we us you my our your ' +
    'it its this that these those there here please often many much any some'
  ).split(' '),
);
/** Chinese question words jieba keeps whole (single function characters are dropped below). */
const QUESTION_WORDS = new Set(['如何', '怎么', '怎样', '怎么样', '什么', '哪些', '哪个', '多少', '是否', '为什么', '能否', '可以']);

const FUNCTION_CHARS = new Set([...'的了是在有和与或吗呢吧啊么呀哦嘛这那就都也还把被给对从到向以及等请我你他她它们个些']);

/**
 * jieba's words of a Chinese run typed as a query, with runs of single characters joined again:
 * jieba splits names and words it does not know into characters (年假 → 年 / 假), which as
 * separate conditions would match any text holding both characters anywhere.
 */
function cjkPieces(run: string): string[] {
  const pieces: string[] = [];
  let singles = '';
  for (const piece of segmenter().cut(run, false)) {
    if ([...piece].length === 1) {
      // Function words of a question (有, 的, 吗…) would glue unrelated characters together.
      if (FUNCTION_CHARS.has(piece)) {
        if (singles) pieces.push(singles);
        singles = '';
      } else {
        singles += piece;
      }
      continue;
    }
    if (singles) pieces.push(singles);
    singles = '';
    pieces.push(piece);
  }
  if (singles) pieces.push(singles);
  return pieces;
}

/**
 * The Porter stem of an English word, marked so it cannot collide with a real word; null when the
 * word is not plain English letters.
 */
function stemOf(word: string): string | null {
  if (!/^[a-z]{3,}$/.test(word)) return null;
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

export const isCjk = (text: string) => CJK.test(text);
