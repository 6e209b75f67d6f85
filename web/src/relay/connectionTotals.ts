import type { RecordSourceSelectorProxy } from 'relay-runtime';

/** Moves the `totalCount` of the given connections by `delta`, after an edge went in or out. */
export function changeTotalCount(store: RecordSourceSelectorProxy, connections: readonly string[], delta: number) {
  for (const id of connections) {
    const connection = store.get(id);
    const total = connection?.getValue('totalCount');
    if (typeof total === 'number') connection!.setValue(Math.max(0, total + delta), 'totalCount');
  }
}
