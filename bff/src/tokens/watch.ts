import type { Database } from '../db/client.ts';
import type { PubSub } from '../request/pubsub.ts';
import { tokenIsLive } from './authenticate.ts';

/** How often a stream opened with a token checks that it is still live (expiry, its maker's membership). */
const CHECK_EVERY_MS = 5_000;

/**
 * Calls `end` once, when the token a stream or subscription was opened with is no longer live:
 * at once when it is revoked (through the event bus, across processes with Redis), and within
 * seconds when it expires or its maker leaves the workspace. Answers a function that stops watching.
 */
export function watchToken(deps: { db: Database; pubsub: PubSub; clock: () => Date }, token: { id: string; workspaceId: string }, end: () => void) {
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    stop();
    end();
  };
  const unlisten = deps.pubsub.listen('token:revoked', token.id, finish);
  const timer = setInterval(() => {
    tokenIsLive(deps.db, token.workspaceId, token.id, deps.clock()).then(
      (live) => live || finish(),
      () => {}, // a failed check is tried again at the next tick
    );
  }, CHECK_EVERY_MS);
  timer.unref();
  const stop = () => {
    clearInterval(timer);
    unlisten();
  };
  return () => {
    ended = true;
    stop();
  };
}
