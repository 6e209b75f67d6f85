import type { PubSub } from './pubsub.ts';

/**
 * Settings every search of a workspace reads (its synonyms, its embedding model), kept in this
 * process so that a search does not read them again each time: two statements of a search's
 * seven, and the round trips they wait on. A change forgets them at once in the server that made
 * it and, through the event bus, in every other (`settingsChanged`); as a last resort against an
 * event lost (Redis reconnecting), a value kept longer than `KEPT_MS` is read again.
 *
 * They are kept per database handle, which is per server: servers started in one process (as
 * tests start them) keep their own, and hear of each other's changes only as separate processes do.
 */
const KEPT_MS = 60_000;
/** Workspaces kept per setting and server before all are forgotten (a bound on memory, like the term counts'). */
const KEPT = 10_000;

type Entry = { value: Promise<unknown>; at: number };
type Kept = WeakMap<object, Map<string, Entry>>;
const everyKept = new Set<Kept>();

/**
 * `read` with its answer kept per workspace. The promise is kept from the first call, so that
 * concurrent searches share one read, and a read that fails is not kept. A change forgetting the
 * workspace while a read is in flight drops that read too: the next search reads again.
 */
export function keptPerWorkspace<S extends object, T>(read: (source: S, workspaceId: string) => Promise<T>) {
  const kept: Kept = new WeakMap();
  everyKept.add(kept);
  return (source: S, workspaceId: string): Promise<T> => {
    let entries = kept.get(source);
    if (!entries) kept.set(source, (entries = new Map()));
    const now = Date.now();
    const entry = entries.get(workspaceId);
    if (entry && now - entry.at < KEPT_MS) return entry.value as Promise<T>;
    if (entries.size >= KEPT) entries.clear();
    // A real promise: a query builder is a thenable that runs its statement again at each `then`.
    const value = Promise.resolve(read(source, workspaceId));
    const fresh = { value, at: now };
    entries.set(workspaceId, fresh);
    value.catch(() => {
      if (entries.get(workspaceId) === fresh) entries.delete(workspaceId);
    });
    return value;
  };
}

/** Forgets what a server (its database handle) keeps of a workspace's settings. */
function forgetSettings(source: object, workspaceId: string) {
  for (const kept of everyKept) kept.get(source)?.delete(workspaceId);
}

/**
 * A workspace's kept settings changed (once written): this server forgets them now, before the
 * change's answer goes out, and every other when the event reaches it (`listenForSettings`).
 */
export function settingsChanged(deps: { db: object; pubsub: PubSub }, workspaceId: string) {
  forgetSettings(deps.db, workspaceId);
  deps.pubsub.publish('workspace:settings', 'all', { workspaceId });
}

/** Makes a server forget a workspace's kept settings whenever another changes them; answers how to stop. */
export function listenForSettings(deps: { db: object; pubsub: PubSub }): () => void {
  return deps.pubsub.listen('workspace:settings', 'all', ({ workspaceId }) => forgetSettings(deps.db, workspaceId));
}
