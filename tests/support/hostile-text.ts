import fc from 'fast-check';

/**
 * Document text that trips parsers, encodings, the tokeniser and the database: the word null
 * alone and inside text, the syntax characters of arrays, JSON, SQL, tsvector and tsquery,
 * characters Postgres or UTF-8 cannot hold (NUL, lone surrogates), invisible and right-to-left
 * ones, and tokens and lines far longer than any real word or line.
 */

const charOf = (codes: [number, number]) => fc.integer({ min: codes[0], max: codes[1] }).map((code) => String.fromCodePoint(code));
const runOf = (char: fc.Arbitrary<string>, maxLength: number) => fc.string({ unit: char, minLength: 1, maxLength });

const LATIN = charOf([0x61, 0x7a]);
const HAN = charOf([0x4e00, 0x9fa5]);
const ARABIC = charOf([0x0621, 0x064a]);
const HEBREW = charOf([0x05d0, 0x05ea]);
const EMOJI = fc.oneof(charOf([0x1f300, 0x1faff]), charOf([0x20000, 0x2a6df]), fc.constantFrom('👩‍👩‍👧‍👦', '🏳️‍🌈', '🇨🇳', '1️⃣'));
const COMBINING = charOf([0x0300, 0x036f]);
const CONTROL = fc.oneof(charOf([0x01, 0x1f]), charOf([0x7f, 0x9f]));
const LONE_SURROGATE = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const INVISIBLE = fc.constantFrom(
  '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u061c', '\u200e', '\u200f',
  '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069',
);
const SYNTAX = fc.constantFrom(...`"'{}[]()\\,;:&|!<>*$%_\``);

/** A word for a length: letters drawn from a seed (fast-check would draw 10,000 characters one by one). */
function longRun(alphabet: (n: number) => string, length: number, seed: number): string {
  let state = seed >>> 0 || 1;
  let out = '';
  for (let i = 0; i < length; i++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    out += alphabet(state >>> 8);
  }
  return out;
}
const latinLetter = (n: number) => String.fromCharCode(0x61 + (n % 26));
const hanCharacter = (n: number) => String.fromCharCode(0x4e00 + (n % 0x51a6));

const nullWord = fc.constantFrom('null', 'NULL', 'Null', 'nUlL');
const nulls = fc.oneof(
  nullWord,
  fc.tuple(fc.constantFrom('', '{', '[', '"', "'", '(', 'x', '中', '\\'), nullWord, fc.constantFrom('', '}', ']', '"', "'", ')', 'y', '文', ',')).map((parts) => parts.join('')),
  fc.array(nullWord, { minLength: 2, maxLength: 5 }).map((words) => `{${words.join(',')}}`),
);

const sqlLike = fc.oneof(
  fc.constantFrom(
    "'; drop table documents; --",
    "' or '1'='1",
    '$$ language plpgsql $$',
    "E'\\\\x00'",
    '/* comment */ select * from users where name = null;',
    "insert into search_words values ('null', NULL);",
    "copy documents to '/tmp/x';",
    '\\copy x from stdin',
  ),
  fc.tuple(fc.constantFrom('select', 'insert', 'update', 'delete'), runOf(LATIN, 8), nulls).map(([verb, table, value]) => `${verb} * from ${table} where x = ${value};`),
);

const jsonLike = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.constantFrom('{"a":null}', '[null,"null",{"\\u0000":1}]', '{"\\ud800":"\\udfff"}', '{"__proto__":{"x":1}}'),
);

const tsSyntax = fc.oneof(
  runOf(fc.constantFrom(...':&|!<>()*\'"\\'), 12),
  fc.constantFrom("'a':1A,2B", 'foo & !bar', 'a <-> b', 'a <2> b', 'x:*', 'a:* | b:*', "''", "'\\''", ':1', '!!', '()', '<->', 'word:A'),
  fc.tuple(runOf(LATIN, 6), fc.constantFrom(':*', ':1', ':A', ' & ', ' | ', ' <-> ', '!'), runOf(LATIN, 6)).map((parts) => parts.join('')),
);

/** Scripts side by side: right-to-left words among Chinese and Latin, joined by bidi marks or nothing. */
const mixedScripts = fc
  .array(fc.oneof(runOf(ARABIC, 8), runOf(HEBREW, 8), runOf(HAN, 8), runOf(LATIN, 8)), { minLength: 2, maxLength: 6 })
  .chain((words) => fc.constantFrom('', ' ', '\u200f', '\u202e', '\u2067').map((glue) => words.join(glue)));

const zalgo = fc.tuple(fc.oneof(LATIN, HAN, ARABIC), runOf(COMBINING, 12)).map(([base, marks]) => base + marks);

/** A token of 10,000 characters, Latin or Chinese, alone or glued to a code's connectors. */
const longToken = fc.tuple(fc.boolean(), fc.integer(), fc.constantFrom('', '-', '.', '_')).map(([han, seed, connector]) => {
  const token = longRun(han ? hanCharacter : latinLetter, 10_000, seed);
  return connector ? `${token.slice(0, 5_000)}${connector}${token.slice(5_000)}` : token;
});

/** A line of ten to thirty thousand characters: words without a sentence's end or a line break. */
const longLine = fc.tuple(fc.integer(), fc.integer({ min: 1_500, max: 4_000 })).map(([seed, words]) =>
  Array.from({ length: words }, (_, i) => longRun(latinLetter, 3 + (i % 9), seed + i)).join(' '),
);

/** One piece of hostile text, short or long. */
const hostileFragment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: nulls },
  { weight: 2, arbitrary: runOf(SYNTAX, 16) },
  { weight: 2, arbitrary: runOf(EMOJI, 4) },
  { weight: 2, arbitrary: runOf(CONTROL, 4) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\u0000null\u0000') },
  { weight: 2, arbitrary: fc.tuple(runOf(LATIN, 4), LONE_SURROGATE, runOf(HAN, 2)).map((parts) => parts.join('')) },
  { weight: 2, arbitrary: fc.tuple(runOf(LATIN, 6), INVISIBLE, runOf(LATIN, 6)).map((parts) => parts.join('')) },
  { weight: 2, arbitrary: mixedScripts },
  { weight: 2, arbitrary: zalgo },
  { weight: 1, arbitrary: longToken },
  { weight: 1, arbitrary: longLine },
  { weight: 2, arbitrary: tsSyntax },
  { weight: 2, arbitrary: sqlLike },
  { weight: 2, arbitrary: jsonLike },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/**
 * A heading line of hostile text (a section's title: the chunker gives it no length limit, and
 * every chunk of its section carries it), its section's first words after it.
 */
const hostileHeading = fc
  .tuple(fc.integer({ min: 1, max: 6 }), fc.oneof(longToken, hostileFragment), hostileFragment)
  .map(([level, title, body]) => `\n\n${'#'.repeat(level)} ${title.replace(/\s+/g, ' ')}\n\n${body}\n\n`);

/** Hostile fragments joined as a document's text would be: glued, spaced, in lines and paragraphs, under headings. */
const hostileText = (maxFragments: number): fc.Arbitrary<string> =>
  fc
    .array(
      fc.oneof(
        { weight: 5, arbitrary: fc.tuple(hostileFragment, fc.constantFrom('', ' ', '\n', '\n\n', '\t', ', ', '; ')).map(([fragment, glue]) => fragment + glue) },
        { weight: 1, arbitrary: hostileHeading },
      ),
      { minLength: 1, maxLength: maxFragments },
    )
    .map((pieces) => pieces.join(''));

export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Markdown's heading lines as HTML headings, every other line a paragraph, all text escaped. */
export const asHtml = (text: string) =>
  text
    .split('\n')
    .map((line) => {
      const heading = /^(#{1,6}) (.*)$/.exec(line);
      return heading ? `<h${heading[1]!.length}>${escapeHtml(heading[2]!)}</h${heading[1]!.length}>` : `<p>${escapeHtml(line)}</p>`;
    })
    .join('');

/** Hostile text short enough to sit beside a planted word in one paragraph (never cut by the chunker). */
export const hostileNeighbour: fc.Arbitrary<string> = fc
  .array(fc.oneof(nulls, runOf(SYNTAX, 8), runOf(EMOJI, 2), INVISIBLE, mixedScripts, zalgo, tsSyntax, LONE_SURROGATE, fc.constant('\u0000')), { maxLength: 4 })
  .map((pieces) => pieces.join(' ').replace(/\s+/g, ' ').slice(0, 200));

/** A document's hostile parts: its title, its text around a paragraph, and that paragraph's words beside the planted one. */
export type HostileParts = { title: string; before: string; left: string; right: string; after: string };
export type HostileDocument = { title: string; text: string; marker: string };

/** Documents of hostile parts, as many as a run syncs at once. */
export const hostileBatch = (size: number): fc.Arbitrary<HostileParts[]> =>
  fc.array(
    fc.record({ title: fc.oneof(hostileNeighbour, fc.string({ maxLength: 30 })), before: hostileText(8), left: hostileNeighbour, right: hostileNeighbour, after: hostileText(8) }),
    { minLength: size, maxLength: size },
  );

/**
 * A document with an ordinary word of its own planted among hostile neighbours, in a paragraph
 * short enough never to be cut: whatever else it holds, a search for that word must find it.
 */
export const plant = (parts: HostileParts, marker: string): HostileDocument => ({
  title: parts.title,
  text: `${parts.before}\n\n${parts.left} ${marker} ${parts.right}\n\n${parts.after}`,
  marker,
});

/** An ordinary word no text holds by chance and no other marker starts with: qz and six letters. */
export function markerWord(n: number): string {
  let word = '';
  for (let i = 0; i < 6; i++, n = Math.floor(n / 26)) word = String.fromCharCode(0x61 + (n % 26)) + word;
  return `qz${word}`;
}
