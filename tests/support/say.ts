import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { readFileSync } from 'node:fs';

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** (context and) msgid → msgstr of a catalog (one line each, as Lingui writes them). */
function readCatalog(locale: string) {
  const entries = new Map<string, string>();
  // Both of the language's catalogues (lingui.config.ts): a message on both sides reads the same in each.
  for (const part of ['messages', 'setup']) {
    const po = readFileSync(`web/src/i18n/locales/${locale}/${part}.po`, 'utf8');
    for (const [, context, id, text] of po.matchAll(/^(?:msgctxt (".*")\r?\n)?msgid (".*")\r?\nmsgstr (".*")$/gm)) {
      entries.set(keyOf(JSON.parse(id!), context && JSON.parse(context)), JSON.parse(text!));
    }
  }
  return entries;
}
const keyOf = (id: string, context?: string) => (context ? `${context}\u0004${id}` : id);
const catalogs = [readCatalog('zh-hans'), readCatalog('en')];

/**
 * A message as the page shows it, whatever the catalogs hold when the app was built: its
 * translations, its English source, or its bare id (what Lingui shows for a message the catalog
 * lacks). Placeholders are filled from `values`.
 */
export function say(english: string, values: Record<string, string | number> = {}, options: { exact?: boolean; context?: string } = {}) {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
  const key = keyOf(english, options.context);
  const shown = [english, ...catalogs.map((catalog) => catalog.get(key) ?? '')].filter(Boolean).map(fill);
  const body = [...new Set(shown), generateMessageId(english, options.context)].map(escape).join('|');
  return new RegExp(options.exact === false ? `(?:${body})` : `^(?:${body})$`);
}
