import { describe, expect, it } from 'vitest';
import { highlightAll } from './highlight.ts';
import { parseQuery } from './query-words.ts';

const marked = (text: string, query: string) =>
  highlightAll(text, parseQuery(query).marks)
    .filter((s) => s.highlighted)
    .map((s) => s.text);

describe('highlights', () => {
  it('mark Latin words and numbers from the start of a word, as the index matched them', () => {
    expect(marked('Quarterly report: Start the art review', 'art')).toEqual(['art']);
    expect(marked('import reported port', 'port')).toEqual(['port']);
    expect(marked('Order 20260042 and INV-2026-0042', '0042')).toEqual(['0042']);
    expect(marked('Rotated keys are rotated', 'rotation')).toEqual(['Rotated', 'rotated']);
  });

  it('mark a quoted phrase’s words as they are, not the longer words they begin', () => {
    expect(marked('Engineering handbook: ask the on-call engineer', '"on-call engineer"')).toEqual(['on-call', 'engineer']);
    // Unquoted, the word is matched through its stem, and its other forms are marked whole.
    expect(marked('Engineering handbook: ask the on-call engineer', 'engineer ')).toEqual(['Engineering', 'engineer']);
  });

  it('mark a single letter only as a word of its own', () => {
    expect(marked('R&D covers research and design', 'R&D')).toEqual(['R', 'D']);
  });

  it('mark Chinese anywhere in the text', () => {
    expect(marked('员工年假管理制度', '年假')).toEqual(['年假']);
  });
});
