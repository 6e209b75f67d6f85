import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { OneShotAsker } from '../chat/one-shot.ts';
import type { ChatRunner } from '../chat/ports.ts';
import type { PubSub } from '../request/pubsub.ts';
import { translate, type Locale, type MessageKey } from '../i18n/messages.ts';
import { memberOf } from '../workspaces/members.ts';
import { askForBot } from './asking.ts';
import { citationLinks } from './citation-links.ts';
import { firstReceipt } from './receipts.ts';
import { splitText, wechatAnswer, WECHAT_MESSAGES_PER_QUESTION, WECHAT_TEXT_BYTES } from './replies.ts';
import { wechatCredentials } from './service.ts';
import { wechatFollowers, type WechatBot } from './tables.ts';
import { sendCustomText, type WechatDeps } from './wechat-api.ts';
import { signatureMatches, wechatDecrypt, WechatDecryptError, wechatEncrypt, wechatSignature } from './wechat-crypto.ts';
import { encryptedReplyXml, parseWechatXml, textReplyXml, type WechatFields } from './wechat-xml.ts';
import { createBindLink } from './wechat-binding.ts';

export type WechatReceiveDeps = WechatDeps & { pubsub: PubSub; chat: ChatRunner; publicUrl: string; log: Logger };
/** What answering a question needs (the settings' test button has it from its request). */
export type WechatAnswerDeps = Pick<WechatReceiveDeps, 'db' | 'pubsub' | 'chat' | 'clock' | 'log' | 'publicUrl'>;

export type WechatQuery = { signature?: string; timestamp?: string; nonce?: string; echostr?: string; encrypt_type?: string; msg_signature?: string };

/** What the callback answers: a reply (text or XML), or a refusal (answered in the REST envelope). */
export type WechatResponse = { status: 200; body: string; type: 'text/plain' | 'application/xml' } | { status: 400 | 403 | 404; key: MessageKey };

const SUCCESS: WechatResponse = { status: 200, body: 'success', type: 'text/plain' };
const FORBIDDEN: WechatResponse = { status: 403, key: 'botCallbackRefused' };
const BAD: WechatResponse = { status: 400, key: 'requestMalformed' };

/** Messages that ask for the link that binds the follower to a member. */
const BIND_WORDS = new Set(['绑定', 'bind', '綁定']);
// Followers are not known to have a language; the bots speak the product's default.
const LOCALE: Locale = 'zh-hans';

export async function findWechatBotByPath(deps: Pick<WechatDeps, 'db'>, pathToken: string) {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(pathToken)) return null;
  return (await deps.db.query.wechatBots.findFirst({ where: { pathToken } })) ?? null;
}

/** WeChat's URL check (GET): the echo string, when the signature is the token's. */
export function wechatUrlCheck(deps: WechatDeps, bot: WechatBot, query: WechatQuery): WechatResponse {
  const { token } = wechatCredentials(deps.secrets, bot);
  if (!query.timestamp || !query.nonce || !signatureMatches(query.signature, wechatSignature(token, query.timestamp, query.nonce))) return FORBIDDEN;
  return { status: 200, body: query.echostr ?? '', type: 'text/plain' };
}

/**
 * A message or event WeChat posts. Every POST is signed; in safe mode the message is encrypted and
 * signed again, and the reply is encrypted too. The answer goes in the reply when it is ready in
 * time (WeChat waits 5 s); otherwise the reply is `success` at once and the answer follows through
 * the customer-service API. A retry of a message already taken in answers `success` and starts
 * nothing.
 */
export async function wechatReceive(deps: WechatReceiveDeps, bot: WechatBot, query: WechatQuery, body: string): Promise<WechatResponse> {
  const credentials = wechatCredentials(deps.secrets, bot);
  const { timestamp, nonce } = query;
  if (!timestamp || !nonce || !signatureMatches(query.signature, wechatSignature(credentials.token, timestamp, nonce))) return FORBIDDEN;
  const outer = parseWechatXml(body);
  if (!outer) return BAD;
  const encrypted = query.encrypt_type === 'aes';
  let fields: WechatFields | null = outer;
  if (encrypted) {
    const encrypt = outer.Encrypt;
    if (!encrypt || !signatureMatches(query.msg_signature, wechatSignature(credentials.token, timestamp, nonce, encrypt))) return FORBIDDEN;
    try {
      fields = parseWechatXml(wechatDecrypt(credentials.encodingAesKey, bot.appId, encrypt));
    } catch (error) {
      if (error instanceof WechatDecryptError) return FORBIDDEN;
      throw error;
    }
  }
  const openId = fields?.FromUserName;
  if (!fields || !openId || !fields.MsgType) return BAD;
  if (!bot.active) return SUCCESS;

  const key = fields.MsgId ? `wechat:msg:${fields.MsgId}` : `wechat:event:${openId}:${fields.CreateTime ?? ''}:${fields.Event ?? ''}`;
  if (!(await firstReceipt(deps.db, { workspaceId: bot.workspaceId, botId: bot.id, key }, deps.clock()))) return SUCCESS;

  const reply = (content: string): WechatResponse => {
    const xml = textReplyXml({ to: openId, from: fields.ToUserName || bot.originId, content, now: deps.clock() });
    if (!encrypted) return { status: 200, body: xml, type: 'application/xml' };
    const stamp = String(Math.floor(deps.clock().getTime() / 1000));
    const replyNonce = String(randomBytes(5).readUIntBE(0, 5));
    const encrypt = wechatEncrypt(credentials.encodingAesKey, bot.appId, xml);
    return {
      status: 200,
      body: encryptedReplyXml({ encrypt, signature: wechatSignature(credentials.token, stamp, replyNonce, encrypt), timestamp: stamp, nonce: replyNonce }),
      type: 'application/xml',
    };
  };

  const msgType = fields.MsgType;
  if (msgType === 'event') {
    const text = await onEvent(deps, bot, openId, (fields.Event ?? '').toLowerCase());
    return text ? reply(text) : SUCCESS;
  }
  if (msgType !== 'text') return reply(translate(LOCALE, 'botUnsupportedMessage'));
  return onText(deps, bot, openId, (fields.Content ?? '').trim(), reply);
}

/** Follow: welcome (and the binding link for someone not bound). Unfollow: the follower and their binding are let go. */
async function onEvent(deps: WechatReceiveDeps, bot: WechatBot, openId: string, event: string): Promise<string> {
  if (event === 'unsubscribe') {
    await deps.db
      .update(wechatFollowers)
      .set({ subscribed: false, userId: null, pendingAnswer: null })
      .where(and(eq(wechatFollowers.workspaceId, bot.workspaceId), eq(wechatFollowers.botId, bot.id), eq(wechatFollowers.openId, openId)));
    return '';
  }
  if (event !== 'subscribe') return '';
  const follower = await follow(deps, bot, openId);
  const welcome = bot.defaultReply || translate(LOCALE, 'botWelcome');
  if (follower.userId) return welcome;
  return `${welcome}\n\n${await bindPrompt(deps, bot, openId)}`;
}

async function follow(deps: WechatReceiveDeps, bot: WechatBot, openId: string) {
  const [row] = await deps.db
    .insert(wechatFollowers)
    .values({ workspaceId: bot.workspaceId, botId: bot.id, openId, subscribed: true })
    .onConflictDoUpdate({ target: [wechatFollowers.workspaceId, wechatFollowers.botId, wechatFollowers.openId], set: { subscribed: true } })
    .returning();
  return row!;
}

async function bindPrompt(deps: WechatReceiveDeps, bot: WechatBot, openId: string) {
  return `${translate(LOCALE, 'botBindPrompt')}\n${await createBindLink(deps, bot, openId)}`;
}

/** Who a follower asks as: the member they are bound to (while still one), else the bot's bound user if the admin chose so. */
async function askerOf(deps: WechatReceiveDeps, bot: WechatBot, userId: string | null): Promise<OneShotAsker | null> {
  if (userId && (await memberOf(deps.db, bot.workspaceId, userId))) return { kind: 'member', userId };
  if (bot.unboundFollowers === 'bound_user' && bot.boundUserId) return { kind: 'member', userId: bot.boundUserId };
  return null;
}

async function onText(deps: WechatReceiveDeps, bot: WechatBot, openId: string, text: string, reply: (content: string) => WechatResponse): Promise<WechatResponse> {
  const follower = await follow(deps, bot, openId);
  if (BIND_WORDS.has(text.toLowerCase())) return reply(await bindPrompt(deps, bot, openId));
  const asker = await askerOf(deps, bot, follower.userId);
  if (!asker) return reply([bot.defaultReply, await bindPrompt(deps, bot, openId)].filter(Boolean).join('\n\n'));
  if (!text) return reply(translate(LOCALE, 'botUnsupportedMessage'));

  const answering = answerText(deps, bot, asker, text);
  // An answer the customer-service API refused earlier is given now, in this reply; the new
  // question's answer follows through the API (the follower has just written, so it is open again).
  const held = await takeHeldAnswer(deps, bot, openId);
  if (held) {
    const pieces = splitText(`${translate(LOCALE, 'botPendingAnswer')}\n${held}`, WECHAT_TEXT_BYTES, WECHAT_MESSAGES_PER_QUESTION);
    void answering.then((answer) => deliver(deps, bot, openId, [...pieces.slice(1), ...answer]));
    return reply(pieces[0]!);
  }
  const timer = new Promise<null>((resolve) => setTimeout(() => resolve(null), deps.bots.wechatReplyWaitMs).unref());
  const ready = await Promise.race([answering, timer]);
  if (ready) {
    // The first piece goes in the reply; any more follow through the customer-service API.
    if (ready.length > 1) void deliver(deps, bot, openId, ready.slice(1));
    return reply(ready[0]!);
  }
  void answering.then((pieces) => deliver(deps, bot, openId, pieces));
  return SUCCESS;
}

/** Takes the answer kept for the follower, if any (once: a retry or another process finds none). */
async function takeHeldAnswer(deps: WechatReceiveDeps, bot: WechatBot, openId: string): Promise<string | null> {
  const where = and(eq(wechatFollowers.workspaceId, bot.workspaceId), eq(wechatFollowers.botId, bot.id), eq(wechatFollowers.openId, openId));
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ held: wechatFollowers.pendingAnswer }).from(wechatFollowers).where(where).for('update');
    if (!row?.held) return null;
    await tx.update(wechatFollowers).set({ pendingAnswer: null }).where(where);
    return row.held;
  });
}

/** The answer (or what to say instead), cut to WeChat's text limits. */
export async function answerText(deps: WechatAnswerDeps, bot: WechatBot, asker: OneShotAsker, question: string): Promise<string[]> {
  const result = await askForBot(
    { db: deps.db, pubsub: deps.pubsub, chat: deps.chat, now: deps.clock(), log: deps.log },
    { workspaceId: bot.workspaceId, asker, agentId: bot.agentId, question, locale: LOCALE },
  ).catch((error: unknown) => {
    deps.log.error({ err: error, bot: bot.id }, 'wechat answer failed');
    return { ok: false as const, text: translate(LOCALE, 'botAnswerFailed') };
  });
  const text = result.ok
    ? wechatAnswer({
        text: result.answer.text,
        citations: result.answer.citations,
        links: await citationLinks(deps.db, bot.workspaceId, result.answer.citations, deps.publicUrl),
        sourcesLabel: translate(LOCALE, 'botSources'),
      })
    : result.text;
  const pieces = splitText(text, WECHAT_TEXT_BYTES, WECHAT_MESSAGES_PER_QUESTION);
  // A model may answer nothing at all; WeChat takes no empty message.
  return pieces.length > 0 ? pieces : [translate(LOCALE, 'botAnswerFailed')];
}

/**
 * Sends pieces of an answer through the customer-service API. When WeChat refuses (the follower
 * has been silent too long, too many messages), what was not sent is kept and given on the
 * follower's next message.
 */
async function deliver(deps: WechatReceiveDeps, bot: WechatBot, openId: string, pieces: string[]) {
  for (let i = 0; i < pieces.length; i++) {
    const result = await sendCustomText(deps, bot, openId, pieces[i]!).catch((error: unknown) => {
      deps.log.warn({ err: error, bot: bot.id }, 'wechat customer-service message failed');
      return { sent: false as const, errcode: null };
    });
    if (!result.sent) {
      await keep(deps, bot, openId, pieces.slice(i).join('\n'));
      return;
    }
  }
}

async function keep(deps: WechatReceiveDeps, bot: WechatBot, openId: string, text: string) {
  await deps.db
    .update(wechatFollowers)
    .set({ pendingAnswer: text })
    .where(and(eq(wechatFollowers.workspaceId, bot.workspaceId), eq(wechatFollowers.botId, bot.id), eq(wechatFollowers.openId, openId)))
    .catch((error: unknown) => deps.log.error({ err: error, bot: bot.id }, 'could not keep a wechat answer'));
}

