import { and, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openCredentials, sealCredentials } from '../lib/sealed.ts';
import type { Secrets } from '../lib/secrets.ts';
import { PlatformError, platformJson } from './outbound.ts';
import { wechatCredentials } from './service.ts';
import { wechatBots, type WechatBot } from './tables.ts';

export type WechatDeps = { db: Database; secrets: Secrets; bots: Config['bots']; clock: () => Date; log: Logger };

/** A token is renewed this long before WeChat says it expires, so that none is used as it runs out. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;
/** Longer than WeChat may take to answer (`outbound.ts`): a lease this old is a process that died renewing. */
const RENEWAL_LEASE_MS = 15_000;
/** How often a process waiting for another's renewal looks for its token. */
const LEASE_WAIT_MS = 200;
/** WeChat's answers that mean the token is no longer good (invalid, expired, not the latest). */
const TOKEN_ERRORS = new Set([40001, 40014, 42001]);

const tokenAad = (bot: Pick<WechatBot, 'workspaceId' | 'id'>) => `wechat-access-token:${bot.workspaceId}:${bot.id}`;

function storedToken(deps: WechatDeps, row: Pick<WechatBot, 'workspaceId' | 'id' | 'accessToken' | 'accessTokenExpiresAt'>): string | null {
  if (!row.accessToken || !row.accessTokenExpiresAt) return null;
  if (row.accessTokenExpiresAt.getTime() - RENEW_BEFORE_MS <= deps.clock().getTime()) return null;
  try {
    return openCredentials(deps.secrets, row.accessToken, tokenAad(row)).token ?? null;
  } catch {
    return null;
  }
}

/** Renewals under way in this process, per database (each server has its own: tests run two in one process). */
const inFlight = new WeakMap<Database, Map<string, Promise<string>>>();

/**
 * The account's access token for the customer-service API: one for every server process, kept
 * sealed in the bot's row. A process that finds none good enough takes the row's renewal lease,
 * looks again (another may have just renewed it) and only then asks WeChat, so the processes never
 * ask at once (each new token makes WeChat retire the last); the others wait for the token it
 * stores. No transaction is open while WeChat answers. `stale` is a token WeChat has just refused:
 * it is renewed even if it looks current.
 */
export async function wechatAccessToken(deps: WechatDeps, bot: Pick<WechatBot, 'workspaceId' | 'id'>, stale?: string): Promise<string> {
  const where = and(eq(wechatBots.workspaceId, bot.workspaceId), eq(wechatBots.id, bot.id));
  const [row] = await deps.db.select().from(wechatBots).where(where);
  if (!row) throw new PlatformError('bot deleted');
  const current = storedToken(deps, row);
  if (current && current !== stale) return current;

  const key = `${bot.workspaceId}:${bot.id}`;
  let renewals = inFlight.get(deps.db);
  if (!renewals) inFlight.set(deps.db, (renewals = new Map()));
  const running = renewals.get(key);
  if (running) return running;
  const renewal = renewedToken(deps, where!, stale).finally(() => renewals.delete(key));
  renewals.set(key, renewal);
  return renewal;
}

/** Takes the renewal lease and renews, or waits for the process that holds it to store its token. */
async function renewedToken(deps: WechatDeps, where: SQL, stale: string | undefined): Promise<string> {
  const gaveUpAt = Date.now() + 2 * RENEWAL_LEASE_MS;
  for (;;) {
    const [leased] = await deps.db
      .update(wechatBots)
      .set({ tokenRenewalUntil: sql`now() + ${`${RENEWAL_LEASE_MS} milliseconds`}::interval`, updatedAt: sql`${wechatBots.updatedAt}` })
      .where(and(where, or(isNull(wechatBots.tokenRenewalUntil), lt(wechatBots.tokenRenewalUntil, sql`now()`))))
      .returning();
    if (leased) return renewHolding(deps, where, leased, stale);
    await new Promise((resolve) => setTimeout(resolve, LEASE_WAIT_MS));
    const [row] = await deps.db.select().from(wechatBots).where(where);
    if (!row) throw new PlatformError('bot deleted');
    const current = storedToken(deps, row);
    if (current && current !== stale) return current;
    if (Date.now() > gaveUpAt) throw new PlatformError('access token renewal by another process did not finish');
  }
}

async function renewHolding(deps: WechatDeps, where: SQL, leased: WechatBot, stale: string | undefined): Promise<string> {
  let token: string | null = null;
  try {
    const fresh = storedToken(deps, leased);
    if (fresh && fresh !== stale) return fresh;
    const { appSecret } = wechatCredentials(deps.secrets, leased);
    const url = new URL(`${deps.bots.wechatApiUrl}/cgi-bin/token`);
    url.search = new URLSearchParams({ grant_type: 'client_credential', appid: leased.appId, secret: appSecret }).toString();
    const answer = await platformJson(deps.bots.wechatApiUrl, url.toString());
    const seconds = Number(answer.expires_in);
    if (typeof answer.access_token !== 'string' || !answer.access_token || !Number.isFinite(seconds)) {
      throw new PlatformError(`access token refused: ${String(answer.errcode)} ${String(answer.errmsg)}`);
    }
    token = answer.access_token;
    const stored = { accessToken: sealCredentials(deps.secrets, { token }, tokenAad(leased)), accessTokenExpiresAt: new Date(deps.clock().getTime() + seconds * 1000) };
    // Stored only while the lease stands: a change of account meanwhile (`updateWechatBot`) ends it.
    await deps.db
      .update(wechatBots)
      .set({ ...stored, tokenRenewalUntil: null, updatedAt: sql`${wechatBots.updatedAt}` })
      .where(and(where, isNotNull(wechatBots.tokenRenewalUntil)));
    return token;
  } finally {
    // Given back whatever happened: another process may try at once.
    if (token === null) await deps.db.update(wechatBots).set({ tokenRenewalUntil: null, updatedAt: sql`${wechatBots.updatedAt}` }).where(where);
  }
}

export type CustomSendResult = { sent: true } | { sent: false; errcode: number | null };

/**
 * Sends one text message through the customer-service API. A token WeChat calls expired or
 * invalid is renewed and the message sent once more; any other refusal (the follower silent for
 * over 48 hours, too many messages) is answered as such, for the caller to keep the text.
 */
export async function sendCustomText(deps: WechatDeps, bot: Pick<WechatBot, 'workspaceId' | 'id'>, openId: string, content: string): Promise<CustomSendResult> {
  let token = await wechatAccessToken(deps, bot);
  for (let attempt = 0; ; attempt++) {
    const answer = await platformJson(deps.bots.wechatApiUrl, `${deps.bots.wechatApiUrl}/cgi-bin/message/custom/send?access_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      body: { touser: openId, msgtype: 'text', text: { content } },
    });
    const errcode = Number(answer.errcode ?? 0);
    if (errcode === 0) return { sent: true };
    if (TOKEN_ERRORS.has(errcode) && attempt === 0) {
      token = await wechatAccessToken(deps, bot, token);
      continue;
    }
    deps.log.warn({ bot: bot.id, errcode, errmsg: answer.errmsg }, 'wechat customer-service message refused');
    return { sent: false, errcode: Number.isFinite(errcode) ? errcode : null };
  }
}
