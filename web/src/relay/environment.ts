import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  ROOT_TYPE,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type MissingFieldHandler,
  type RequestParameters,
  type SubscribeFunction,
} from 'relay-runtime';
import { i18n } from '../i18n/i18n';

/**
 * An operation is sent by its id (Relay's compiler persists every operation of the app, see
 * relay.config.js); the server reads its text from `web/persisted-operations.json`.
 */
const persisted = (operation: RequestParameters) => (operation.id ? { documentId: operation.id } : { query: operation.text });

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      'Accept-Language': i18n.locale,
    },
    body: JSON.stringify({ ...persisted(operation), operationName: operation.name, variables }),
  });
  return (await response.json()) as GraphQLResponse;
};

// Only subscriptions use the WebSocket client, so it loads with the first one rather than with
// the page.
let wsClient: Promise<Client> | undefined;

function subscriptionClient(): Promise<Client> {
  wsClient ??= import('graphql-ws').then(
    ({ createClient }) => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      return createClient({ url: `${scheme}://${window.location.host}/graphql`, lazy: true });
    },
    (error: unknown) => {
      // A failed load (say, a new deployment removed the chunk) is tried again by the next subscription.
      wsClient = undefined;
      throw error;
    },
  );
  return wsClient;
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create((sink) => {
    let unsubscribe: (() => void) | undefined;
    let closed = false;
    subscriptionClient().then(
      (client) => {
        if (closed) return;
        unsubscribe = client.subscribe(
          // graphql-ws asks for a query string: the id goes in the extensions.
          { query: operation.text ?? '', operationName: operation.name, variables, ...(operation.id && { extensions: { documentId: operation.id } }) },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => {
        if (!closed) sink.error(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      closed = true;
      unsubscribe?.();
    };
  });

// `node(id:)` of a record already in the store is that record: a screen opening something another
// one (or a mutation) has just loaded renders at once instead of waiting for the network.
const missingFieldHandlers: MissingFieldHandler[] = [
  {
    kind: 'linked',
    handle: (field, parent, args) =>
      parent?.getType() === ROOT_TYPE && field.name === 'node' && typeof args.id === 'string' && args.id ? args.id : undefined,
  },
];

export function createEnvironment() {
  return new Environment({ network: Network.create(fetchGraphQL, subscribe), store: new Store(new RecordSource()), missingFieldHandlers });
}

export const environment = createEnvironment();
