import { describe, expect, it } from 'vitest';
import { formatYuan, parseYuan } from './money';

describe('formatYuan', () => {
  it('shows fen as yuan with two decimals and grouped thousands', () => {
    expect(formatYuan(0)).toBe('¥0.00');
    expect(formatYuan(5)).toBe('¥0.05');
    expect(formatYuan(1234)).toBe('¥12.34');
    expect(formatYuan(100)).toBe('¥1.00');
    expect(formatYuan(123456789)).toBe('¥1,234,567.89');
    expect(formatYuan(-1234)).toBe('-¥12.34');
  });
});

describe('parseYuan', () => {
  it('reads yuan with up to two decimals as fen', () => {
    expect(parseYuan('12.34')).toBe(1234);
    expect(parseYuan('¥12.3')).toBe(1230);
    expect(parseYuan(' 0 ')).toBe(0);
    expect(parseYuan('1999')).toBe(199900);
  });
  it('refuses anything else', () => {
    for (const text of ['', '-1', '1.234', '1e3', 'abc', '1,000', '12.']) expect(parseYuan(text)).toBeNull();
  });
});
