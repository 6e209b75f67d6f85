import { describe, expect, it } from 'vitest';
import { parseQuery } from '../search/query-words.ts';
import { bestSentences, escapeMarkdown, markedMarkdown, plainBlocks, sentencesOf } from './excerpts.ts';

const excerpt = (markdown: string, question: string) =>
  bestSentences(plainBlocks(markdown), parseQuery(question).marks).map((paragraph) => markedMarkdown(paragraph));

describe('excerpts for the digest', () => {
  it('cut sentences at Chinese and English punctuation, not inside numbers and names', () => {
    expect(sentencesOf('年假为每年十五天。需提前申请！是吗？“好的。”')).toEqual(['年假为每年十五天。', '需提前申请！', '是吗？', '“好的。”']);
    expect(sentencesOf('See v5.11.0 and example.com first. Then ask.')).toEqual(['See v5.11.0 and example.com first.', 'Then ask.']);
  });

  it('read a passage’s Markdown as plain text: headings apart, no list, table or emphasis syntax', () => {
    expect(plainBlocks('## 年假\n\n**员工**享有年假。\n\n- 第一项\n\n| 类型 | 天数 |\n|---|---|\n| 年假 | 15 |')).toEqual([
      { heading: true, text: '年假' },
      { heading: false, text: '员工享有年假。' },
      { heading: false, text: '第一项' },
      { heading: false, text: '类型 天数' },
      { heading: false, text: '年假 15' },
    ]);
  });

  it('pick the sentences holding the question’s words, in bold, and leave the heading out', () => {
    expect(excerpt('# 年假制度\n\n食堂在二楼。年假为每年十五天。其他假期另定。', '年假有几天')).toEqual(['**年假**为每年十五天。']);
    // None holds a word: the opening sentence.
    expect(excerpt('食堂在二楼。电梯在东侧。', '年假')).toEqual(['食堂在二楼。']);
    expect(excerpt('Employees earn annual leave. It is fifteen days.', 'annual leave days')).toEqual(['Employees earn **annual leave**. It is fifteen **days**.']);
  });

  it('escape what Markdown would read as syntax in the source’s text', () => {
    expect(escapeMarkdown('1. a*b*_c_ [2] <b>x</b> &amp; `code`')).toBe('1\\. a\\*b\\*\\_c\\_ \\[2\\] \\<b\\>x\\</b\\> \\&amp; \\`code\\`');
    expect(escapeMarkdown('# not a heading')).toBe('\\# not a heading');
    expect(markedMarkdown([{ text: '“', highlighted: false }, { text: '年假”', highlighted: true }])).toBe('“**年假**”');
  });
});
