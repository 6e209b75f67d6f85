import type { Period } from './tables.ts';

/** How many periods one order may buy at most, by period. */
export const MAX_PERIODS: Record<Period, number> = { year: 10, month: 36, day: 365, permanent: 1 };

/** The end of `periods` periods from `start` (calendar years and months, in UTC); null: permanent. */
export function periodEnd(start: Date, period: Period, periods: number): Date | null {
  const end = new Date(start);
  switch (period) {
    case 'permanent':
      return null;
    case 'year':
      end.setUTCFullYear(end.getUTCFullYear() + periods);
      return end;
    case 'month':
      end.setUTCMonth(end.getUTCMonth() + periods);
      return end;
    case 'day':
      return new Date(start.getTime() + periods * 86_400_000);
  }
}
