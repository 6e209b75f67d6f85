import { randomBytes, randomInt } from 'node:crypto';
import type { Context } from '../graphql/context.ts';
import { ExpectedError, ValidationError } from '../graphql/errors.ts';
import type { ActingMember } from '../workspaces/members.ts';
import { dingSign } from './dingtalk-api.ts';
import { selfInject } from './routes.ts';
import { dingCredentials, findDingBot, findWechatBot, wechatCredentials } from './service.ts';
import { dingStaffLinks, wechatFollowers } from './tables.ts';
import { testSender, waitForTestReply } from './test-waiters.ts';
import { signatureMatches, wechatDecrypt, wechatEncrypt, wechatSignature } from './wechat-crypto.ts';
import { parseWechatXml, textReplyXml } from './wechat-xml.ts';

/** How long a test waits for an answer sent after the callback's reply (a slow model's). */
const WAIT_MS = 120_000;

function checkText(text: string) {
  const trimmed = text.trim();
  if (!trimmed || [...trimmed].length > 600) throw new ValidationError([{ field: 'text', key: 'botTestTextInvalid' }]);
  return trimmed;
}

function inject(ctx: Context) {
  const self = selfInject(ctx.db);
  if (!self) throw new ExpectedError('botTestFailed');
  return self;
}

/**
 * Sends `text` to the WeChat bot as WeChat would (signed; encrypted in safe mode when the bot has
 * an AppID), from a test follower bound to the admin testing, and answers the bot's reply: the
 * callback's own, or what it sends the follower afterwards when the answer took longer.
 */
export async function testWechatBot(ctx: Context, actor: ActingMember, id: string, text: string): Promise<string> {
  const question = checkText(text);
  const bot = await findWechatBot(ctx, actor, id);
  if (!bot.active) throw new ExpectedError('botInactive');
  const credentials = wechatCredentials(ctx.secrets, bot);
  const sender = testSender(actor.userId);
  await ctx.db
    .insert(wechatFollowers)
    .values({ workspaceId: bot.workspaceId, botId: bot.id, openId: sender, userId: actor.userId })
    .onConflictDoUpdate({ target: [wechatFollowers.workspaceId, wechatFollowers.botId, wechatFollowers.openId], set: { userId: actor.userId, pendingAnswer: null } });

  const timestamp = String(Math.floor(ctx.now.getTime() / 1000));
  const nonce = String(randomInt(1, 2 ** 31));
  const xml =
    textReplyXml({ to: bot.originId || 'gh_zhiwen_test', from: sender, content: question, now: ctx.now }).replace('</xml>', '') +
    `<MsgId>${randomInt(1, 2 ** 47)}${randomInt(100000, 999999)}</MsgId></xml>`;
  const safe = bot.appId !== '';
  const query = new URLSearchParams({ signature: wechatSignature(credentials.token, timestamp, nonce), timestamp, nonce });
  let payload = xml;
  if (safe) {
    const encrypt = wechatEncrypt(credentials.encodingAesKey, bot.appId, xml);
    query.set('encrypt_type', 'aes');
    query.set('msg_signature', wechatSignature(credentials.token, timestamp, nonce, encrypt));
    payload = `<xml><ToUserName><![CDATA[${bot.originId}]]></ToUserName><Encrypt><![CDATA[${encrypt}]]></Encrypt></xml>`;
  }

  const waiter = waitForTestReply(bot.id, sender, WAIT_MS);
  const response = await inject(ctx)({
    method: 'POST',
    url: `/api/bots/wechat/${bot.pathToken}?${query.toString()}`,
    payload,
    headers: { 'content-type': 'text/xml' },
  });
  if (response.statusCode !== 200) {
    waiter.cancel();
    throw new ExpectedError('botTestFailed');
  }
  if (response.body === 'success' || response.body === '') {
    const later = await waiter.reply;
    if (later === null) throw new ExpectedError('botTestFailed');
    return later;
  }
  waiter.cancel();
  let fields = parseWechatXml(response.body);
  if (safe && fields?.Encrypt) {
    const { Encrypt: encrypt, MsgSignature: signature, TimeStamp: stamp, Nonce: replyNonce } = fields;
    if (!signatureMatches(signature, wechatSignature(credentials.token, stamp ?? '', replyNonce ?? '', encrypt))) throw new ExpectedError('botTestFailed');
    fields = parseWechatXml(wechatDecrypt(credentials.encodingAesKey, bot.appId, encrypt));
  }
  if (!fields?.Content) throw new ExpectedError('botTestFailed');
  return fields.Content;
}

/**
 * Sends `text` to the DingTalk bot as DingTalk would (signed with the app secret, one-to-one, from
 * a test sender linked to the admin testing) and answers what the bot posts to the conversation.
 */
export async function testDingBot(ctx: Context, actor: ActingMember, id: string, text: string): Promise<string> {
  const question = checkText(text);
  const bot = await findDingBot(ctx, actor, id);
  if (!bot.active) throw new ExpectedError('botInactive');
  const staffId = testSender(actor.userId);
  await ctx.db
    .insert(dingStaffLinks)
    .values({ workspaceId: bot.workspaceId, staffId, userId: actor.userId, source: 'admin' })
    .onConflictDoUpdate({ target: [dingStaffLinks.workspaceId, dingStaffLinks.staffId], set: { userId: actor.userId, source: 'admin' } });
  const webhook = testSender(randomBytes(12).toString('hex'));
  const timestamp = String(ctx.now.getTime());
  const waiter = waitForTestReply(bot.id, webhook, WAIT_MS);
  const response = await inject(ctx)({
    method: 'POST',
    url: `/api/bots/dingtalk/${bot.pathToken}`,
    headers: { 'content-type': 'application/json', timestamp, sign: dingSign(timestamp, dingCredentials(ctx.secrets, bot).appSecret) },
    payload: JSON.stringify({
      msgId: `zhiwen-test-${randomBytes(12).toString('hex')}`,
      msgtype: 'text',
      text: { content: question },
      conversationType: '1',
      conversationId: webhook,
      senderStaffId: staffId,
      senderNick: 'Zhiwen test',
      isInAtList: true,
      sessionWebhook: webhook,
      sessionWebhookExpiredTime: ctx.now.getTime() + WAIT_MS,
    }),
  });
  if (response.statusCode !== 200) {
    waiter.cancel();
    throw new ExpectedError('botTestFailed');
  }
  const reply = await waiter.reply;
  if (reply === null) throw new ExpectedError('botTestFailed');
  return reply;
}

