import { startApp } from './app.ts';
import { loadConfigOrExit, type Config } from './config.ts';
import { EmbeddedDatabaseInUse, lockEmbeddedDatabaseWithin } from './db/data-dir-lock.ts';
import { seedDemoDocuments } from './demo/documents.ts';
import { findDemoCreator, seedDemo } from './demo/seed.ts';
import { serveLinkChannel } from './identity/link-channel.ts';
import { newSignInLinkUrl, signInLinkFor } from './identity/sign-in-link.ts';
import { createLogger } from './logger.ts';

const SIGN_IN_LINK_COMMAND = 'npm run sign-in-link -- <e-mail or username>';

async function main() {
  const config = loadConfigOrExit();
  const log = createLogger(config.logLevel);
  const embeddedOnDisk = !config.databaseUrl && config.dataDir !== 'memory://';
  const unlock = embeddedOnDisk ? await lockDatabase(config.dataDir) : () => {};
  const app = await startApp(config, log);
  const { db } = app.deps.database;

  if (await seedDemo(db)) {
    await seedDemoDocuments(db, config.uploadDir, app.deps.jobs);
    log.info('seeded the demo workspace');
  }
  const linkOptions = () => ({ publicUrl: config.publicUrl, minutes: config.signInLinkMinutes, now: new Date() });
  // On Postgres the command opens the database itself; the embedded one only this process may open.
  const channel = embeddedOnDisk
    ? await serveLinkChannel(
        config.dataDir,
        async (who) => {
          const link = await signInLinkFor(db, who, linkOptions());
          if (!link) return { unknown: true };
          log.info({ userId: link.user.id }, 'made a one-time sign-in link for `npm run sign-in-link`');
          return { url: link.url, name: link.user.displayName, minutes: config.signInLinkMinutes };
        },
        (error) => log.error({ err: error }, 'failed to answer `npm run sign-in-link`'),
      ).catch((error: unknown) => {
        log.warn({ err: error }, '`npm run sign-in-link` cannot reach this server');
        return undefined;
      })
    : undefined;

  const demo = await findDemoCreator(db);
  const demoLink = demo && { email: demo.email, url: await newSignInLinkUrl(db, demo.id, linkOptions()) };
  // Last, after everything start-up logs, and set apart from whatever is logged later.
  process.stdout.write(startupNotice(config, app.deps.database.kind, demoLink, embeddedOnDisk && !channel));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    await channel?.close();
    await app.close();
    unlock();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** The embedded database's lock; `npm run sign-in-link`, when no server runs, holds it for a few seconds. */
async function lockDatabase(dataDir: string) {
  try {
    return await lockEmbeddedDatabaseWithin(dataDir, 15);
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUse)) throw error;
    process.stderr.write(
      `The embedded database in ${dataDir} is in use by process ${error.pid}, another server perhaps:\n` +
        `it belongs to one process at a time. Stop that one, or give this one another DATA_DIR.\n` +
        `(If no such process is yours, delete ${error.lockFile}.)\n`,
    );
    process.exit(2);
  }
}

function startupNotice(config: Config, database: string, demo: { email: string | null; url: string } | null, unreachable: boolean) {
  const rule = '='.repeat(72);
  const lines = [``, rule, `  知问 Zhiwen is serving on ${config.publicUrl}  (database: ${database})`, ``];
  if (demo) {
    lines.push(
      `  Sign in as the demo workspace's creator (${demo.email}): open this link, once, within ${config.signInLinkMinutes} minutes:`,
      ``,
      `    ${demo.url}`,
      ``,
    );
  }
  if (config.dataDir === 'memory://' && !config.databaseUrl) {
    lines.push(`  The database lives in this process's memory: restart it for another sign-in link.`);
  } else if (unreachable) {
    lines.push(`  \`npm run sign-in-link\` cannot reach this server (the warning above says why): restart it for another sign-in link.`);
  } else {
    lines.push(`  A new one-time link for anyone, whenever you need one (no restart):`, ``, `    ${SIGN_IN_LINK_COMMAND}`);
  }
  lines.push(``, rule, ``, ``);
  return lines.join('\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
