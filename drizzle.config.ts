import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './bff/src/*/tables.ts',
  out: './drizzle',
});
