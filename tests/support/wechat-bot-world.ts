import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from './app.ts';
import { installApp, syncAndWait, uploadToApp } from './apps.ts';
import { startFakeModel, type FakeModel } from './fake-model.ts';
import { messageXml, postToBot, replyText, startFakeWechat, type FakeWechat, type WechatAccount } from './fake-wechat.ts';

/** A model that answers at once, from the travel policy the world holds. */
export const FAST = { kind: 'stream' as const, tokens: ['出差补贴', '每天一百二十元', '。[1]'] };
/** One that takes longer than WeChat waits for a passive reply. */
export const slow = (ms = 600) => ({ kind: 'stream' as const, tokens: ['慢慢', '想好了', '：补贴一百二十元', '。[1]'], intervalMs: ms });

const BOT_FIELDS = 'id internalID name callbackUrl token encodingAesKey originId appId hasAppSecret defaultReply active unboundFollowers boundUser { id } agent { id }';
const CREATE = `mutation ($input: WechatBotInput!) { createWechatBot(input: $input) { __typename
  ... on WechatBotPayload { wechatBot { ${BOT_FIELDS} } }
  ... on ValidationError { problems { field message } } ... on Error { message } } }`;
export const UPDATE = `mutation ($id: ID!, $input: WechatBotInput!) { updateWechatBot(id: $id, input: $input) { __typename
  ... on WechatBotPayload { wechatBot { ${BOT_FIELDS} } } ... on Error { message } } }`;
export type Bot = { id: string; internalID: string; callbackUrl: string; token: string; encodingAesKey: string; appId: string; originId: string; hasAppSecret: boolean };

export type WechatBotWorld = ReturnType<typeof wechatBotWorld>;

type State = {
  app: TestApp;
  model: FakeModel;
  wechat: FakeWechat;
  /** The demo creator's session cookie, and their id. */
  creator: string;
  creatorId: string;
  workspaceId: string;
  /** Added to the product's clock. */
  offset: number;
};

/**
 * The world of a WeChat bot test file, made before its tests and closed after them: the product
 * with a local WeChat (token and customer-service APIs) and a local model, the demo workspace
 * holding a travel policy, its creator signed in, and the ways to make a bot, speak to it as WeChat
 * does and bind a follower.
 */
export function wechatBotWorld() {
  // Filled in by beforeAll; the tests read it once they run.
  const world = { offset: 0 } as State;

  const create = async (input: Record<string, unknown>, cookie = world.creator) =>
    world.app.graphql<{ createWechatBot: { __typename: string; wechatBot?: Bot; problems?: { field: string; message: string }[] } }>(CREATE, {
      cookie,
      variables: { input: { name: '知问公众号', ...input } },
    });
  /** How WeChat's side knows the bot: its callback on this server, token, key and ids. */
  const account = (bot: Bot, originId = bot.originId || 'gh_test'): WechatAccount => ({
    callbackUrl: bot.callbackUrl.replace(/^https?:\/\/[^/]+/, world.app.url),
    token: bot.token,
    encodingAesKey: bot.encodingAesKey,
    appId: bot.appId,
    originId,
  });
  const makeBot = async (input: Record<string, unknown> = {}) => {
    const made = await create({ appId: world.wechat.appId, appSecret: world.wechat.appSecret, originId: 'gh_test', defaultReply: '请先绑定', ...input });
    expect(made.data!.createWechatBot.__typename).toBe('WechatBotPayload');
    return made.data!.createWechatBot.wechatBot!;
  };
  const waitFor = async <T>(read: () => T | undefined | null | false, ms = 20_000): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = read();
      if (value) return value;
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const bindLinkIn = (content: string) => {
    const link = /https?:\/\/\S+\/api\/bots\/wechat\/bind\/[A-Za-z0-9_-]+/.exec(content)?.[0];
    expect(link).toBeTruthy();
    return link!.replace(/^https?:\/\/[^/]+/, world.app.url);
  };
  /** Binds a follower to whoever `cookie` signs in: the link the bot sends, opened and confirmed. */
  const bind = async (acc: WechatAccount, from: string, cookie: string, mode: 'plain' | 'aes' = 'plain') => {
    const asked = replyText(acc, (await postToBot(acc, messageXml(acc, { from, text: '绑定' }), mode)).body)!;
    const link = bindLinkIn(asked.content);
    const page = await fetch(link, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    const bound = await fetch(link, { method: 'POST', headers: { cookie, origin: world.app.url, 'sec-fetch-site': 'same-origin' } });
    expect(await bound.text()).toContain('绑定成功');
    return link;
  };

  beforeAll(async () => {
    world.model = await startFakeModel(FAST);
    world.wechat = await startFakeWechat();
    world.app = await startTestApp(
      { LLM_BASE_URL: world.model.baseUrl, LLM_MODEL: 'fake-model', WECHAT_API_BASE_URL: world.wechat.baseUrl, WECHAT_REPLY_WAIT_MS: '1500' },
      { clock: () => new Date(Date.now() + world.offset) },
    );
    const { app } = world;
    world.creatorId = await app.demoCreatorId();
    world.creator = await app.signIn(world.creatorId);
    world.workspaceId = (await app.deps.database.db.query.workspaceMembers.findFirst({ where: { userId: world.creatorId } }))!.workspaceId;
    const appId = await installApp(app, world.creator, 'files', { authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', title: '行政制度' });
    await uploadToApp(app, world.creator, appId, '差旅报销制度.md', '# 差旅报销制度\n\n出差补贴每天一百二十元，住宿标准每晚五百元。\n');
    await syncAndWait(app, world.creator, appId);
  }, 60_000);
  afterAll(async () => {
    await world.app?.stop();
    await world.model?.close();
    await world.wechat?.close();
  });

  return Object.assign(world, { create, account, makeBot, waitFor, bindLinkIn, bind });
}
