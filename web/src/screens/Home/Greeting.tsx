import { Trans } from '@lingui/react/macro';

export type DayPart = 'midnight' | 'morning' | 'noon' | 'afternoon' | 'evening';

/** The part of the day a greeting speaks to, by the local hour. */
export function dayPart(hour: number): DayPart {
  if (hour < 5) return 'midnight';
  if (hour < 11) return 'morning';
  if (hour < 13) return 'noon';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

export function Greeting({ name, now = new Date() }: { name: string; now?: Date }) {
  switch (dayPart(now.getHours())) {
    case 'midnight':
      return <Trans>It is late, {name}</Trans>;
    case 'morning':
      return <Trans>Good morning, {name}</Trans>;
    case 'noon':
      return <Trans>Good noon, {name}</Trans>;
    case 'afternoon':
      return <Trans>Good afternoon, {name}</Trans>;
    case 'evening':
      return <Trans>Good evening, {name}</Trans>;
  }
}
