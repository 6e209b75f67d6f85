import { encodeGlobalID } from '@pothos/plugin-relay';
import { readableInWorkspace } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import { Agent } from '../agents/types.ts';
import { actorOf, memberUserId } from '../workspaces/acting.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { Member } from '../workspaces/member-types.ts';
import { Workspace } from '../workspaces/types.ts';
import {
  createDingBot,
  createWechatBot,
  deleteDingBot,
  deleteWechatBot,
  dingCredentials,
  dingReceiveUrl,
  updateDingBot,
  updateWechatBot,
  wechatCallbackUrl,
  wechatCredentials,
  type DingBotInput as DingInput,
  type WechatBotInput as WechatInput,
} from './service.ts';
import type { DingBot as DingBotRow, WechatBot as WechatBotRow } from './tables.ts';
import { testDingBot, testWechatBot } from './test-message.ts';

const adminsOnly = <T extends { workspaceId: string }>(typename: string) =>
  readableInWorkspace<T>(typename, 'manage', (_ctx, _bot, actor) => actor.wsUserType >= WS_USER_TYPES.admin);

const UnboundFollowers = builder.enumType('WechatUnboundFollowers', {
  description: 'What a follower not bound to a member gets: the default reply, or answers with the bound user’s permissions.',
  values: { DEFAULT_REPLY: { value: 'default_reply' }, BOUND_USER: { value: 'bound_user' } } as const,
});

export const WechatBot = builder.drizzleNode('wechatBots', {
  name: 'WechatBot',
  description: 'A WeChat Official Account bot: followers’ messages are answered by its agent (admins only).',
  authScopes: adminsOnly<WechatBotRow>('WechatBot'),
  id: { column: (bot) => bot.id },
  fields: (t) => ({
    internalID: t.exposeString('id'),
    name: t.exposeString('name'),
    callbackUrl: t.string({
      description: 'The URL to paste into WeChat’s console (服务器地址 URL); its last part names this bot.',
      resolve: (bot, _args, ctx) => wechatCallbackUrl(ctx.publicUrl, bot),
    }),
    token: t.string({ description: 'The token WeChat signs its calls with (令牌 Token).', resolve: (bot, _args, ctx) => wechatCredentials(ctx.secrets, bot).token }),
    encodingAesKey: t.string({
      description: 'The key of safe mode (消息加解密密钥 EncodingAESKey).',
      resolve: (bot, _args, ctx) => wechatCredentials(ctx.secrets, bot).encodingAesKey,
    }),
    originId: t.exposeString('originId', { description: 'The account’s origin id (原始 ID, gh_…).' }),
    appId: t.exposeString('appId', { description: 'The account’s AppID.' }),
    hasAppSecret: t.boolean({
      description: 'Whether an AppSecret is saved (it is never shown again).',
      resolve: (bot, _args, ctx) => wechatCredentials(ctx.secrets, bot).appSecret !== '',
    }),
    defaultReply: t.exposeString('defaultReply', { description: 'What followers not bound to a member are told (with the link that binds them).' }),
    boundUser: t.relation('boundMember', { type: Member, nullable: true, description: 'The member whose permissions answer unbound followers, when chosen.' }),
    agent: t.relation('agent', { type: Agent, nullable: true, description: 'The agent that answers; none: the general assistant.' }),
    active: t.exposeBoolean('active'),
    unboundFollowers: t.field({ type: UnboundFollowers, resolve: (bot) => bot.unboundFollowers }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

export const DingBot = builder.drizzleNode('dingBots', {
  name: 'DingBot',
  description: 'A DingTalk robot (HTTP callback mode): messages to it are answered by its agent (admins only).',
  authScopes: adminsOnly<DingBotRow>('DingBot'),
  id: { column: (bot) => bot.id },
  fields: (t) => ({
    internalID: t.exposeString('id'),
    name: t.exposeString('name'),
    appKey: t.exposeString('appKey', { description: 'The app’s AppKey (Client ID).' }),
    hasAppSecret: t.boolean({
      description: 'Whether an AppSecret is saved (it is never shown again).',
      resolve: (bot, _args, ctx) => dingCredentials(ctx.secrets, bot).appSecret !== '',
    }),
    receiveUrl: t.string({
      description: 'The message receive URL to paste into DingTalk’s console (消息接收地址).',
      resolve: (bot, _args, ctx) => dingReceiveUrl(ctx.publicUrl, bot),
    }),
    agent: t.relation('agent', { type: Agent, nullable: true, description: 'The agent that answers; none: the general assistant.' }),
    replyText: t.exposeString('replyText', { description: 'Said to messages the bot does not answer (pictures, files, empty ones).' }),
    active: t.exposeBoolean('active'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.drizzleObjectField(Workspace, 'wechatBots', (t) =>
  t.relatedConnection('wechatBots', {
    description: 'The workspace’s WeChat Official Account bots, newest first (creators and admins).',
    authScopes: { admin: 'manage' },
    totalCount: true,
    query: { orderBy: { createdAt: 'desc', id: 'desc' } },
  }),
);

builder.drizzleObjectField(Workspace, 'dingBots', (t) =>
  t.relatedConnection('dingBots', {
    description: 'The workspace’s DingTalk bots, newest first (creators and admins).',
    authScopes: { admin: 'manage' },
    totalCount: true,
    query: { orderBy: { createdAt: 'desc', id: 'desc' } },
  }),
);

const WechatBotInput = builder.inputType('WechatBotInput', {
  description: 'A WeChat bot’s settings. On update, a field left out keeps its value; an empty token, key or secret keeps the saved one.',
  fields: (t) => ({
    name: t.string({ required: false }),
    token: t.string({ required: false, description: '3 to 32 letters or digits; made up when left out at creation.' }),
    encodingAesKey: t.string({ required: false, description: '43 letters or digits; made up when left out at creation.' }),
    originId: t.string({ required: false }),
    appId: t.string({ required: false }),
    appSecret: t.string({ required: false, description: 'Write-only: stored encrypted, never answered.' }),
    defaultReply: t.string({ required: false }),
    boundUserId: t.globalID({ required: false, for: Member, description: 'null unbinds.' }),
    agentId: t.globalID({ required: false, for: Agent, description: 'null: the general assistant.' }),
    active: t.boolean({ required: false }),
    unboundFollowers: t.field({ type: UnboundFollowers, required: false }),
  }),
});

const DingBotInput = builder.inputType('DingBotInput', {
  description: 'A DingTalk bot’s settings. On update, a field left out keeps its value; an empty secret keeps the saved one.',
  fields: (t) => ({
    name: t.string({ required: false }),
    appKey: t.string({ required: false }),
    appSecret: t.string({ required: false, description: 'Write-only: stored encrypted, never answered.' }),
    agentId: t.globalID({ required: false, for: Agent, description: 'null: the general assistant.' }),
    replyText: t.string({ required: false }),
    active: t.boolean({ required: false }),
  }),
});

type GlobalId = { id: unknown } | null | undefined;
const idOf = (value: GlobalId) => (value === undefined ? undefined : value === null ? null : String(value.id));

type WechatArgs = {
  name?: string | null;
  token?: string | null;
  encodingAesKey?: string | null;
  originId?: string | null;
  appId?: string | null;
  appSecret?: string | null;
  defaultReply?: string | null;
  boundUserId?: GlobalId;
  agentId?: GlobalId;
  active?: boolean | null;
  unboundFollowers?: 'default_reply' | 'bound_user' | null;
};

function wechatInput(ctx: Parameters<typeof actorOf>[0], input: WechatArgs): WechatInput {
  const { boundUserId, agentId, ...rest } = input;
  return {
    ...rest,
    boundUserId: boundUserId === undefined ? undefined : boundUserId === null ? null : memberUserId(actorOf(ctx), boundUserId),
    agentId: idOf(agentId),
  };
}

function dingInput(input: Omit<DingInput, 'agentId'> & { agentId?: GlobalId }): DingInput {
  return { ...input, agentId: idOf(input.agentId) };
}

type BotKey = { workspaceId: string; id: string };

const WechatBotPayload = builder.objectRef<BotKey>('WechatBotPayload').implement({
  fields: (t) => ({
    wechatBot: t.drizzleField({
      type: 'wechatBots',
      resolve: (query, p, _args, ctx) => ctx.db.query.wechatBots.findFirst(query({ where: { workspaceId: p.workspaceId, id: p.id } })).then((r) => r!),
    }),
  }),
});

const DingBotPayload = builder.objectRef<BotKey>('DingBotPayload').implement({
  fields: (t) => ({
    dingBot: t.drizzleField({
      type: 'dingBots',
      resolve: (query, p, _args, ctx) => ctx.db.query.dingBots.findFirst(query({ where: { workspaceId: p.workspaceId, id: p.id } })).then((r) => r!),
    }),
  }),
});

const DeleteBotPayload = builder.objectRef<{ deletedId: string }>('DeleteBotPayload').implement({
  fields: (t) => ({ deletedId: t.exposeID('deletedId', { description: 'The global ID of the bot deleted.' }) }),
});

const TestBotPayload = builder.objectRef<{ reply: string }>('TestBotPayload').implement({
  description: 'What the bot answered a test message asked as the admin testing.',
  fields: (t) => ({ reply: t.exposeString('reply') }),
});

const keyOf = (bot: BotKey) => ({ workspaceId: bot.workspaceId, id: bot.id });

builder.mutationField('createWechatBot', (t) =>
  t.authField({
    type: WechatBotPayload,
    description: 'Adds a WeChat Official Account bot (creators and admins); its callback URL, token and key are made for it.',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { input: t.arg({ type: WechatBotInput, required: true }) },
    resolve: async (_root, { input }, ctx) => keyOf(await createWechatBot(ctx, actorOf(ctx), wechatInput(ctx, input))),
  }),
);

builder.mutationField('updateWechatBot', (t) =>
  t.authField({
    type: WechatBotPayload,
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { id: t.arg.globalID({ required: true, for: WechatBot }), input: t.arg({ type: WechatBotInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => keyOf(await updateWechatBot(ctx, actorOf(ctx), id.id, wechatInput(ctx, input))),
  }),
);

builder.mutationField('deleteWechatBot', (t) =>
  t.authField({
    type: DeleteBotPayload,
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { id: t.arg.globalID({ required: true, for: WechatBot }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteWechatBot(ctx, actorOf(ctx), id.id);
      return { deletedId: encodeGlobalID('WechatBot', id.id) };
    },
  }),
);

builder.mutationField('testWechatBot', (t) =>
  t.authField({
    type: TestBotPayload,
    description: 'Asks the bot a question as the admin testing, in-process (never as a callback; nothing is sent to WeChat), and answers what it would reply.',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { id: t.arg.globalID({ required: true, for: WechatBot }), text: t.arg.string({ required: true }) },
    resolve: async (_root, { id, text }, ctx) => ({ reply: await testWechatBot(ctx, actorOf(ctx), id.id, text) }),
  }),
);

builder.mutationField('createDingBot', (t) =>
  t.authField({
    type: DingBotPayload,
    description: 'Adds a DingTalk bot (creators and admins); its message receive URL is made for it.',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { input: t.arg({ type: DingBotInput, required: true }) },
    resolve: async (_root, { input }, ctx) => keyOf(await createDingBot(ctx, actorOf(ctx), dingInput(input))),
  }),
);

builder.mutationField('updateDingBot', (t) =>
  t.authField({
    type: DingBotPayload,
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { id: t.arg.globalID({ required: true, for: DingBot }), input: t.arg({ type: DingBotInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => keyOf(await updateDingBot(ctx, actorOf(ctx), id.id, dingInput(input))),
  }),
);

builder.mutationField('deleteDingBot', (t) =>
  t.authField({
    type: DeleteBotPayload,
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { id: t.arg.globalID({ required: true, for: DingBot }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteDingBot(ctx, actorOf(ctx), id.id);
      return { deletedId: encodeGlobalID('DingBot', id.id) };
    },
  }),
);

builder.mutationField('testDingBot', (t) =>
  t.authField({
    type: TestBotPayload,
    description: 'Asks the bot a question as the admin testing, in-process (never as a callback; nothing is sent to DingTalk), and answers what it would post.',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { id: t.arg.globalID({ required: true, for: DingBot }), text: t.arg.string({ required: true }) },
    resolve: async (_root, { id, text }, ctx) => ({ reply: await testDingBot(ctx, actorOf(ctx), id.id, text) }),
  }),
);
