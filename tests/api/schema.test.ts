import { readFile } from 'node:fs/promises';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../bff/src/graphql/schema.ts';
import { ConfigError } from '../../bff/src/config-error.ts';
import { loadConfig } from '../../bff/src/config.ts';

describe('schema and configuration', () => {
  it('has schema.graphql in step with the code (run `npm run schema:print`)', async () => {
    const committed = await readFile(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(`${printSchema(lexicographicSortSchema(schema))}\n`);
  });

  it('names every invalid setting at start-up', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, databaseUrl: undefined, publicUrl: 'http://localhost:8080' });
    expect(config.dataDir.endsWith('.data')).toBe(true);
  });
});
