import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { migratedSnapshot, openDatabase } from '../../bff/src/db/client.ts';

export type TestDatabase = {
  databaseUrl?: string;
  dataDir: string;
  /** For an embedded database: the migrated one it starts as a copy of. */
  snapshot?: Blob;
  drop: () => Promise<void>;
};

/**
 * A database of the test's own: an in-memory PGlite by default, or, when DATABASE_URL is set,
 * a fresh database on that Postgres server, dropped afterwards. The same tests run on both.
 *
 * Either starts as a copy of a database the migrations were applied to once for this set of
 * migrations (a dump for PGlite, a template database for Postgres): creating and migrating each
 * one was most of what starting a test's server cost.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { dataDir: 'memory://', snapshot: await pgliteSnapshot(), drop: async () => {} };
  const template = await postgresTemplate(serverUrl);
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  await admin.end();
  return {
    databaseUrl: databaseAt(serverUrl, name),
    dataDir: 'memory://',
    drop: async () => {
      const cleanup = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const MIGRATIONS = path.join(ROOT, 'drizzle');
const CACHE = path.join(ROOT, 'node_modules/.cache/zhiwen-tests');

let migrationsHash: Promise<string> | undefined;

/** Names this set of migrations (and the PGlite that reads them): a copy made for others is never used. */
function hashOfMigrations(): Promise<string> {
  migrationsHash ??= (async () => {
    const hash = createHash('sha256');
    const folders = (await readdir(MIGRATIONS, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    for (const folder of folders.sort()) hash.update(folder).update(await readFile(path.join(MIGRATIONS, folder, 'migration.sql')));
    hash.update(await readFile(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
    return hash.digest('hex').slice(0, 16);
  })();
  return migrationsHash;
}

let snapshot: Promise<Blob> | undefined;

/** The migrated embedded database, made once and kept on disk for the other test processes. */
function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const file = path.join(CACHE, `pglite-${await hashOfMigrations()}.tar`);
    const kept = await readFile(file).catch(() => null);
    if (kept) return new Blob([kept]);
    const made = await migratedSnapshot();
    await mkdir(CACHE, { recursive: true });
    // Another process may be writing the same file: each writes its own, and the rename is atomic.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await made.arrayBuffer()));
    await rename(partial, file);
    return made;
  })();
  return snapshot;
}

let template: Promise<string> | undefined;
/** The advisory lock the test processes build the template under, one at a time. */
const TEMPLATE_LOCK = 7_204_117;

/** The migrated template database on the Postgres server, made by the first process that needs it. */
function postgresTemplate(serverUrl: string): Promise<string> {
  template ??= (async () => {
    const name = `t_template_${await hashOfMigrations()}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      const [found] = await admin`select 1 from pg_database where datname = ${name}`;
      if (found) return name;
      // One process builds it while the others wait (the test processes start together): a
      // process sweeping away the templates of other migrations must not take one being built.
      await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
      const [built] = await admin`select 1 from pg_database where datname = ${name}`;
      if (built) return name;
      // Templates of other migrations are of no more use (one still copied from stays).
      for (const { datname } of await admin`select datname from pg_database where datname like 't\_template\_%' and datname <> ${name}`) {
        await admin.unsafe(`drop database if exists ${datname}`).catch(() => {});
      }
      // Migrated under a name of its own, then renamed: no process copies a half-migrated one.
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.unsafe(`create database ${building}`);
      const handle = await openDatabase({ databaseUrl: databaseAt(serverUrl, building), dataDir: 'memory://' });
      await handle.close();
      await admin.unsafe(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      // Ending the session lets go of its lock.
      await admin.end();
    }
  })();
  return template;
}

function databaseAt(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
