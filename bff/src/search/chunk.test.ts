import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkText } from './chunk.ts';

const word = fc.oneof(
  fc.constantFrom('Form.List', 'example.com', 'v5.2', 'antd', '表格', '数据。', '结束！', 'end.', 'why?', 'a;b'),
  fc.tuple(fc.nat(20), fc.nat(20), fc.nat(20)).map(([a, b, c]) => `${a}.${b}.${c}`),
);

describe('chunks', () => {
  it('keep every word of a long paragraph whole, version numbers and dotted names too', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 100, maxLength: 600 }), (words) => {
        const text = words.join(' ');
        const chunked = chunkText(text).map((chunk) => ` ${chunk.text.replace(/\s+/g, ' ')} `).join('\n');
        for (const w of words) expect(chunked).toContain(` ${w} `.replace(/[。！]\s$/, (end) => end.trim()));
      }),
      { seed: 31, numRuns: 60 },
    );
  });

  it('cut a paragraph longer than a chunk at its sentences, never across a heading', () => {
    const chunks = chunkText(`# 上线\n\n${'Version 5.11.0 adds Form.List. 版本说明。'.repeat(60)}\n\n## Next\n\nshort`);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.at(-1)).toMatchObject({ heading: 'Next', text: 'short' });
    expect(chunks.slice(0, -1).every((chunk) => chunk.heading === '上线' && chunk.text.length <= 1000)).toBe(true);
    expect(chunks.slice(0, -1).every((chunk) => !/5\. 11/.test(chunk.text))).toBe(true);
  });
});

describe('headings', () => {
  it('are found when no text follows them, and a hash-mark line longer than a title is text', () => {
    const chunks = chunkText(`# Guide\n\n## Install\n\nnpm i\n\n## Deprecated\n\n### Removed\n\n# ${'x'.repeat(400)}\n\n## Last`);
    expect(chunks.map((c) => [c.heading, c.text.slice(0, 10)])).toEqual([
      ['Guide', ''],
      ['Install', 'npm i'],
      ['Deprecated', ''],
      ['Removed', `# ${'x'.repeat(8)}`],
      ['Last', ''],
    ]);
  });
});
