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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: true,
    // Read by `npm run bench:weight` to know which chunks a first load needs.
    manifest: true,
  },
  server: {
    proxy: {
      '/graphql': { target: 'http://127.0.0.1:8080', ws: true },
      '/api': 'http://127.0.0.1:8080',
    },
  },
});
