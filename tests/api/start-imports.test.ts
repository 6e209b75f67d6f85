import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

// What a start loads: the compiled server (as `npm start` runs it) imported in a process of its
// own, every package file it resolved recorded, ES modules through a resolve hook and CommonJS
// ones from require's cache. What only some requests or settings use loads with the first of them.
const root = fileURLToPath(new URL('../..', import.meta.url));

const FIRST_USE_ONLY = [
  '@modelcontextprotocol/sdk',
  '@graphql-yoga/render-graphiql',
  'graphql-jit',
  'cheerio',
  'linkedom',
  '@mozilla/readability',
  'pdfjs-dist',
  'mammoth',
  'alipay-sdk',
  'openai',
  'nodemailer',
  'undici',
  // Only where REDIS_URL is set.
  'ioredis',
  '@graphql-yoga/redis-event-target',
];

const HOOK = `
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  port.postMessage(resolved.url);
  return resolved;
}`;

const IMPORT_AND_LIST = `
import { createRequire, register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const files = new Set();
port1.on('message', (url) => files.add(url));
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(HOOK)}), { data: { port: port2 }, transferList: [port2] });
await import(${JSON.stringify(new URL('bff/dist/app.js', `file://${root}/`).href)});
await new Promise((resolve) => setTimeout(resolve, 200));
for (const file of Object.keys(createRequire(import.meta.url).cache)) files.add(file);
console.log(JSON.stringify([...files]));
process.exit(0);
`;

/** The packages the compiled server loads when imported, by name. */
function packagesLoaded(): Set<string> {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', IMPORT_AND_LIST], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`importing the compiled server failed:\n${result.stderr}`);
  const files = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as string[];
  return new Set(files.flatMap((file) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? []));
}

describe('what a start loads', () => {
  beforeAll(() => {
    // Compiled from what is checked out, as `npm start` does first.
    const build = spawnSync('node', ['scripts/build-if-stale.mjs', '--server'], { cwd: root, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`building the server failed:\n${build.stdout}${build.stderr}`);
  }, 120_000);

  it('is the server, without what only some requests or settings use', () => {
    const loaded = packagesLoaded();
    // What every start needs is there: the listing sees packages loaded either way.
    expect(loaded).toContain('fastify');
    expect(loaded).toContain('graphql-yoga');
    expect(loaded).toContain('pg-boss');
    expect(FIRST_USE_ONLY.filter((name) => loaded.has(name))).toEqual([]);
  }, 120_000);
});
