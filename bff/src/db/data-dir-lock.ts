import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) belongs to one process: PGlite takes no lock on its folder, and
 * a second process opening it, even only to start, can leave it unreadable. Whoever opens it (the
 * server, `npm run sign-in-link` when no server runs) first holds this lock: a file naming the
 * holder's process, as Postgres's own `postmaster.pid` does.
 */
export class EmbeddedDatabaseInUse extends Error {
  constructor(
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(`the embedded database is in use by process ${pid} (${lockFile})`);
  }
}

export function embeddedDatabaseLockFile(dataDir: string) {
  return path.join(dataDir, 'database.lock');
}

/** Takes the lock of the embedded database in `dataDir`; answers its release. */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = embeddedDatabaseLockFile(dataDir);
  const mine = `${file}.${process.pid}`;
  for (let attempt = 0; attempt < 5; attempt++) {
    // Written whole, then linked into place: the lock file never exists without its holder's pid.
    writeFileSync(mine, `${process.pid}\n`);
    try {
      linkSync(mine, file);
      return onceReleased(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      unlinkSync(mine);
    }
    const holder = holderOf(file);
    if (holder !== undefined && isRunning(holder)) throw new EmbeddedDatabaseInUse(holder, file);
    // A holder that is gone left it behind (a crash, a kill): it is stale.
    removeIfHeldBy(file, holder);
  }
  throw new Error(`could not take ${file}`);
}

/** Waits up to `seconds` for the lock (a command or a server starting may hold it briefly). */
export async function lockEmbeddedDatabaseWithin(dataDir: string, seconds: number) {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    try {
      return lockEmbeddedDatabase(dataDir);
    } catch (error) {
      if (!(error instanceof EmbeddedDatabaseInUse) || Date.now() >= until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function onceReleased(file: string) {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.removeListener('exit', release);
    removeIfHeldBy(file, process.pid);
  };
  // process.exit() skips `finally` blocks and awaited closes; the lock goes with the process.
  process.on('exit', release);
  return release;
}

function holderOf(file: string) {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number) {
  // A container's server is often pid 1 at every start: a lock naming this very process is
  // one it left before a restart.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfHeldBy(file: string, pid: number | undefined) {
  if (holderOf(file) !== pid) return;
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
