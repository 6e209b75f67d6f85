import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { findUserByTarget } from '../identity/sign-in.ts';
import { openCredentials, sealCredentials } from '../lib/sealed.ts';
import type { Secrets } from '../lib/secrets.ts';
import { memberOf } from '../workspaces/members.ts';
import { PlatformError, platformJson } from './outbound.ts';
import { dingCredentials } from './service.ts';
import { dingBots, dingStaffLinks, type DingBot } from './tables.ts';

export type DingDeps = { db: Database; secrets: Secrets; bots: Config['bots']; clock: () => Date; log: Logger };

/** How far a callback's timestamp may be from now (DingTalk's rule: one hour). */
export const DING_WINDOW_MS = 60 * 60 * 1000;

/** DingTalk's callback signature: base64 of HMAC-SHA256 over `timestamp + "\n" + appSecret`, keyed by the app secret. */
export function dingSign(timestamp: string, appSecret: string): string {
  return createHmac('sha256', appSecret).update(`${timestamp}\n${appSecret}`).digest('base64');
}

/** Both checks: the timestamp within the window, and the signature the app secret makes of it. */
export function dingCallbackValid(headers: { timestamp?: string; sign?: string }, appSecret: string, now: Date): boolean {
  const { timestamp, sign } = headers;
  if (!timestamp || !/^\d{1,16}$/.test(timestamp) || typeof sign !== 'string') return false;
  if (Math.abs(now.getTime() - Number(timestamp)) > DING_WINDOW_MS) return false;
  const expected = Buffer.from(dingSign(timestamp, appSecret));
  const given = Buffer.from(sign);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const tokenAad = (bot: Pick<DingBot, 'workspaceId' | 'id'>) => `ding-access-token:${bot.workspaceId}:${bot.id}`;

/** DingTalk's API token for the app, kept sealed in the bot's row and shared by every process. */
async function dingAccessToken(deps: DingDeps, bot: DingBot): Promise<string> {
  if (bot.accessToken && bot.accessTokenExpiresAt && bot.accessTokenExpiresAt.getTime() - 5 * 60_000 > deps.clock().getTime()) {
    const token = openCredentials(deps.secrets, bot.accessToken, tokenAad(bot)).token;
    if (token) return token;
  }
  const url = new URL(`${deps.bots.dingtalkApiUrl}/gettoken`);
  url.search = new URLSearchParams({ appkey: bot.appKey, appsecret: dingCredentials(deps.secrets, bot).appSecret }).toString();
  const answer = await platformJson(deps.bots.dingtalkApiUrl, url.toString());
  if (Number(answer.errcode ?? 0) !== 0 || typeof answer.access_token !== 'string') throw new PlatformError(`dingtalk token refused: ${String(answer.errmsg)}`);
  const seconds = Number(answer.expires_in) || 7200;
  await deps.db
    .update(dingBots)
    .set({
      accessToken: sealCredentials(deps.secrets, { token: answer.access_token }, tokenAad(bot)),
      accessTokenExpiresAt: new Date(deps.clock().getTime() + seconds * 1000),
      updatedAt: bot.updatedAt,
    })
    .where(and(eq(dingBots.workspaceId, bot.workspaceId), eq(dingBots.id, bot.id)));
  return answer.access_token;
}

/** A sender looked up and matched to no member is looked up again after this long (they may have added their phone). */
const UNMATCHED_RECHECK_MS = 24 * 60 * 60 * 1000;

/**
 * The member a DingTalk sender is: by their staff id as linked (an admin's link, or one found
 * earlier), else by the mobile DingTalk holds for them matching a member's phone. Null when
 * nobody matches (the bot then answers with what every member may see).
 */
export async function memberOfSender(deps: DingDeps, bot: DingBot, staffId: string): Promise<string | null> {
  if (!staffId || staffId.length > 128) return null;
  const link = await deps.db.query.dingStaffLinks.findFirst({ where: { workspaceId: bot.workspaceId, staffId } });
  const stillMember = async (userId: string | null | undefined) => (userId && (await memberOf(deps.db, bot.workspaceId, userId)) ? userId : null);
  if (link?.userId) return stillMember(link.userId);
  if (link && (link.source === 'admin' || deps.clock().getTime() - link.updatedAt.getTime() < UNMATCHED_RECHECK_MS)) return null;
  try {
    const token = await dingAccessToken(deps, bot);
    const answer = await platformJson(deps.bots.dingtalkApiUrl, `${deps.bots.dingtalkApiUrl}/topapi/v2/user/get?access_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      body: { userid: staffId, language: 'zh_CN' },
    });
    const result = answer.result as { mobile?: unknown; state_code?: unknown } | undefined;
    const mobile = typeof result?.mobile === 'string' ? result.mobile.replace(/\D/g, '') : '';
    const country = typeof result?.state_code === 'string' && /^\d{1,4}$/.test(result.state_code) ? result.state_code : '86';
    const user = mobile ? await findUserByTarget(deps.db, { kind: 'phone', countryCode: `+${country}`, phone: mobile }) : null;
    const userId = await stillMember(user?.id);
    await deps.db
      .insert(dingStaffLinks)
      .values({ workspaceId: bot.workspaceId, staffId, userId, source: 'mobile' })
      .onConflictDoUpdate({ target: [dingStaffLinks.workspaceId, dingStaffLinks.staffId], set: { userId, source: 'mobile', updatedAt: deps.clock() } });
    return userId;
  } catch (error) {
    // The lookup failing is no reason to refuse an answer: it is given with what every member may see.
    deps.log.warn({ err: error, bot: bot.id }, 'dingtalk sender lookup failed');
    return null;
  }
}
