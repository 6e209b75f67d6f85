import { dict } from '@node-rs/jieba/dict.js';

/**
 * Whether a Chinese word of two to six characters is one of jieba's dictionary's. Beyond its
 * dictionary, jieba joins characters it cannot place into words of its own guessing, and in running
 * text most of those straddle two words (们的, 时向, 入之: 3,351 of the 7,384 Chinese words of
 * TiDB's docs); the vocabulary offered for corrections keeps a text's dictionary words, and takes
 * guessed ones from titles and headings only, where the names of things are (`tokenize.ts`).
 *
 * The words are kept by length, each length one sorted string searched by halves: 335,553 words in
 * about 2 MB, where a Set of them took 25 MB. Made on first use (some 0.3 s).
 */
export function inDictionary(word: string): boolean {
  const sorted = (byLength ??= wordsByLength())[word.length];
  if (!sorted) return false;
  const size = word.length;
  let low = 0;
  let high = sorted.length / size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const at = sorted.slice(middle * size, middle * size + size);
    if (at === word) return true;
    if (at < word) low = middle + 1;
    else high = middle;
  }
  return false;
}

let byLength: string[] | undefined;

function wordsByLength(): string[] {
  const lists: string[][] = [];
  for (const [, word] of Buffer.from(dict).toString('utf8').matchAll(/^([\u4e00-\u9fff]{2,6}) /gm)) (lists[word!.length] ??= []).push(word!);
  return lists.map((words) => (words ? [...new Set(words)].sort().join('') : ''));
}
