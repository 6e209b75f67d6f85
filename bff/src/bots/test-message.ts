/**
 * The settings' test button: the bot is asked in-process, as the admin testing, and what it would
 * send comes back here (its agent, apps and model; one chat), never to the platform. It never goes
 * through a callback, so no sender a callback names (a staff id, an openid) stands for the admin.
 * The conversation is not kept: the admin's history is theirs, not the bot's trials.
 */
import type { Context } from '../request/context.ts';
import { ExpectedError, ValidationError } from '../request/errors.ts';
import type { ActingMember } from '../request/viewer.ts';
import { dingAnswer } from './dingtalk-receive.ts';
import { findDingBot, findWechatBot } from './service.ts';
import { answerText } from './wechat-receive.ts';

function checkText(text: string) {
  const trimmed = text.trim();
  if (!trimmed || [...trimmed].length > 600) throw new ValidationError([{ field: 'text', key: 'botTestTextInvalid' }]);
  return trimmed;
}

const answerDeps = (ctx: Context) => ({ db: ctx.db, pubsub: ctx.pubsub, chat: ctx.chat, clock: () => ctx.now, log: ctx.log, publicUrl: ctx.publicUrl });

/** What the WeChat bot answers a follower bound to the admin testing, each message WeChat would get on a line of its own. */
export async function testWechatBot(ctx: Context, actor: ActingMember, id: string, text: string): Promise<string> {
  const question = checkText(text);
  const bot = await findWechatBot(ctx, actor, id);
  if (!bot.active) throw new ExpectedError('botInactive');
  return (await answerText(answerDeps(ctx), bot, { kind: 'member', userId: actor.userId, keep: false }, question)).join('\n');
}

/** What the DingTalk bot posts to a conversation with the admin testing. */
export async function testDingBot(ctx: Context, actor: ActingMember, id: string, text: string): Promise<string> {
  const question = checkText(text);
  const bot = await findDingBot(ctx, actor, id);
  if (!bot.active) throw new ExpectedError('botInactive');
  const posted = await dingAnswer(answerDeps(ctx), bot, { kind: 'member', userId: actor.userId, keep: false }, question);
  return posted.msgtype === 'text' ? posted.text.content : posted.markdown.text;
}
