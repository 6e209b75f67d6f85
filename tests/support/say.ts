import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { CATALOGUE_PARTS, messageKey, readCatalogue } from '../../scripts/catalogues.mjs';

export const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A language's catalogues as one: a message on both sides reads the same in each (the drift check). */
function languageCatalogue(locale: string) {
  return new Map(CATALOGUE_PARTS.flatMap((part) => [...readCatalogue(locale, part)]));
}
const catalogues = [languageCatalogue('zh-hans'), languageCatalogue('en')];

/**
 * A message as the page shows it, whatever the catalogues hold when the app was built: its
 * translations, its English source, or its bare id (what Lingui shows for a message the catalogue
 * lacks). Placeholders are filled from `values`.
 */
export function say(english: string, values: Record<string, string | number> = {}, options: { exact?: boolean; context?: string } = {}) {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
  const key = messageKey(english, options.context);
  const shown = [english, ...catalogues.map((catalogue) => catalogue.get(key) ?? '')].filter(Boolean).map(fill);
  const body = [...new Set(shown), generateMessageId(english, options.context)].map(escape).join('|');
  return new RegExp(options.exact === false ? `(?:${body})` : `^(?:${body})$`);
}
