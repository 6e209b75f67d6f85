import { z } from 'zod';
import type { ChatRunner } from '../chat/ports.ts';
import type { PubSub } from '../request/pubsub.ts';
import { translate, type Locale } from '../i18n/messages.ts';
import type { OneShotAsker } from '../chat/one-shot.ts';
import { askForBot } from './asking.ts';
import { citationLinks } from './citation-links.ts';
import { memberOfSender, type DingDeps } from './dingtalk-api.ts';
import { onHost, platformJson } from './outbound.ts';
import { firstReceipt } from './receipts.ts';
import { dingtalkMarkdown } from './replies.ts';
import type { DingBot } from './tables.ts';

export type DingReceiveDeps = DingDeps & { pubsub: PubSub; chat: ChatRunner; publicUrl: string };
/** What answering a question needs (the settings' test button has it from its request). */
export type DingAnswerDeps = Pick<DingReceiveDeps, 'db' | 'pubsub' | 'chat' | 'clock' | 'log' | 'publicUrl'>;

const LOCALE: Locale = 'zh-hans';
/** DingTalk's markdown messages are cut well before its 20,000-character limit. */
const MARKDOWN_MAX = 18_000;

/** The fields of a robot message this bot reads (DingTalk sends more). */
export const DingMessage = z.object({
  msgId: z.string().min(1).max(200),
  msgtype: z.string().max(40),
  text: z.object({ content: z.string().max(20_000) }).partial().optional(),
  conversationType: z.string().max(4).optional(),
  isInAtList: z.boolean().optional(),
  senderStaffId: z.string().max(128).optional(),
  senderNick: z.string().max(200).optional(),
  sessionWebhook: z.string().max(2000),
  sessionWebhookExpiredTime: z.number().optional(),
});
export type DingMessage = z.infer<typeof DingMessage>;

export async function findDingBotByPath(deps: Pick<DingDeps, 'db'>, pathToken: string) {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(pathToken)) return null;
  return (await deps.db.query.dingBots.findFirst({ where: { pathToken } })) ?? null;
}

/**
 * Takes in a checked callback: once per `msgId` (DingTalk redelivers a message it thinks went
 * unanswered; every process shares the receipts), in a group only when the bot is @-mentioned.
 * Answers whether it will be answered; the answer itself goes to the conversation's
 * `sessionWebhook`, in the background, once complete.
 */
export async function dingReceive(deps: DingReceiveDeps, bot: DingBot, message: DingMessage): Promise<'answering' | 'ignored'> {
  if (!bot.active) return 'ignored';
  if (message.conversationType === '2' && message.isInAtList !== true) return 'ignored';
  if (!(await firstReceipt(deps.db, { workspaceId: bot.workspaceId, botId: bot.id, key: `dingtalk:${message.msgId}` }, deps.clock()))) return 'ignored';
  void answer(deps, bot, message).catch((error: unknown) => deps.log.error({ err: error, bot: bot.id }, 'dingtalk answer failed'));
  return 'answering';
}

async function answer(deps: DingReceiveDeps, bot: DingBot, message: DingMessage) {
  const question = message.msgtype === 'text' ? (message.text?.content ?? '').trim() : '';
  if (!question) {
    await reply(deps, bot, message, { msgtype: 'text', text: { content: bot.replyText || translate(LOCALE, 'botUnsupportedMessage') } });
    return;
  }
  const userId = await memberOfSender(deps, bot, message.senderStaffId ?? '');
  const asker: OneShotAsker = userId ? { kind: 'member', userId } : { kind: 'everyone', label: `dingtalk:${bot.id}` };
  await reply(deps, bot, message, await dingAnswer(deps, bot, asker, question));
}

type Outgoing = { msgtype: 'text'; text: { content: string } } | { msgtype: 'markdown'; markdown: { title: string; text: string } };

/** What the bot posts for a question asked as `asker`: the answer in Markdown with its sources, or why there is none. */
export async function dingAnswer(deps: DingAnswerDeps, bot: DingBot, asker: OneShotAsker, question: string): Promise<Outgoing> {
  const result = await askForBot(
    { db: deps.db, pubsub: deps.pubsub, chat: deps.chat, now: deps.clock(), log: deps.log },
    { workspaceId: bot.workspaceId, asker, agentId: bot.agentId, question, locale: LOCALE },
  );
  if (!result.ok || !result.answer.text.trim()) return { msgtype: 'text', text: { content: result.ok ? translate(LOCALE, 'botAnswerFailed') : result.text } };
  const text = dingtalkMarkdown({
    text: result.answer.text,
    citations: result.answer.citations,
    links: await citationLinks(deps.db, bot.workspaceId, result.answer.citations, deps.publicUrl),
    sourcesLabel: translate(LOCALE, 'botSources'),
  });
  const title = [...question].slice(0, 20).join('');
  return { msgtype: 'markdown', markdown: { title, text: [...text].slice(0, MARKDOWN_MAX).join('') } };
}

/** Posts to the conversation's session webhook, while it lasts, and only on DingTalk's own host. */
async function reply(deps: DingReceiveDeps, bot: DingBot, message: DingMessage, body: Outgoing) {
  const { sessionWebhook: webhook } = message;
  if (!onHost(webhook, deps.bots.dingtalkApiUrl)) {
    deps.log.warn({ bot: bot.id }, 'dingtalk session webhook not on the DingTalk API host; no reply sent');
    return;
  }
  if (message.sessionWebhookExpiredTime !== undefined && message.sessionWebhookExpiredTime <= deps.clock().getTime()) {
    deps.log.warn({ bot: bot.id, msgId: message.msgId }, 'dingtalk session webhook expired before the answer was ready');
    return;
  }
  const answer = await platformJson(deps.bots.dingtalkApiUrl, webhook, { method: 'POST', body });
  if (Number(answer.errcode ?? 0) !== 0) deps.log.warn({ bot: bot.id, errcode: answer.errcode, errmsg: answer.errmsg }, 'dingtalk refused the reply');
}
