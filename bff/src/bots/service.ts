import { auditedTransaction } from '../audit/record.ts';
import { botAct } from './bot-audit.ts';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { managedAgent } from '../agents/service.ts';
import type { Database } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { NotFoundError, ValidationError, type FieldProblem } from '../request/errors.ts';
import { openCredentials, sealCredentials } from '../lib/sealed.ts';
import type { Secrets } from '../lib/secrets.ts';
import { newToken } from '../lib/tokens.ts';
import { checkLength, checkTitle } from '../validation/rules.ts';
import type { ActingMember } from '../request/viewer.ts';
import { memberOf } from '../workspaces/members.ts';
import { newEncodingAesKey } from './wechat-crypto.ts';
import { dingBots, dingStaffLinks, wechatBots, wechatFollowers, type DingBot, type WechatBot } from './tables.ts';

const REPLY_MAX = 600;

export type WechatCredentials = { token: string; encodingAesKey: string; appSecret: string };
export type DingCredentials = { appSecret: string };

const wechatAad = (bot: Pick<WechatBot, 'workspaceId' | 'id'>) => `wechat-bot:${bot.workspaceId}:${bot.id}`;
const dingAad = (bot: Pick<DingBot, 'workspaceId' | 'id'>) => `ding-bot:${bot.workspaceId}:${bot.id}`;

export const wechatCredentials = (secrets: Secrets, bot: Pick<WechatBot, 'workspaceId' | 'id' | 'sealed'>) =>
  openCredentials(secrets, bot.sealed, wechatAad(bot)) as WechatCredentials;
export const dingCredentials = (secrets: Secrets, bot: Pick<DingBot, 'workspaceId' | 'id' | 'sealed'>) =>
  openCredentials(secrets, bot.sealed, dingAad(bot)) as DingCredentials;

/** The random path part that names a bot in its callback URL. */
const newPathToken = () => newToken().slice(0, 32);

/** A WeChat token as the console takes it: 3 to 32 letters or digits. */
const newWechatToken = () => newToken().replace(/[^A-Za-z0-9]/g, '').slice(0, 32);

export type WechatBotInput = {
  name?: string | null;
  token?: string | null;
  encodingAesKey?: string | null;
  originId?: string | null;
  appId?: string | null;
  appSecret?: string | null;
  defaultReply?: string | null;
  boundUserId?: string | null;
  agentId?: string | null;
  active?: boolean | null;
  unboundFollowers?: 'default_reply' | 'bound_user' | null;
};

export type DingBotInput = {
  name?: string | null;
  appKey?: string | null;
  appSecret?: string | null;
  agentId?: string | null;
  replyText?: string | null;
  active?: boolean | null;
};

function checkName(problems: FieldProblem[], name: string | null | undefined, creating: boolean) {
  if (!creating && name == null) return;
  const value = (name ?? '').trim();
  if (!value) problems.push({ field: 'name', key: 'botNameRequired' });
  else if (checkLength('botName', value)) problems.push({ field: 'name', key: 'botNameTooLong' });
  else if (checkTitle(value)) problems.push({ field: 'name', key: 'titleLength' });
}

function checkReply(problems: FieldProblem[], field: string, value: string | null | undefined) {
  if (value != null && [...value.trim()].length > REPLY_MAX) problems.push({ field, key: 'botReplyTooLong' });
}

const SECRET = /^\S{1,128}$/;

function checkWechat(input: WechatBotInput, creating: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  checkName(problems, input.name, creating);
  if (input.token != null && input.token !== '' && !/^[A-Za-z0-9]{3,32}$/.test(input.token)) problems.push({ field: 'token', key: 'wechatTokenInvalid' });
  if (input.encodingAesKey != null && input.encodingAesKey !== '' && !/^[A-Za-z0-9]{43}$/.test(input.encodingAesKey)) {
    problems.push({ field: 'encodingAesKey', key: 'encodingAesKeyInvalid' });
  }
  if (input.appId != null && input.appId !== '' && !/^[A-Za-z0-9_-]{4,64}$/.test(input.appId.trim())) problems.push({ field: 'appId', key: 'wechatAppIdInvalid' });
  if (input.originId != null && input.originId !== '' && !/^[A-Za-z0-9_-]{3,64}$/.test(input.originId.trim())) {
    problems.push({ field: 'originId', key: 'wechatOriginIdInvalid' });
  }
  if (input.appSecret != null && input.appSecret !== '' && !SECRET.test(input.appSecret)) problems.push({ field: 'appSecret', key: 'appSecretInvalid' });
  checkReply(problems, 'defaultReply', input.defaultReply);
  return problems;
}

function checkDing(input: DingBotInput, creating: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  checkName(problems, input.name, creating);
  if ((creating || input.appKey != null) && !/^[A-Za-z0-9_-]{1,64}$/.test((input.appKey ?? '').trim())) problems.push({ field: 'appKey', key: 'dingAppKeyInvalid' });
  if ((creating || input.appSecret != null) && !SECRET.test(input.appSecret ?? '')) problems.push({ field: 'appSecret', key: 'appSecretInvalid' });
  checkReply(problems, 'replyText', input.replyText);
  return problems;
}

/** A bot's agent: a workspace agent its admins manage (a personal agent would answer with its owner's choices). */
async function checkAgent(ctx: Context, actor: ActingMember, agentId: string | null | undefined) {
  if (!agentId) return null;
  const agent = await managedAgent(ctx, actor, agentId).catch(() => null);
  if (!agent || agent.scope !== 'workspace') throw new ValidationError([{ field: 'agentId', key: 'botAgentInvalid' }]);
  return agent.id;
}

async function checkMember(ctx: Context, actor: ActingMember, userId: string | null | undefined) {
  if (!userId) return null;
  if (!(await memberOf(ctx.db, actor.workspaceId, userId))) throw new NotFoundError('memberNotFound');
  return userId;
}

export async function createWechatBot(ctx: Context, actor: ActingMember, input: WechatBotInput) {
  const problems = checkWechat(input, true);
  if (problems.length > 0) throw new ValidationError(problems);
  const agentId = await checkAgent(ctx, actor, input.agentId);
  const boundUserId = await checkMember(ctx, actor, input.boundUserId);
  const key = { workspaceId: actor.workspaceId, id: randomUUID() };
  const credentials: WechatCredentials = {
    token: input.token || newWechatToken(),
    encodingAesKey: input.encodingAesKey || newEncodingAesKey(),
    appSecret: input.appSecret ?? '',
  };
  return auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [bot] = await tx
      .insert(wechatBots)
      .values({
        ...key,
        name: input.name!.trim(),
        pathToken: newPathToken(),
        originId: input.originId?.trim() ?? '',
        appId: input.appId?.trim() ?? '',
        sealed: sealCredentials(ctx.secrets, credentials, wechatAad(key)),
        defaultReply: input.defaultReply?.trim() ?? '',
        boundUserId,
        agentId,
        active: input.active ?? true,
        unboundFollowers: input.unboundFollowers ?? 'default_reply',
        createdBy: actor.userId,
      })
      .returning();
    return { result: bot!, act: botAct('wechat', null, bot!) };
  });
}

export async function findWechatBot(ctx: Pick<Context, 'db'>, actor: ActingMember, id: string) {
  const bot = await ctx.db.query.wechatBots.findFirst({ where: { workspaceId: actor.workspaceId, id } });
  if (!bot) throw new NotFoundError('botNotFound');
  return bot;
}

export async function updateWechatBot(ctx: Context, actor: ActingMember, id: string, input: WechatBotInput) {
  const problems = checkWechat(input, false);
  if (problems.length > 0) throw new ValidationError(problems);
  const bot = await findWechatBot(ctx, actor, id);
  const agentId = input.agentId === undefined ? bot.agentId : await checkAgent(ctx, actor, input.agentId);
  const boundUserId = input.boundUserId === undefined ? bot.boundUserId : await checkMember(ctx, actor, input.boundUserId);
  const old = wechatCredentials(ctx.secrets, bot);
  // An empty or absent secret keeps the one saved (it is never shown, so a form cannot send it back).
  const credentials: WechatCredentials = {
    token: input.token || old.token,
    encodingAesKey: input.encodingAesKey || old.encodingAesKey,
    appSecret: input.appSecret || old.appSecret,
  };
  const newAccount = (input.appId != null && input.appId.trim() !== bot.appId) || (input.appSecret && input.appSecret !== old.appSecret);
  return auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [updated] = await tx
      .update(wechatBots)
      .set({
        ...(input.name != null && { name: input.name.trim() }),
        ...(input.originId != null && { originId: input.originId.trim() }),
        ...(input.appId != null && { appId: input.appId.trim() }),
        sealed: sealCredentials(ctx.secrets, credentials, wechatAad(bot)),
        ...(input.defaultReply != null && { defaultReply: input.defaultReply.trim() }),
        boundUserId,
        agentId,
        ...(input.active != null && { active: input.active }),
        ...(input.unboundFollowers != null && { unboundFollowers: input.unboundFollowers }),
        // Another account's token is not this one's.
        ...(newAccount && { accessToken: null, accessTokenExpiresAt: null, tokenRenewalUntil: null }),
      })
      .where(and(eq(wechatBots.workspaceId, actor.workspaceId), eq(wechatBots.id, id)))
      .returning();
    const secretsChanged = credentials.token !== old.token || credentials.encodingAesKey !== old.encodingAesKey || credentials.appSecret !== old.appSecret;
    return { result: updated!, act: botAct('wechat', bot, updated!, secretsChanged) };
  });
}

export async function deleteWechatBot(ctx: Context, actor: ActingMember, id: string) {
  return auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [bot] = await tx.delete(wechatBots).where(and(eq(wechatBots.workspaceId, actor.workspaceId), eq(wechatBots.id, id))).returning();
    if (!bot) throw new NotFoundError('botNotFound');
    return { result: bot, act: botAct('wechat', bot, null) };
  });
}

export async function createDingBot(ctx: Context, actor: ActingMember, input: DingBotInput) {
  const problems = checkDing(input, true);
  if (problems.length > 0) throw new ValidationError(problems);
  const agentId = await checkAgent(ctx, actor, input.agentId);
  const key = { workspaceId: actor.workspaceId, id: randomUUID() };
  return auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [bot] = await tx
      .insert(dingBots)
      .values({
        ...key,
        name: input.name!.trim(),
        pathToken: newPathToken(),
        appKey: input.appKey!.trim(),
        sealed: sealCredentials(ctx.secrets, { appSecret: input.appSecret! } satisfies DingCredentials, dingAad(key)),
        agentId,
        replyText: input.replyText?.trim() ?? '',
        active: input.active ?? true,
        createdBy: actor.userId,
      })
      .returning();
    return { result: bot!, act: botAct('dingtalk', null, bot!) };
  });
}

export async function findDingBot(ctx: Pick<Context, 'db'>, actor: ActingMember, id: string) {
  const bot = await ctx.db.query.dingBots.findFirst({ where: { workspaceId: actor.workspaceId, id } });
  if (!bot) throw new NotFoundError('dingBotNotFound');
  return bot;
}

export async function updateDingBot(ctx: Context, actor: ActingMember, id: string, input: DingBotInput) {
  // An empty secret keeps the saved one.
  const problems = checkDing({ ...input, appSecret: input.appSecret || null }, false);
  if (problems.length > 0) throw new ValidationError(problems);
  const bot = await findDingBot(ctx, actor, id);
  const agentId = input.agentId === undefined ? bot.agentId : await checkAgent(ctx, actor, input.agentId);
  const newAccount = (input.appKey != null && input.appKey.trim() !== bot.appKey) || Boolean(input.appSecret);
  return auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [updated] = await tx
      .update(dingBots)
      .set({
        ...(input.name != null && { name: input.name.trim() }),
        ...(input.appKey != null && { appKey: input.appKey.trim() }),
        ...(input.appSecret && { sealed: sealCredentials(ctx.secrets, { appSecret: input.appSecret } satisfies DingCredentials, dingAad(bot)) }),
        agentId,
        ...(input.replyText != null && { replyText: input.replyText.trim() }),
        ...(input.active != null && { active: input.active }),
        ...(newAccount && { accessToken: null, accessTokenExpiresAt: null }),
      })
      .where(and(eq(dingBots.workspaceId, actor.workspaceId), eq(dingBots.id, id)))
      .returning();
    return { result: updated!, act: botAct('dingtalk', bot, updated!, Boolean(input.appSecret)) };
  });
}

export async function deleteDingBot(ctx: Context, actor: ActingMember, id: string) {
  return auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [bot] = await tx.delete(dingBots).where(and(eq(dingBots.workspaceId, actor.workspaceId), eq(dingBots.id, id))).returning();
    if (!bot) throw new NotFoundError('dingBotNotFound');
    return { result: bot, act: botAct('dingtalk', bot, null) };
  });
}

export const wechatCallbackUrl = (publicUrl: string, bot: Pick<WechatBot, 'pathToken'>) => `${publicUrl}/api/bots/wechat/${bot.pathToken}`;
export const dingReceiveUrl = (publicUrl: string, bot: Pick<DingBot, 'pathToken'>) => `${publicUrl}/api/bots/dingtalk/${bot.pathToken}`;

/** Ends a person's bindings to the workspace's bots (they left it): their WeChat follower and DingTalk staff ID answer as strangers from now. */
export async function unbindMember(deps: { db: Pick<Database, 'update' | 'delete'> }, workspaceId: string, userId: string) {
  await deps.db.delete(dingStaffLinks).where(and(eq(dingStaffLinks.workspaceId, workspaceId), eq(dingStaffLinks.userId, userId)));
  await deps.db.update(wechatFollowers).set({ userId: null }).where(and(eq(wechatFollowers.workspaceId, workspaceId), eq(wechatFollowers.userId, userId)));
}

/**
 * Links a DingTalk staff id to a member (admins), so that the bot answers that person with the
 * member's permissions; an empty staff id removes the member's links. A staff id names one member.
 */
export async function linkDingTalkStaff(ctx: Context, actor: ActingMember, userId: string, staffId: string | null) {
  await checkMember(ctx, actor, userId);
  const id = staffId?.trim() ?? '';
  if (id && !/^[A-Za-z0-9_$:+=/.-]{1,64}$/.test(id)) throw new ValidationError([{ field: 'staffId', key: 'dingStaffIdInvalid' }]);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(dingStaffLinks).where(and(eq(dingStaffLinks.workspaceId, actor.workspaceId), eq(dingStaffLinks.userId, userId)));
    if (!id) return;
    await tx
      .insert(dingStaffLinks)
      .values({ workspaceId: actor.workspaceId, staffId: id, userId, source: 'admin' })
      .onConflictDoUpdate({ target: [dingStaffLinks.workspaceId, dingStaffLinks.staffId], set: { userId, source: 'admin', updatedAt: ctx.now } });
  });
}
