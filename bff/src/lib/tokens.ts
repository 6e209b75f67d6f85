import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe secret of 256 bits from the system CSPRNG. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored in place of a token: its SHA-256, so the database never holds a usable secret. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
