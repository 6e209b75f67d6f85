import { ConverterFactory } from 'opencc-js/core';
import { to } from 'opencc-js/preset/t2cn';

/**
 * Traditional Chinese characters folded to simplified ones, character by character, so that 檔案
 * and 档案 are one word to the index and to queries. One character for one: the index's offsets
 * are the text's, and highlights are found on the original text through them. OpenCC's phrase
 * conversions (記憶體 → 内存) change lengths and are left out. Its regional variant tables are
 * left out too: they also turn characters simplified text uses (么, 著) into others, which would
 * change what jieba makes of simplified text.
 */
const FIRST = 0x3400;
const LAST = 0x9fff;

/** Per character from FIRST to LAST, its simplified form's code, or 0 where it has none. */
let simplified: Uint16Array | undefined;

function build(): Uint16Array {
  // A converter given one character applies only OpenCC's character table (a phrase is longer).
  const convert = ConverterFactory(...to.cn!);
  const converted = new Map<number, number>();
  for (let code = FIRST; code <= LAST; code++) {
    const next = convert(String.fromCharCode(code));
    if (next.length === 1 && next.charCodeAt(0) !== code) converted.set(code, next.charCodeAt(0));
  }
  // A character that is another's simplified form stays as it is (麼 → 么, and 么 is kept), so
  // that folding twice is folding once.
  const targets = new Set(converted.values());
  const table = new Uint16Array(LAST - FIRST + 1);
  for (const [code, target] of converted) if (!targets.has(code)) table[code - FIRST] = target;
  return table;
}

/** The text with its traditional characters in their simplified forms (the same length). */
export function foldTraditional(text: string): string {
  const table = (simplified ??= build());
  // A loop over the codes, not a regular expression of the ~3,000 characters: text is read at
  // every indexing and every highlight, and most of it has nothing to fold.
  let parts: string[] | undefined;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const index = text.charCodeAt(i) - FIRST;
    if (index < 0 || index >= table.length || table[index] === 0) continue;
    (parts ??= []).push(text.slice(from, i), String.fromCharCode(table[index]!));
    from = i + 1;
  }
  return parts ? parts.join('') + text.slice(from) : text;
}
