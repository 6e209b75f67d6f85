import { startApp } from './app.ts';
import { ConfigError } from './config-error.ts';
import { loadConfig } from './config.ts';
import { seedDemoDocuments } from './demo/documents.ts';
import { findDemoCreator, seedDemo } from './demo/seed.ts';
import { createSignInLink } from './identity/sessions.ts';
import { createLogger } from './logger.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const log = createLogger(config.logLevel);
  const app = await startApp(config, log);
  const { db } = app.deps.database;

  if (await seedDemo(db)) {
    await seedDemoDocuments(db, config.uploadDir, app.deps.jobs);
    log.info('seeded the demo workspace');
  }
  const demo = await findDemoCreator(db);
  const lines = [``, `  Serving on ${config.publicUrl}  (database: ${app.deps.database.kind})`];
  if (demo) {
    const token = await createSignInLink(db, demo.id, new Date(), config.signInLinkMinutes);
    lines.push(
      `  Sign in to the demo workspace as its creator (one use, valid ${config.signInLinkMinutes} min):`,
      `    ${config.publicUrl}/api/auth/link/${token}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

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
    await app.close();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
