import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { memberOf } from '../workspaces/members.ts';
import { wechatBindLinks, wechatFollowers, type WechatBot } from './tables.ts';

/** How long a binding link stays valid. */
const LINK_HOURS = 24;

export const bindPath = (token: string) => `/api/bots/wechat/bind/${token}`;

/** A one-time link the bot sends a follower: whoever opens it signed in, as a member, binds the follower to themselves. */
export async function createBindLink(deps: { db: Database; clock: () => Date; publicUrl: string }, bot: Pick<WechatBot, 'workspaceId' | 'id'>, openId: string) {
  const token = newToken();
  await deps.db.insert(wechatBindLinks).values({
    workspaceId: bot.workspaceId,
    botId: bot.id,
    openId,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.clock().getTime() + LINK_HOURS * 3600_000),
  });
  return `${deps.publicUrl}${bindPath(token)}`;
}

/** A link not yet used or expired; null for anything else. */
export async function liveBindLink(db: Database, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [link] = await db
    .select()
    .from(wechatBindLinks)
    .where(and(eq(wechatBindLinks.tokenHash, hashToken(token)), isNull(wechatBindLinks.usedAt), gt(wechatBindLinks.expiresAt, now)));
  return link ?? null;
}

export type BindOutcome = 'bound' | 'invalid' | 'notMember';

/**
 * Spends the link (one conditional update: only one request can) and binds its follower to the
 * member. Someone who is not a member of the bot's workspace binds nothing, and the link stays.
 */
export async function bindFollower(db: Database, token: string, userId: string, now: Date): Promise<BindOutcome> {
  const link = await liveBindLink(db, token, now);
  if (!link) return 'invalid';
  if (!(await memberOf(db, link.workspaceId, userId))) return 'notMember';
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(wechatBindLinks)
      .set({ usedAt: now })
      .where(and(eq(wechatBindLinks.workspaceId, link.workspaceId), eq(wechatBindLinks.id, link.id), isNull(wechatBindLinks.usedAt)))
      .returning();
    if (!spent) return 'invalid';
    await tx
      .insert(wechatFollowers)
      .values({ workspaceId: link.workspaceId, botId: link.botId, openId: link.openId, userId })
      .onConflictDoUpdate({ target: [wechatFollowers.workspaceId, wechatFollowers.botId, wechatFollowers.openId], set: { userId } });
    return 'bound' as const;
  });
}
