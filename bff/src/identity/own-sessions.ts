import { auditedTransaction } from '../audit/record.ts';
import type { Database } from '../db/client.ts';
import type { SignedInContext } from '../request/context.ts';
import type { PubSub } from '../request/pubsub.ts';
import { endOwnSession, endSessionsOf } from './sessions.ts';

// A person ending their own signed-in browsers, recorded as they do it.

type Ending = (deps: { db: Pick<Database, 'delete'>; pubsub: PubSub }) => Promise<number>;

/**
 * Ends sessions and records it with them. A person's sessions are theirs, not a workspace's: the
 * act is kept in the log of the workspace they act in, and outside one, nowhere.
 */
async function endRecorded(ctx: SignedInContext, end: Ending): Promise<number> {
  const workspaceId = ctx.viewer.membership?.workspaceId;
  if (!workspaceId) return end(ctx);
  const person = { type: 'person', id: ctx.viewer.user.id, label: ctx.viewer.user.displayName };
  return auditedTransaction(ctx, workspaceId, async (tx, pubsub) => {
    const count = await end({ db: tx, pubsub });
    return { result: count, act: count > 0 ? { action: 'session.ended', object: person, detail: { sessionsEnded: count } } : null };
  });
}

/** Ends one of the viewer's sessions (this one too); false when it is not theirs or already over. */
export async function endViewerSession(ctx: SignedInContext, sessionId: string): Promise<boolean> {
  const count = await endRecorded(ctx, async (deps) => ((await endOwnSession(deps, ctx.viewer.user.id, sessionId)) ? 1 : 0));
  return count > 0;
}

/** Ends every session of the viewer but the one asking: how many ended. */
export function endViewerOtherSessions(ctx: SignedInContext): Promise<number> {
  return endRecorded(ctx, (deps) => endSessionsOf(deps, ctx.viewer.user.id, ctx.viewer.sessionId));
}
