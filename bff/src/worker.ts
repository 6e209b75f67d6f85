import { auditRetentionOf, auditSchedules } from './audit/retention.ts';
import { startJobs } from './apps/queue.ts';
import { billingSchedules } from './billing/sweep.ts';
import { readerSetSchedules } from './apps/reader-set-sweep.ts';
import { forgetReaderSetWords } from './search/vocabulary.ts';
import { chatSchedules } from './chat/visitor-retention.ts';
import { searchSchedules } from './search/search-log.ts';
import { termCountSchedules } from './search/term-counts.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createSemantic } from './search/semantic.ts';
import { searchIndexer } from './search/indexer.ts';
import { createEventBus } from './request/pubsub.ts';
import { loadSecrets } from './lib/secrets.ts';
import { createLogger } from './logger.ts';

/**
 * A sync worker on its own: takes app syncs from the job queue of a real Postgres (DATABASE_URL)
 * and reports progress over Redis (REDIS_URL) to the web servers. Run as many as the load needs.
 */
async function main() {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    process.stderr.write('A separate worker needs DATABASE_URL: the embedded database belongs to the server process.\n');
    process.exit(2);
  }
  const log = createLogger(config.logLevel);
  const database = await openDatabase(config);
  const events = await createEventBus(config.redisUrl);
  const secrets = await loadSecrets(config.appSecret, config.dataDir);
  const semantic = await createSemantic(database, config.embedding, log, { secrets, privateNetworks: config.llm.privateNetworks });
  const jobs = await startJobs(
    database,
    { db: database.db, pubsub: events.pubsub, secrets, uploadDir: config.uploadDir, log, staleSeconds: config.syncStaleSeconds, allowPrivateNetworks: config.crawlPrivateNetworks, connectors: config.connectors, semantic, indexer: searchIndexer },
    {
      workers: Math.max(1, config.syncWorkers),
      nightlyCron: config.nightlySyncCheckCron,
      schedules: [
        ...billingSchedules({ db: database.db, log, config: config.billing }),
        ...chatSchedules({ db: database.db, log, retentionDays: config.publicChatRetentionDays }),
        ...searchSchedules({ db: database.db, log }),
        ...termCountSchedules({ database, log, minChunks: config.searchRecountMinChunks }),
        ...readerSetSchedules({ db: database.db, log, onForgotten: (setIds) => forgetReaderSetWords(database.db, setIds) }),
        ...auditSchedules({ db: database.db, log, retention: auditRetentionOf(config) }),
      ],
    },
  );
  log.info({ workers: Math.max(1, config.syncWorkers) }, 'sync worker started');

  const stop = async (signal: string) => {
    log.info({ signal }, 'worker stopping');
    await jobs.close();
    await events.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Worker failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
