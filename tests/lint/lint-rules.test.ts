import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration, run on snippets written as if they sat in real files: each
// guard must fail on what it guards against, or `npm run lint` passing would prove nothing.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const configPath = path.join(root, 'eslint.config.js');
const { tableCrossings } = (await import(configPath)) as { tableCrossings: Record<string, string[]> };

async function problems(filePath: string, code: string, ruleId: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

// Loading the type information of the whole server takes a while on a busy machine.
const SLOW = { timeout: 120_000 };

describe('domain walls', () => {
  const WALL = 'import-x/no-restricted-paths';

  it('refuses a new import of another domain’s tables, from a domain or the plumbing beside them', SLOW, async () => {
    const crossing = `import { users } from '../identity/tables.ts';\n\nexport const probe = users;\n`;
    expect(await problems('bff/src/chat/service.ts', crossing, WALL)).toEqual([expect.stringContaining('another domain’s tables')]);
    expect(await problems('bff/src/llm/models.ts', crossing, WALL)).toHaveLength(1);
    const fromSubfolder = `import { workspaces } from '../../workspaces/tables.ts';\n\nexport const probe = workspaces;\n`;
    expect(await problems('bff/src/identity/oidc/routes.ts', fromSubfolder, WALL)).toHaveLength(1);
  });

  it('lets a domain use its own tables', SLOW, async () => {
    const own = `import { conversations } from './tables.ts';\n\nexport const probe = conversations;\n`;
    expect(await problems('bff/src/chat/service.ts', own, WALL)).toEqual([]);
    const ownFromSubfolder = `import { users } from '../tables.ts';\n\nexport const probe = users;\n`;
    expect(await problems('bff/src/identity/oidc/routes.ts', ownFromSubfolder, WALL)).toEqual([]);
  });

  it('lets a listed crossing stand, and nothing more from the same file', SLOW, async () => {
    // A file the list lets reach the apps' tables (whichever is still listed).
    const [file] = Object.entries(tableCrossings).find(([name, modules]) => name.startsWith('bff/src/search/') && modules.includes('apps/tables.ts'))!;
    const listed = `import { apps } from '../apps/tables.ts';\n\nexport const probe = apps;\n`;
    expect(await problems(file, listed, WALL)).toEqual([]);
    const another = `import { users } from '../identity/tables.ts';\n\nexport const probe = users;\n`;
    expect(await problems(file, another, WALL)).toHaveLength(1);
  });

  it('lists only crossings the code still makes, so the list shrinks as they are fixed', () => {
    const stale: string[] = [];
    for (const [file, modules] of Object.entries(tableCrossings)) {
      const source = readFileSync(path.join(root, file), 'utf8');
      const imported = new Set(
        [...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gm)].map(([, specifier]) =>
          path.relative(path.join(root, 'bff/src'), path.resolve(path.dirname(path.join(root, file)), specifier!)),
        ),
      );
      for (const module of modules) if (!imported.has(module)) stale.push(`${file} → ${module}`);
    }
    expect(stale, 'remove these entries from tableCrossings in eslint.config.js').toEqual([]);
  });
});

describe('import cycles', () => {
  it('refuses an import back into a module that imports this one', SLOW, async () => {
    // The cycle issue 32 found: sign-in claimed memberships, and members found users through sign-in.
    const signIn = readFileSync(path.join(root, 'bff/src/identity/sign-in.ts'), 'utf8');
    const back = `import { claimPendingMemberships } from '../workspaces/members.ts';\n${signIn}\nexport const probe = claimPendingMemberships;\n`;
    expect(await problems('bff/src/identity/sign-in.ts', back, 'import-x/no-cycle')).toHaveLength(1);
    expect(await problems('bff/src/identity/sign-in.ts', signIn, 'import-x/no-cycle')).toEqual([]);
  });
});

describe('floating promises', () => {
  it('refuses a promise nobody awaits, catches or lets go on purpose', SLOW, async () => {
    const floating = `async function later() {}\n\nexport function probe() {\n  later();\n}\n`;
    expect(await problems('bff/src/lib/ids.ts', floating, '@typescript-eslint/no-floating-promises')).toHaveLength(1);
    const handled = `async function later() {}\n\nexport async function probe() {\n  await later();\n}\n`;
    expect(await problems('bff/src/lib/ids.ts', handled, '@typescript-eslint/no-floating-promises')).toEqual([]);
  });
});
