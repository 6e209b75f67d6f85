import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import relay from 'eslint-plugin-relay';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const SRC = 'bff/src';

// The domains that own tables: every folder of the server with a `tables.ts` (a new domain joins by having one).
const tableOwners = readdirSync(path.join(root, SRC), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(root, SRC, entry.name, 'tables.ts')))
  .map((entry) => entry.name);


// The folders of the server, and the tables each domain owns (as drizzle's `db.query` names them).
const folders = readdirSync(path.join(root, SRC), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const tableNames = (domain) => [...readFileSync(path.join(root, SRC, domain, 'tables.ts'), 'utf8').matchAll(/export const (\w+) = pgTable\(/g)].map((match) => match[1]);
// The document read model (`apps/read-model.ts`) is lent to every domain for reading.
const LENT = new Set(['apps', 'documents']);

const WALL = 'is another domain’s tables: call a service function of that domain instead (issue 32; the walls are in eslint.config.js).';
const tablesOf = (domain) => `${SRC}/${domain}/tables.ts`;
const wallRule = (zones) => ['error', { basePath: root, zones }];

// Every file in a folder of the server (a domain, or plumbing beside them) may import only its own
// folder's tables; files directly in bff/src (app.ts, main.ts) compose the domains and are free.
const walls = tableOwners.map((owner) => ({ target: `${SRC}/!(${owner})/**/*`, from: tablesOf(owner), message: WALL }));
// Reading a file's or page's text is a leaf the connectors, search and chat stand on: it imports
// nothing of the product (its tests may, to check the text with what reads it).
walls.push({
  target: `${SRC}/text/!(*.test).ts`,
  from: `${SRC}/!(text)/**/*`,
  message: 'is part of the product: text/ reads files and pages and depends on nothing else of it.',
});


const READ_MODEL_WRITES = {
  selector: 'CallExpression[callee.property.name=/^(insert|update|delete)$/][arguments.0.name=/^(appRecords|documentRecords)$/]',
  message: 'The document read model is for reading: write documents and apps through a service function of the apps domain.',
};
/** `db.query.<table>` of the tables a folder does not own (the read model's are lent to all). */
function queryWall(folder) {
  const others = tableOwners.filter((owner) => owner !== folder).flatMap(tableNames).filter((name) => !LENT.has(name));
  return {
    selector: `MemberExpression[object.property.name="query"][property.name=/^(${others.join('|')})$/]`,
    message: 'reads another domain’s table through db.query: call a read function of that domain instead (the walls are in eslint.config.js).',
  };
}

/**
 * Where an access token's scopes are judged: at each GraphQL field and type (scope-auth's options,
 * read by `graphql/builder.ts`, `access.ts` and `refusals.ts`), at each REST route's `config.tokens`
 * (`tokens/rest-routes.ts`), and for the token-only endpoints, by the scopes each names
 * (`tokens/rest-scopes.ts`, MCP's tools in `mcp/tool-scopes.ts`). Anywhere else a scope is written
 * down as a field's or route's option, never checked in a resolver or service.
 */
const SCOPE_JUDGES = ['graphql/builder.ts', 'graphql/access.ts', 'graphql/refusals.ts', 'tokens/rest-routes.ts', 'tokens/rest-scopes.ts', 'mcp/tool-scopes.ts'].map(
  (file) => `${SRC}/${file}`,
);
const SCOPE_CHECKS = [
  { selector: "ImportSpecifier[imported.name='tokenReaches']", message: 'judges a token’s scopes: name them at the field (`authScopes`) or the route (`config.tokens`) instead.' },
  {
    selector: "CallExpression[callee.property.name=/^(includes|some|every)$/][callee.object.property.name='scopes']",
    message: 'judges a token’s scopes: name them at the field (`authScopes`) or the route (`config.tokens`) instead.',
  },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', 'bff/dist/', '**/__generated__/', '.data/', 'web/src/i18n/locales/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: [`${SRC}/**/*.ts`, 'web/src/**/*.{ts,tsx}'],
    // Type information from each side's own tsconfig (bff/, web/), found beside the file.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    plugins: { 'import-x': importX },
    settings: {
      // Imports resolve as the code writes them: the server's name `.ts`, the web app's no extension (Vite adds it).
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // Two modules that import each other load half-initialised in one order or the other; the
      // fix is composing them at the top (app.ts), not an import both ways. This rule skips type-only
      // imports; dependency-cruiser (`.dependency-cruiser.cjs`, also in `npm run lint`) counts them too.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // react-router settles its own navigations: a failed load shows the route's error page,
          // and the promise it answers never rejects. Anything else is awaited, caught or `void`ed with a reason.
          allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }],
        },
      ],
    },
  },
  {
    files: [`${SRC}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': wallRule(walls) },
  },
  {
    // A function reads as named steps: one longer than a screen's worth is split into them (a web
    // component into its sections, fields and hooks). The server's tests are exempt; generated code is ignored above.
    files: [`${SRC}/**/*.ts`, 'web/src/**/*.{ts,tsx}'],
    ignores: [`${SRC}/**/*.test.ts`],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  // The server's syntax rules, per folder: named exports; the document read model for reading
  // only, outside the apps domain; no `db.query.<table>` of another domain's tables (a
  // relational read is an import the wall above cannot see); and no token scope judged outside
  // the places fields and routes declare them.
  // A token's scopes are judged only where fields and routes declare them (SCOPE_JUDGES).
  ...[{ folder: null }, ...folders.map((folder) => ({ folder }))].flatMap(({ folder }) => {
    const files = [folder ? `${SRC}/${folder}/**/*.ts` : `${SRC}/*.ts`];
    const syntax = (judgesScopes) => [
      'error',
      { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ...(folder === 'apps' ? [] : [READ_MODEL_WRITES]),
      ...(folder ? [queryWall(folder)] : []),
      ...(judgesScopes ? [] : SCOPE_CHECKS),
    ];
    const judges = SCOPE_JUDGES.filter((file) => file.startsWith(`${SRC}/${folder}/`));
    return [
      { files, ignores: judges, rules: { 'no-restricted-syntax': syntax(false) } },
      ...(judges.length ? [{ files: judges, rules: { 'no-restricted-syntax': syntax(true) } }] : []),
    ];
  }),
  {
    // A table's foreign keys name the tables of other domains (every tenant row names its
    // workspace); `db/relations.ts` joins all of them into the one schema drizzle queries.
    files: [`${SRC}/*/tables.ts`, `${SRC}/db/relations.ts`],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  // The chat bubble's loader runs on other sites' pages, as a classic script of its own.
  { files: ['web/public/**/*.js'], languageOptions: { sourceType: 'script', globals: { ...globals.browser } } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { relay, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/hook-required-argument': 'error',
      'relay/function-required-argument': 'error',
      'no-restricted-imports': [
        'error',
        {
          // The build resolves `react-relay` to `react-relay/hooks` (see web/vite.config.ts): these are not there.
          name: 'react-relay',
          importNames: [
            'QueryRenderer',
            'LocalQueryRenderer',
            'MutationTypes',
            'RangeOperations',
            'ReactRelayContext',
            'createFragmentContainer',
            'createPaginationContainer',
            'createRefetchContainer',
            'fetchQuery_DEPRECATED',
            'useClientQuery',
            'usePrefetchableForwardPaginationFragment',
          ],
          message: 'Not in react-relay/hooks, which the web build uses for react-relay.',
        },
      ],
    },
  },
  {
    // A button that waits on the server says what is under way, not only that it is busy: a
    // bare spinner on a busy machine reads as a stuck page. (The rule above is repeated: a block's
    // options replace, not add to, an earlier block's for the same rule.)
    files: ['web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: "JSXOpeningElement[name.name=/^(Button|ConfirmDialog|DecisionDialog)$/]:has(> JSXAttribute[name.name='loading']):not(:has(> JSXAttribute[name.name='loadingText']))",
          message: 'Say what is under way while it loads: give `loadingText` beside `loading`.',
        },
      ],
    },
  },
  {
    // Tool configuration files are read by tools that expect a default export.
    files: ['*.config.{js,ts}', 'web/vite.config.ts', 'drizzle.config.ts', 'lingui.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
