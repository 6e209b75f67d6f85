import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPLACING_MODULES } from '../../vitest.config.ts';

// Test workers keep loaded modules from one file to the next (vitest.config.ts): a file that
// replaces a module would hand its replacement to every file after it, unless it runs apart.
const root = path.resolve(import.meta.dirname, '../..');

describe('test isolation', () => {
  it('runs apart every test file that replaces a module, and only those', () => {
    const files = ['tests', 'bff/src', 'web/src'].flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.test.ts'))
        .map((file) => `${dir}/${file}`),
    );
    expect(files.length).toBeGreaterThan(100);
    const replacing = files.filter((file) => /\bvi\.(?:mock|doMock|unmock|doUnmock)\(/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(replacing.sort()).toEqual([...REPLACING_MODULES].sort());
  });
});
