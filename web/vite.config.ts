import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type ResolveModulePreloadDependenciesFn, type Rolldown } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, at the highest levels: the
 * server sends them as they are (`preCompressed` in bff/src/http/static.ts), so a request costs
 * no compression, and brotli's best level (too slow to run per request) is paid once here. A copy
 * that is not smaller is left out.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'zhiwen:precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    closeBundle: async () => {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * At each `import()`, Vite names every chunk the imported one needs, so that they all load at once
 * (`__vite__mapDeps`). Some are always there by the time that import runs: the entry's, and those
 * the importing chunk needs itself. Naming them loads nothing and costs bytes in every chunk that
 * imports, so they are left out. `resolveDependencies` reads the bundle the plugin keeps.
 */
function preloadOnlyWhatIsMissing() {
  let bundle: Rolldown.OutputBundle | undefined;
  const plugin: Plugin = {
    name: 'zhiwen:preload-only-what-is-missing',
    apply: 'build',
    // Before Vite's own `generateBundle` writes the lists.
    generateBundle: { order: 'pre', handler: (_, output) => void (bundle = output) },
  };
  const loadedWith = (output: Rolldown.OutputBundle, names: string[]) => {
    const loaded = new Set<string>();
    const visit = (name: string) => {
      const chunk = output[name];
      if (loaded.has(name) || chunk?.type !== 'chunk') return;
      loaded.add(name);
      chunk.imports.forEach(visit);
    };
    names.forEach(visit);
    return loaded;
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (_file, deps, { hostId, hostType }) => {
    if (hostType !== 'js' || !bundle) return deps;
    const entries = Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' && chunk.isEntry ? [chunk.fileName] : []));
    const loaded = loadedWith(bundle, [hostId, ...entries]);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
const preload = preloadOnlyWhatIsMissing();

/**
 * React Router ships a production build beside its development one, but its package exports name
 * only the development build (remix-run/react-router#12532), whose one difference is that it keeps
 * its development warnings and their text. A production build takes the production one.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'zhiwen:react-router-production-build',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

const STATE_MACHINES = /node_modules[\\/](@zag-js|@ark-ui|@floating-ui)[\\/]/;
const CHAKRA = /node_modules[\\/]@chakra-ui[\\/]react[\\/]/;

/** Names the Chakra modules that import no state machine, directly or not, `chakra`. */
function plainChakraModules() {
  // A module known to reach a machine always does; one known not to, once all it reaches was seen.
  const reaches = new Map<string, boolean>();
  return (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
    if (!CHAKRA.test(id)) return null;
    const seen = new Set<string>();
    const reachesMachine = (module: string): boolean => {
      const known = reaches.get(module);
      if (known !== undefined) return known;
      if (seen.has(module)) return false;
      seen.add(module);
      const found = STATE_MACHINES.test(module) || (ctx.getModuleInfo(module)?.importedIds ?? []).some(reachesMachine);
      if (found) reaches.set(module, true);
      return found;
    };
    const found = reachesMachine(id);
    reaches.set(id, found);
    return found ? null : 'chakra';
  };
}

export default defineConfig({
  root,
  plugins: [
    react({ babel: { plugins: ['relay', '@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    reactRouterProductionBuild(),
    preload.plugin,
    precompress(),
  ],
  resolve: {
    // react-relay is CommonJS, so its index brings the legacy container API (createFragmentContainer,
    // QueryRenderer…) into every bundle; the app uses hooks only, which `react-relay/hooks` holds.
    alias: [{ find: /^react-relay$/, replacement: 'react-relay/hooks' }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // The vendor chunk below is ~780 kB before compression by design; what matters is what a first
    // visit transfers, which `npm run bench:weight` measures in Chromium.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every first load runs, in one chunk rather than dozens of small shared
              // ones (one request, and it compresses better); lazy routes and lazily loaded parts
              // keep theirs. Ark and Zag stay out: Ark imports whole Zag packages as namespaces
              // (`import * as toast`), which would count the toast and menu machines as initial.
              name: 'vendor',
              tags: ['$initial'],
              test: (id) => /node_modules[\\/]/.test(id) && !/node_modules[\\/](@zag-js|@ark-ui|@floating-ui)[\\/]/.test(id),
            },
            {
              // Chakra's own component modules that reach no Ark or Zag module: thin wrappers (Box,
              // Flex, Stack, Heading…) that routes share in every combination, so that left alone
              // they come as dozens of chunks of a hundred bytes each, every one with its headers.
              // Together they make one small chunk that the first route loads.
              name: plainChakraModules(),
              includeDependenciesRecursively: false,
            },
            {
              // The web app's own modules of a first load, in one chunk too: left to themselves they
              // come as a dozen chunks of 1–2 kB, whose HTTP headers weigh as much as their code.
              // Only those modules: taking their dependencies along would bring the Ark and Zag
              // modules above back into the first load.
              name: 'app',
              tags: ['$initial'],
              test: (id) => !/node_modules[\\/]/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:8080', ws: true },
      '/api': 'http://127.0.0.1:8080',
    },
  },
});
