import type { Database } from '../db/client.ts';
import type { Viewer } from '../graphql/context.ts';
import { currentMembership } from '../workspaces/service.ts';
import { findSessionUser } from './sessions.ts';

/** Who is behind a session cookie, with their membership in the current workspace. */
export async function resolveViewer(db: Database, token: string | undefined, now: Date): Promise<Viewer | null> {
  if (!token) return null;
  const found = await findSessionUser(db, token, now);
  if (!found) return null;
  return { user: found.user, sessionId: found.sessionId, membership: await currentMembership(db, found.user) };
}
