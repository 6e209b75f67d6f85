import { defineConfig } from '@lingui/cli';

const screens = (names: string[]) => names.map((screen) => `<rootDir>/web/src/screens/${screen}`);
const SETUP_SCREENS = screens(['Apps', 'Agents', 'Manage', 'Operations']);
const PAGE_SCREENS = screens(['Home', 'Chat', 'Document', 'AccountSetting', 'Invitation', 'SignIn', 'Guide', 'PublicChat', 'SharedConversation', 'OAuthCallback']);

export default defineConfig({
  // Messages are written in English in the code; zh-hans is the default language and the fallback.
  sourceLocale: 'en',
  locales: ['zh-hans', 'en'],
  fallbackLocales: { default: 'zh-hans' },
  rootDir: '.',
  // Three catalogues per language. `messages` holds what every signed-in page shows (the shell,
  // the assistant, shared components) and the search page, and is part of the entry; `pages`
  // holds the other pages people read and sign in on (home, chat, documents, account, invitations,
  // sign-in…) and `setup` the screens where things are set up (apps, agents, manage, operations):
  // each loads with the first of its screens (web/src/i18n/i18n.ts). A message used on two sides
  // is in both; a module that more than one side uses lives outside the screens' folders.
  catalogs: [
    {
      path: '<rootDir>/web/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/web/src'],
      exclude: ['**/__generated__/**', '**/node_modules/**', ...[...SETUP_SCREENS, ...PAGE_SCREENS].map((folder) => `${folder}/**`)],
    },
    {
      path: '<rootDir>/web/src/i18n/locales/{locale}/pages',
      include: PAGE_SCREENS,
      exclude: ['**/__generated__/**'],
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
