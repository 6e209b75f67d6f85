import { i18n, type Messages } from '@lingui/core';
import { messages as defaultMessages } from './locales/zh-hans/messages.po';

export const LOCALES = ['zh-hans', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-hans';

const STORAGE_KEY = 'language';
const LANGUAGE_CHANGE = 'languagechange:app';

/**
 * Each language has three catalogues (see lingui.config.ts): `messages`, for the frame of every
 * page and the search page; `pages`, for the other pages people read and sign in on; and `setup`,
 * for the screens where apps, agents and the workspace are set up. The default language's
 * `messages` is part of the entry, so the first frame paints as soon as the entry runs, without
 * waiting on one more request; the rest load with the first screen that needs them.
 */
type Part = 'messages' | ScreensPart;
export type ScreensPart = 'pages' | 'setup';
const catalogues: Record<Locale, Record<Part, () => Promise<{ messages: Messages }>>> = {
  'zh-hans': {
    messages: () => Promise.resolve({ messages: defaultMessages }),
    pages: () => import('./locales/zh-hans/pages.po'),
    setup: () => import('./locales/zh-hans/setup.po'),
  },
  en: {
    messages: () => import('./locales/en/messages.po'),
    pages: () => import('./locales/en/pages.po'),
    setup: () => import('./locales/en/setup.po'),
  },
};

/** The catalogues the app has needed so far: a language it switches to gets all of them. */
const parts = new Set<Part>(['messages']);

async function loadParts(locale: Locale, wanted: Iterable<Part>) {
  const loaded = await Promise.all([...wanted].map((part) => catalogues[locale][part]()));
  // A copy: Lingui merges later catalogues into the object it is first given.
  i18n.load(locale, Object.assign({}, ...loaded.map(({ messages }) => messages)) as Messages);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The tab's remembered language. A browser may refuse storage to a page (a chat framed by another
 * site, with third-party storage blocked): then nothing is remembered.
 */
const tabChoice = {
  get: (): string | null => {
    try {
      return sessionStorage.getItem(STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set: (locale: Locale) => {
    try {
      sessionStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Refused: the choice holds for the page alone.
    }
  },
};

/** The language to start in: this tab's choice, else the person's setting, else the browser's, else zh-hans. */
export function initialLocale(): Locale {
  const stored = tabChoice.get();
  if (isLocale(stored)) return stored;
  const preferred = storedPreferredLanguage();
  if (isLocale(preferred)) return preferred;
  for (const tag of navigator.languages ?? []) {
    const lower = tag.toLowerCase();
    if (lower.startsWith('zh')) return 'zh-hans';
    if (lower.startsWith('en')) return 'en';
  }
  return DEFAULT_LOCALE;
}

/**
 * Loads a catalogue and switches the whole UI to it, without a reload. A language the person chose
 * is remembered for the tab's session.
 */
export async function activateLocale(locale: Locale, options: { remember?: boolean } = {}) {
  await loadParts(locale, parts);
  i18n.activate(locale);
  if (options.remember) tabChoice.set(locale);
  document.documentElement.lang = locale === 'zh-hans' ? 'zh-Hans' : 'en';
}

/**
 * A part's messages, in the language shown and in any chosen later: the route of a screen whose
 * messages are in that part waits for this before it renders.
 */
export function loadScreenMessages(part: ScreensPart): Promise<void> {
  const loading = (screensLoading[part] ??= (async () => {
    parts.add(part);
    // The language may change while this loads: then the new one is loaded too (activateLocale
    // may have started before the part was wanted).
    let locale: Locale | undefined;
    while (isLocale(i18n.locale) && locale !== i18n.locale) {
      locale = i18n.locale;
      await loadParts(locale, [part]);
    }
  })().catch((error: unknown) => {
    // Not loaded (a deployment removed the file, the network went): the next such screen tries again.
    parts.delete(part);
    screensLoading[part] = undefined;
    throw error;
  }));
  return loading;
}
const screensLoading: Partial<Record<ScreensPart, Promise<void>>> = {};

/** Once the person's settings are known: their language, unless this tab chose one. */
export function adoptPreferredLocale(preferred: Locale) {
  if (!tabChoice.get() && preferred !== i18n.locale) void activateLocale(preferred);
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

/** The language kept with the stored user info (read here directly: the request layer needs i18n). */
function storedPreferredLanguage(): unknown {
  try {
    return (JSON.parse(localStorage.getItem('userInfo') ?? 'null') as { preferred_language?: unknown } | null)?.preferred_language;
  } catch {
    return undefined;
  }
}

export { i18n };
