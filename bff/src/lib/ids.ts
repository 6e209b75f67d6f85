const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value can be one of our row keys (every key column is a UUID). Anything else names no
 * row, so callers answer "not found" before the database would refuse the value.
 */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Whether a global ID's inner ID can name a row of its type: a UUID, or for a Member the JSON pair of its workspace's and person's. */
export function isRowKey(typename: string, id: unknown): id is string {
  if (typename !== 'Member') return isUuid(id);
  if (typeof id !== 'string') return false;
  try {
    const pair: unknown = JSON.parse(id);
    return Array.isArray(pair) && pair.length === 2 && pair.every(isUuid);
  } catch {
    return false;
  }
}
