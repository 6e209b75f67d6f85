/** Amounts are integer fen; Alipay and people read yuan with two decimals. */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Yuan as Alipay writes them ("12.34", "12.3", "12") in fen; null for anything else. */
export function yuanToFen(yuan: unknown): number | null {
  if (typeof yuan !== 'string') return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
