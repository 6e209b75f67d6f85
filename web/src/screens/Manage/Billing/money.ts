/**
 * An amount in fen shown as yuan with two decimals (¥12.34, ¥1,234.00), the same in both
 * languages: the currency's own sign, not Intl's "CN¥" of English locales.
 */
export function formatYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const whole = Math.abs(Math.trunc(fen));
  const yuan = Math.floor(whole / 100).toLocaleString('en-US');
  const cents = String(whole % 100).padStart(2, '0');
  return `${sign}¥${yuan}.${cents}`;
}

/** Yuan as typed (digits, at most two decimals) in fen; null when it is not such an amount. */
export function parseYuan(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/^¥/, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
