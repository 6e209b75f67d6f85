// Compiles the web app's GraphQL with Relay (`npm run relay`), and keeps the persisted operations
// (web/persisted-operations.json, read by the server) exactly the operations of the artifacts.
// The compiler only adds to that file, for the artifacts it rewrites: the ids no artifact names
// any more are removed here, and an artifact whose id the file lacks is written again.
//
// `node scripts/relay.mjs --check` (npm run check:drift) changes nothing and fails when the file
// is not exactly the artifacts' operations, each under the MD5 of its text.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = 'web/persisted-operations.json';
const ARTIFACTS = 'web/src/__generated__';
const ID = /"params": \{\s*"id": "([0-9a-f]{32})"/;

/** The id of each operation artifact, by file. */
function artifactIds() {
  const ids = new Map();
  for (const name of readdirSync(ARTIFACTS)) {
    const match = ID.exec(readFileSync(path.join(ARTIFACTS, name), 'utf8'));
    if (match) ids.set(name, match[1]);
  }
  return ids;
}

const readOperations = () => (existsSync(FILE) ? JSON.parse(readFileSync(FILE, 'utf8')) : {});

// The compiler's own layout (keys sorted, two spaces, a final newline): a later run that adds
// nothing leaves the file as it is.
const writeOperations = (operations) =>
  writeFileSync(FILE, `${JSON.stringify(Object.fromEntries(Object.entries(operations).sort(([a], [b]) => (a < b ? -1 : 1))), null, 2)}\n`);

function compile() {
  try {
    execFileSync('npx', ['--no-install', 'relay-compiler'], { stdio: 'inherit' });
  } catch {
    // The compiler has said why.
    process.exit(1);
  }
}

function problems() {
  const operations = readOperations();
  const ids = artifactIds();
  const named = new Set(ids.values());
  const found = [];
  for (const [file, id] of ids) if (!(id in operations)) found.push(`${file}: its operation ${id} is not in ${FILE}`);
  for (const [id, text] of Object.entries(operations)) {
    if (!named.has(id)) found.push(`${FILE}: ${id} is no artifact's operation (stale)`);
    else if (createHash('md5').update(text).digest('hex') !== id) found.push(`${FILE}: ${id} is not the MD5 of its text`);
  }
  return found;
}

if (process.argv.includes('--check')) {
  const found = problems();
  if (found.length > 0) {
    process.stderr.write(`${found.join('\n')}\nRun \`npm run relay\` and commit ${FILE} with the artifacts.\n`);
    process.exit(1);
  }
  process.exit(0);
}

// The compiler refuses to start without the file.
if (!existsSync(FILE)) writeOperations({});
compile();
let ids = artifactIds();
const missing = [...ids].filter(([, id]) => !(id in readOperations()));
if (missing.length > 0) {
  // Written again, their operations are persisted again.
  for (const [file] of missing) rmSync(path.join(ARTIFACTS, file));
  compile();
  ids = artifactIds();
}
const named = new Set(ids.values());
const operations = readOperations();
writeOperations(Object.fromEntries(Object.entries(operations).filter(([id]) => named.has(id))));
const left = problems();
if (left.length > 0) {
  process.stderr.write(`${left.join('\n')}\n`);
  process.exit(1);
}
