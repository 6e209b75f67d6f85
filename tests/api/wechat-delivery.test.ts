import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usageRecords, workspaces } from '../../bff/src/workspaces/tables.ts';
import { messageXml, postToBot, replyText } from '../support/fake-wechat.ts';
import { installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { FAST, slow, wechatBotWorld } from '../support/wechat-bot-world.ts';

/**
 * How the WeChat bot's answers reach a follower: in the passive reply, or after it through the
 * customer-service API (once for all of WeChat's retries), split to WeChat's limit, with one shared
 * access token, kept for the next message when WeChat refuses it, and the day's quota.
 */
describe('WeChat Official Account bot: delivery', () => {
  const world = wechatBotWorld();
  const { account, bind, makeBot, waitFor } = world;

  it('answers a bound follower in the reply itself, in plain and safe mode, with sources as short titles and links, as a bot usage', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    for (const mode of ['plain', 'aes'] as const) {
      const from = `o_fast_${mode}`;
      await bind(acc, from, world.creator, mode);
      world.model.behaviour = FAST;
      const asked = world.model.requests.length;
      const usedBefore = await world.app.deps.database.db.$count(usageRecords, and(eq(usageRecords.workspaceId, world.workspaceId), eq(usageRecords.type, 'bot')));
      const delivery = await postToBot(acc, messageXml(acc, { from, text: '出差补贴是多少？' }), mode);
      expect(delivery.status).toBe(200);
      const reply = replyText(acc, delivery.body)!;
      expect(reply).toMatchObject({ to: from, from: 'gh_test' });
      expect(reply.content).toContain('出差补贴每天一百二十元。[1]');
      expect(reply.content).toMatch(/来源：\n\[1\] 差旅报销制度(\.md)? https?:\/\/\S+\/document\/[A-Za-z0-9%]+$/);
      expect(world.model.requests.length).toBe(asked + 1);
      expect(world.model.requests.at(-1)!.messages[0]!.content).toContain('出差补贴每天一百二十元');
      const usedAfter = await world.app.deps.database.db.$count(usageRecords, and(eq(usageRecords.workspaceId, world.workspaceId), eq(usageRecords.type, 'bot')));
      expect(usedAfter).toBe(usedBefore + 1);
    }
  });

  it('writes a Markdown answer citing three documents as plain text, each source a link a follower opens, nothing of the product’s settings', async () => {
    const { app, creator } = world;
    const publicApp = await installApp(app, creator, 'files', { authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'PUBLIC', title: '公开制度' });
    await uploadToApp(app, creator, publicApp, '住宿标准.md', '# 住宿标准\n\n出差住宿标准每晚五百元，出差补贴另计。\n');
    await uploadToApp(app, creator, publicApp, '报销流程.md', '# 报销流程\n\n出差补贴和住宿费报销须附发票，月底前提交。\n');
    await syncAndWait(app, creator, publicApp);
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_markdown', world.creator);
    world.model.behaviour = {
      kind: 'stream',
      tokens: [
        '## 差旅标准\n\n',
        '出差补贴**每天一百二十元** [1]，住宿*每晚五百元* [2]。\n\n',
        '- 报销须附`发票` [3]\n- 月底前提交\n\n',
        '| 项目 | 标准 |\n|---|---|\n| 补贴 | 120 |\n\n',
        '---\n\n> 详见 [模型设置](/manage/settings/model) 与 [制度原文](https://example.com/policy)\n\n',
        '<b>注意</b>：<script>alert(1)</script>~~旧标准作废~~\n\n```\n总额 = 补贴 + 住宿\n```',
      ],
    };
    const delivery = await postToBot(acc, messageXml(acc, { from: 'o_markdown', text: '出差补贴、住宿和报销怎么算？' }), 'aes');
    const content = replyText(acc, delivery.body)!.content;
    const [body, sources] = content.split('\n\n来源：\n');
    expect(body).toContain('差旅标准\n\n出差补贴每天一百二十元 [1]，住宿每晚五百元 [2]。');
    expect(body).toContain('• 报销须附发票 [3]\n• 月底前提交');
    expect(body).toContain('项目 · 标准\n补贴 · 120');
    expect(body).toContain('制度原文 https://example.com/policy');
    expect(body).toContain('总额 = 补贴 + 住宿');
    // No Markdown mark, rule, table bar or HTML; no path of the product's settings; nothing of the script.
    for (const mark of ['**', '##', '---', '|', '`', '](', '<', '>', '~~', 'alert', '/manage/']) expect(content, mark).not.toContain(mark);
    const lines = sources!.split('\n');
    expect(lines).toHaveLength(3);
    const links = Object.fromEntries(lines.map((line) => [/^\[\d\] (\S+?)(\.md)? /.exec(line)![1], line.split(' ').at(-1)!]));
    // The public documents by their public links, the other by its page in the product.
    expect(links['住宿标准']).toMatch(/^https?:\/\/[^/]+\/public\/document\/[A-Za-z0-9_-]{43}$/);
    expect(links['报销流程']).toMatch(/\/public\/document\/[A-Za-z0-9_-]{43}$/);
    const page = links['差旅报销制度']!;
    expect(page).toMatch(/\/document\/[A-Za-z0-9%]+$/);
    expect(Buffer.from(decodeURIComponent(page.split('/').at(-1)!), 'base64').toString()).toMatch(/^Document:[0-9a-f-]{36}$/);
  });

  it('leaves the note on the model out of a digest sent to a follower', async () => {
    const { db } = world.app.deps.database;
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_digest', world.creator);
    await db.update(workspaces).set({ aiModelEnabled: false }).where(eq(workspaces.id, world.workspaceId));
    try {
      const content = replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_digest', text: '出差补贴是多少？' }), 'plain')).body)!.content;
      expect(content).toContain('出差补贴每天一百二十元');
      expect(content).toContain('来源：');
      for (const text of ['模型', '/manage/', '---', '**', '>']) expect(content, text).not.toContain(text);
    } finally {
      await db.update(workspaces).set({ aiModelEnabled: true }).where(eq(workspaces.id, world.workspaceId));
    }
  });

  it('answers `success` at once when the model is slow, then sends the answer through the customer-service API, once for all of WeChat’s retries', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_slow', world.creator);
    world.model.behaviour = slow(700);
    const asked = world.model.requests.length;
    const xml = messageXml(acc, { from: 'o_slow', text: '出差补贴是多少？' });
    const first = await postToBot(acc, xml, 'aes');
    expect(first.body).toBe('success');
    expect(first.ms).toBeLessThan(4000);
    // WeChat retries the same message twice at once, and again 5 s after the first.
    const retries = await Promise.all([postToBot(acc, xml, 'aes'), postToBot(acc, xml, 'plain')]);
    expect(retries.map((r) => r.body)).toEqual(['success', 'success']);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 5000 - first.ms)));
    expect((await postToBot(acc, xml, 'aes')).body).toBe('success');
    const sent = await waitFor(() => world.wechat.sent.find((m) => m.touser === 'o_slow'));
    expect(sent.content).toContain('慢慢想好了：补贴一百二十元。[1]');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(world.wechat.sent.filter((m) => m.touser === 'o_slow')).toHaveLength(1);
    expect(world.model.requests.length).toBe(asked + 1);
  });

  it('splits a long answer to WeChat’s text limit', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_long', world.creator);
    const paragraph = '出差补贴每天一百二十元，住宿标准每晚五百元，报销须附发票。'.repeat(12);
    world.model.behaviour = { kind: 'stream', tokens: Array.from({ length: 6 }, (_, i) => `第${i + 1}段：${paragraph}\n\n`) };
    const delivery = await postToBot(acc, messageXml(acc, { from: 'o_long', text: '详细说说差旅制度' }), 'plain');
    const first = replyText(acc, delivery.body)!.content;
    const rest = await waitFor(() => {
      const mine = world.wechat.sent.filter((m) => m.touser === 'o_long');
      return mine.length > 0 && mine.some((m) => m.content.includes('第6段')) ? mine : null;
    });
    for (const piece of [first, ...rest.map((m) => m.content)]) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(2048);
    const whole = [first, ...rest.map((m) => m.content)].join('');
    for (let i = 1; i <= 6; i++) expect(whole).toContain(`第${i}段`);
  });

  it('shares one access token, renews it before it expires and when WeChat says it expired', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_token', world.creator);
    world.model.behaviour = slow(600);
    const tokensBefore = world.wechat.tokenRequests;
    const deliver = async (text: string) => {
      const count = world.wechat.sent.filter((m) => m.touser === 'o_token').length;
      expect((await postToBot(acc, messageXml(acc, { from: 'o_token', text }), 'plain')).body).toBe('success');
      await waitFor(() => world.wechat.sent.filter((m) => m.touser === 'o_token').length > count);
    };
    await deliver('第一个问题');
    await deliver('第二个问题');
    // One token for both answers.
    expect(world.wechat.tokenRequests).toBe(tokensBefore + 1);
    const stored = (await world.app.deps.database.db.query.wechatBots.findFirst({ where: { id: bot.internalID } }))!;
    expect(stored.accessToken).toBeTruthy();
    expect(stored.accessToken).not.toMatch(/tok_/);

    // WeChat forgets it: the refusal (42001) renews it and the message goes once.
    world.wechat.expireTokens();
    const refusals = world.wechat.refusals.length;
    await deliver('第三个问题');
    expect(world.wechat.tokenRequests).toBe(tokensBefore + 2);
    expect(world.wechat.refusals.slice(refusals).map((r) => r.errcode)).toEqual([42001]);

    // Near its expiry (within five minutes), it is renewed before use, with no refusal.
    world.offset = 7200 * 1000 - 4 * 60 * 1000;
    try {
      const refusedBefore = world.wechat.refusals.length;
      await deliver('第四个问题');
      expect(world.wechat.tokenRequests).toBe(tokensBefore + 3);
      expect(world.wechat.refusals.length).toBe(refusedBefore);
    } finally {
      world.offset = 0;
    }

    // While WeChat is slow to give a new token, the database answers everyone else at once.
    world.wechat.expireTokens();
    world.wechat.tokenDelayMs = 2_000;
    try {
      const [asked, answered] = [world.wechat.tokenRequests, world.wechat.tokenAnswers];
      const sending = deliver('第五个问题');
      await waitFor(() => world.wechat.tokenRequests > asked);
      await world.app.deps.database.db.execute(sql`select count(*) from wechat_bots`);
      expect(world.wechat.tokenAnswers).toBe(answered);
      await sending;
    } finally {
      world.wechat.tokenDelayMs = 0;
    }
  });

  it('keeps an answer WeChat refuses to take, and gives it on the follower’s next message', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_silent', world.creator);
    world.model.behaviour = slow(600);
    world.wechat.refuse = true;
    try {
      expect((await postToBot(acc, messageXml(acc, { from: 'o_silent', text: '出差补贴是多少？' }), 'plain')).body).toBe('success');
      await waitFor(() => world.wechat.refusals.some((r) => r.touser === 'o_silent' && r.errcode === 45015));
    } finally {
      world.wechat.refuse = false;
    }
    const db = world.app.deps.database.db;
    const kept = await (async () => {
      for (let i = 0; i < 100; i++) {
        const row = await db.query.wechatFollowers.findFirst({ where: { botId: bot.internalID, openId: 'o_silent' } });
        if (row?.pendingAnswer) return row.pendingAnswer;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return null;
    })();
    expect(kept).toContain('补贴一百二十元');
    world.model.behaviour = FAST;
    const next = replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_silent', text: '住宿标准呢？' }), 'plain')).body)!;
    expect(next.content).toContain('您上次提问的回答');
    expect(next.content).toContain('慢慢想好了：补贴一百二十元');
    // The new question's answer follows through the API.
    const followed = await waitFor(() => world.wechat.sent.find((m) => m.touser === 'o_silent'));
    expect(followed.content).toContain('出差补贴每天一百二十元');
    expect((await db.query.wechatFollowers.findFirst({ where: { botId: bot.internalID, openId: 'o_silent' } }))!.pendingAnswer).toBeNull();
  });

  it('says politely that today’s chats are used up, without asking the model', async () => {
    const db = world.app.deps.database.db;
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_quota', world.creator);
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, world.workspaceId));
    await db.update(workspaces).set({ chatCredits: 0 }).where(eq(workspaces.id, world.workspaceId));
    const [filler] = await db.insert(usageRecords).values({ workspaceId: world.workspaceId, userId: null, type: 'chat', count: 100_000 }).returning();
    try {
      const asked = world.model.requests.length;
      const reply = replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_quota', text: '出差补贴？' }), 'plain')).body)!;
      expect(reply.content).toContain('今天的对话次数已经用完了');
      expect(world.model.requests.length).toBe(asked);
    } finally {
      await db.delete(usageRecords).where(and(eq(usageRecords.workspaceId, world.workspaceId), eq(usageRecords.id, filler!.id)));
      await db.update(workspaces).set({ chatCredits: workspace!.chatCredits }).where(eq(workspaces.id, world.workspaceId));
    }
  });
});
