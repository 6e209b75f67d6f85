// `npm run sign-in-link -- <e-mail or username>`: prints a fresh one-time sign-in link for that
// person, made as the server makes the one it prints at start. Configured as the server is (the
// same environment): on Postgres (DATABASE_URL) it opens the database itself; the embedded
// database belongs to one process, so it asks the server running on DATA_DIR for the link, and
// opens the database itself only while no server does.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config-error.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from '../db/data-dir-lock.ts';
import { askLinkChannel, linkChannelPath, type LinkAnswer } from '../identity/link-channel.ts';
import { signInLinkFor } from '../identity/sign-in-link.ts';

/** How long to wait for a server that holds the embedded database but does not answer yet (starting). */
const STARTING_SERVER_SECONDS = 60;

class Refusal extends Error {}

async function main() {
  const who = process.argv.slice(2).join(' ').trim();
  if (!who || who === '--help' || who === '-h') {
    process.stderr.write('Usage: npm run sign-in-link -- <e-mail or username>\nPrints a one-time sign-in link for that person.\n');
    return 2;
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  const answer = config.databaseUrl ? await fromDatabase(config, who) : await fromEmbedded(config, who);
  if ('unknown' in answer) {
    process.stderr.write(`Nobody has the e-mail address or username "${who}" (${whereFrom(config)}).\n`);
    return 1;
  }
  process.stderr.write(`A one-time sign-in link for ${answer.name}, valid for ${answer.minutes} minutes:\n`);
  process.stdout.write(`${answer.url}\n`);
  return 0;
}

async function fromDatabase(config: Config, who: string): Promise<LinkAnswer> {
  const database = await openDatabase(config);
  try {
    const link = await signInLinkFor(database.db, who, { publicUrl: config.publicUrl, minutes: config.signInLinkMinutes, now: new Date() });
    return link ? { url: link.url, name: link.user.displayName, minutes: config.signInLinkMinutes } : { unknown: true };
  } finally {
    await database.close();
  }
}

async function fromEmbedded(config: Config, who: string): Promise<LinkAnswer> {
  const { dataDir } = config;
  if (dataDir === 'memory://') {
    throw new Refusal('DATA_DIR=memory:// keeps the database inside the server process: no other process can reach it.');
  }
  const until = Date.now() + STARTING_SERVER_SECONDS * 1000;
  let waitingFor: number | undefined;
  for (;;) {
    const answer = await askLinkChannel(dataDir, who);
    if (answer) return answer;
    if (!existsSync(path.join(dataDir, 'pglite'))) {
      throw new Refusal(`There is no embedded database in ${dataDir} yet: \`npm start\` creates it (and prints a link).`);
    }
    let release;
    try {
      release = lockEmbeddedDatabase(dataDir);
    } catch (error) {
      if (!(error instanceof EmbeddedDatabaseInUse)) throw error;
      if (Date.now() > until) {
        throw new Refusal(
          `Process ${error.pid} holds the embedded database in ${dataDir}, but no server answers on ${linkChannelPath(dataDir)}.\n` +
            `If it is a server, its log says why; if no such process is yours, delete ${error.lockFile}.`,
        );
      }
      if (waitingFor !== error.pid) process.stderr.write(`Waiting for process ${error.pid} (a server starting?), which holds the embedded database…\n`);
      waitingFor = error.pid;
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    // No server runs on it: this process may open it, and holds the lock while it does.
    try {
      return await fromDatabase(config, who);
    } finally {
      release();
    }
  }
}

function whereFrom(config: Config) {
  return config.databaseUrl ? 'the database at DATABASE_URL' : `the embedded database in ${config.dataDir}`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof Refusal) process.stderr.write(`${error.message}\n`);
    else process.stderr.write(`Could not make a sign-in link: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
