import { defineConfig } from '@lingui/cli';

const SETUP_SCREENS = ['Apps', 'Agents', 'Manage', 'Operations'].map((screen) => `<rootDir>/web/src/screens/${screen}`);

export default defineConfig({
  // Messages are written in English in the code; zh-hans is the default language and the fallback.
  sourceLocale: 'en',
  locales: ['zh-hans', 'en'],
  fallbackLocales: { default: 'zh-hans' },
  rootDir: '.',
  // Two catalogues per language. `messages` holds what any first visit may show (the shell,
  // search, chat, home, sign-in…) and is part of the entry; `setup` holds the screens where things
  // are set up (apps, agents, manage, operations) and loads with the first of them
  // (web/src/i18n/i18n.ts). A message used on both sides is in both.
  catalogs: [
    {
      path: '<rootDir>/web/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/web/src'],
      exclude: ['**/__generated__/**', '**/node_modules/**', ...SETUP_SCREENS.map((folder) => `${folder}/**`)],
    },
    {
      path: '<rootDir>/web/src/i18n/locales/{locale}/setup',
      include: SETUP_SCREENS,
      exclude: ['**/__generated__/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
