/** One line of an entry's details: a field that changed (before → after), or one the act took. */
export type DetailLine = { field: string; change: true; before: string; after: string } | { field: string; change: false; value: string };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: Json | undefined): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value);

const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** How the reader reads a moment (an ISO date-time in the detail). */
export type MomentFormat = (moment: Date) => string;

/** A value as one short text: strings as they are (moments as the reader reads them), lists and objects' set keys joined; none is a dash. */
function shown(value: Json | undefined, moment: MomentFormat): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return MOMENT.test(value) && !Number.isNaN(Date.parse(value)) ? moment(new Date(value)) : value;
  if (Array.isArray(value)) return value.length ? value.map((item) => shown(item, moment)).join(', ') : '—';
  if (isObject(value)) {
    const set = Object.entries(value).filter(([, inner]) => inner !== null && inner !== '');
    return set.length ? set.map(([key, inner]) => `${key}: ${shown(inner, moment)}`).join(', ') : '—';
  }
  return String(value);
}

/**
 * An entry's `detail` (JSON) as lines: `{before, after}` as the fields that changed, each from its
 * value before to its value after (only one of them: its fields as they are); any other keys as
 * they are. Text that is no JSON object shows whole.
 */
export function detailLines(detail: string, moment: MomentFormat): DetailLine[] {
  let parsed: Json;
  try {
    parsed = JSON.parse(detail) as Json;
  } catch {
    return detail ? [{ field: '', change: false, value: detail }] : [];
  }
  if (!isObject(parsed)) return parsed === null ? [] : [{ field: '', change: false, value: shown(parsed, moment) }];
  const { before, after, ...rest } = parsed;
  const lines: DetailLine[] = [];
  if (isObject(before) && isObject(after)) {
    // What stayed the same is no news.
    for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const [was, is] = [shown(before[field], moment), shown(after[field], moment)];
      if (was !== is) lines.push({ field, change: true, before: was, after: is });
    }
  } else if (isObject(after)) {
    // Made: what it was made as.
    for (const [field, value] of Object.entries(after)) lines.push({ field, change: false, value: shown(value, moment) });
  } else if (isObject(before)) {
    // Removed: what it was.
    for (const [field, value] of Object.entries(before)) lines.push({ field, change: false, value: shown(value, moment) });
  } else {
    if (before !== undefined) rest.before = before;
    if (after !== undefined) rest.after = after;
  }
  for (const [field, value] of Object.entries(rest)) lines.push({ field, change: false, value: shown(value, moment) });
  return lines;
}
