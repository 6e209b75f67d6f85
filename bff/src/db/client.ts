import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgAsyncDatabase } from 'drizzle-orm/pg-core/async/db';
import { PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { projectFile } from '../lib/project-files.ts';
import { relations } from './relations.ts';
import { statementTally } from './statements.ts';

export type Database = PgAsyncDatabase<PgQueryResultHKT, typeof relations>;

/** What `db.transaction` hands its callback: the same queries, inside that transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * How the job queue reaches the same database: its own pool for a server, or through the
   * one embedded instance (PGlite belongs to one process, so the queue shares it).
   */
  queue: { connectionString: string } | { db: { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> } };
  /** Answers whether the database takes queries now (for /readyz). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = projectFile('drizzle');

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  embedding?: unknown;
  /**
   * A new embedded database starts as a copy of this one (`migratedSnapshot`) instead of being
   * created and migrated: the tests start hundreds of databases, and creating one is most of it.
   */
  snapshot?: Blob;
};

/**
 * Opens the database: a real Postgres when a URL is given, otherwise embedded PGlite in
 * `<dataDir>/pglite` (or in memory for `memory://`). Migrations are applied before it is returned.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, Boolean(options.embedding), options.snapshot);
  await handle.migrate();
  return handle;
}

/** A dump of a new, migrated embedded database, for `DatabaseOptions.snapshot`. */
export async function migratedSnapshot(): Promise<Blob> {
  const handle = await openPglite('memory://', false);
  await handle.migrate();
  const snapshot = await handle.dump();
  await handle.close();
  return snapshot;
}

async function openPostgres(url: string) {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  // No JIT compilation: a search statement's many expressions took 40–370 ms to compile, where
  // the statement itself runs in a few (a spelling correction's cost estimate passed
  // `jit_above_cost`, and its p95 rose from 45 to 390 ms), and no statement here runs long
  // enough for compiled expressions to win that back.
  const client = postgres(url, { max: 10, onnotice: () => {}, connection: { jit: 'off' } });
  const db = drizzle({ client, relations, logger: statementTally });
  return {
    db: db as unknown as Database,
    kind: 'postgres' as const,
    queue: { connectionString: url },
    ping: async () => void (await client`select 1`),
    migrate: async () => void (await migrate(db, { migrationsFolder })),
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string, withVectors: boolean, snapshot?: Blob) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir: string | undefined;
  if (dataDir !== 'memory://') {
    dir = path.join(dataDir, 'pglite');
    // PGlite fails with ENOENT unless the parent directory exists.
    await mkdir(dataDir, { recursive: true });
  }
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // pgvector is loaded only when an embedding model is configured (it is search's only user).
  const vector = withVectors ? (await import('@electric-sql/pglite-pgvector')).vector : undefined;
  const client = await PGlite.create(dir, { extensions: { btree_gin, pg_trgm, ...(vector && { vector }) }, ...(snapshot && { loadDataDir: snapshot }) });
  const db = drizzle({ client, relations, logger: statementTally });
  return {
    db: db as unknown as Database,
    kind: 'pglite' as const,
    queue: {
      db: {
        // Statements with parameters run one at a time; scripts (the queue's own migrations and
        // locked sections) run whole, answering their last result.
        executeSql: async (text: string, values?: unknown[]) => {
          if (values && values.length > 0) return client.query(text, values);
          const results = await client.exec(text);
          return results[results.length - 1] ?? { rows: [] };
        },
      },
    },
    ping: async () => void (await client.query('select 1')),
    migrate: async () => void (await migrate(db, { migrationsFolder })),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** The rows of a raw statement (`db.execute`): postgres.js answers an array, PGlite `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const dialect = new PgDialect();

type Shaped = ReturnType<Database['_']['session']['prepareQuery']>;
const shapes = new WeakMap<Database, Map<string, Shaped>>();

/**
 * Runs a statement of one shape as a prepared one, rendered once and kept. `build` writes it with
 * placeholders (`sql.placeholder(name)`) where its values go, and each run gives them by name.
 * `shape` must name everything `build` decides the text by; the values never shape it.
 * - Prepared, as the query builders' statements run (`db.execute` does not prepare): the server
 *   parses it once per connection and, after a few runs, keeps its plan. Planning a search's
 *   statement (its permission condition, its impact lists) took 1–3 ms, more than running it.
 * - Rendered once: rendering walks every node of a statement, and a search's took ~0.3 ms.
 * Its rows come as `db.execute`'s do (see `rowsOf`).
 */
export function executeShaped(db: Database, shape: string, build: () => SQL, values: Record<string, unknown>): Promise<unknown> {
  let kept = shapes.get(db);
  if (!kept) shapes.set(db, (kept = new Map()));
  let query = kept.get(shape);
  if (!query) kept.set(shape, (query = db._.session.prepareQuery(dialect.sqlToQuery(build()), 'raw', true)));
  return query.execute(values);
}
