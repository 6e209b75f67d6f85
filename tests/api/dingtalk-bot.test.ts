import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dingSign } from '../../bff/src/bots/dingtalk-api.ts';
import { usageRecords, workspaces } from '../../bff/src/workspaces/tables.ts';
import type { TestApp } from '../support/app.ts';
import { dingtalkBotWorld, FAST } from '../support/dingtalk-bot-world.ts';
import { callBot, type FakeDingtalk } from '../support/fake-dingtalk.ts';
import type { FakeModel } from '../support/fake-model.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';

/**
 * The DingTalk robot (HTTP callback mode) against a local DingTalk and a local model: signatures
 * and their window, redelivery, groups, expiry, quota, a second workspace and the settings. Who
 * asks, and with whose permissions, is `dingtalk-bot-askers.test.ts`.
 */
describe('DingTalk bot', () => {
  const world = dingtalkBotWorld();
  const { create, makeBot, urlOf, postsTo, waitForPost } = world;
  let app: TestApp;
  let model: FakeModel;
  let ding: FakeDingtalk;
  let creator: string;
  let workspaceId: string;
  // After the world's own beforeAll, which made them.
  beforeAll(() => void ({ app, model, ding, creator, workspaceId } = world));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1200));

  it('signs as DingTalk does (the shared vector)', () => {
    expect(dingSign('1577262236757', 'this is secret')).toBe('hmPWwU+7lVdm3ZZz0r9tSfx0L4Q26jWOZr9+Gs6EZQM=');
  });

  it('answers a signed message through the session webhook, in Markdown with its sources, as a bot usage', async () => {
    const bot = await makeBot();
    model.behaviour = FAST;
    const db = app.deps.database.db;
    const before = await db.$count(usageRecords, and(eq(usageRecords.workspaceId, workspaceId), eq(usageRecords.type, 'bot')));
    const called = await callBot(ding, urlOf(bot), { text: '出差补贴是多少？', session: 's_signed' });
    expect(called.status).toBe(200);
    const posted = await waitForPost('s_signed');
    expect(posted.msgtype).toBe('markdown');
    expect(posted.markdown!.title).toBe('出差补贴是多少？');
    expect(posted.markdown!.text).toContain('出差补贴每天一百二十元。[1]');
    expect(posted.markdown!.text).toMatch(/\*\*来源\*\*\n\n1\. \[差旅报销制度(\.md)?\]\(http[^)]+\/document\/[A-Za-z0-9%]+\)/);
    expect(await db.$count(usageRecords, and(eq(usageRecords.workspaceId, workspaceId), eq(usageRecords.type, 'bot')))).toBe(before + 1);
  });

  it('posts a model’s Markdown in the subset DingTalk renders, without HTML or the product’s own paths', async () => {
    const bot = await makeBot();
    model.behaviour = {
      kind: 'stream',
      tokens: [
        '## 补贴\n\n每天**一百二十元** [1]。\n\n- 附发票\n- 月底前\n\n',
        '| 项目 | 标准 |\n|---|---|\n| 补贴 | 120 |\n\n---\n\n',
        '见 [模型设置](/manage/settings/model) 和 [原文](https://example.com/p) <img src=x onerror=alert(1)>\n\n```\n总额 = 补贴\n```',
      ],
    };
    await callBot(ding, urlOf(bot), { text: '出差补贴是多少？', session: 's_markdown' });
    const text = (await waitForPost('s_markdown')).markdown!.text;
    expect(text).toContain('#### 补贴\n\n每天**一百二十元** [1]。\n\n- 附发票\n- 月底前');
    expect(text).toContain('- 项目 · 标准\n- 补贴 · 120');
    expect(text).toContain('见 模型设置 和 [原文](https://example.com/p)');
    expect(text).toContain('总额 = 补贴');
    for (const mark of ['|', '---', '```', '<', '/manage/', 'alert']) expect(text, mark).not.toContain(mark);
  });

  it('refuses forged signatures and replays outside the one-hour window', async () => {
    const bot = await makeBot();
    const asked = model.requests.length;
    const hour = 60 * 60 * 1000;
    const refused = [
      await callBot(ding, urlOf(bot), { text: '出差补贴？', session: 's_forged1' }, { secret: 'another secret' }),
      await callBot(ding, urlOf(bot), { text: '出差补贴？', session: 's_forged2' }, { sign: 'hmPWwU+7lVdm3ZZz0r9tSfx0L4Q26jWOZr9+Gs6EZQM=' }),
      await callBot(ding, urlOf(bot), { text: '出差补贴？', session: 's_old' }, { timestampMs: Date.now() - hour - 5000 }),
      await callBot(ding, urlOf(bot), { text: '出差补贴？', session: 's_future' }, { timestampMs: Date.now() + hour + 5000 }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(refused[0]!.body.message).toBe('签名校验失败');
    const unsigned = await fetch(urlOf(bot), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(403);
    // Inside the window, an old timestamp still passes.
    model.behaviour = FAST;
    expect((await callBot(ding, urlOf(bot), { text: '出差补贴？', session: 's_recent' }, { timestampMs: Date.now() - hour + 60_000 })).status).toBe(200);
    await waitForPost('s_recent');
    await settle();
    expect(['s_forged1', 's_forged2', 's_old', 's_future'].flatMap(postsTo)).toEqual([]);
    expect(model.requests.length).toBe(asked + 1);
  });

  it('answers a message once, however often DingTalk redelivers it', async () => {
    const bot = await makeBot();
    model.behaviour = { kind: 'stream', tokens: ['补贴', '一百二十元。[1]'], intervalMs: 300 };
    const asked = model.requests.length;
    const message = { text: '出差补贴是多少？', msgId: 'msg-redelivered-1', session: 's_redelivered' };
    const first = await Promise.all([callBot(ding, urlOf(bot), message), callBot(ding, urlOf(bot), message)]);
    expect(first.map((r) => r.status)).toEqual([200, 200]);
    expect(first.map((r) => (r.body.data as { outcome: string }).outcome).sort()).toEqual(['answering', 'ignored']);
    await waitForPost('s_redelivered');
    expect((await callBot(ding, urlOf(bot), message)).body.data).toEqual({ outcome: 'ignored' });
    await settle();
    expect(postsTo('s_redelivered')).toHaveLength(1);
    expect(model.requests.length).toBe(asked + 1);
  });

  it('answers in a group only when @-mentioned', async () => {
    const bot = await makeBot();
    model.behaviour = FAST;
    const asked = model.requests.length;
    expect((await callBot(ding, urlOf(bot), { text: '大家好', conversationType: '2', isInAtList: false, session: 's_group_chatter' })).body.data).toEqual({ outcome: 'ignored' });
    expect((await callBot(ding, urlOf(bot), { text: '出差补贴？', conversationType: '2', isInAtList: true, session: 's_group_at' })).body.data).toEqual({ outcome: 'answering' });
    await waitForPost('s_group_at');
    await settle();
    expect(postsTo('s_group_chatter')).toEqual([]);
    expect(model.requests.length).toBe(asked + 1);
  });

  it('says "ding bot not found" for an unknown bot, in the caller’s language', async () => {
    const url = `${app.url}/api/bots/dingtalk/${'u'.repeat(32)}`;
    const zh = await callBot(ding, url, { text: 'hi' });
    expect([zh.status, zh.body.message]).toEqual([404, '钉钉机器人不存在']);
    const en = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: '{}' });
    expect([en.status, ((await en.json()) as { message: string }).message]).toEqual([404, 'Ding bot not found']);
  });

  it('replies only before the session webhook expires, and only on DingTalk’s host', async () => {
    const bot = await makeBot();
    model.behaviour = FAST;
    const asked = model.requests.length;
    await callBot(ding, urlOf(bot), { text: '出差补贴？', session: 's_expiring', expiresInMs: 1 });
    const elsewhere = `http://127.0.0.1:9/robot/sendBySession?session=s_elsewhere`;
    await callBot(ding, urlOf(bot), { text: '出差补贴？', session: 's_elsewhere', sessionWebhook: elsewhere });
    await callBot(ding, urlOf(bot), { text: '出差补贴？', session: 's_control' });
    await waitForPost('s_control');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(postsTo('s_expiring')).toEqual([]);
    expect(model.requests.length).toBe(asked + 3);
  });

  it('says its reply text to what it cannot answer, and politely when today’s chats are used up', async () => {
    const db = app.deps.database.db;
    const bot = await makeBot({ replyText: 'kxreplytext 只能回答文字' });
    await callBot(ding, urlOf(bot), { msgtype: 'picture', session: 's_picture' });
    expect((await waitForPost('s_picture')).text!.content).toBe('kxreplytext 只能回答文字');

    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    await db.update(workspaces).set({ chatCredits: 0 }).where(eq(workspaces.id, workspaceId));
    const [filler] = await db.insert(usageRecords).values({ workspaceId, userId: null, type: 'chat', count: 100_000 }).returning();
    try {
      const asked = model.requests.length;
      await callBot(ding, urlOf(bot), { text: '出差补贴？', session: 's_quota' });
      expect((await waitForPost('s_quota')).text!.content).toContain('今天的对话次数已经用完了');
      expect(model.requests.length).toBe(asked);
    } finally {
      await db.delete(usageRecords).where(and(eq(usageRecords.workspaceId, workspaceId), eq(usageRecords.id, filler!.id)));
      await db.update(workspaces).set({ chatCredits: workspace!.chatCredits }).where(eq(workspaces.id, workspaceId));
    }
  });

  it('never answers a second workspace’s bot from the first’s documents, nor lets its admins reach the first’s bots', async () => {
    const db = app.deps.database.db;
    const other = await createWorkspaceWithCreator(db, '第三家公司');
    const otherCookie = await app.signIn(other.creator.id);
    const bot = await makeBot({}, otherCookie);
    model.behaviour = FAST;
    await callBot(ding, urlOf(bot), { text: '出差补贴是多少？', session: 's_other' });
    await waitForPost('s_other');
    const prompt = model.requests.at(-1)!.messages[0]!.content;
    expect(prompt).not.toContain('一百二十元');
    const first = await makeBot();
    expect((await app.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { cookie: otherCookie, variables: { id: first.id } })).data!.node).toBeNull();
    const deleted = await app.graphql<{ deleteDingBot: { __typename: string } }>('mutation ($id: ID!) { deleteDingBot(id: $id) { __typename } }', { cookie: otherCookie, variables: { id: first.id } });
    expect(deleted.data!.deleteDingBot.__typename).toBe('ActionError');
  });

  it('keeps the settings to admins and the app secret sealed and write-only; tests as the admin', async () => {
    const db = app.deps.database.db;
    const bad = await create({ name: '', appKey: 'has space', appSecret: '' });
    expect(bad.data!.createDingBot.problems!.map((p) => p.field)).toEqual(['name', 'appKey', 'appSecret']);
    const member = await app.signIn((await addMember(db, workspaceId, 1)).id);
    expect((await create({}, member)).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const bot = await makeBot({ appSecret: 'kxdingsecret-xyz' });
    expect(bot.hasAppSecret).toBe(true);
    expect(bot.receiveUrl).toMatch(/\/api\/bots\/dingtalk\/[A-Za-z0-9_-]{20,}$/);
    expect(JSON.stringify(await db.query.dingBots.findFirst({ where: { id: bot.internalID } }))).not.toContain('kxdingsecret-xyz');
    const schema = await app.graphql<{ __type: { fields: { name: string }[] } }>('{ __type(name: "DingBot") { fields { name } } }', { cookie: creator });
    expect(schema.data!.__type.fields.map((f) => f.name)).not.toContain('appSecret');
    const listed = await app.graphql<{ viewer: { currentWorkspace: { dingBots: { edges: { node: { id: string } }[] } } } }>(
      '{ viewer { currentWorkspace { dingBots(first: 100) { edges { node { id } } } } } }',
      { cookie: creator },
    );
    expect(listed.data!.viewer.currentWorkspace.dingBots.edges.map((e) => e.node.id)).toContain(bot.id);

    model.behaviour = FAST;
    const TEST = 'mutation ($id: ID!, $text: String!) { testDingBot(id: $id, text: $text) { __typename ... on TestBotPayload { reply } ... on Error { message } } }';
    const tested = await app.graphql<{ testDingBot: { __typename: string; reply: string } }>(TEST, { cookie: creator, variables: { id: bot.id, text: '出差补贴是多少？' } });
    expect(tested.data!.testDingBot.__typename).toBe('TestBotPayload');
    expect(tested.data!.testDingBot.reply).toContain('出差补贴每天一百二十元');
    // The test's reply never goes to DingTalk.
    expect(ding.posts.some((p) => p.session.includes('zhiwen-test'))).toBe(false);
    const empty = await app.graphql<{ testDingBot: { __typename: string } }>(TEST, { cookie: creator, variables: { id: bot.id, text: ' ' } });
    expect(empty.data!.testDingBot.__typename).toBe('ValidationError');
  });
});
