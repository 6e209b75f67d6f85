const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value can be one of our row keys (every key column is a UUID). Anything else names no
 * row, so callers answer "not found" before the database would refuse the value.
 */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

const isKeyText = (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= 200;

/** The types keyed by several columns (their inner IDs are JSON arrays), and what each part may be. */
const COMPOSITE_KEYS: Record<string, ((part: unknown) => boolean)[]> = {
  // A workspace's and a person's.
  Member: [isUuid, isUuid],
  // A workspace's, a source's name and the account's ID at that source.
  SourceAccount: [isUuid, isKeyText, isKeyText],
};

/** Whether a global ID's inner ID can name a row of its type: a UUID, or for a type keyed by several columns the JSON array of its parts. */
export function isRowKey(typename: string, id: unknown): id is string {
  const parts = COMPOSITE_KEYS[typename];
  if (!parts) return isUuid(id);
  if (typeof id !== 'string') return false;
  try {
    const key: unknown = JSON.parse(id);
    return Array.isArray(key) && key.length === parts.length && parts.every((isPart, i) => isPart(key[i]));
  } catch {
    return false;
  }
}

const NO_ROW = '00000000-0000-0000-0000-000000000000';

/** An inner ID of the type's shape that names no row (the nil UUID in every part). */
export const noRowKey = (typename: string) => {
  const parts = COMPOSITE_KEYS[typename];
  return parts ? JSON.stringify(parts.map(() => NO_ROW)) : NO_ROW;
};
