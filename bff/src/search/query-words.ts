import { eng } from 'stopword';
import stopwordsIso from 'stopwords-iso/stopwords-iso.json' with { type: 'json' };
import { MAX_LEXEME, normalise, quote, segmenter, stemOf, UNITS, VOCABULARY_WORD, type Token } from './tokenize.ts';

/**
 * Query analysis: what a person typed, as the words and phrases a search ranks by.
 *
 * Every word contributes and none is required, as in a BM25 engine: a document holding more of the
 * query's words, and rarer ones, ranks higher (`ranking.ts`). A "quoted phrase" is required. Words
 * that only frame a question (how, the, before; 怎么办, 是什么) are left out, from maintained stop
 * word lists, unless nothing else was typed. A Chinese run is cut by jieba; a character it leaves
 * alone (页面加水印 → 页面 / 加水 / 印) is a word only with its neighbours (水印), at half weight,
 * so that it neither constrains the query nor drowns it in every text holding that character. A
 * question asking several things is told in clauses (see `CLAUSE_MARKS`), each answered by a
 * passage of its own.
 */

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
  /** How much the unit counts beside the others (1, or less for a pair guessed around a lone character). */
  weight: number;
  /** A quoted phrase: a document without it is not found. */
  required: boolean;
  /** What is searched instead when no document holds the unit (a word still being typed, a code typed in part). */
  fallback?: Omit<QueryUnit, 'fallback' | 'clause'>;
  /**
   * The word or phrase typed that the unit stands for, as a result names what it matched (a long
   * Chinese word and its shorter words stand for the word); none for a pair guessed around a lone
   * character, which no one typed as such.
   */
  term?: string;
  /**
   * The clause of the query it was typed in, from 0: a question asking several things ("the
   * threshold, the file and whether plans are logged") ranks each clause by its own best passage.
   */
  clause: number;
};

/**
 * What to highlight: a word or run of characters as typed (normalised). A Latin mark covers the
 * whole word it starts (a prefix or stem matched it), unless `exact`: a quoted phrase's words
 * matched as they are ("engineer" in a phrase is not "engineering").
 */
export type Mark = { text: string; exact?: boolean };

/** The language a text is mostly written in, as far as search tells them apart. */
export type Language = 'zh' | 'en';

export type ParsedQuery = {
  units: QueryUnit[];
  marks: Mark[];
  /** Whether the person quoted a phrase: they asked for those words exactly. */
  exact: boolean;
  /** The query's language: documents in it are preferred, gently, over their twins in the other. */
  language: Language | null;
  /**
   * The codes typed (settings, flags, identifiers, versions: `tidb_mem_quota_query`,
   * `--advertise-address` as advertise-address, 6.6.0), in lower case: a section headed by one
   * defines it (`DEFINITION_LIFT` in impacts.ts).
   */
  codes: string[];
};

/**
 * A code: letters or digits joined by dots, underscores, hyphens, slashes or at signs, in lower
 * case (as `headingCode` in impacts.ts reads a heading's first word). An apostrophe joins words
 * of a sentence (what's), not a code.
 */
const CODE = /^[a-z0-9]+(?:[._\-/@][a-z0-9]+)+$/;

/** A version number (6.6.0, v5.2, 2024.1): found whole, or by its start as it is typed. */
const VERSION = /^v?\d+(\.\d+)+$/;
/** A version without its `v` (v6.6.0 → 6.6.0): documents write a version both ways. */
const unversioned = (word: string) => word.replace(/^v(?=\d)/, '');

/** A lone character's pairs with its neighbours count this much beside a word. */
const PAIR_WEIGHT = 0.5;

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

/**
 * What separates the clauses of a question that asks several things: punctuation between its
 * words (阈值、文件路径; block cache size, thread pool), and the words that join them (and; 和,
 * 以及, 并且, as jieba cuts them: not the 和 of 总和).
 */
const CLAUSE_MARKS = /[,，、;；。?？!！]/u;
const CLAUSE_JOINERS = new Set(['and', '和', '以及', '并且']);

/** A quoted phrase, in Latin or Chinese quotes. */
const QUOTED = /["“”「」『』]([^"“”「」『』]+)["“”「」『』]/g;

/**
 * English stop words (the `stopword` package's list) and Chinese ones (stopwords-iso's), with the
 * words that frame a question in either language and that the lists lack (does, often; …是什么,
 * 有哪些, which jieba keeps as one word).
 */
const QUESTION_WORDS = 'so does doing done whom whose when why will shall may us its often please whats hows vs';
const ENGLISH_STOP_WORDS = new Set<string>([...eng, ...QUESTION_WORDS.split(' ')]);
const CHINESE_STOP_WORDS = new Set<string>([...(stopwordsIso as Record<string, string[]>).zh!, '是什么', '有哪些', '怎么用', '怎么样', '是否', '能不能', '可不可以', '请问']);

/**
 * Chinese grammatical particles and pronouns, a closed class: they end a run of characters jieba
 * left single (the stop word lists also hold characters such as 年 and 大 that mean something in
 * a name jieba split).
 */
const PARTICLES = new Set([...'的了着过是在有和与或及吗呢吧啊么呀哦嘛这那就都也还把被给对从到向等请我你他她它们个些']);

/** Whether an English word (or every part of a code such as what's) only frames the question. */
const isEnglishStopWord = (word: string) => {
  if (ENGLISH_STOP_WORDS.has(word)) return true;
  const parts = word.split(/[._\-/'@]/).filter(Boolean);
  return parts.some((part) => ENGLISH_STOP_WORDS.has(part)) && parts.every((part) => ENGLISH_STOP_WORDS.has(part) || /^[a-z]$/.test(part));
};

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
    if (word && VOCABULARY_WORD.test(word) && !isEnglishStopWord(word)) words.push({ word, index: match.index });
  }
  return words;
}

/**
 * The runs of Chinese characters and the Latin words typed outside quotes, where they start and
 * what separates each from the one before (normalised: lower case, simplified characters).
 */
export function typedRuns(raw: string): { text: string; index: number; chinese: boolean; after: string }[] {
  const unquoted = normalise(raw.replace(QUOTED, (phrase) => '"'.repeat(phrase.length)));
  const runs: { text: string; index: number; chinese: boolean; after: string }[] = [];
  let end = 0;
  for (const match of unquoted.matchAll(UNITS)) {
    runs.push({ text: match[0], index: match.index, chinese: Boolean(match[1]), after: unquoted.slice(end, match.index) });
    end = match.index + match[0].length;
  }
  return runs;
}

type Loose = Omit<QueryUnit, 'clause'> & { filler: boolean };

/**
 * Parses what a person typed into the units a search ranks by (see the module's comment). Latin
 * words match their other forms through their stem; the last one may be a prefix, as someone
 * still typing; a code (INV-2026-0042, 6.6.0, Form.List) is kept whole and matches its parts too.
 * Chinese words match through their character pairs, with jieba's word as an alternative.
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
      units.push({ tsquery: chain(tokens), marks: [normalise(phrase).trim()], weight: 1, required: true, term: normalise(phrase).trim(), clause: 0, ...plain });
    }
  }

  const loose: (Loose & { clause: number })[] = [];
  const text = normalise(rest);
  const words = [...text.matchAll(UNITS)];
  let clause = 0;
  let end = 0;
  words.forEach((match, index) => {
    const [, cjk, word] = match;
    if (CLAUSE_MARKS.test(text.slice(end, match.index))) clause += 1;
    end = match.index + match[0].length;
    if (cjk) {
      const found = chineseUnits(cjk, clause);
      loose.push(...found.units);
      clause = found.clause;
    } else if (word) {
      if (CLAUSE_JOINERS.has(word)) clause += 1;
      loose.push({ ...latinUnit(word, index === words.length - 1 && !/\s$/.test(raw)), clause });
    }
  });
  const meaningful = units.length > 0 || loose.some((unit) => !unit.filler);
  const seen = new Set(units.map((unit) => unit.tsquery));
  for (const { filler, ...unit } of loose) {
    if (filler && meaningful) continue;
    // A word typed twice counts once (as BM25 counts a query's distinct terms).
    if (seen.has(unit.tsquery)) continue;
    seen.add(unit.tsquery);
    units.push(unit);
    for (const text of unit.marks) mark(text);
  }
  // Quoted or not: a code in quotes asks for itself exactly, and is still defined where it heads a section.
  const codes = [...new Set([...normalise(raw).matchAll(UNITS)].flatMap(([, , word]) => (word && CODE.test(word) ? [unversioned(word)] : [])))];
  return { units, marks: [...marks.values()], exact: phrases.length > 0, language: queryLanguage(raw), codes };
}

/** A Latin word's unit: the word, its stem's forms, and a code's parts. */
function latinUnit(word: string, last: boolean): Loose {
  const lexeme = word.slice(0, MAX_LEXEME);
  const parts = word.split(/[._\-/'@]/).filter(Boolean);
  const prefix = last && lexeme.length >= 2 ? ':*' : '';
  // A code typed in part (INV-2026) matches the parts the index keeps at one position. A version
  // number is kept whole: its parts (6, 6, 0) are in every version of the same digits.
  const partsQuery = parts.length > 1 && !VERSION.test(word) ? ` | (${parts.map((p, i) => quote(p) + (i === parts.length - 1 ? prefix : '')).join(' <0> ')})` : '';
  // English words also match their other forms (rotation ~ rotated) through their stem; a word
  // that is its own stem (month) is indexed as the word alone, so "months" also asks for the
  // bare stem.
  const stem = stemOf(word);
  const bare = stem?.slice(0, -1);
  // A version also asks for its other spelling: 6.6.0 finds v6.6.0, and v6.6.0 finds 6.6.0.
  const twin = VERSION.test(lexeme) ? (lexeme.startsWith('v') ? lexeme.slice(1) : `v${lexeme}`) : null;
  const stemQuery = stem ? ` | ${quote(stem)}${bare !== word ? ` | ${quote(bare!)}` : ''}` : twin ? ` | ${quote(twin)}` : '';
  // The lists of every lexeme the word asks for: each ranks on its own where it is found (a word
  // not its own stem is indexed with its stem at each place, and a chunk ranks for both).
  const forms = twin ? [lexeme, twin] : !stem ? [lexeme] : bare === word ? [lexeme, stem] : [lexeme, stem, bare!];
  const marks = twin ? [word, twin] : bare ? [word, bare] : [word];
  const exact = { tsquery: stemQuery ? `(${quote(lexeme)}${stemQuery})` : quote(lexeme), marks, weight: 1, required: false, lexemes: forms, term: word };
  if (!prefix && !partsQuery) return { ...exact, filler: isEnglishStopWord(word) };
  // A word being typed, or a code typed in part, is searched as typed first (every form a
  // lexeme, so the impact lists can answer); only when no document holds it, as a prefix and by
  // its parts (`fallback`).
  // A version's other spelling is a prefix too (6.6 finds v6.6.0).
  const otherForms = twin && prefix ? ` | ${quote(twin)}${prefix}` : stemQuery;
  const fallback = { tsquery: `(${quote(lexeme)}${prefix}${otherForms}${partsQuery})`, marks, weight: 1, required: false, term: word };
  return { ...exact, fallback, filler: isEnglishStopWord(word) };
}

/**
 * A word jieba knows, of three characters or more: the word as the index keeps it (jieba's words
 * are lexemes), and the shorter words in it at half weight each (as jieba's search mode cuts it:
 * 下拉菜单 → 下拉, 菜单), so that a text jieba cut otherwise, or holding the parts apart, counts too.
 * Every unit is a lexeme, so the impact lists can answer the query.
 */
function wordUnits(word: string, stop: boolean): Loose[] {
  if ([...word].length <= 2) return [chineseUnit(word, 1, stop)];
  const whole: Loose = { tsquery: quote(word), marks: [word], filler: stop, weight: 1, required: false, lexemes: [word], term: word };
  const parts = segmenter()
    .cutForSearch(word, false)
    .filter((part) => part !== word && [...part].length >= 2)
    .map((part) => ({ ...chineseUnit(part, PAIR_WEIGHT, stop), term: word }));
  return [whole, ...parts];
}

/** A Chinese word's unit: the word itself, or its character pairs in order. */
function chineseUnit(piece: string, weight: number, filler: boolean): Loose {
  const pairs = cjkChain(piece, 1);
  const bigrams = chain(pairs);
  const whole = [...piece].length > 2 ? `${quote(piece)} | ` : '';
  const plain = !whole && pairs.length === 1 && !pairs[0]!.prefix ? { lexemes: [pairs[0]!.lexeme] } : {};
  return { tsquery: whole ? `(${whole}${bigrams})` : bigrams, marks: [piece], filler, weight, required: false, ...plain, ...(weight === 1 && { term: piece }) };
}

/**
 * The units of a Chinese run typed as a query: jieba's words, stop words left out. Runs of single
 * characters are joined again (jieba splits names and words it does not know into characters:
 * 年假 → 年 / 假); a lone character is paired with its neighbours in the words around it instead
 * (see the module's comment), since alone it would match any text holding it, and is left out
 * when it is a stop word itself. Each unit is in the clause it follows (from `clause`, one more at
 * each joining word), and the clause the run ends in comes back with them.
 */
function chineseUnits(run: string, clause: number): { units: (Loose & { clause: number })[]; clause: number } {
  const chars = [...run];
  // One character is searched as itself (a stop word too, when nothing else was typed).
  if (chars.length === 1) return { units: [{ ...chineseUnit(run, 1, CHINESE_STOP_WORDS.has(run) || PARTICLES.has(run)), clause }], clause };
  // Each character's piece, and whether that piece is a stop word.
  const pieces: { text: string; at: number; stop: boolean }[] = [];
  let offset = 0;
  for (const text of segmenter().cut(run, false)) {
    pieces.push({ text, at: offset, stop: CHINESE_STOP_WORDS.has(text) });
    offset += [...text].length;
  }
  const meaningfulAt = new Array<boolean>(chars.length).fill(false);
  for (const piece of pieces) if (!piece.stop) for (let i = 0; i < [...piece.text].length; i++) meaningfulAt[piece.at + i] = true;

  const out: (Loose & { clause: number })[] = [];
  const push = (...units: Loose[]) => out.push(...units.map((unit) => ({ ...unit, clause })));
  for (let i = 0; i < pieces.length; ) {
    const piece = pieces[i]!;
    if (CLAUSE_JOINERS.has(piece.text)) clause += 1;
    if ([...piece.text].length > 1) {
      push(...wordUnits(piece.text, piece.stop));
      i += 1;
      continue;
    }
    // A run of single characters, cut at grammatical particles (年 / 假 / 有 → 年假).
    let end = i;
    while (end < pieces.length && [...pieces[end]!.text].length === 1 && !PARTICLES.has(pieces[end]!.text)) end += 1;
    if (end === i) {
      i += 1;
      continue;
    }
    const run = pieces.slice(i, end);
    if (run.length > 1) {
      push(chineseUnit(run.map((single) => single.text).join(''), 1, false));
    } else if (!piece.stop) {
      const at = piece.at;
      if (at > 0 && meaningfulAt[at - 1]) push(chineseUnit(chars[at - 1]! + piece.text, PAIR_WEIGHT, false));
      if (at + 1 < chars.length && meaningfulAt[at + 1]) push(chineseUnit(piece.text + chars[at + 1]!, PAIR_WEIGHT, false));
    }
    i = end;
  }
  return { units: out, clause };
}

const HAN = /\p{Script=Han}/gu;
const LATIN_WORD = /[a-z]{2,}/gi;

/** The language of a text: Chinese when it holds more Han characters than Latin words. */
export function textLanguage(text: string): Language | null {
  const han = text.match(HAN)?.length ?? 0;
  const latin = text.match(LATIN_WORD)?.length ?? 0;
  if (han === 0 && latin === 0) return null;
  return han > latin ? 'zh' : 'en';
}

/** A query's language: any Chinese makes it Chinese (identifiers are typed in Latin letters either way). */
function queryLanguage(raw: string): Language | null {
  if (/\p{Script=Han}/u.test(raw)) return 'zh';
  return /[a-z]{2,}/i.test(raw) ? 'en' : null;
}
