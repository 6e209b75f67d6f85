import js from '@eslint/js';
import relay from 'eslint-plugin-relay';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'web/dist/', '**/__generated__/', '.data/', 'web/src/i18n/locales/'] },
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
    // Tool configuration files are read by tools that expect a default export.
    files: ['*.config.{js,ts}', 'web/vite.config.ts', 'drizzle.config.ts', 'lingui.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
