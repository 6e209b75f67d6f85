import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * A synonym set changes what every search finds, and the search page shows a search the store
 * already holds without asking again (store-or-network). So what the store holds is marked stale:
 * the next screen loaded asks the server, and a search repeated after the change finds the new
 * terms. The screen showing now keeps its data.
 */
export function searchesChanged(store: RecordSourceSelectorProxy) {
  store.invalidateStore();
}
