import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Viewer } from '../request/viewer.ts';
import { currentMembershipQuery } from '../workspaces/service.ts';
import { hashToken } from '../lib/tokens.ts';
import { touchSession } from './sessions.ts';
import { sessions, users } from './tables.ts';

/**
 * Who is behind a session: the user, with their membership in the current workspace, in one
 * statement. Every request starts with it, so it is built once per database and only its
 * values change (building the statement cost more than running it).
 */
function viewerStatement(db: Database) {
  const membership = currentMembershipQuery(db, users.id, users.currentWorkspaceId).as('membership');
  return db
    .select({
      user: users,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      membership: { workspaceId: membership.workspaceId, wsUserType: membership.wsUserType, wsUsername: membership.wsUsername },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoinLateral(membership, sql`true`)
    // The session the cookie's token names (stored hashed), if it has not expired.
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('resolve_viewer');
}

const statements = new WeakMap<Database, ReturnType<typeof viewerStatement>>();

/** Who is behind a session cookie, with their membership in the current workspace; the session's use is recorded now and then. */
export async function resolveViewer(db: Database, token: string | undefined, now: Date, ip: string): Promise<Viewer | null> {
  if (!token) return null;
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = viewerStatement(db)));
  const [row] = await statement.execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  await touchSession(db, { id: row.sessionId, lastSeenAt: new Date(row.lastSeenAt) }, ip, now);
  return { user: row.user, sessionId: row.sessionId, membership: row.membership?.workspaceId ? row.membership : null, token: null };
}
