import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// State a sign-in carries to a provider and back in a cookie (OIDC, the workplace apps): sealed,
// not just signed, since PKCE verifiers and nonces must stay secret from the page too.

// AES-256-GCM: the authentication tag makes a changed or made-up cookie fail to open.
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypts a value for a cookie the browser carries and cannot read or change. */
export function seal<T>(key: Buffer, value: T): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed value, or null for one changed, made up or sealed with another key. */
export function unseal<T>(key: Buffer, sealed: string): T | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
