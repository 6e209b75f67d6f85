// Compiles the server (bff/src, TypeScript) into bff/dist, JavaScript that Node runs as it is:
// transpiling the server's modules at every start took seconds. The entry points are the server
// (main.js), the sync worker (worker.js) and the app without its start-up (app.js, which
// `npm run bench:start` imports). The packages stay in node_modules (external); what the server
// imports only when a request first needs it (`await import`) becomes a chunk of its own, loaded then.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SERVER_OUT = 'bff/dist';
const CHUNKS = `${SERVER_OUT}/chunks`;
const DAY_MS = 86_400_000;

/**
 * Node resolves a package's files more strictly than the TypeScript loaders of the tests and
 * scripts do (no extension added where the package declares no exports): a path it cannot
 * resolve fails the build rather than the start, or the first request that loads it.
 */
const resolvableByNode = {
  name: 'resolvable-by-node',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
      if (specifier.startsWith('node:')) return { external: true };
      const refused = (why) => ({ errors: [{ text: `Node cannot import "${specifier}" (from ${path.relative('.', importer)}): ${why}` }] });
      let url;
      try {
        url = import.meta.resolve(specifier);
      } catch (error) {
        return refused(error.message);
      }
      // Node 20 answers a file it has not looked for.
      const file = url.startsWith('file:') ? fileURLToPath(url) : null;
      if (file && !(existsSync(file) && statSync(file).isFile())) return refused(`there is no file ${path.relative('.', file)}`);
      return { external: true };
    });
  },
};

export async function buildServer() {
  // Loaded only to build: `npm start` imports this module to check, and most starts build nothing.
  const { build } = await import('esbuild');
  const { metafile } = await build({
    entryPoints: { main: 'bff/src/main.ts', worker: 'bff/src/worker.ts', app: 'bff/src/app.ts' },
    outdir: SERVER_OUT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    // package.json's engines; below 20.10 esbuild would drop the JSON imports' `with { type: 'json' }`.
    target: 'node20.19',
    plugins: [resolvableByNode],
    chunkNames: 'chunks/[name]-[hash]',
    // Stack traces name the source files and lines (`npm start` runs Node with --enable-source-maps).
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  forgetOldChunks(new Set(Object.keys(metafile.outputs).map((file) => path.resolve(file))));
}

/**
 * A running server loads some chunks only when first needed, so a rebuild leaves those of earlier
 * builds in place (their names carry their content's hash) for a day before removing them.
 */
function forgetOldChunks(current) {
  for (const name of readdirSync(CHUNKS)) {
    const file = path.resolve(CHUNKS, name);
    if (!current.has(file) && Date.now() - statSync(file).mtimeMs > DAY_MS) rmSync(file);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
