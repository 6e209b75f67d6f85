import { i18n, type Messages } from '@lingui/core';

export const LOCALES = ['zh-hans', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-hans';

const STORAGE_KEY = 'language';
const LANGUAGE_CHANGE = 'languagechange:app';

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  'zh-hans': () => import('./locales/zh-hans/messages.po'),
  en: () => import('./locales/en/messages.po'),
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language to start in: this tab's choice, else the browser's, else zh-hans. */
export function initialLocale(): Locale {
  const stored = sessionStorage.getItem(STORAGE_KEY);
  if (isLocale(stored)) return stored;
  for (const tag of navigator.languages ?? []) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-hans';
    if (lower.startsWith('en')) return 'en';
  }
  return DEFAULT_LOCALE;
}

/** Loads a catalog and switches the whole UI to it, without a reload. */
export async function activateLocale(locale: Locale) {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  sessionStorage.setItem(STORAGE_KEY, locale);
  document.documentElement.lang = locale === 'zh-hans' ? 'zh-Hans' : 'en';
}

/** Asks the app to change language; the provider listens and activates it. */
export function requestLocale(locale: Locale) {
  window.dispatchEvent(new CustomEvent<Locale>(LANGUAGE_CHANGE, { detail: locale }));
}

export function onLocaleRequest(listener: (locale: Locale) => void) {
  const handler = (event: Event) => {
    const locale = (event as CustomEvent<unknown>).detail;
    if (isLocale(locale)) listener(locale);
  };
  window.addEventListener(LANGUAGE_CHANGE, handler);
  return () => window.removeEventListener(LANGUAGE_CHANGE, handler);
}

export { i18n };
