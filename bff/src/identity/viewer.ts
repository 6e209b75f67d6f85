import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Viewer } from '../request/viewer.ts';
import { hashToken } from '../lib/tokens.ts';
import type { Memberships } from './ports.ts';
import { touchSession } from './sessions.ts';
import { sessions, users } from './tables.ts';

/**
 * Who is behind a session: the user, with their membership in the current workspace (a subquery
 * the workspaces domain lends), in one statement. Every request starts with it, so it is built once per database and only its
 * values change (building the statement cost more than running it).
 */
function viewerStatement(db: Database, memberships: Pick<Memberships, 'current'>) {
  // A driver may hand JSON over as its text.
  const membership = memberships
    .current(db, users.id, users.currentWorkspaceId)
    .mapWith((value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Viewer['membership']);
  return db
    .select({
      user: users,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      membership,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // The session the cookie's token names (stored hashed), if it has not expired.
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('resolve_viewer');
}

const statements = new WeakMap<Database, ReturnType<typeof viewerStatement>>();

/** Who is behind a session cookie, with their membership in the current workspace; the session's use is recorded now and then. */
export async function resolveViewer(db: Database, memberships: Pick<Memberships, 'current'>, token: string | undefined, now: Date, ip: string): Promise<Viewer | null> {
  if (!token) return null;
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = viewerStatement(db, memberships)));
  const [row] = await statement.execute({ tokenHash: hashToken(token), now: now.toISOString() });
  if (!row) return null;
  await touchSession(db, { id: row.sessionId, lastSeenAt: new Date(row.lastSeenAt) }, ip, now);
  return { user: row.user, sessionId: row.sessionId, membership: row.membership ?? null, token: null };
}
