import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type RelativeLabel =
  | { kind: 'justNow' }
  | { kind: 'hours'; count: number }
  | { kind: 'yesterday' }
  | { kind: 'days'; count: number }
  | { kind: 'weeks'; count: number }
  | { kind: 'date' };

/** The spec's relative-time labels: just now, hours, yesterday, days, weeks ago; older ones show the date. */
export function relativeLabel(then: Date, now: Date): RelativeLabel {
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < HOUR) return { kind: 'justNow' };
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (then.getTime() >= startOfToday) return { kind: 'hours', count: Math.floor(elapsed / HOUR) };
  if (then.getTime() >= startOfToday - DAY) return { kind: 'yesterday' };
  const days = Math.ceil((startOfToday - then.getTime()) / DAY);
  if (days < 7) return { kind: 'days', count: days };
  if (days < 35) return { kind: 'weeks', count: Math.floor(days / 7) };
  return { kind: 'date' };
}

export function RelativeTime({ value, now = new Date() }: { value: string | Date; now?: Date }) {
  const { t, i18n } = useLingui();
  const date = typeof value === 'string' ? new Date(value) : value;
  const label = relativeLabel(date, now);
  const text = (() => {
    switch (label.kind) {
      case 'justNow':
        return t`just now`;
      case 'hours':
        return plural(label.count, { one: '# hour ago', other: '# hours ago' });
      case 'yesterday':
        return t`yesterday`;
      case 'days':
        return plural(label.count, { one: '# day ago', other: '# days ago' });
      case 'weeks':
        return plural(label.count, { one: '# week ago', other: '# weeks ago' });
      case 'date':
        return i18n.date(date, { dateStyle: 'medium' });
    }
  })();
  return (
    <time dateTime={date.toISOString()} title={i18n.date(date, { dateStyle: 'medium', timeStyle: 'short' })}>
      {text}
    </time>
  );
}
