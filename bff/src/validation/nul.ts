/**
 * U+0000: Postgres cannot store it in text, so a statement given it fails. Input holding it is
 * refused at the door with a message (`holdsNul`); text synced from a source loses it
 * (`withoutNul`), since a PDF's or a page's stray NUL must not keep the document out of search.
 */
const NUL = '\u0000';

/** Whether a request's values (strings, nested in arrays and objects) hold a NUL anywhere. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > 32 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  const values = Array.isArray(value) ? value : Object.values(value);
  return values.some((item) => holdsNul(item, depth + 1));
}

export const withoutNul = (text: string) => (text.includes(NUL) ? text.replaceAll(NUL, '') : text);
