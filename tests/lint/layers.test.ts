import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseOptions } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The layers of the server (`.dependency-cruiser.cjs`, drawn in the README's map), run on a copy
// of bff/src with a probe written into it: each guard must fail on what it guards against, or
// `npm run lint` passing would prove nothing.
const root = path.resolve(import.meta.dirname, '../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as {
  forbidden: NonNullable<ICruiseOptions['ruleSet']>['forbidden'];
  options: ICruiseOptions;
};
const copies: string[] = [];

/** The violations in a copy of bff/src whose files are changed by `edits` (path → new text). */
async function violations(edits: Record<string, (text: string) => string>) {
  const copy = mkdtempSync(path.join(tmpdir(), 'layers-'));
  copies.push(copy);
  cpSync(path.join(root, 'bff/src'), path.join(copy, 'bff/src'), { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const at = path.join(copy, file);
    writeFileSync(at, edit(readFileSync(at, 'utf8')));
  }
  const result = await cruise(['bff/src'], { ...config.options, baseDir: copy, validate: true, ruleSet: { forbidden: config.forbidden } });
  if (typeof result.output === 'string') throw new Error('expected the cruise result as an object');
  return result.output.summary.violations.map((violation) => ({ rule: violation.rule.name, from: violation.from, to: violation.to }));
}

afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

// Reading the whole server's imports takes a while on a busy machine.
const SLOW = { timeout: 180_000 };

describe('the layers', () => {
  it('refuse an import cycle made of type-only imports, which import-x/no-cycle does not see', SLOW, async () => {
    // The cycle issue 44 found: the context named the loaders, whose modules take the context.
    const found = await violations({
      'bff/src/request/viewer.ts': (text) => `import type { Context } from './context.ts';\n${text}\nexport type Probe = Context;\n`,
    });
    // Each module on the cycle is named, with its next step along it.
    expect(found).toContainEqual({ rule: 'no-circular', from: 'bff/src/request/context.ts', to: 'bff/src/request/viewer.ts' });
    expect(found.filter((violation) => violation.rule !== 'no-circular')).toEqual([]);
  });

  it('refuse an import from a domain, the request plumbing or the schema kit into a layer above it', SLOW, async () => {
    const probe = (line: string) => (text: string) => `${line}\n${text}\nexport const probe = typeof imported;\n`;
    const found = await violations({
      // identity sits below search
      'bff/src/identity/people.ts': probe(`import { searchDocuments as imported } from '../search/query.ts';`),
      // the request plumbing sits below every domain
      'bff/src/request/errors.ts': probe(`import { findWorkspace as imported } from '../workspaces/reads.ts';`),
      // the schema's kit sits below the domains that define their types with it
      'bff/src/graphql/access.ts': probe(`import { canManage as imported } from '../apps/service.ts';`),
      // billing's plan is neutral ground (the domains below billing ask it), so billing's own services sit above it
      'bff/src/billing/plan.ts': probe(`import { billingFor as imported } from './service.ts';`),
    });
    expect(found).toEqual(
      expect.arrayContaining([
        { rule: 'layer-identity', from: 'bff/src/identity/people.ts', to: 'bff/src/search/query.ts' },
        { rule: 'layer-neutral', from: 'bff/src/request/errors.ts', to: 'bff/src/workspaces/reads.ts' },
        { rule: 'layer-kit', from: 'bff/src/graphql/access.ts', to: 'bff/src/apps/service.ts' },
        { rule: 'layer-neutral', from: 'bff/src/billing/plan.ts', to: 'bff/src/billing/service.ts' },
      ]),
    );
  });

  it('hold in the server as it is, where a domain may import the layers below it', SLOW, async () => {
    const found = await violations({
      'bff/src/search/synonyms.ts': (text) => `import { findWorkspace } from '../workspaces/reads.ts';\n${text}\nexport const probe = findWorkspace;\n`,
    });
    expect(found).toEqual([]);
  });
});
