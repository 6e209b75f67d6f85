/**
 * Opens the embedded database in the folder given, as a start does, and prints what each part took
 * as JSON: importing PGlite and its extensions; PGlite opening the folder alone; and the server's
 * `openDatabase` (open, then apply the migrations, of which none are left on an existing folder).
 * Run by `npm run bench:start`: node --import tsx scripts/bench/open-database.ts DATA_DIR
 */
import path from 'node:path';
import { openDatabase } from '../../bff/src/db/client.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: open-database.ts DATA_DIR');

let started = performance.now();
const [{ PGlite }, { btree_gin }, { pg_trgm }] = await Promise.all([
  import('@electric-sql/pglite'),
  import('@electric-sql/pglite/contrib/btree_gin'),
  import('@electric-sql/pglite/contrib/pg_trgm'),
  import('drizzle-orm/pglite'),
  import('drizzle-orm/pglite/migrator'),
]);
const importMs = performance.now() - started;

started = performance.now();
const client = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { btree_gin, pg_trgm } });
await client.query('select 1');
const openMs = performance.now() - started;
await client.close();

started = performance.now();
const database = await openDatabase({ dataDir });
const openAndMigrateMs = performance.now() - started;
await database.close();

console.log(JSON.stringify({ importMs, openMs, openAndMigrateMs }));
