// The README's test command: every check and every test, in order, stopping at the first failure.
// Tests run on embedded PGlite, and again on the Postgres of DATABASE_URL when it is set.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(title, command, env = process.env) {
  process.stdout.write(`\n▶ ${title}\n`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit', env });
  if (result.status !== 0) {
    process.stderr.write(`\n✖ ${title} failed\n`);
    process.exit(result.status ?? 1);
  }
}

// The browser tests measure Chinese text as a person's browser lays it out: without a CJK font,
// Chromium draws boxes of another width, and what is cut or wraps changes.
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(CJK_FONT)) return;
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `Browser tests need Debian's Chromium at ${CHROMIUM} and its CJK fonts. Install them with\n` +
        `  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk\nand run the tests again.\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`▶ installing Debian's chromium and its CJK fonts for the browser tests\n`);
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', {
    stdio: 'inherit',
  });
}

ensureChromium();
run('typecheck', 'npm run --silent typecheck');
run('lint', 'npm run --silent lint');
run('generated files are current', 'node scripts/check-drift.mjs');
run('build the web app', 'node scripts/build-if-stale.mjs');

const { DATABASE_URL, REDIS_URL, ...embedded } = process.env;
run('tests on embedded PGlite', 'npx --no-install vitest run', embedded);
if (DATABASE_URL) {
  run(`tests on Postgres${REDIS_URL ? ' with Redis' : ''}`, 'npx --no-install vitest run', process.env);
}
