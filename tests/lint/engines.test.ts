import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minVersion, satisfies } from 'semver';
import { describe, expect, it } from 'vitest';

// `engines.node` in package.json says which Node the product runs on; every package the lockfile
// installs must run there too, or `npm ci` on the oldest of them warns (EBADENGINE) and the
// declaration promises what the dependencies do not.
const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

type Lock = { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };

/** The locked packages whose `engines.node` refuses the oldest Node that `declared` admits. */
function refusing(declared: string, lock: Lock) {
  const oldest = minVersion(declared);
  if (!oldest) throw new Error(`engines.node admits no version: ${declared}`);
  return Object.entries(lock.packages).flatMap(([where, locked]) => {
    const wanted = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
    if (!where || !wanted || satisfies(oldest, wanted)) return [];
    return [`${where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${locked.version}: node ${wanted}`];
  });
}

describe('the declared Node engine', () => {
  const declared = (readJson('package.json') as { engines: { node: string } }).engines.node;

  it('is one every locked package runs on, and the one these tests run on', () => {
    expect(refusing(declared, readJson('package-lock.json') as Lock)).toEqual([]);
    expect(satisfies(process.version, declared), process.version).toBe(true);
  });

  it('names a locked package that wants a newer Node, nested or not', () => {
    const lock: Lock = {
      packages: {
        '': { version: '0.1.0', engines: { node: '>=20.19' } },
        'node_modules/docx/node_modules/nanoid': { version: '6.0.2', engines: { node: '^22 || ^24 || >=26' } },
        'node_modules/eslint-plugin-relay': { version: '2.1.0', engines: { node: '>=22' } },
        'node_modules/vite': { version: '8.3.8', engines: { node: '^20.19.0 || >=22.12.0' } },
        'node_modules/semver': { version: '7.8.6' },
      },
    };
    expect(refusing('>=20.19', lock)).toEqual(['nanoid@6.0.2: node ^22 || ^24 || >=26', 'eslint-plugin-relay@2.1.0: node >=22']);
    // Judged at the oldest version declared: Node 22.0 is older than Vite's 22.12.
    expect(refusing('>=22', lock)).toEqual(['vite@8.3.8: node ^20.19.0 || >=22.12.0']);
  });
});
