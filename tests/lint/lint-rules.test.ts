import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration, run on snippets written as if they sat in real files: each
// guard must fail on what it guards against, or `npm run lint` passing would prove nothing.
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

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

  it('lends the document read model for reading, and refuses writes through it outside the apps domain', SLOW, async () => {
    const reading = `import { sql } from 'drizzle-orm';\nimport { documentRecords } from '../apps/read-model.ts';\n\nexport const probe = sql\`select \${documentRecords.title} from \${documentRecords}\`;\n`;
    expect(await problems('bff/src/search/hits.ts', reading, WALL)).toEqual([]);
    expect(await problems('bff/src/search/hits.ts', reading, 'no-restricted-syntax')).toEqual([]);
    const writing = `import type { Database } from '../db/client.ts';\nimport { documentRecords } from '../apps/read-model.ts';\n\nexport const probe = (db: Database) => db.delete(documentRecords);\n`;
    expect(await problems('bff/src/search/hits.ts', writing, 'no-restricted-syntax')).toEqual([expect.stringContaining('read model is for reading')]);
    expect(await problems('bff/src/apps/service.ts', writing.replace('../apps/read-model.ts', './read-model.ts').replace('../db/', '../db/'), 'no-restricted-syntax')).toEqual([]);
  });
});

describe('relational reads across the walls', () => {
  const SYNTAX = 'no-restricted-syntax';
  const reading = (table: string) => `import type { Database } from '../db/client.ts';\n\nexport const probe = (db: Database) => db.query.${table}.findFirst();\n`;

  it('refuses db.query of another domain’s table, from a domain or the plumbing beside them', SLOW, async () => {
    expect(await problems('bff/src/chat/service.ts', reading('workspaces'), SYNTAX)).toEqual([expect.stringContaining('another domain’s table through db.query')]);
    expect(await problems('bff/src/identity/types.ts', reading('workspaceMembers'), SYNTAX)).toHaveLength(1);
    expect(await problems('bff/src/llm/models.ts', reading('users'), SYNTAX)).toHaveLength(1);
    const fromSubfolder = `import type { Database } from '../../db/client.ts';\n\nexport const probe = (db: Database) => db.query.conversations.findMany();\n`;
    expect(await problems('bff/src/billing/types/operations.ts', fromSubfolder, SYNTAX)).toHaveLength(1);
  });

  it('lets a domain read its own tables, and every domain the document read model', SLOW, async () => {
    expect(await problems('bff/src/chat/service.ts', reading('conversations'), SYNTAX)).toEqual([]);
    expect(await problems('bff/src/workspaces/reads.ts', reading('workspaces'), SYNTAX)).toEqual([]);
    expect(await problems('bff/src/search/types.ts', reading('documents'), SYNTAX)).toEqual([]);
  });
});

describe('token scopes', () => {
  const SYNTAX = 'no-restricted-syntax';

  it('refuses a token scope judged in a resolver or a service, rather than named at the field or route', SLOW, async () => {
    const importing = `import { tokenReaches } from '../request/token-scopes.ts';\n\nexport const probe = tokenReaches;\n`;
    expect(await problems('bff/src/chat/service.ts', importing, SYNTAX)).toEqual([expect.stringContaining('judges a token’s scopes')]);
    const checking = `import type { Context } from '../request/context.ts';\n\nexport const probe = (ctx: Context) => ctx.viewer?.token?.scopes.includes('chat');\n`;
    expect(await problems('bff/src/agents/types.ts', checking, SYNTAX)).toEqual([expect.stringContaining('judges a token’s scopes')]);
    expect(await problems('bff/src/search/hits.ts', checking.replace('includes', 'some'), SYNTAX)).toHaveLength(1);
  });

  it('lets the field and route kit judge them', SLOW, async () => {
    const importing = `import { tokenReaches } from '../request/token-scopes.ts';\n\nexport const probe = tokenReaches;\n`;
    expect(await problems('bff/src/graphql/access.ts', importing, SYNTAX)).toEqual([]);
    expect(await problems('bff/src/tokens/rest-routes.ts', importing, SYNTAX)).toEqual([]);
  });
});

describe('long functions', () => {
  it('refuses a server function over 120 lines', SLOW, async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `  total += ${i};`).join('\n');
    const long = `export function probe() {\n  let total = 0;\n${lines(120)}\n  return total;\n}\n`;
    expect(await problems('bff/src/search/query.ts', long, 'max-lines-per-function')).toEqual([expect.stringContaining('too many lines')]);
    const short = `export function probe() {\n  let total = 0;\n${lines(100)}\n  return total;\n}\n`;
    expect(await problems('bff/src/search/query.ts', short, 'max-lines-per-function')).toEqual([]);
  });

  it('refuses a web component or hook over 120 lines, and leaves the generated code alone', SLOW, async () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => `      <li>{${i}}</li>`).join('\n');
    const component = (n: number) => `export function Probe() {\n  return (\n    <ul>\n${items(n)}\n    </ul>\n  );\n}\n`;
    const file = 'web/src/screens/Manage/Roles/RoleList.tsx';
    expect(await problems(file, component(120), 'max-lines-per-function')).toEqual([expect.stringContaining('too many lines')]);
    expect(await problems(file, component(100), 'max-lines-per-function')).toEqual([]);
    const steps = (n: number) => Array.from({ length: n }, (_, i) => `  total += ${i};`).join('\n');
    const hook = `export function useProbe() {\n  let total = 0;\n${steps(120)}\n  return total;\n}\n`;
    expect(await problems('web/src/hooks/useDebounce.ts', hook, 'max-lines-per-function')).toHaveLength(1);
    expect(await problems('web/src/__generated__/RoleList_workspace.graphql.ts', hook, 'max-lines-per-function')).toEqual([]);
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

describe('buttons that wait on the server', () => {
  it('refuses a loading button or confirmation without a text saying what is under way', SLOW, async () => {
    const file = 'web/src/screens/Manage/Roles/RoleList.tsx';
    const probe = (attributes: string) =>
      `import { Button } from '@chakra-ui/react';\nexport function Probe({ busy }: { busy: boolean }) {\n  return <Button ${attributes}>Save</Button>;\n}\n`;
    expect(await problems(file, probe('loading={busy}'), 'no-restricted-syntax')).toEqual([expect.stringContaining('loadingText')]);
    expect(await problems(file, probe('loading={busy} loadingText="Saving…"'), 'no-restricted-syntax')).toEqual([]);
    expect(await problems(file, probe('disabled={busy}'), 'no-restricted-syntax')).toEqual([]);
    const dialog = `import { ConfirmDialog } from '../../../components/ConfirmDialog';\nexport function Probe({ busy }: { busy: boolean }) {\n  return <ConfirmDialog open onClose={() => {}} title="t" description="d" confirmLabel="Delete" onConfirm={() => {}} loading={busy} />;\n}\n`;
    expect(await problems(file, dialog, 'no-restricted-syntax')).toEqual([expect.stringContaining('loadingText')]);
    // Named exports are still required there.
    expect(await problems(file, 'export default function Probe() {\n  return null;\n}\n', 'no-restricted-syntax')).toEqual(['Use named exports.']);
  });
});
