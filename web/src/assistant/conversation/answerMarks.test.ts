import { describe, expect, it } from 'vitest';
import { markAnswer, safeUrl } from './answerMarks';

describe('answer marks', () => {
  it('mark citations, not escaped brackets, links or definitions, and put the caret at the end while streaming', () => {
    expect(markAnswer('a [1][2] \\[3] [4](http://x) [5]: http://y', true)).toBe('a \uE0001\uE001\uE0002\uE001 \\[3] [4](http://x) [5]: http://y\uE002');
    expect(markAnswer('own \uE000 marks', false)).toBe('own  marks');
  });

  it('let links go to web addresses and this site only', () => {
    expect(safeUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeUrl('/manage/settings/model')).toBe('/manage/settings/model');
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'mailto:a@b.c', 'vbscript:x']) {
      expect(safeUrl(url)).toBe('');
    }
  });
});
