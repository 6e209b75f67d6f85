import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { readFileSync } from 'node:fs';

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** msgid → msgstr of a catalog (one line each, as Lingui writes them). */
function readCatalog(locale: string) {
  const po = readFileSync(`web/src/i18n/locales/${locale}/messages.po`, 'utf8');
  const entries = new Map<string, string>();
  for (const [, id, text] of po.matchAll(/^msgid (".*")\r?\nmsgstr (".*")$/gm)) entries.set(JSON.parse(id!), JSON.parse(text!));
  return entries;
}
const catalogs = [readCatalog('zh-hans'), readCatalog('en')];

/**
 * A message as the page shows it, whatever the catalogs hold when the app was built: its
 * translations, its English source, or its bare id (what Lingui shows for a message the catalog
 * lacks). Placeholders are filled from `values`.
 */
export function say(english: string, values: Record<string, string | number> = {}, options: { exact?: boolean } = {}) {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
  const shown = [english, ...catalogs.map((catalog) => catalog.get(english) ?? '')].filter(Boolean).map(fill);
  const body = [...new Set(shown), generateMessageId(english)].map(escape).join('|');
  return new RegExp(options.exact === false ? `(?:${body})` : `^(?:${body})$`);
}
