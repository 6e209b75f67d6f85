import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechatEncrypt, wechatSignature } from '../../bff/src/bots/wechat-crypto.ts';
import { usageRecords, workspaces } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { messageXml, postToBot, replyText, startFakeWechat, type FakeWechat, type WechatAccount } from '../support/fake-wechat.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';

const FAST = { kind: 'stream' as const, tokens: ['出差补贴', '每天一百二十元', '。[1]'] };
const slow = (ms = 600) => ({ kind: 'stream' as const, tokens: ['慢慢', '想好了', '：补贴一百二十元', '。[1]'], intervalMs: ms });

const BOT_FIELDS = 'id internalID name callbackUrl token encodingAesKey originId appId hasAppSecret defaultReply active unboundFollowers boundUser { id } agent { id }';
const CREATE = `mutation ($input: WechatBotInput!) { createWechatBot(input: $input) { __typename
  ... on WechatBotPayload { wechatBot { ${BOT_FIELDS} } }
  ... on ValidationError { problems { field message } } ... on Error { message } } }`;
const UPDATE = `mutation ($id: ID!, $input: WechatBotInput!) { updateWechatBot(id: $id, input: $input) { __typename
  ... on WechatBotPayload { wechatBot { ${BOT_FIELDS} } } ... on Error { message } } }`;
type Bot = { id: string; internalID: string; callbackUrl: string; token: string; encodingAesKey: string; appId: string; originId: string; hasAppSecret: boolean };

/**
 * The WeChat Official Account bot against a local WeChat (its token and customer-service APIs) and
 * a local model: Tencent's test vectors through the real callback, both modes, signatures, the
 * passive reply and the customer-service path, retries, tokens, binding followers to members.
 */
describe('WeChat Official Account bot', () => {
  let app: TestApp;
  let model: FakeModel;
  let wechat: FakeWechat;
  let creator: string;
  let creatorId: string;
  let workspaceId: string;
  let offset = 0;

  beforeAll(async () => {
    model = await startFakeModel(FAST);
    wechat = await startFakeWechat();
    app = await startTestApp(
      { LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model', WECHAT_API_BASE_URL: wechat.baseUrl, WECHAT_REPLY_WAIT_MS: '1500' },
      { clock: () => new Date(Date.now() + offset) },
    );
    creatorId = await app.demoCreatorId();
    creator = await app.signIn(creatorId);
    workspaceId = (await app.deps.database.db.query.workspaceMembers.findFirst({ where: { userId: creatorId } }))!.workspaceId;
    const appId = await installApp(app, creator, 'files', { authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', title: '行政制度' });
    await uploadToApp(app, creator, appId, '差旅报销制度.md', '# 差旅报销制度\n\n出差补贴每天一百二十元，住宿标准每晚五百元。\n');
    await syncAndWait(app, creator, appId);
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await model?.close();
    await wechat?.close();
  });

  const create = async (input: Record<string, unknown>, cookie = creator) => {
    const result = await app.graphql<{ createWechatBot: { __typename: string; wechatBot?: Bot; problems?: { field: string; message: string }[] } }>(CREATE, {
      cookie,
      variables: { input: { name: '知问公众号', ...input } },
    });
    return result;
  };
  const account = (bot: Bot, originId = bot.originId || 'gh_test'): WechatAccount => ({
    callbackUrl: bot.callbackUrl.replace(/^https?:\/\/[^/]+/, app.url),
    token: bot.token,
    encodingAesKey: bot.encodingAesKey,
    appId: bot.appId,
    originId,
  });
  const makeBot = async (input: Record<string, unknown> = {}) => {
    const made = await create({ appId: wechat.appId, appSecret: wechat.appSecret, originId: 'gh_test', defaultReply: '请先绑定', ...input });
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
    return link!.replace(/^https?:\/\/[^/]+/, app.url);
  };
  /** Binds a follower to whoever `cookie` signs in: the link the bot sends, opened and confirmed. */
  const bind = async (acc: WechatAccount, from: string, cookie: string, mode: 'plain' | 'aes' = 'plain') => {
    const asked = replyText(acc, (await postToBot(acc, messageXml(acc, { from, text: '绑定' }), mode)).body)!;
    const link = bindLinkIn(asked.content);
    const page = await fetch(link, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    const bound = await fetch(link, { method: 'POST', headers: { cookie, origin: app.url, 'sec-fetch-site': 'same-origin' } });
    expect(await bound.text()).toContain('绑定成功');
    return link;
  };

  it('answers the URL check with Tencent’s vector, and nothing to a forged one', async () => {
    const bot = await makeBot({ token: 'AAAAA' });
    const url = `${account(bot).callbackUrl}?timestamp=1714037059&nonce=486452656&echostr=hello-echo`;
    const good = await fetch(`${url}&signature=899cf89e464efb63f54ddac96b0a0a235f53aa78`);
    expect([good.status, await good.text()]).toEqual([200, 'hello-echo']);
    const forged = await fetch(`${url}&signature=899cf89e464efb63f54ddac96b0a0a235f53aa79`);
    expect(forged.status).toBe(403);
    expect(await forged.text()).not.toContain('hello-echo');
    // A callback path no bot has.
    expect((await fetch(`${app.url}/api/bots/wechat/${'x'.repeat(32)}?${new URL(url).search.slice(1)}`)).status).toBe(404);
  });

  it('reads Tencent’s safe-mode samples and answers them encrypted, once', async () => {
    expect(wechatEncrypt('abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', 'wxb11529c136998cb6', '我是中文abcd123', Buffer.from('aaaabbbbccccdddd'))).toBe(
      'jn1L23DB+6ELqJ+6bruv21Y6MD7KeIfP82D6gU39rmkgczbWwt5+3bnyg5K55bgVtVzd832WzZGMhkP72vVOfg==',
    );
    const samples = [
      {
        token: 'spamtest',
        encodingAesKey: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
        appId: 'wx2c2769f8efd9abc2',
        timestamp: '1409735669',
        nonce: '1320562132',
        msgSignature: '5d197aaffba7e9b25a30732f161a50dee96bd5fa',
        to: 'oyORnuP8q7ou2gfYjqLzSIWZf0rs',
        encrypt:
          'hyzAe4OzmOMbd6TvGdIOO6uBmdJoD0Fk53REIHvxYtJlE2B655HuD0m8KUePWB3+LrPXo87wzQ1QLvbeUgmBM4x6F8PGHQHFVAFmOD2LdJF9FrXpbUAh0B5GIItb52sn896wVsMSHGuPE328HnRGBcrS7C41IzDWyWNlZkyyXwon8T332jisa+h6tEDYsVticbSnyU8dKOIbgU6ux5VTjg3yt+WGzjlpKn6NPhRjpA912xMezR4kw6KWwMrCVKSVCZciVGCgavjIQ6X8tCOp3yZbGpy0VxpAe+77TszTfRd5RJSVO/HTnifJpXgCSUdUue1v6h0EIBYYI1BD1DlD+C0CR8e6OewpusjZ4uBl9FyJvnhvQl+q5rv1ixrcpCumEPo5MJSgM9ehVsNPfUM669WuMyVWQLCzpu9GhglF2PE=',
      },
      {
        token: '123456',
        encodingAesKey: 'kWxPEV2UEDyxWpmPdKC3F4dgPDmOvfKX1HGnEUDS1aR',
        appId: 'wx49f0ab532d5d035a',
        timestamp: '1411525903',
        nonce: '461056294',
        msgSignature: '74d92dfeb87ba7c714f89d98870ae5eb62dff26d',
        to: 'messense',
        encrypt:
          'RgqEoJj5A4EMYlLvWO1F86ioRjZfaex/gePD0gOXTxpsq5Yj4GNglrBb8I2BAJVODGajiFnXBu7mCPatfjsu6IHCrsTyeDXzF6Bv283dGymzxh6ydJRvZsryDyZbLTE7rhnus50qGPMfp2wASFlzEgMW9z1ef/RD8XzaFYgm7iTdaXpXaG4+BiYyolBug/gYNx410cvkKR2/nPwBiT+P4hIiOAQqGp/TywZBtDh1yCF2KOd0gpiMZ5jSw3e29mTvmUHzkVQiMS6td7vXUaWOMZnYZlF3So2SjHnwh4jYFxdgpkHHqIrH/54SNdshoQgWYEvccTKe7FS709/5t6NMxuGhcUGAPOQipvWTT4dShyqio7mlsl5noTrb++x6En749zCpQVhDpbV6GDnTbcX2e8K9QaNWHp91eBdCRxthuL0=',
      },
    ];
    for (const sample of samples) {
      const bot = await makeBot({ token: sample.token, encodingAesKey: sample.encodingAesKey, appId: sample.appId, originId: 'gh_10f6c3c3ac5a', defaultReply: 'kxdefaultreply' });
      const acc = account(bot);
      const post = (msgSignature: string) =>
        fetch(`${acc.callbackUrl}?${new URLSearchParams({
          signature: wechatSignature(sample.token, sample.timestamp, sample.nonce),
          timestamp: sample.timestamp,
          nonce: sample.nonce,
          encrypt_type: 'aes',
          msg_signature: msgSignature,
        })}`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: `<xml><ToUserName><![CDATA[gh_10f6c3c3ac5a]]></ToUserName><Encrypt><![CDATA[${sample.encrypt}]]></Encrypt></xml>` });
      // The message signature is over the ciphertext too: a wrong one is refused before anything is read.
      expect((await post(sample.msgSignature.replace(/^./, (c) => (c === '0' ? '1' : '0')))).status).toBe(403);
      const response = await post(sample.msgSignature);
      expect(response.status).toBe(200);
      const reply = replyText(acc, await response.text())!;
      // Nobody bound yet: the default reply and the link that binds the follower.
      expect(reply.to).toBe(sample.to);
      expect(reply.content).toContain('kxdefaultreply');
      expect(reply.content).toContain('微信账号未绑定');
      // WeChat's retry of the same MsgId starts nothing more.
      expect(await (await post(sample.msgSignature)).text()).toBe('success');
    }
    // The same ciphertext does not open for another account (its AppID ends the plaintext).
    const other = await makeBot({ token: 'spamtest', encodingAesKey: samples[0]!.encodingAesKey, appId: 'wx0000000000000000' });
    const refused = await fetch(`${account(other).callbackUrl}?${new URLSearchParams({
      signature: wechatSignature('spamtest', samples[0]!.timestamp, samples[0]!.nonce),
      timestamp: samples[0]!.timestamp,
      nonce: samples[0]!.nonce,
      encrypt_type: 'aes',
      msg_signature: samples[0]!.msgSignature,
    })}`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: `<xml><Encrypt><![CDATA[${samples[0]!.encrypt}]]></Encrypt></xml>` });
    expect(refused.status).toBe(403);
  });

  it('answers a bound follower in the reply itself, in plain and safe mode, with sources as short titles and links, as a bot usage', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    for (const mode of ['plain', 'aes'] as const) {
      const from = `o_fast_${mode}`;
      await bind(acc, from, creator, mode);
      model.behaviour = FAST;
      const asked = model.requests.length;
      const usedBefore = await app.deps.database.db.$count(usageRecords, and(eq(usageRecords.workspaceId, workspaceId), eq(usageRecords.type, 'bot')));
      const delivery = await postToBot(acc, messageXml(acc, { from, text: '出差补贴是多少？' }), mode);
      expect(delivery.status).toBe(200);
      const reply = replyText(acc, delivery.body)!;
      expect(reply).toMatchObject({ to: from, from: 'gh_test' });
      expect(reply.content).toContain('出差补贴每天一百二十元。[1]');
      expect(reply.content).toMatch(/来源：\n\[1\] <a href="[^"]+\/document\/[0-9a-f-]+">差旅报销制度(\.md)?<\/a>/);
      expect(model.requests.length).toBe(asked + 1);
      expect(model.requests.at(-1)!.messages[0]!.content).toContain('出差补贴每天一百二十元');
      const usedAfter = await app.deps.database.db.$count(usageRecords, and(eq(usageRecords.workspaceId, workspaceId), eq(usageRecords.type, 'bot')));
      expect(usedAfter).toBe(usedBefore + 1);
    }
  });

  it('refuses forged signatures without answering or spending anything', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_forged', creator);
    const asked = model.requests.length;
    for (const [mode, forge] of [['plain', 'signature'], ['aes', 'signature'], ['aes', 'msg_signature']] as const) {
      const delivery = await postToBot(acc, messageXml(acc, { from: 'o_forged', text: '出差补贴是多少？' }), mode, { forge });
      expect(delivery.status).toBe(403);
    }
    // Signed with another bot's token.
    const other = await makeBot();
    const crossed = await postToBot({ ...acc, token: other.token }, messageXml(acc, { from: 'o_forged', text: '出差补贴是多少？' }), 'plain');
    expect(crossed.status).toBe(403);
    expect(model.requests.length).toBe(asked);
    const tampered = await fetch(`${acc.callbackUrl}?signature=${createHash('sha1').update('x').digest('hex')}`, { method: 'POST', body: '<xml/>', headers: { 'content-type': 'text/xml' } });
    expect(tampered.status).toBe(403);
    // Signed, but no message WeChat sends: a document type (entities), or no XML at all.
    for (const body of ['<!DOCTYPE xml [<!ENTITY a "aaaa">]><xml><FromUserName>&a;</FromUserName><MsgType>text</MsgType></xml>', 'not xml', '<xml><MsgType>text</MsgType></xml>']) {
      const refused = await postToBot(acc, body, 'plain');
      expect([refused.status, JSON.parse(refused.body).message]).toEqual([400, '请求格式有误，无法读取']);
    }
    expect(model.requests.length).toBe(asked);
  });

  it('answers `success` at once when the model is slow, then sends the answer through the customer-service API, once for all of WeChat’s retries', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_slow', creator);
    model.behaviour = slow(700);
    const asked = model.requests.length;
    const xml = messageXml(acc, { from: 'o_slow', text: '出差补贴是多少？' });
    const first = await postToBot(acc, xml, 'aes');
    expect(first.body).toBe('success');
    expect(first.ms).toBeLessThan(4000);
    // WeChat retries the same message twice at once, and again 5 s after the first.
    const retries = await Promise.all([postToBot(acc, xml, 'aes'), postToBot(acc, xml, 'plain')]);
    expect(retries.map((r) => r.body)).toEqual(['success', 'success']);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 5000 - first.ms)));
    expect((await postToBot(acc, xml, 'aes')).body).toBe('success');
    const sent = await waitFor(() => wechat.sent.find((m) => m.touser === 'o_slow'));
    expect(sent.content).toContain('慢慢想好了：补贴一百二十元。[1]');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(wechat.sent.filter((m) => m.touser === 'o_slow')).toHaveLength(1);
    expect(model.requests.length).toBe(asked + 1);
  });

  it('splits a long answer to WeChat’s text limit', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_long', creator);
    const paragraph = '出差补贴每天一百二十元，住宿标准每晚五百元，报销须附发票。'.repeat(12);
    model.behaviour = { kind: 'stream', tokens: Array.from({ length: 6 }, (_, i) => `第${i + 1}段：${paragraph}\n\n`) };
    const delivery = await postToBot(acc, messageXml(acc, { from: 'o_long', text: '详细说说差旅制度' }), 'plain');
    const first = replyText(acc, delivery.body)!.content;
    const rest = await waitFor(() => {
      const mine = wechat.sent.filter((m) => m.touser === 'o_long');
      return mine.length > 0 && mine.some((m) => m.content.includes('第6段')) ? mine : null;
    });
    for (const piece of [first, ...rest.map((m) => m.content)]) expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(2048);
    const whole = [first, ...rest.map((m) => m.content)].join('');
    for (let i = 1; i <= 6; i++) expect(whole).toContain(`第${i}段`);
  });

  it('shares one access token, renews it before it expires and when WeChat says it expired', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_token', creator);
    model.behaviour = slow(600);
    const tokensBefore = wechat.tokenRequests;
    const deliver = async (text: string) => {
      const count = wechat.sent.filter((m) => m.touser === 'o_token').length;
      expect((await postToBot(acc, messageXml(acc, { from: 'o_token', text }), 'plain')).body).toBe('success');
      await waitFor(() => wechat.sent.filter((m) => m.touser === 'o_token').length > count);
    };
    await deliver('第一个问题');
    await deliver('第二个问题');
    // One token for both answers.
    expect(wechat.tokenRequests).toBe(tokensBefore + 1);
    const stored = (await app.deps.database.db.query.wechatBots.findFirst({ where: { id: bot.internalID } }))!;
    expect(stored.accessToken).toBeTruthy();
    expect(stored.accessToken).not.toMatch(/tok_/);

    // WeChat forgets it: the refusal (42001) renews it and the message goes once.
    wechat.expireTokens();
    const refusals = wechat.refusals.length;
    await deliver('第三个问题');
    expect(wechat.tokenRequests).toBe(tokensBefore + 2);
    expect(wechat.refusals.slice(refusals).map((r) => r.errcode)).toEqual([42001]);

    // Near its expiry (within five minutes), it is renewed before use, with no refusal.
    offset = 7200 * 1000 - 4 * 60 * 1000;
    try {
      const refusedBefore = wechat.refusals.length;
      await deliver('第四个问题');
      expect(wechat.tokenRequests).toBe(tokensBefore + 3);
      expect(wechat.refusals.length).toBe(refusedBefore);
    } finally {
      offset = 0;
    }
  });

  it('keeps an answer WeChat refuses to take, and gives it on the follower’s next message', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_silent', creator);
    model.behaviour = slow(600);
    wechat.refuse = true;
    try {
      expect((await postToBot(acc, messageXml(acc, { from: 'o_silent', text: '出差补贴是多少？' }), 'plain')).body).toBe('success');
      await waitFor(() => wechat.refusals.some((r) => r.touser === 'o_silent' && r.errcode === 45015));
    } finally {
      wechat.refuse = false;
    }
    const db = app.deps.database.db;
    const kept = await (async () => {
      for (let i = 0; i < 100; i++) {
        const row = await db.query.wechatFollowers.findFirst({ where: { botId: bot.internalID, openId: 'o_silent' } });
        if (row?.pendingAnswer) return row.pendingAnswer;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return null;
    })();
    expect(kept).toContain('补贴一百二十元');
    model.behaviour = FAST;
    const next = replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_silent', text: '住宿标准呢？' }), 'plain')).body)!;
    expect(next.content).toContain('您上次提问的回答');
    expect(next.content).toContain('慢慢想好了：补贴一百二十元');
    // The new question's answer follows through the API.
    const followed = await waitFor(() => wechat.sent.find((m) => m.touser === 'o_silent'));
    expect(followed.content).toContain('出差补贴每天一百二十元');
    expect((await db.query.wechatFollowers.findFirst({ where: { botId: bot.internalID, openId: 'o_silent' } }))!.pendingAnswer).toBeNull();
  });

  it('binds a follower through a one-time link that a member opens signed in and confirms', async () => {
    const bot = await makeBot({ defaultReply: 'kxunbound' });
    const acc = account(bot);
    model.behaviour = FAST;
    const asked = model.requests.length;
    const unbound = replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_bind', text: '出差补贴是多少？' }), 'plain')).body)!;
    expect(unbound.content).toContain('kxunbound');
    expect(unbound.content).toContain('微信账号未绑定');
    expect(model.requests.length).toBe(asked);
    const link = bindLinkIn(unbound.content);

    // Signed out: to sign-in, and back here.
    const signedOut = await fetch(link, { redirect: 'manual' });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(`/login?callback_url=${encodeURIComponent(new URL(link).pathname)}`);
    // Someone of another workspace binds nothing.
    const stranger = (await createWorkspaceWithCreator(app.deps.database.db, '别家公司')).creator;
    const strangerCookie = await app.signIn(stranger.id);
    expect((await fetch(link, { headers: { cookie: strangerCookie } })).status).toBe(403);
    expect((await fetch(link, { method: 'POST', headers: { cookie: strangerCookie, origin: app.url } })).status).toBe(403);
    // Another site's page cannot make a member bind it.
    const member = await addMember(app.deps.database.db, workspaceId, 1);
    const memberCookie = await app.signIn(member.id);
    expect((await fetch(link, { method: 'POST', headers: { cookie: memberCookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    const bound = await fetch(link, { method: 'POST', headers: { cookie: memberCookie, origin: app.url, 'sec-fetch-site': 'same-origin' } });
    expect(bound.status).toBe(200);
    // Once only.
    expect((await fetch(link, { method: 'POST', headers: { cookie: memberCookie, origin: app.url, 'sec-fetch-site': 'same-origin' } })).status).toBe(404);
    const row = await app.deps.database.db.query.wechatFollowers.findFirst({ where: { botId: bot.internalID, openId: 'o_bind' } });
    expect(row!.userId).toBe(member.id);

    const answered = replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_bind', text: '出差补贴是多少？' }), 'plain')).body)!;
    expect(answered.content).toContain('出差补贴每天一百二十元');
    expect(model.requests.length).toBe(asked + 1);
  });

  it('answers a member’s bound follower with that member’s documents only, and unbound followers as the bound user when the admin chooses', async () => {
    const db = app.deps.database.db;
    const member = await addMember(db, workspaceId, 1);
    const memberCookie = await app.signIn(member.id);
    const personal = await installApp(app, memberCookie, 'files', { authType: 'NONE', protectedPermission: 'MATCH_APP', title: '我的笔记' }, 'PERSONAL');
    await uploadToApp(app, memberCookie, personal, '私人笔记.md', '# kxprivatenote 私人笔记\n\n出差补贴 kxprivatenote 另有私下约定。\n');
    await syncAndWait(app, memberCookie, personal);

    const bot = await makeBot({ unboundFollowers: 'BOUND_USER', boundUserId: Buffer.from(`Member:${JSON.stringify([workspaceId, creatorId])}`).toString('base64') });
    const acc = account(bot);
    await bind(acc, 'o_member', memberCookie);
    model.behaviour = FAST;
    await postToBot(acc, messageXml(acc, { from: 'o_member', text: '出差补贴 kxprivatenote' }), 'plain');
    expect(model.requests.at(-1)!.messages[0]!.content).toContain('kxprivatenote');
    // An unbound follower asks as the bound user (the creator), who cannot see the member's notes.
    const reply = replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_anyone', text: '出差补贴 kxprivatenote' }), 'plain')).body)!;
    expect(reply.content).toContain('出差补贴每天一百二十元');
    expect(model.requests.at(-1)!.messages[0]!.content).not.toContain('kxprivatenote');
  });

  it('welcomes a new follower with the binding link, takes each event once, and lets an unfollower’s binding go', async () => {
    const bot = await makeBot({ defaultReply: 'kxwelcome' });
    const acc = account(bot);
    const subscribe = messageXml(acc, { from: 'o_follow', event: 'subscribe', createTime: 1_800_000_000 });
    const welcome = replyText(acc, (await postToBot(acc, subscribe, 'aes')).body)!;
    expect(welcome.content).toContain('kxwelcome');
    expect(welcome.content).toContain('/api/bots/wechat/bind/');
    // The same event again (same sender and time): taken once.
    expect((await postToBot(acc, subscribe, 'aes')).body).toBe('success');
    await bind(acc, 'o_follow', creator);
    model.behaviour = FAST;
    expect(replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_follow', text: '出差补贴？' }), 'plain')).body)!.content).toContain('一百二十元');
    expect((await postToBot(acc, messageXml(acc, { from: 'o_follow', event: 'unsubscribe', createTime: 1_800_000_100 }), 'plain')).body).toBe('success');
    const row = await app.deps.database.db.query.wechatFollowers.findFirst({ where: { botId: bot.internalID, openId: 'o_follow' } });
    expect(row).toMatchObject({ subscribed: false, userId: null });
    expect(replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_follow', text: '出差补贴？' }), 'plain')).body)!.content).toContain('微信账号未绑定');
  });

  it('says politely that today’s chats are used up, without asking the model', async () => {
    const db = app.deps.database.db;
    const bot = await makeBot();
    const acc = account(bot);
    await bind(acc, 'o_quota', creator);
    const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    await db.update(workspaces).set({ chatCredits: 0 }).where(eq(workspaces.id, workspaceId));
    const [filler] = await db.insert(usageRecords).values({ workspaceId, userId: null, type: 'chat', count: 100_000 }).returning();
    try {
      const asked = model.requests.length;
      const reply = replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_quota', text: '出差补贴？' }), 'plain')).body)!;
      expect(reply.content).toContain('今天的对话次数已经用完了');
      expect(model.requests.length).toBe(asked);
    } finally {
      await db.delete(usageRecords).where(and(eq(usageRecords.workspaceId, workspaceId), eq(usageRecords.id, filler!.id)));
      await db.update(workspaces).set({ chatCredits: workspace!.chatCredits }).where(eq(workspaces.id, workspaceId));
    }
  });

  it('never answers a second workspace’s follower from the first’s documents', async () => {
    const db = app.deps.database.db;
    const other = await createWorkspaceWithCreator(db, '第二家公司');
    const otherCookie = await app.signIn(other.creator.id);
    const made = await create({ appId: wechat.appId, appSecret: wechat.appSecret, originId: 'gh_other', unboundFollowers: 'BOUND_USER', boundUserId: Buffer.from(`Member:${JSON.stringify([other.workspace.id, other.creator.id])}`).toString('base64') }, otherCookie);
    const bot = made.data!.createWechatBot.wechatBot!;
    model.behaviour = FAST;
    await postToBot(account(bot), messageXml(account(bot), { from: 'o_other', text: '出差补贴是多少？' }), 'plain');
    const prompt = model.requests.at(-1)!.messages[0]!.content;
    expect(prompt).not.toContain('一百二十元');
    expect(prompt).not.toContain('差旅报销制度');
    // Nor can its admins see or change the first workspace's bots.
    const first = await makeBot();
    const foreign = await app.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { cookie: otherCookie, variables: { id: first.id } });
    expect(foreign.data!.node).toBeNull();
    const changed = await app.graphql<{ updateWechatBot: { __typename: string } }>(UPDATE, { cookie: otherCookie, variables: { id: first.id, input: { name: '改名' } } });
    expect(changed.data!.updateWechatBot.__typename).toBe('ActionError');
  });

  it('keeps the settings to admins, the secrets sealed and the app secret write-only; tests through the real path', async () => {
    const db = app.deps.database.db;
    const bad = await create({ name: ' ', token: 'a', encodingAesKey: 'short', appId: 'bad id!' });
    expect(bad.data!.createWechatBot.problems!.map((p) => p.field)).toEqual(['name', 'token', 'encodingAesKey', 'appId']);
    const member = await app.signIn((await addMember(db, workspaceId, 1)).id);
    const refused = await create({ name: '成员的' }, member);
    expect(refused.errors![0]!.extensions!.code).toBe('FORBIDDEN');

    const bot = await makeBot({ appSecret: 'kxappsecret-abc' });
    expect(bot.hasAppSecret).toBe(true);
    expect(bot.token).toMatch(/^[A-Za-z0-9]{3,32}$/);
    expect(bot.encodingAesKey).toMatch(/^[A-Za-z0-9]{43}$/);
    expect(bot.callbackUrl).toMatch(/\/api\/bots\/wechat\/[A-Za-z0-9_-]{20,}$/);
    const row = JSON.stringify(await db.query.wechatBots.findFirst({ where: { id: bot.internalID } }));
    for (const secret of ['kxappsecret-abc', bot.token, bot.encodingAesKey]) expect(row).not.toContain(secret);
    const schema = await app.graphql<{ __type: { fields: { name: string }[] } }>('{ __type(name: "WechatBot") { fields { name } } }', { cookie: creator });
    expect(schema.data!.__type.fields.map((f) => f.name)).not.toContain('appSecret');
    const listed = await app.graphql<{ viewer: { currentWorkspace: { wechatBots: { totalCount: number; edges: { node: { id: string } }[] } } } }>(
      '{ viewer { currentWorkspace { wechatBots(first: 100) { totalCount edges { node { id name } } } } } }',
      { cookie: creator },
    );
    expect(listed.data!.viewer.currentWorkspace.wechatBots.edges.map((e) => e.node.id)).toContain(bot.id);
    const memberList = await app.graphql('{ viewer { currentWorkspace { wechatBots(first: 10) { totalCount } } } }', { cookie: member });
    expect(memberList.errors![0]!.extensions!.code).toBe('FORBIDDEN');

    // An update leaving the secret out keeps it.
    const updated = await app.graphql<{ updateWechatBot: { wechatBot: Bot & { name: string } } }>(UPDATE, { cookie: creator, variables: { id: bot.id, input: { name: '新名字', appSecret: '' } } });
    expect(updated.data!.updateWechatBot.wechatBot).toMatchObject({ name: '新名字', hasAppSecret: true, token: bot.token });

    const TEST = 'mutation ($id: ID!, $text: String!) { testWechatBot(id: $id, text: $text) { __typename ... on TestBotPayload { reply } ... on Error { message } } }';
    model.behaviour = FAST;
    const tested = await app.graphql<{ testWechatBot: { __typename: string; reply: string } }>(TEST, { cookie: creator, variables: { id: bot.id, text: '出差补贴是多少？' } });
    expect(tested.data!.testWechatBot).toMatchObject({ __typename: 'TestBotPayload' });
    expect(tested.data!.testWechatBot.reply).toContain('出差补贴每天一百二十元');
    // A slow answer comes through the path after the reply, and still reaches the test.
    model.behaviour = slow(600);
    const slowTest = await app.graphql<{ testWechatBot: { reply: string } }>(TEST, { cookie: creator, variables: { id: bot.id, text: '出差补贴是多少？' } });
    expect(slowTest.data!.testWechatBot.reply).toContain('慢慢想好了');
    expect(wechat.sent.some((m) => m.touser.startsWith('zhiwen-test-'))).toBe(false);

    const deleted = await app.graphql<{ deleteWechatBot: { deletedId: string } }>('mutation ($id: ID!) { deleteWechatBot(id: $id) { ... on DeleteBotPayload { deletedId } } }', { cookie: creator, variables: { id: bot.id } });
    expect(deleted.data!.deleteWechatBot.deletedId).toBe(bot.id);
    expect((await postToBot(account(bot), messageXml(account(bot), { from: 'o_x', text: 'hi' }), 'plain')).status).toBe(404);
  });
});
