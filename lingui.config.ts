import { defineConfig } from '@lingui/cli';

export default defineConfig({
  // Messages are written in English in the code; zh-hans is the default language and the fallback.
  sourceLocale: 'en',
  locales: ['zh-hans', 'en'],
  fallbackLocales: { default: 'zh-hans' },
  rootDir: '.',
  catalogs: [
    {
      path: '<rootDir>/web/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/web/src'],
      exclude: ['**/__generated__/**', '**/node_modules/**'],
    },
  ],
  format: 'po',
  orderBy: 'messageId',
});
