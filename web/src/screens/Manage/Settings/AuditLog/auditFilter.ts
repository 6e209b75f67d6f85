import { dayAfter, dayStart } from '../../../../components/days';
import type { AuditFilter } from '../../../../__generated__/AuditLogScreenQuery.graphql';

/** The filter as the form and the address hold it: texts, and days as `YYYY-MM-DD` (local time). */
export type AuditFilterValues = { action: string; actor: string; object: string; from: string; to: string };

const KEYS = ['action', 'actor', 'object', 'from', 'to'] as const;

/** The filter a link asks for; what it leaves out, or a day that is none, is empty. */
export function auditFilterValuesOf(params: URLSearchParams): AuditFilterValues {
  const value = (key: (typeof KEYS)[number]) => params.get(key)?.trim() ?? '';
  const day = (key: 'from' | 'to') => (dayStart(value(key)) ? value(key) : '');
  return { action: value('action'), actor: value('actor'), object: value('object'), from: day('from'), to: day('to') };
}

/** The filter as the address's search: only what is set, so that a plain link is the whole log. */
export function auditFilterParams(values: AuditFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = values[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

export const isFiltered = (values: AuditFilterValues) => KEYS.some((key) => values[key].trim() !== '');

/** The filter as the server takes it: the days as instants, from the first's start to the end of the last. */
export function auditFilterOf(values: AuditFilterValues): AuditFilter {
  const text = (value: string) => value.trim() || null;
  return {
    action: text(values.action),
    actor: text(values.actor),
    object: text(values.object),
    from: dayStart(values.from)?.toISOString() ?? null,
    to: dayAfter(values.to)?.toISOString() ?? null,
  };
}

/** Where the log downloads, filtered as on screen (the REST export takes the same filter). */
export function auditExportHref(format: 'csv' | 'jsonl', values: AuditFilterValues): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(auditFilterOf(values))) {
    if (value) params.set(key, value);
  }
  return `/api/audit/export?${params.toString()}`;
}
