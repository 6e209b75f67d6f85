const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day a date field holds (`YYYY-MM-DD`) as the instant it starts in the person's own time zone;
 * null for anything that is not a day. Day ranges run from the first day's start to `dayAfter` the last.
 */
export function dayStart(day: string): Date | null {
  if (!DAY_FORMAT.test(day)) return null;
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The instant the day after a day starts (calendar days, not 24 hours: a day may be 23 or 25). */
export function dayAfter(day: string): Date | null {
  const date = dayStart(day);
  if (!date) return null;
  date.setDate(date.getDate() + 1);
  return date;
}
