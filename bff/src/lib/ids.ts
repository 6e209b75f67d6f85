const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value can be one of our row keys (every key column is a UUID). Anything else names no
 * row, so callers answer "not found" before the database would refuse the value.
 */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
