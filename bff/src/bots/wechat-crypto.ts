import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * WeChat's callback signatures and its "safe mode" message encryption (`../shared/protocols/
 * wechat-official-account.md`): SHA-1 over the sorted parts; AES-256-CBC with the key's first 16
 * bytes as IV and PKCS#7 padding to 32 bytes, which Node's own unpadding (16) cannot strip.
 */

/** SHA-1 (lowercase hex) of the parts sorted as strings and joined. */
export function wechatSignature(...parts: string[]): string {
  return createHash('sha1').update([...parts].sort().join('')).digest('hex');
}

/** Compares a signature received with the one expected, in constant time. */
export function signatureMatches(received: string | undefined, expected: string): boolean {
  if (typeof received !== 'string' || received.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(received.toLowerCase()), Buffer.from(expected));
}

const BLOCK = 32;

/** The AES key an EncodingAESKey (43 characters of base64) stands for. */
export function aesKeyOf(encodingAesKey: string): Buffer {
  const key = Buffer.from(`${encodingAesKey}=`, 'base64');
  if (key.length !== 32) throw new Error('EncodingAESKey must be 43 characters of base64');
  return key;
}

/** A new EncodingAESKey: 43 letters and digits, as WeChat's console makes them. */
export function newEncodingAesKey(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(43);
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Encrypts a message for the account `appId`: random(16) ‖ length(4, BE) ‖ message ‖ appId, padded to 32. */
export function wechatEncrypt(encodingAesKey: string, appId: string, message: string, random: Buffer = randomBytes(16)): string {
  const key = aesKeyOf(encodingAesKey);
  const body = Buffer.from(message, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const plain = Buffer.concat([random, length, body, Buffer.from(appId, 'utf8')]);
  const pad = BLOCK - (plain.length % BLOCK);
  const cipher = createCipheriv('aes-256-cbc', key, key.subarray(0, 16));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(Buffer.concat([plain, Buffer.alloc(pad, pad)])), cipher.final()]).toString('base64');
}

export class WechatDecryptError extends Error {}

/**
 * Decrypts an `Encrypt` value; the appId at its end must be the account's (a message encrypted
 * for another account does not open here).
 */
export function wechatDecrypt(encodingAesKey: string, appId: string, encrypted: string): string {
  const key = aesKeyOf(encodingAesKey);
  const data = Buffer.from(encrypted, 'base64');
  if (data.length === 0 || data.length % 16 !== 0) throw new WechatDecryptError('not a whole number of blocks');
  const decipher = createDecipheriv('aes-256-cbc', key, key.subarray(0, 16));
  decipher.setAutoPadding(false);
  const padded = Buffer.concat([decipher.update(data), decipher.final()]);
  const pad = padded[padded.length - 1]!;
  if (pad < 1 || pad > BLOCK || pad > padded.length) throw new WechatDecryptError('bad padding');
  const plain = padded.subarray(0, padded.length - pad);
  if (plain.length < 20) throw new WechatDecryptError('too short');
  const length = plain.readUInt32BE(16);
  if (20 + length > plain.length) throw new WechatDecryptError('bad length');
  const message = plain.subarray(20, 20 + length).toString('utf8');
  const from = plain.subarray(20 + length).toString('utf8');
  if (from !== appId) throw new WechatDecryptError('another account’s message');
  return message;
}
