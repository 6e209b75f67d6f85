// `npm run audit:verify [-- <workspace ID>]`: checks the audit log's chain of every workspace (or
// one), from its first entry, and names the first broken link of each. Configured as the server
// is (the same environment). The embedded database belongs to one process: stop the server first,
// or check a workspace from its audit screen.
import { ConfigError } from '../config-error.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from '../db/data-dir-lock.ts';
import { auditedWorkspaces, verifyChain } from '../audit/verify.ts';

async function main() {
  const only = process.argv[2]?.trim();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = lockEmbeddedDatabase(config.dataDir);
    } catch (error) {
      if (!(error instanceof EmbeddedDatabaseInUse)) throw error;
      process.stderr.write(`Process ${error.pid} holds the embedded database in ${config.dataDir}: stop it, or check a workspace from its audit screen.\n`);
      return 2;
    }
  }
  const database = await openDatabase(config);
  try {
    const workspaces = only ? [only] : await auditedWorkspaces(database.db);
    let broken = 0;
    const started = performance.now();
    let checked = 0;
    for (const workspaceId of workspaces) {
      const check = await verifyChain(database.db, workspaceId);
      checked += check.entries;
      if (!check.broken) {
        process.stdout.write(`${workspaceId}: intact, ${check.entries} entries\n`);
        continue;
      }
      broken += 1;
      const { seq, id, reason } = check.broken;
      process.stdout.write(`${workspaceId}: BROKEN at entry #${seq} (${id}): ${REASONS[reason]}; ${check.entries} entries before it hold\n`);
    }
    process.stderr.write(`${workspaces.length} workspace(s), ${checked} entries checked in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    return broken > 0 ? 1 : 0;
  } finally {
    await database.close();
    release();
  }
}

const REASONS = {
  edited: 'its digest is not that of what it holds (changed in the database)',
  relinked: 'it does not follow the entry before it (that one was replaced)',
  missing: 'entries before it are gone',
} as const;

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Could not check the audit log: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
