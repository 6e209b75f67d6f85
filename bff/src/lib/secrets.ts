import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type Secrets = {
  /** Keyed hash for short secrets (verification codes): a leaked table cannot be brute-forced offline. */
  hmac: (purpose: string, value: string) => string;
  /** A 256-bit key for encrypting credentials at rest, derived for one purpose. */
  key: (purpose: string) => Buffer;
};

/**
 * The server's master secret: APP_SECRET from the environment in production; on the embedded
 * default a random one is generated into DATA_DIR on first start, so a fresh install works.
 * Several processes must share it (set APP_SECRET when running more than one).
 */
export async function loadSecrets(appSecret: string | undefined, dataDir: string): Promise<Secrets> {
  const master = appSecret ? Buffer.from(appSecret, 'utf8') : await secretFromDataDir(dataDir);
  const key = (purpose: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), purpose, 32));
  return {
    key,
    hmac: (purpose, value) => createHmac('sha256', key(`hmac:${purpose}`)).update(value).digest('hex'),
  };
}

async function secretFromDataDir(dataDir: string): Promise<Buffer> {
  if (dataDir.startsWith('memory://')) return randomBytes(32);
  const file = path.join(dataDir, 'secret.key');
  try {
    return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32);
  await writeFile(file, `${secret.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
