/** The driver's error of a failed statement (drizzle wraps it; its own message is the statement). */
function databaseError(error: unknown): { code: string; message: string } | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: String((e as { message?: unknown }).message ?? '') };
  }
  return undefined;
}

/**
 * What a failure says to the people who see it (a sync run's reason on the app's screen): a
 * failed statement's own reason and SQLSTATE, never drizzle's message, which quotes the statement
 * and its values.
 */
export function failureReason(error: unknown): string {
  const refusal = databaseError(error);
  if (refusal) return `${refusal.message} (SQLSTATE ${refusal.code})`;
  return error instanceof Error ? error.message : String(error);
}

/** The SQLSTATE of a failed statement, whichever driver ran it. */
const sqlState = (error: unknown) => databaseError(error)?.code;

/** A unique constraint refused the row (23505). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** A foreign key refused the row (23503): what it points at does not exist. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/**
 * The database's reason, when it refused a statement for the values it was given: a data
 * exception (class 22: text it cannot take, a value out of range) or a limit exceeded (class 54:
 * a tsvector over 1 MB, a word or an index row too long). Undefined for any other failure (a lost
 * connection, a serialization failure, a deadlock, a fault of the statement itself): those say
 * nothing of the values, and the same values may well be taken when tried again.
 */
export function valuesRefused(error: unknown): string | undefined {
  const refusal = databaseError(error);
  if (!refusal || !/^(22|54)/.test(refusal.code)) return undefined;
  return `${refusal.message} (SQLSTATE ${refusal.code})`;
}
