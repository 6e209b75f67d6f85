// Builds the web app when web/dist is missing or was built from other sources, so that
// `npm start` on a fresh clone (or after a pull) serves what is checked out.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const inputs = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'schema.graphql', 'lingui.config.ts', 'relay.config.js', 'package-lock.json'];
const stampFile = 'web/dist/.source-hash';

function* files(p) {
  if (!existsSync(p)) return;
  if (statSync(p).isDirectory()) {
    for (const name of readdirSync(p).sort()) {
      if (name === '__generated__' || name.endsWith('.js') && p.includes('locales')) continue;
      yield* files(path.join(p, name));
    }
  } else yield p;
}

const hash = createHash('sha256');
for (const input of inputs) for (const file of files(input)) hash.update(file).update(readFileSync(file));
const digest = hash.digest('hex');

const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (current !== digest || !existsSync('web/dist/index.html')) {
  process.stdout.write('Building the web app…\n');
  execSync('npm run --silent build:web', { stdio: 'inherit' });
  writeFileSync(stampFile, digest);
}
