import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from './app.ts';
import { installApp, syncAndWait, uploadToApp } from './apps.ts';
import { startFakeDingtalk, type FakeDingtalk } from './fake-dingtalk.ts';
import { startFakeGitHub, type FakeGitHub } from './fake-github.ts';
import { startFakeModel, type FakeModel } from './fake-model.ts';

/** A model that answers at once, from the travel policy the world holds. */
export const FAST = { kind: 'stream' as const, tokens: ['出差补贴', '每天一百二十元', '。[1]'] };
const FIELDS = 'id internalID name appKey hasAppSecret receiveUrl replyText active agent { id }';
const CREATE = `mutation ($input: DingBotInput!) { createDingBot(input: $input) { __typename
  ... on DingBotPayload { dingBot { ${FIELDS} } } ... on ValidationError { problems { field message } } ... on Error { message } } }`;
export type Bot = { id: string; internalID: string; receiveUrl: string; hasAppSecret: boolean; appKey: string };

type State = {
  app: TestApp;
  model: FakeModel;
  ding: FakeDingtalk;
  /** For apps that read as in the source. */
  github: FakeGitHub;
  /** The demo creator's session cookie. */
  creator: string;
  workspaceId: string;
};

/**
 * The world of a DingTalk bot test file, made before its tests and closed after them: the product
 * with a local DingTalk (token, user lookup, session webhooks), a local GitHub and a local model,
 * the demo workspace holding a travel policy, its creator signed in, and the ways to make a bot
 * and wait for what it posts.
 */
export function dingtalkBotWorld() {
  // Filled in by beforeAll; the tests read it once they run.
  const world = {} as State;

  const create = (input: Record<string, unknown>, cookie = world.creator) =>
    world.app.graphql<{ createDingBot: { __typename: string; dingBot?: Bot; problems?: { field: string }[] } }>(CREATE, {
      cookie,
      variables: { input: { name: '知问钉钉', appKey: world.ding.appKey, appSecret: world.ding.appSecret, ...input } },
    });
  const makeBot = async (input: Record<string, unknown> = {}, cookie = world.creator) => {
    const made = await create(input, cookie);
    expect(made.data!.createDingBot.__typename).toBe('DingBotPayload');
    return made.data!.createDingBot.dingBot!;
  };
  const urlOf = (bot: Bot) => bot.receiveUrl.replace(/^https?:\/\/[^/]+/, world.app.url);
  const postsTo = (session: string) => world.ding.posts.filter((p) => p.session === session);
  const waitForPost = async (session: string, ms = 20_000) => {
    const deadline = Date.now() + ms;
    while (postsTo(session).length === 0) {
      if (Date.now() > deadline) throw new Error(`nothing posted to ${session}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return postsTo(session)[0]!.body;
  };

  beforeAll(async () => {
    [world.model, world.ding, world.github] = await Promise.all([startFakeModel(FAST), startFakeDingtalk(), startFakeGitHub()]);
    world.app = await startTestApp({
      LLM_BASE_URL: world.model.baseUrl,
      LLM_MODEL: 'fake-model',
      DINGTALK_API_BASE_URL: world.ding.baseUrl,
      GITHUB_API_URL: world.github.url,
      GITHUB_WEB_URL: world.github.url,
    });
    const { app } = world;
    const creatorId = await app.demoCreatorId();
    world.creator = await app.signIn(creatorId);
    world.workspaceId = (await app.deps.database.db.query.workspaceMembers.findFirst({ where: { userId: creatorId } }))!.workspaceId;
    const appId = await installApp(app, world.creator, 'files', { authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', title: '行政制度' });
    await uploadToApp(app, world.creator, appId, '差旅报销制度.md', '# 差旅报销制度\n\n出差补贴每天一百二十元，住宿标准每晚五百元。\n');
    await syncAndWait(app, world.creator, appId);
  }, 60_000);
  afterAll(async () => {
    await world.app?.stop();
    await world.model?.close();
    await world.ding?.close();
    await world.github?.close();
  });

  return Object.assign(world, { create, makeBot, urlOf, postsTo, waitForPost });
}
