import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { freePort } from '../support/free-port.ts';

// The server as `npm start` runs it (compiled into bff/dist, in a process of its own) and the
// command `npm run sign-in-link`, over a database of the test's own: an embedded one in a folder
// on disk, or a fresh Postgres database when DATABASE_URL is set.
const root = fileURLToPath(new URL('../..', import.meta.url));
const onPostgres = Boolean(process.env.DATABASE_URL);
const RULE = '='.repeat(72);
const COMMAND = 'npm run sign-in-link -- <e-mail or username>';
const linkPattern = /https?:\/\/\S+\/api\/auth\/link\/[\w-]+/;

type Server = { url: string; stdout: () => string; stop: () => Promise<number | null> };

async function environment(database: TestDatabase, dataDir: string, logLevel: string) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
  };
  delete env.DATABASE_URL;
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  return env;
}

// Compiled from what is checked out, as `npm start` does first.
beforeAll(() => {
  const build = spawnSync('node', ['scripts/build-if-stale.mjs', '--server'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`building the server failed:\n${build.stdout}${build.stderr}`);
}, 120_000);

/** Starts the server; `tty` runs it on a pseudo-terminal (util-linux `script`), as in a terminal. */
function startServer(env: NodeJS.ProcessEnv, options: { tty?: boolean } = {}): Promise<Server> {
  const command = ['node', '--enable-source-maps', 'bff/dist/main.js'];
  const child = options.tty
    ? spawn('script', ['-qec', command.join(' '), '/dev/null'], { cwd: root, env, detached: true })
    : spawn(command[0]!, command.slice(1), { cwd: root, env, detached: true });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: Server = { url: env.PUBLIC_URL!, stdout: () => plain(stdout), stop: () => stop(child, exited) };
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      // The notice is complete once its closing rule is out.
      if (plain(stdout).split(RULE).length >= 3) {
        clearInterval(timer);
        resolve(server);
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`the server exited (${code}) before it was ready:\n${stdout}\n${stderr}`));
    });
  });
}

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  // The whole group: under `script`, the server is its child.
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  return exited;
}

/** Output as read: without a terminal's colours and carriage returns. */
function plain(text: string) {
  // eslint-disable-next-line no-control-regex -- the escape sequences of terminal colours
  return text.replace(/\u001b\[[0-9;]*m/g, '').replace(/\r/g, '');
}

function signInLinkCommand(env: NodeJS.ProcessEnv, who: string) {
  const child = spawn('npm', ['run', '--silent', 'sign-in-link', '--', who], { cwd: root, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** Spends a link as a browser would: answers the redirect and the session cookie it set. */
async function openLink(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), cookie: response.headers.get('set-cookie')?.split(';')[0] };
}

async function signedInEmail(server: Server, cookie: string) {
  const response = await fetch(`${server.url}/api/user/info`, { headers: { cookie } });
  return ((await response.json()) as { data: { email: string } | null }).data?.email;
}

/** The start-up notice: the text between the rules, and what came before it. */
function notice(stdout: string) {
  const [before, inside, after] = stdout.split(RULE);
  return { before: before!, inside: inside!, after: after! };
}

describe('the server started as `npm start` starts it, off a terminal', () => {
  let database: TestDatabase;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let server: Server;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'zhiwen-link-'));
    env = await environment(database, dataDir, 'info');
    server = await startServer(env);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('logs JSON lines, then prints the sign-in link last, set apart, with the command for another', async () => {
    const { before, inside, after } = notice(server.stdout());
    const logged = before.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.map((line) => line.msg)).toContain(`Server listening at ${server.url}`);
    // Set apart: a blank line before the frame, and nothing after it but blank lines.
    expect(before.endsWith('\n\n')).toBe(true);
    expect(after.trim()).toBe('');
    expect(inside).toContain(`serving on ${server.url}`);
    expect(inside).toContain(COMMAND);

    const link = await openLink(inside.match(linkPattern)![0]);
    expect(link).toMatchObject({ status: 302, location: '/home' });
    expect(await signedInEmail(server, link.cookie!)).toBe('demo@example.com');
  });

  it('logs no line per request at the info level', async () => {
    const logged = server.stdout().length;
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/user/info`)).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const since = server.stdout().slice(logged);
    expect(since).not.toMatch(/incoming request|request completed/);
    expect(server.stdout()).not.toMatch(/incoming request|request completed/);
  });

  it('`npm run sign-in-link` prints a link that signs the person in once, while the server runs', async () => {
    // By username, in any case, as well as by address.
    for (const who of ['demo@example.com', 'DEMO']) {
      const result = await signInLinkCommand(env, who);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toContain('演示管理员');
      const url = result.stdout.trim();
      expect(url).toMatch(new RegExp(`^${server.url}/api/auth/link/[\\w-]+$`));

      const first = await openLink(url);
      expect(first).toMatchObject({ status: 302, location: '/home' });
      expect(first.cookie).toMatch(/^[\w-]+=\S+/);
      expect(await signedInEmail(server, first.cookie!)).toBe('demo@example.com');
      const again = await openLink(url);
      expect(again.status).toBe(400);
      expect(again.cookie).toBeUndefined();
    }
  });

  it('exits non-zero, printing no link, for a person nobody is', async () => {
    const result = await signInLinkCommand(env, 'nobody@example.com');
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Nobody has the e-mail address or username "nobody@example.com"');
  });

  // The embedded database belongs to one process: while the server runs, the command asks it for
  // the link (above); while none runs, the command opens the database itself.
  it.runIf(!onPostgres)('opens the embedded database itself while no server runs', { timeout: 120_000 }, async () => {
    expect(await server.stop()).toBe(0);
    const result = await signInLinkCommand(env, 'demo@example.com');
    expect(result.code, result.stderr).toBe(0);
    const url = result.stdout.trim();

    server = await startServer(env);
    const link = await openLink(url);
    expect(link).toMatchObject({ status: 302, location: '/home' });
    expect(await signedInEmail(server, link.cookie!)).toBe('demo@example.com');
  });
});

describe('the server on a terminal', () => {
  let database: TestDatabase;
  let server: Server;
  beforeAll(async () => {
    database = await createTestDatabase();
    // The embedded database in memory: quicker to start, and only this process reaches it.
    server = await startServer(await environment(database, 'memory://', 'debug'), { tty: true });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('logs readable lines, prints the link last, and logs each request at debug', async () => {
    const { before, inside, after } = notice(server.stdout());
    expect(before).toMatch(/INFO.*: Server listening at/);
    expect(before).not.toContain('{"level"');
    expect(after.trim()).toBe('');
    expect(inside).toMatch(linkPattern);

    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const since = notice(server.stdout()).after;
    expect(since).toMatch(/DEBUG.*: incoming request/);
    expect(since).toMatch(/DEBUG.*: request completed/);
    expect(since).toContain('"url": "/healthz"');
  });
});
