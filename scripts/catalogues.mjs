// The web app's message catalogues as Lingui writes them (lingui.config.ts): per language, the
// core `messages` (in the entry), `pages` (the other pages people read) and `setup` (the screens
// that configure). Read by the drift check and by the tests' `say`, which must agree on what a
// catalogue holds.
import { readFileSync } from 'node:fs';

export const CATALOGUE_PARTS = ['messages', 'pages', 'setup'];

/** The key of a message with a context, as Lingui's compiled catalogues join them. */
export const messageKey = (id, context) => (context ? `${context}\u0004${id}` : id);

/** (context and) msgid → msgstr of one catalogue, one line each as Lingui writes them. */
export function readCatalogue(locale, part) {
  const entries = new Map();
  const po = readFileSync(`web/src/i18n/locales/${locale}/${part}.po`, 'utf8');
  for (const [, context, id, text] of po.matchAll(/^(?:msgctxt (".*")\r?\n)?msgid (".*")\r?\nmsgstr (".*")$/gm)) {
    entries.set(messageKey(JSON.parse(id), context && JSON.parse(context)), JSON.parse(text));
  }
  return entries;
}
