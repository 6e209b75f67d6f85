import { createClient, type Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { i18n } from '../i18n/i18n';

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/graphql-response+json, application/json',
      'Accept-Language': i18n.locale,
    },
    body: JSON.stringify({ query: operation.text, operationName: operation.name, variables }),
  });
  return (await response.json()) as GraphQLResponse;
};

let wsClient: Client | undefined;

function subscriptionClient() {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  wsClient ??= createClient({ url: `${scheme}://${window.location.host}/graphql`, lazy: true });
  return wsClient;
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create((sink) =>
    subscriptionClient().subscribe(
      { query: operation.text ?? '', operationName: operation.name, variables },
      {
        next: (value) => sink.next(value as GraphQLResponse),
        error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
        complete: () => sink.complete(),
      },
    ),
  );

export function createEnvironment() {
  return new Environment({ network: Network.create(fetchGraphQL, subscribe), store: new Store(new RecordSource()) });
}

export const environment = createEnvironment();
