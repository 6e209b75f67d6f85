import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { negotiateLocale, translate } from '../i18n/messages.ts';

// Refusals of ours: their message is already in the caller's language.
const OURS = new Set(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'INTERNAL_SERVER_ERROR']);

/**
 * GraphQL's own refusals of a request (a document that does not parse or validate, a variable of
 * the wrong type, a limit on documents passed) are written in English by graphql-js and its
 * plugins. They are answered first in the caller's language — a sentence saying the request is
 * invalid — with graphql-js's own wording after it, which a developer needs to fix the request.
 * They come before a context (and so before the person's setting is read): the language is the
 * request's `Accept-Language`, else zh-hans.
 */
export function useLocalizedRefusals(): Plugin {
  return {
    onResultProcess: ({ request, result, setResult }) => {
      if (Array.isArray(result) || Symbol.asyncIterator in result || !result.errors?.length) return;
      const locale = negotiateLocale(null, request.headers.get('accept-language') ?? undefined);
      const lead = translate(locale, 'graphqlRequestInvalid');
      const errors = result.errors.map((error) => {
        const code = error.extensions?.code;
        if (error.extensions?.key || (typeof code === 'string' && OURS.has(code)) || error.message.startsWith(lead)) return error;
        return new GraphQLError(`${lead}${error.message}`, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          extensions: error.extensions,
        });
      });
      setResult({ ...result, errors });
    },
  };
}
