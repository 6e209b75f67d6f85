/** The SQLSTATE of a failed statement, whichever driver ran it (drizzle wraps the driver's error). */
function sqlState(error: unknown): unknown {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique constraint refused the row (23505). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** A foreign key refused the row (23503): what it points at does not exist. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
