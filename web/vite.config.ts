import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [
    react({ babel: { plugins: ['relay', '@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
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
    // Read by `npm run bench:weight` to know which chunks a first load needs.
    manifest: true,
    // The vendor chunk below is ~780 kB before gzip by design; what matters is `npm run bench:weight`.
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
