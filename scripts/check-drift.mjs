// Fails when a generated file no longer matches its source: the printed GraphQL schema, the
// Relay artifacts and the persisted operations the server reads, the message catalogues (a message
// without its zh-hans translation), or the migrations (tables changed without one; a migration
// changed after it was recorded).
//
// `node scripts/check-drift.mjs --record-migrations` (npm run db:checksums) records the
// migrations not yet in drizzle/checksums.txt; it never changes a line already there.
import { execFileSync, execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATALOGUE_PARTS, readCatalogue } from './catalogues.mjs';

const MIGRATIONS = 'drizzle';
const CHECKSUMS = path.join(MIGRATIONS, 'checksums.txt');
const HEADER = `# The sha256 of each migration's migration.sql, recorded by \`npm run db:checksums\` and checked by
# \`npm run check:drift\`. A database records a migration by its folder's name and never runs it
# again: a recorded migration is never edited, renamed or removed; write a new one instead.
# (sha256sum's own format: \`cd drizzle && sha256sum -c checksums.txt\` checks it too.)
`;

// Migrations run in the order of their names; one named before a recorded one would run after it
// on every database migrated already, and before it on a new one.
const EARLY = (last) => `named before the recorded ${last}, so databases would run it in different orders; generate it again so that it comes last.`;

const migrationFolders = () =>
  readdirSync(MIGRATIONS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(MIGRATIONS, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort();

const sha256 = (folder) => createHash('sha256').update(readFileSync(path.join(MIGRATIONS, folder, 'migration.sql'))).digest('hex');

function recorded() {
  const lines = existsSync(CHECKSUMS) ? readFileSync(CHECKSUMS, 'utf8').split('\n') : [];
  const entries = new Map();
  for (const line of lines) {
    const match = /^([0-9a-f]{64}) {2}(.+)\/migration\.sql$/.exec(line);
    if (match) entries.set(match[2], match[1]);
  }
  return entries;
}

/** Problems with the recorded migrations: each must still be there, byte for byte. */
function migrationEdits() {
  const entries = recorded();
  const folders = new Set(migrationFolders());
  const problems = [];
  for (const [folder, hash] of entries) {
    if (!folders.has(folder)) problems.push(`${folder}: recorded, but no longer in drizzle/ (removed or renamed)`);
    else if (sha256(folder) !== hash) problems.push(`${folder}/migration.sql: changed since it was recorded`);
  }
  if (problems.length > 0) {
    problems.push(
      'A database knows a migration by its folder’s name and runs it once: an edit never reaches a',
      'database that ran it, and a renamed one runs there again. Restore the migration as recorded',
      '(git checkout) and put the change in a new one (npm run db:generate, or',
      '`npx drizzle-kit generate --custom` for SQL of your own), then `npm run db:checksums`.',
    );
  }
  const last = [...entries.keys()].sort().at(-1) ?? '';
  const unrecorded = [...folders].filter((folder) => !entries.has(folder));
  const early = unrecorded.filter((folder) => folder < last);
  const fresh = unrecorded.filter((folder) => folder >= last);
  if (early.length > 0) {
    problems.push(`${early.join(', ')}: ${EARLY(last)}`);
  }
  if (fresh.length > 0) {
    problems.push(`Not recorded in ${CHECKSUMS}: ${fresh.join(', ')} — run \`npm run db:checksums\`.`);
  }
  return problems;
}

function recordMigrations() {
  const entries = recorded();
  const last = [...entries.keys()].sort().at(-1) ?? '';
  const added = migrationFolders().filter((folder) => !entries.has(folder));
  const early = added.filter((folder) => folder < last);
  if (early.length > 0) {
    process.stderr.write(`${early.join(', ')}: ${EARLY(last)}\n`);
    process.exit(1);
  }
  const lines = [...entries].map(([folder, hash]) => `${hash}  ${folder}/migration.sql`);
  lines.push(...added.map((folder) => `${sha256(folder)}  ${folder}/migration.sql`));
  writeFileSync(CHECKSUMS, `${HEADER}${lines.join('\n')}\n`);
  process.stdout.write(added.length > 0 ? `Recorded ${added.join(', ')}\n` : 'Every migration was recorded already.\n');
}

/**
 * What drizzle-kit would write for the tables in code: it compares them with the latest
 * snapshot in a copy of drizzle/, so the real folder is never touched. Empty when they match.
 */
function unmigratedTables() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'zhiwen-drift-'));
  try {
    const out = path.join(scratch, 'drizzle');
    cpSync(MIGRATIONS, out, { recursive: true });
    const before = new Set(readdirSync(out));
    execFileSync(
      'npx',
      ['--no-install', 'drizzle-kit', 'generate', '--dialect', 'postgresql', '--schema', './bff/src/*/tables.ts', '--out', out],
      // No terminal: drizzle-kit cannot ask (a rename?), and fails instead of waiting.
      { stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 },
    );
    return readdirSync(out)
      .filter((name) => !before.has(name))
      .map((name) => `${name}/migration.sql:\n${readFileSync(path.join(out, name, 'migration.sql'), 'utf8')}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv.includes('--record-migrations')) {
  recordMigrations();
  process.exit(0);
}

const checks = [
  ['schema.graphql matches the Pothos schema', 'tsx bff/src/scripts/print-schema.ts --check'],
  ['Relay artifacts match the components’ GraphQL', 'relay-compiler --validate'],
  ['message catalogues hold every message of the code', 'lingui extract --clean'],
  ['every message has its zh-hans and en text', 'lingui compile --strict'],
];

for (const [what, command] of checks) {
  process.stdout.write(`• ${what}\n`);
  try {
    execSync(`npx --no-install ${command}`, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}\nDrift: ${what} — failed: ${command}\n`);
    process.exit(1);
  }
}

process.stdout.write('• a message in two catalogues of a language reads the same in each\n');
const differing = catalogueDisagreements();
if (differing.length > 0) {
  process.stderr.write(`${differing.join('\n')}\nDrift: give these messages one text in each catalogue that holds them\n`);
  process.exit(1);
}

process.stdout.write('• web/persisted-operations.json holds exactly the artifacts’ operations\n');
try {
  execFileSync('node', ['scripts/relay.mjs', '--check'], { stdio: ['ignore', 'pipe', 'pipe'] });
} catch (error) {
  process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}\nDrift: the persisted operations — failed: node scripts/relay.mjs --check\n`);
  process.exit(1);
}

process.stdout.write('• recorded migrations are unchanged\n');
const edits = migrationEdits();
if (edits.length > 0) {
  process.stderr.write(`${edits.join('\n')}\nDrift: recorded migrations are unchanged — failed\n`);
  process.exit(1);
}

process.stdout.write('• the migrations build the tables in code\n');
let pending;
try {
  pending = unmigratedTables();
} catch (error) {
  process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}\nDrift: the migrations build the tables in code — drizzle-kit failed\n`);
  process.exit(1);
}
if (pending.length > 0) {
  process.stderr.write(
    `${pending.join('\n')}\nDrift: the tables in code differ from the migrations; drizzle-kit would write the above.\n` +
      'Run `npm run db:generate`, then `npm run db:checksums`.\n',
  );
  process.exit(1);
}

/** Messages two of a language's catalogues hold (lingui.config.ts), translated differently. */
function catalogueDisagreements() {
  const differing = [];
  for (const locale of ['zh-hans', 'en']) {
    const catalogues = CATALOGUE_PARTS.map((part) => [part, readCatalogue(locale, part)]);
    catalogues.forEach(([part, entries], index) => {
      for (const [other, others] of catalogues.slice(index + 1)) {
        for (const [key, text] of others) {
          if (entries.has(key) && entries.get(key) !== text) differing.push(`${locale}: ${key} is ${entries.get(key)} in ${part}.po, ${text} in ${other}.po`);
        }
      }
    });
  }
  return differing;
}
