import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export type TestDatabase = { databaseUrl?: string; dataDir: string; drop: () => Promise<void> };

/**
 * A database of the test's own: an in-memory PGlite by default, or, when DATABASE_URL is set,
 * a fresh database on that Postgres server, dropped afterwards. The same tests run on both.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { dataDir: 'memory://', drop: async () => {} };
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    drop: async () => {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
