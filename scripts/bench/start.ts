/**
 * How long a restart takes: `npm start` on an existing data folder, until /healthz answers.
 * Usage: npm run bench:start [-- --runs 5]
 *
 * Prepares a data folder once (a first `npm start` on an empty temporary folder: migrations, the
 * demo workspace and its documents indexed), then starts `npm start` on it `--runs` times, one
 * after the other, each stopped (SIGTERM) once it answered. Printed: per run and as medians, the
 * time from spawning `npm start` to the first answer of /healthz, and the time a Node process
 * takes to import the server module alone (spawn to import done), each with the CPU time it took
 * beside it (npm, the build check and the server together for a start), which the machine's load
 * changes less; then the time to open the embedded database on that folder (PGlite, then with the
 * migrations checked), measured on its own. The folder is removed afterwards.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../../tests/support/free-port.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The compiled server's module without its start-up, and Node's flags as `npm start` gives them. */
const SERVER_MODULE = { flags: ['--max-semi-space-size=64', '--enable-source-maps'], path: 'bff/dist/app.js' };
const READY_TIMEOUT_MS = 180_000;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The environment of an embedded start: no Postgres or Redis of the caller's. */
function environment(dataDir: string, port: number): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
  return { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn' };
}

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * The CPU milliseconds the processes of a group have used so far (Linux's /proc), with those of
 * their children that exited (the build check): what a start cost whatever the machine's load.
 */
function groupCpuMs(group: number) {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After the command's name, in parentheses: state, parent, group, … utime is the 12th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== group) continue;
    ticks += [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

async function stop(child: ChildProcess, exited: Promise<unknown>) {
  // The whole group: npm, its shell and the server.
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  await exited;
}

/** Runs `npm start` on the folder until /healthz answers, then stops it; answers the milliseconds to the answer. */
async function timedStart(dataDir: string, { settleMs = 0 } = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], { cwd: root, env: environment(dataDir, port), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  try {
    for (;;) {
      if (exitCode !== undefined) throw new Error(`npm start exited (${exitCode}) before /healthz answered:\n${output}`);
      if (performance.now() - started > READY_TIMEOUT_MS) throw new Error(`/healthz did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output}`);
      const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then((response) => response.ok, () => false);
      if (answered) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - started;
    const cpuMs = groupCpuMs(child.pid!);
    if (settleMs) await new Promise((resolve) => setTimeout(resolve, settleMs));
    // A start that rebuilt the web app or the server measured the build, not the start.
    return { ms, cpuMs, built: /Building the /.test(output) };
  } finally {
    await stop(child, exited);
  }
}

/** A Node process that imports the server module and exits: wall and CPU milliseconds until the import is done. */
function timedImport() {
  const script = `await import(${JSON.stringify(path.join(root, SERVER_MODULE.path))});` + `const cpu = process.cpuUsage(); console.log(JSON.stringify({ cpu: (cpu.user + cpu.system) / 1000 })); process.exit(0);`;
  const started = performance.now();
  const result = spawnSync(process.execPath, [...SERVER_MODULE.flags, '--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`importing ${SERVER_MODULE.path} failed:\n${result.stderr}`);
  return { ms, cpuMs: (JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { cpu: number }).cpu };
}

/** Opens the embedded database on the folder in a process of its own; answers what that took. */
function timedDatabaseOpen(dataDir: string) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/bench/open-database.ts'), dataDir], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`opening the database failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { importMs: number; openMs: number; openAndMigrateMs: number };
}

const load = () => os.loadavg()[0]!.toFixed(1);
const build = spawnSync('node', ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zhiwen-bench-start-'));
try {
  process.stdout.write(`Preparing a data folder (a first start, the demo workspace indexed)… `);
  const first = await timedStart(dataDir, { settleMs: 8_000 });
  process.stdout.write(`${seconds(first.ms)} to /healthz\n`);
  console.log(`load average ${load()} on ${os.cpus().length} cores; ${runs} starts on the existing folder:`);
  console.log(`run  npm start → /healthz (CPU)   import ${SERVER_MODULE.path} (CPU)`);
  const starts: { ms: number; cpuMs: number }[] = [];
  const imports: { ms: number; cpuMs: number }[] = [];
  while (starts.length < runs) {
    const start = await timedStart(dataDir);
    if (start.built) {
      console.log('     (that start rebuilt what had changed meanwhile: run again)');
      continue;
    }
    starts.push(start);
    imports.push(timedImport());
    const { ms, cpuMs } = imports.at(-1)!;
    console.log(`${String(starts.length).padStart(3)}  ${`${seconds(start.ms)} (${seconds(start.cpuMs)})`.padStart(24)}   ${seconds(ms)} (${seconds(cpuMs)})`);
  }
  const database = timedDatabaseOpen(dataDir);
  console.log(
    `median: npm start → /healthz ${seconds(median(starts.map((s) => s.ms)))} (CPU ${seconds(median(starts.map((s) => s.cpuMs)))}); ` +
      `import the server ${seconds(median(imports.map((i) => i.ms)))} ` +
      `(CPU ${seconds(median(imports.map((i) => i.cpuMs)))}); load average now ${load()}`,
  );
  console.log(
    `the embedded database on that folder, alone: import PGlite ${seconds(database.importMs)}; PGlite opens it in ${seconds(database.openMs)}, ` +
      `and with the migrations checked in ${seconds(database.openAndMigrateMs)}`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
