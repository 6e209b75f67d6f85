/**
 * U+0000: Postgres cannot store it in text, so a statement given it fails. Input holding it is
 * refused at the door with a message (`holdsNul`); text synced from a source loses it
 * (`withoutNul`), since a PDF's or a page's stray NUL must not keep the document out of search.
 */
const NUL = '\u0000';

/**
 * Whether a request's values (strings, nested in arrays and plain objects, as JSON parses) hold a
 * NUL anywhere. Files and streams are not values of this kind; a parsed query or path, an object
 * of its own kind, is looked through once spread into a plain one.
 */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).some((item) => holdsNul(item, depth + 1));
}

export const withoutNul = (text: string) => (text.includes(NUL) ? text.replaceAll(NUL, '') : text);
