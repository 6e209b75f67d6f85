import { readFileSync, statSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { negotiateLocale, translate, type Locale, type MessageKey } from '../i18n/messages.ts';
import { projectFile } from '../lib/project-files.ts';

/** Written by the Relay compiler (`npm run relay`): the web app's operations by id, committed. */
export const PERSISTED_OPERATIONS_FILE = projectFile('web', 'persisted-operations.json');

/** How often, at most, an unknown id makes the file be looked at again (rebuilt while the server runs). */
const RELOAD_EVERY_MS = 1000;

export type PersistedOperations = { get: (id: string) => string | null };

/** The operations of the file, read at start-up and again when it has changed since. */
export function persistedOperations(file = PERSISTED_OPERATIONS_FILE): PersistedOperations {
  let operations = new Map<string, string>();
  let readAt = -1;
  let checkedAt = 0;
  const load = () => {
    checkedAt = Date.now();
    try {
      const { mtimeMs } = statSync(file);
      if (mtimeMs === readAt) return;
      operations = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
      readAt = mtimeMs;
    } catch {
      // No file (a server without the web app's build inputs): no persisted operation is known.
    }
  };
  load();
  return {
    get: (id) => {
      if (!operations.has(id) && Date.now() - checkedAt > RELOAD_EVERY_MS) load();
      return operations.get(id) ?? null;
    },
  };
}

/** The id a request names: `documentId` (over HTTP), or `extensions.documentId` (graphql-ws needs a query string). */
export function persistedIdOf(params: { extensions?: unknown } & Record<string, unknown>): string | null {
  if (typeof params.documentId === 'string') return params.documentId;
  const extensions = params.extensions as { documentId?: unknown } | undefined;
  return typeof extensions?.documentId === 'string' ? extensions.documentId : null;
}

type Refusal = { key: MessageKey; code: string; status: number };
const REFUSALS = {
  notFound: { key: 'persistedOperationNotFound', code: 'PERSISTED_OPERATION_NOT_FOUND', status: 400 },
  missing: { key: 'persistedOperationMissing', code: 'BAD_REQUEST', status: 400 },
  sessionsPersistedOnly: { key: 'persistedOperationsOnly', code: 'PERSISTED_OPERATIONS_ONLY', status: 403 },
} satisfies Record<string, Refusal>;

function refusal(locale: Locale, { key, code, status }: Refusal) {
  return new GraphQLError(translate(locale, key), { extensions: { code, key, http: { status } } });
}

const localeOf = (request: Request) => negotiateLocale(null, request.headers.get('accept-language') ?? undefined);

/**
 * The web app sends the ids of its operations (Relay's, `web/persisted-operations.json`) rather
 * than their text. Access tokens may always send operations of their own (within the limits on
 * documents); so may sessions (GraphiQL) unless `GRAPHQL_SESSIONS_PERSISTED_ONLY` is set. Whether a
 * token is live is decided afterwards, with the context: a request naming one is not a session's.
 */
export function usePersistedWebOperations(operations: PersistedOperations, options: { sessionsPersistedOnly: boolean }): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (id) => operations.get(id),
    extractPersistedOperationId: (params) => persistedIdOf(params as Record<string, unknown>),
    allowArbitraryOperations: (request) => !options.sessionsPersistedOnly || request.headers.has('authorization'),
    customErrors: {
      notFound: ({ request }) => refusal(localeOf(request), REFUSALS.notFound),
      keyNotFound: ({ request }) => refusal(localeOf(request), REFUSALS.missing),
      persistedQueryOnly: ({ request }) => refusal(localeOf(request), REFUSALS.sessionsPersistedOnly),
    },
  });
}

/**
 * The text of a graphql-ws subscription, under the same rules as over HTTP (the connection carries
 * a token in its parameters, or is a session's); a refusal otherwise.
 */
export function subscriptionText(
  operations: PersistedOperations,
  options: { sessionsPersistedOnly: boolean },
  params: { query: string; extensions?: unknown },
  connection: { withToken: boolean; acceptLanguage: string | undefined },
): string | GraphQLError {
  const locale = negotiateLocale(null, connection.acceptLanguage);
  if (params.query) return !options.sessionsPersistedOnly || connection.withToken ? params.query : refusal(locale, REFUSALS.sessionsPersistedOnly);
  const id = persistedIdOf(params);
  if (id === null) return refusal(locale, REFUSALS.missing);
  return operations.get(id) ?? refusal(locale, REFUSALS.notFound);
}
