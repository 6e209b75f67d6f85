import { appendAuditEntry } from '../audit/record.ts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Viewer } from '../request/viewer.ts';
import { findPersonById } from '../identity/people.ts';
import { hashToken } from '../lib/tokens.ts';
import { memberOf } from '../workspaces/members.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import type { TokenScope } from '../request/token-scopes.ts';
import { accessTokens } from './tables.ts';

/** Every token begins so: a scanner (or a person) can tell one from any other secret. */
export const TOKEN_PREFIX = 'zwt_';

/** How stale `lastUsedAt` may be before a request writes it again. */
const LAST_USED_EVERY_MS = 5 * 60 * 1000;

/**
 * Who a bearer token acts as: its maker, in the token's workspace, with no more than the maker
 * may do there now (a maker who left the workspace, or an account turned off, leaves the token
 * powerless), and no more than its scopes (without `manage`, the maker acts as a plain member).
 * Null for anything that is not a live token: unknown, revoked or expired.
 */
export async function viewerOfToken(db: Database, raw: string, now: Date): Promise<Viewer | null> {
  if (!raw.startsWith(TOKEN_PREFIX)) return null;
  const [token] = await db.select().from(accessTokens).where(eq(accessTokens.tokenHash, hashToken(raw))).limit(1);
  if (!token || token.revokedAt || token.expiresAt <= now) return null;
  const [user, membership] = await Promise.all([findPersonById(db, token.createdBy), memberOf(db, token.workspaceId, token.createdBy)]);
  if (!user || !membership) return null;
  const scopes = token.scopes as TokenScope[];
  const wsUserType = scopes.includes('manage') ? membership.wsUserType : Math.min(membership.wsUserType, WS_USER_TYPES.member);
  if (!token.lastUsedAt) void noteFirstUse(db, token, membership.wsUsername || user.displayName, now);
  else if (now.getTime() - token.lastUsedAt.getTime() > LAST_USED_EVERY_MS) void noteUse(db, token.workspaceId, token.id, now);
  return {
    user,
    sessionId: null,
    membership: { ...membership, wsUserType },
    token: { id: token.id, workspaceId: token.workspaceId, scopes },
  };
}

/**
 * Which token a secret is, live or not (rate limits count by token): its id, or null for a secret
 * no token has. Answers no more than that; whether it may act is `viewerOfToken`'s to say.
 */
export async function tokenIdOfSecret(db: Database, raw: string): Promise<string | null> {
  if (!raw.startsWith(TOKEN_PREFIX)) return null;
  const [token] = await db.select({ id: accessTokens.id }).from(accessTokens).where(eq(accessTokens.tokenHash, hashToken(raw))).limit(1);
  return token?.id ?? null;
}

/** Whether a token is still live (for streams it opened, which check again as they run). */
export async function tokenIsLive(db: Database, workspaceId: string, id: string, now: Date) {
  const [token] = await db
    .select({ revokedAt: accessTokens.revokedAt, expiresAt: accessTokens.expiresAt, createdBy: accessTokens.createdBy })
    .from(accessTokens)
    .where(and(eq(accessTokens.workspaceId, workspaceId), eq(accessTokens.id, id)));
  return Boolean(token && !token.revokedAt && token.expiresAt > now && (await memberOf(db, workspaceId, token.createdBy)));
}

/**
 * A token's first use, noted by the one request that finds it unused (however many arrive at
 * once) and recorded in the audit log: a token made and never used, or used from somewhere
 * unexpected, is what its workspace's admins look for.
 */
async function noteFirstUse(db: Database, token: typeof accessTokens.$inferSelect, makerName: string, now: Date) {
  try {
    const [first] = await db
      .update(accessTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(accessTokens.workspaceId, token.workspaceId), eq(accessTokens.id, token.id), isNull(accessTokens.lastUsedAt)))
      .returning({ id: accessTokens.id });
    if (!first) return;
    await appendAuditEntry(db, {
      workspaceId: token.workspaceId,
      at: now,
      actor: { kind: 'token', userId: token.createdBy, tokenId: token.id, name: makerName },
      action: 'token.first_used',
      object: { type: 'token', id: token.id, label: token.name },
      detail: {},
    });
  } catch {
    // Noted by the next request, as any use.
  }
}

// A write per few minutes rather than per request; a failure to note it never fails the request.
async function noteUse(db: Database, workspaceId: string, id: string, now: Date) {
  try {
    await db
      .update(accessTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(accessTokens.workspaceId, workspaceId),
          eq(accessTokens.id, id),
          or(isNull(accessTokens.lastUsedAt), lt(accessTokens.lastUsedAt, sql`${new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString()}::timestamptz`)),
        ),
      );
  } catch {
    // The next request notes it.
  }
}
