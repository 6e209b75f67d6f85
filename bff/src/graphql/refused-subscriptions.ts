import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from 'pino';
import { translate } from '../i18n/messages.ts';
import type { Context } from '../request/context.ts';
import { ExpectedError, ForbiddenError, NotFoundError, NotSignedInError } from '../request/errors.ts';

const codeOf = (error: ExpectedError) =>
  error instanceof NotSignedInError
    ? 'UNAUTHENTICATED'
    : error instanceof ForbiddenError
      ? 'FORBIDDEN'
      : error instanceof NotFoundError
        ? 'NOT_FOUND'
        : 'BAD_USER_INPUT';

/**
 * A subscription its field refuses before streaming (an `ExpectedError` from `subscribe`: the app
 * is not the caller's) is answered with that refusal in the caller's language and logged as what
 * it is, at info; masking would answer "Unexpected error." and log it as the server's failure.
 * Runs before Yoga's masking, which lets these errors through.
 */
export function useRefusedSubscriptions(log: Logger): Plugin<Context> {
  return {
    onSubscribe: ({ args }) => ({
      onSubscribeResult: ({ result, setResult }) => {
        if (!('errors' in result) || !result.errors?.length) return;
        const errors = result.errors.map((error) => {
          const refusal = error.originalError;
          if (!(refusal instanceof ExpectedError)) {
            // Refused by the field's scopes (not signed in, not a member): answered already.
            const code = error.extensions?.code;
            if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') log.info({ code, path: error.path }, 'subscription refused');
            return error;
          }
          log.info({ key: refusal.key, path: error.path }, 'subscription refused');
          return new GraphQLError(translate(args.contextValue.locale, refusal.key), {
            nodes: error.nodes,
            path: error.path,
            extensions: { code: codeOf(refusal), key: refusal.key },
          });
        });
        setResult({ ...result, errors });
      },
    }),
  };
}
