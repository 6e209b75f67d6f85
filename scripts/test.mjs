// The README's test command: every check and every test, in order, stopping at the first failure.
// Tests run on embedded PGlite, and again on the Postgres of DATABASE_URL when it is set.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`;

function run(title, command, env = process.env) {
  process.stdout.write(`\n▶ ${title}\n`);
  const started = performance.now();
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env });
  if (result.status !== 0) {
    process.stderr.write(`\n✖ ${title} failed\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${title} (${seconds(started)})\n`);
}

/**
 * Checks that each keep one core busy run side by side (the machine has two); each one's output
 * is printed whole when it ends, and either one failing fails the command once both have ended.
 */
async function runTogether(steps) {
  const outcomes = steps.map(([title, command]) => {
    const started = performance.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    return new Promise((resolve) =>
      child.on('close', (status) => {
        process.stdout.write(`\n▶ ${title}\n${Buffer.concat(output)}${status === 0 ? '✔' : '✖'} ${title} (${seconds(started)})\n`);
        resolve(status);
      }),
    );
  });
  const statuses = await Promise.all(outcomes);
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) process.exit(failed ?? 1);
}

// The browser tests measure Chinese text as a person's browser lays it out: without a CJK font,
// Chromium draws boxes of another width, and what is cut or wraps changes.
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
// The directory sign-in's tests run against a real OpenLDAP server, started on a free port.
const SLAPD = '/usr/sbin/slapd';
const PACKAGES = 'chromium fonts-noto-cjk slapd';

function ensureDebianPackages() {
  if ([CHROMIUM, CJK_FONT, SLAPD].every((file) => existsSync(file))) return;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `The tests need Debian's Chromium at ${CHROMIUM} and its CJK fonts, and OpenLDAP's slapd. Install them with\n` +
        `  sudo apt-get update && sudo apt-get install -y ${PACKAGES}\nand run the tests again.\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`▶ installing Debian's ${PACKAGES} for the browser and directory tests\n`);
  // Another install on the machine may hold dpkg's lock for a while: wait for it rather than fail.
  const wait = '-o DPkg::Lock::Timeout=900';
  execSync(`apt-get ${wait} update -qq && DEBIAN_FRONTEND=noninteractive apt-get ${wait} install -y -qq ${PACKAGES}`, {
    stdio: 'inherit',
  });
}

ensureDebianPackages();
await runTogether([
  ['typecheck', 'npm run --silent typecheck'],
  ['lint', 'npm run --silent lint'],
]);
run('generated files are current', 'node scripts/check-drift.mjs');
run('build the web app', 'node scripts/build-if-stale.mjs');

const { DATABASE_URL, REDIS_URL, ...embedded } = process.env;
run('tests on embedded PGlite', 'npx --no-install vitest run', embedded);
if (DATABASE_URL) {
  run(`tests on Postgres${REDIS_URL ? ' with Redis' : ''}`, 'npx --no-install vitest run', process.env);
}
