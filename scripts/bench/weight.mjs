// Reports the gzipped JavaScript a first visit of a route downloads: the entry chunk, the lazy
// chunk of the route's screen, and everything they import statically. Usage:
//   npm run bench:weight            (after a build; /search and /home by default)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = 'web/dist';
const manifest = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8'));
const routes = {
  '/search': ['src/routes/router.tsx', 'src/screens/Search/SearchScreen.tsx'],
  '/home': ['src/screens/Home/route.tsx'],
  '/login': ['src/screens/SignIn/SignInScreen.tsx'],
};

function collect(key, seen) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
}

const gzipped = (file) => gzipSync(readFileSync(`${dist}/${file}`)).length;
const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
let worst = 0;
for (const [route, screens] of Object.entries(routes)) {
  const files = new Set();
  collect(entry, files);
  for (const screen of screens) collect(screen, files);
  const bytes = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipped(f), 0);
  worst = Math.max(worst, bytes);
  process.stdout.write(`${route.padEnd(8)} ${(bytes / 1024).toFixed(1)} KB gzipped JS in ${files.size} chunks\n`);
}
const budget = 250 * 1024;
if (worst > budget) {
  process.stderr.write(`Over the first-load budget of 250 KB.\n`);
  process.exitCode = 1;
}
