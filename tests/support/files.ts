import { sql } from 'drizzle-orm';
import { rowsOf } from '../../bff/src/db/client.ts';
import type { TestApp } from './app.ts';

/** The smallest valid PNG (1×1). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads bytes as a browser form would (as an avatar, a logo or any file), answering the status and the envelope. */
export async function uploadFile(app: TestApp, cookie: string, bytes: Buffer, name: string, type = 'image/png', purpose?: 'avatar' | 'logo' | 'file') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${app.url}/api/upload${purpose ? `?purpose=${purpose}` : ''}`, { method: 'POST', body: form, headers: { cookie } });
  return { status: response.status, body: await response.json() };
}

/** How many rows a table holds now (both drivers answer `execute` differently). */
export async function countRows(app: TestApp, table: 'uploads' | 'verification_codes' | 'search_chunks' | 'search_vectors') {
  return rowsOf<{ n: number }>(await app.deps.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
}
