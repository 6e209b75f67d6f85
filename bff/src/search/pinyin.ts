import { pinyin } from 'pinyin-pro';

/** A Chinese word the vocabulary lists with its pinyin: two to six characters of the common block. */
export const CHINESE_WORD = /^[\u4e00-\u9fff]{2,6}$/;

/**
 * A Chinese word's pinyin as people type it into a search box: no tones, syllables run together,
 * ü as v (浙江 → zhejiang, 绿色 → lvse). Read by word, so a character of several readings takes the
 * one the word gives it (银行 → yinhang). Null for anything but a Chinese word.
 */
export function pinyinOf(word: string): string | null {
  if (!CHINESE_WORD.test(word)) return null;
  let read = readings.get(word);
  if (read === undefined) {
    // Remembered, up to 50,000 words and then forgotten at once: a corpus repeats its words, and
    // the vocabulary of each indexed batch is read again.
    if (readings.size >= 50_000) readings.clear();
    readings.set(word, (read = pinyin(word, { toneType: 'none', type: 'array', v: true }).join('')));
  }
  return read;
}
const readings = new Map<string, string>();

/** Latin letters a run of pinyin may be typed as: what a query's Latin words are looked up by. */
export const PINYIN = /^[a-z]{2,36}$/;
