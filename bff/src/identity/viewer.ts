import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Viewer } from '../graphql/context.ts';
import { currentMembershipQuery } from '../workspaces/service.ts';
import { liveSession } from './sessions.ts';
import { sessions, users } from './tables.ts';

/**
 * Who is behind a session cookie, with their membership in the current workspace. One statement:
 * every request starts with it, and each round trip to the database is a wait the request adds.
 */
export async function resolveViewer(db: Database, token: string | undefined, now: Date): Promise<Viewer | null> {
  if (!token) return null;
  const membership = currentMembershipQuery(db, users.id, users.currentWorkspaceId).as('membership');
  const [row] = await db
    .select({
      user: users,
      sessionId: sessions.id,
      membership: { workspaceId: membership.workspaceId, wsUserType: membership.wsUserType, wsUsername: membership.wsUsername },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoinLateral(membership, sql`true`)
    .where(liveSession(token, now))
    .limit(1);
  if (!row) return null;
  return { user: row.user, sessionId: row.sessionId, membership: row.membership?.workspaceId ? row.membership : null };
}
