import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { messageXml, postToBot, replyText, startFakeWechat, type FakeWechat, type WechatAccount } from '../support/fake-wechat.ts';

// Two servers over one Postgres and one Redis, as behind a load balancer (WeChat's retries may
// land on either). PGlite belongs to one process, so this runs only where DATABASE_URL and
// REDIS_URL are set (CI sets both).
const enabled = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

describe.runIf(enabled)('a WeChat bot served by several server processes', () => {
  let first: TestApp;
  let second: TestApp;
  let model: FakeModel;
  let wechat: FakeWechat;
  let account: WechatAccount;

  beforeAll(async () => {
    model = await startFakeModel({ kind: 'stream', tokens: ['出差补贴', '每天一百二十元。'] });
    wechat = await startFakeWechat();
    const env = { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model', WECHAT_API_BASE_URL: wechat.baseUrl, WECHAT_REPLY_WAIT_MS: '2500', APP_SECRET: 'a-secret-both-processes-share-0123456789' };
    first = await startTestApp(env);
    second = await startTestApp(env, { shareDatabaseOf: first });
    const creatorId = await first.demoCreatorId();
    const cookie = await first.signIn(creatorId);
    const workspaceId = (await first.deps.database.db.query.workspaceMembers.findFirst({ where: { userId: creatorId } }))!.workspaceId;
    const made = await first.graphql<{ createWechatBot: { wechatBot: { callbackUrl: string; token: string; encodingAesKey: string; internalID: string } } }>(
      `mutation ($input: WechatBotInput!) { createWechatBot(input: $input) { ... on WechatBotPayload { wechatBot { internalID callbackUrl token encodingAesKey } } } }`,
      {
        cookie,
        variables: {
          input: {
            name: '两台服务器',
            appId: wechat.appId,
            appSecret: wechat.appSecret,
            originId: 'gh_multi',
            unboundFollowers: 'BOUND_USER',
            boundUserId: Buffer.from(`Member:${JSON.stringify([workspaceId, creatorId])}`).toString('base64'),
          },
        },
      },
    );
    const bot = made.data!.createWechatBot.wechatBot;
    account = { callbackUrl: bot.callbackUrl.replace(/^https?:\/\/[^/]+/, ''), token: bot.token, encodingAesKey: bot.encodingAesKey, appId: wechat.appId, originId: 'gh_multi' };
  }, 60_000);
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    await model?.close();
    await wechat?.close();
  });

  const on = (app: TestApp): WechatAccount => ({ ...account, callbackUrl: `${app.url}${account.callbackUrl}` });
  const waitFor = async (done: () => boolean, ms = 20_000) => {
    const deadline = Date.now() + ms;
    while (!done()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('takes a message once, whichever process each of WeChat’s deliveries reaches', async () => {
    model.behaviour = { kind: 'stream', tokens: ['出差补贴', '每天一百二十元。'] };
    const asked = model.requests.length;
    const xml = messageXml(account, { from: 'o_twice', text: '出差补贴是多少？' });
    const deliveries = await Promise.all([postToBot(on(first), xml, 'aes'), postToBot(on(second), xml, 'aes'), postToBot(on(second), xml, 'plain')]);
    const answered = deliveries.filter((d) => d.body !== 'success');
    expect(answered).toHaveLength(1);
    expect(replyText(on(first), answered[0]!.body)!.content).toContain('每天一百二十元');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(model.requests.length).toBe(asked + 1);
    expect(wechat.sent.filter((m) => m.touser === 'o_twice')).toEqual([]);
  });

  it('shares one access token between the processes, fetched once even when both need it at once', async () => {
    model.behaviour = { kind: 'stream', tokens: ['慢慢', '想好了：', '一百二十元。'], intervalMs: 1100 };
    // Slow to answer, so that both processes are asking for a token at the same time.
    wechat.tokenDelayMs = 1500;
    const before = wechat.tokenRequests;
    const [a, b] = await Promise.all([
      postToBot(on(first), messageXml(account, { from: 'o_one', text: '出差补贴？' }), 'plain'),
      postToBot(on(second), messageXml(account, { from: 'o_two', text: '住宿标准？' }), 'plain'),
    ]);
    expect([a.body, b.body]).toEqual(['success', 'success']);
    await waitFor(() => ['o_one', 'o_two'].every((who) => wechat.sent.some((m) => m.touser === who)));
    expect(wechat.tokenRequests).toBe(before + 1);
    // WeChat forgets it: one process renews it, and the other uses the new one.
    wechat.expireTokens();
    const [c, d] = await Promise.all([
      postToBot(on(first), messageXml(account, { from: 'o_three', text: '出差补贴？' }), 'plain'),
      postToBot(on(second), messageXml(account, { from: 'o_four', text: '住宿标准？' }), 'plain'),
    ]);
    expect([c.body, d.body]).toEqual(['success', 'success']);
    await waitFor(() => ['o_three', 'o_four'].every((who) => wechat.sent.some((m) => m.touser === who)));
    expect(wechat.tokenRequests).toBe(before + 2);
  });
});
