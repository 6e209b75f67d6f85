import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Secrets } from '../lib/secrets.ts';

const PURPOSE = 'app-credentials';

/** Seals a connector's secrets with AES-256-GCM (a fresh IV each time): `v1.iv.tag.ciphertext`. */
export function sealCredentials(secrets: Secrets, values: Record<string, string>, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secrets.key(PURPOSE), iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/**
 * Opens sealed credentials. The app's ID is bound as associated data, so a sealed value copied
 * onto another app's row does not open.
 */
export function openCredentials(secrets: Secrets, sealed: string, aad: string): Record<string, string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown credentials format');
  const decipher = createDecipheriv('aes-256-gcm', secrets.key(PURPOSE), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as Record<string, string>;
}
