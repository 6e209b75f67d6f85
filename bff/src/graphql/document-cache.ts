import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Which parsed documents Yoga keeps, so that the same operation is not parsed and validated
 * again (its validation result is kept with it, keyed by the parsed tree). Yoga's own caches
 * keep 1,024 documents and 1,024 parse errors, whatever their size or worth, for an hour: a
 * client sending distinct documents made the process hold ~1.7 MB for each 2,000-token one
 * with an error per field, ~75 kB for each small one that failed validation, and a refused
 * megabyte of text for each that did not parse, until memory went past a gigabyte and stayed.
 *
 * Kept here: documents that pass validation, of up to `maxLength` characters, at most `entries`
 * of them and `budget` characters in all, least recently used first out (the web app's 73
 * operations are 44 k characters, the largest 2.7 k). A document that does not parse or fails
 * validation is refused again cheaply, and is not kept.
 */
export function documentCache({ maxLength = 16_384, entries = 500, budget = 262_144 } = {}) {
  // A Map iterates in insertion order: a document used again is moved to the end.
  const kept = new Map<string, DocumentNode>();
  const sources = new WeakMap<DocumentNode, string>();
  let size = 0;
  const forget = (source: string) => {
    if (kept.delete(source)) size -= source.length;
  };
  const cache = {
    get(source: string) {
      const document = kept.get(source);
      if (document) {
        kept.delete(source);
        kept.set(source, document);
      }
      return document;
    },
    set(source: string, document: DocumentNode) {
      if (source.length > maxLength || kept.has(source)) return;
      kept.set(source, document);
      sources.set(document, source);
      size += source.length;
      for (const oldest of kept.keys()) {
        if (size <= budget && kept.size <= entries) break;
        forget(oldest);
      }
    },
  };
  /** Drops a document that failed validation (with the errors Yoga keeps for it). */
  const plugin: Plugin = {
    onValidate: ({ params }) => ({ result }) => {
      const source = result.length > 0 ? sources.get(params.documentAST) : undefined;
      if (source !== undefined) forget(source);
    },
  };
  return { cache, plugin, stats: () => ({ entries: kept.size, characters: size }) };
}

export const noErrorCache = { get: () => undefined, set: () => {} };
