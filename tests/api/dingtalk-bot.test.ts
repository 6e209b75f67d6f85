import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dingSign } from '../../bff/src/bots/dingtalk-api.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { roleMembers, roles, usageRecords, workspaces } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { callBot, startFakeDingtalk, type FakeDingtalk } from '../support/fake-dingtalk.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';

const FAST = { kind: 'stream' as const, tokens: ['出差补贴', '每天一百二十元', '。[1]'] };
const FIELDS = 'id internalID name appKey hasAppSecret receiveUrl replyText active agent { id }';
const CREATE = `mutation ($input: DingBotInput!) { createDingBot(input: $input) { __typename
  ... on DingBotPayload { dingBot { ${FIELDS} } } ... on ValidationError { problems { field message } } ... on Error { message } } }`;
type Bot = { id: string; internalID: string; receiveUrl: string; hasAppSecret: boolean; appKey: string };

/**
 * The DingTalk robot (HTTP callback mode) against a local DingTalk (token, user lookup, session
 * webhooks) and a local model: signatures and their window, redelivery, groups, who asks.
 */
describe('DingTalk bot', () => {
  let app: TestApp;
  let model: FakeModel;
  let ding: FakeDingtalk;
  let creator: string;
  let workspaceId: string;

  beforeAll(async () => {
    model = await startFakeModel(FAST);
    ding = await startFakeDingtalk();
    app = await startTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model', DINGTALK_API_BASE_URL: ding.baseUrl });
    const creatorId = await app.demoCreatorId();
    creator = await app.signIn(creatorId);
    workspaceId = (await app.deps.database.db.query.workspaceMembers.findFirst({ where: { userId: creatorId } }))!.workspaceId;
    const appId = await installApp(app, creator, 'files', { authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', title: '行政制度' });
    await uploadToApp(app, creator, appId, '差旅报销制度.md', '# 差旅报销制度\n\n出差补贴每天一百二十元，住宿标准每晚五百元。\n');
    await syncAndWait(app, creator, appId);
  }, 60_000);
  afterAll(async () => {
    await app?.stop();
    await model?.close();
    await ding?.close();
  });

  const create = (input: Record<string, unknown>, cookie = creator) =>
    app.graphql<{ createDingBot: { __typename: string; dingBot?: Bot; problems?: { field: string }[] } }>(CREATE, {
      cookie,
      variables: { input: { name: '知问钉钉', appKey: ding.appKey, appSecret: ding.appSecret, ...input } },
    });
  const makeBot = async (input: Record<string, unknown> = {}, cookie = creator) => {
    const made = await create(input, cookie);
    expect(made.data!.createDingBot.__typename).toBe('DingBotPayload');
    return made.data!.createDingBot.dingBot!;
  };
  const urlOf = (bot: Bot) => bot.receiveUrl.replace(/^https?:\/\/[^/]+/, app.url);
  const postsTo = (session: string) => ding.posts.filter((p) => p.session === session);
  const waitForPost = async (session: string, ms = 20_000) => {
    const deadline = Date.now() + ms;
    while (postsTo(session).length === 0) {
      if (Date.now() > deadline) throw new Error(`nothing posted to ${session}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return postsTo(session)[0]!.body;
  };
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
    expect(posted.markdown!.text).toMatch(/\*\*来源\*\*\n\n1\. \[差旅报销制度(\.md)?\]\(http[^)]+\/document\/[0-9a-f-]+\)/);
    expect(await db.$count(usageRecords, and(eq(usageRecords.workspaceId, workspaceId), eq(usageRecords.type, 'bot')))).toBe(before + 1);
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

  it('answers a sender matched to a member by mobile with their permissions, anyone else with what every member may see', async () => {
    const db = app.deps.database.db;
    const member = await addMember(db, workspaceId, 1);
    await db.update(users).set({ countryCode: '+86', phone: '13912345678' }).where(eq(users.id, member.id));
    const memberCookie = await app.signIn(member.id);
    const personal = await installApp(app, memberCookie, 'files', { authType: 'NONE', protectedPermission: 'MATCH_APP', title: '我的笔记' }, 'PERSONAL');
    await uploadToApp(app, memberCookie, personal, '钉钉笔记.md', '# kxdingnote 私人笔记\n\n出差补贴 kxdingnote 另有私下约定。\n');
    await syncAndWait(app, memberCookie, personal);
    ding.mobiles.set('staff-member', '13912345678');
    ding.mobiles.set('staff-stranger', '13000000000');

    const bot = await makeBot();
    model.behaviour = FAST;
    await callBot(ding, urlOf(bot), { text: '出差补贴 kxdingnote', senderStaffId: 'staff-member', session: 's_member' });
    await waitForPost('s_member');
    expect(model.requests.at(-1)!.messages[0]!.content).toContain('kxdingnote');
    // Known now: the next message needs no lookup.
    const lookups = ding.userLookups.length;
    await callBot(ding, urlOf(bot), { text: '出差补贴 kxdingnote', senderStaffId: 'staff-member', session: 's_member2' });
    await waitForPost('s_member2');
    expect(ding.userLookups.length).toBe(lookups);

    for (const [staffId, session] of [['staff-stranger', 's_stranger'], ['', 's_outsider'], ['staff-unknown', 's_unknown']] as const) {
      await callBot(ding, urlOf(bot), { text: '出差补贴 kxdingnote', senderStaffId: staffId, session });
      const posted = await waitForPost(session);
      const prompt = model.requests.at(-1)!.messages[0]!.content;
      expect(prompt).not.toContain('kxdingnote');
      // What every member may see is still there.
      expect(prompt).toContain('出差补贴每天一百二十元');
      expect(posted.markdown!.text).toContain('一百二十元');
    }
    // A conversation of no member is not kept.
    expect(await db.query.conversations.findMany({ where: { workspaceId, visitor: { isNotNull: true } } })).toEqual([]);
  });

  it('answers a sender an admin linked to a member with the member’s permissions, until unlinked', async () => {
    const db = app.deps.database.db;
    const member = await addMember(db, workspaceId, 1);
    const memberCookie = await app.signIn(member.id);
    const personal = await installApp(app, memberCookie, 'files', { authType: 'NONE', protectedPermission: 'MATCH_APP', title: '链接笔记' }, 'PERSONAL');
    await uploadToApp(app, memberCookie, personal, '链接笔记.md', '# kxlinkednote 笔记\n\n出差补贴 kxlinkednote 的说明。\n');
    await syncAndWait(app, memberCookie, personal);
    const memberId = Buffer.from(`Member:${JSON.stringify([workspaceId, member.id])}`).toString('base64');
    const LINK = 'mutation ($id: ID!, $staffId: String) { linkDingTalkStaff(memberId: $id, staffId: $staffId) { __typename ... on Error { message } } }';
    expect((await app.graphql(LINK, { cookie: memberCookie, variables: { id: memberId, staffId: 'staff-self' } })).errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const bad = await app.graphql<{ linkDingTalkStaff: { __typename: string } }>(LINK, { cookie: creator, variables: { id: memberId, staffId: 'has space' } });
    expect(bad.data!.linkDingTalkStaff.__typename).toBe('ValidationError');
    const linked = await app.graphql<{ linkDingTalkStaff: { __typename: string } }>(LINK, { cookie: creator, variables: { id: memberId, staffId: 'staff-linked' } });
    expect(linked.data!.linkDingTalkStaff.__typename).toBe('LinkDingTalkStaffPayload');
    // The link shows on the member, to the workspace's admins only.
    const STAFF_ID = 'query ($id: ID!) { node(id: $id) { ... on Member { dingTalkStaffId } } }';
    const read = (cookie: string) => app.graphql<{ node: { dingTalkStaffId: string | null } | null }>(STAFF_ID, { cookie, variables: { id: memberId } });
    expect((await read(creator)).data!.node!.dingTalkStaffId).toBe('staff-linked');
    const asMember = await read(memberCookie);
    expect(asMember.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(JSON.stringify(asMember.data)).not.toContain('staff-linked');
    const stranger = await createWorkspaceWithCreator(db, '钉钉别家');
    expect(JSON.stringify((await read(await app.signIn(stranger.creator.id))).data)).not.toContain('staff-linked');

    const bot = await makeBot();
    model.behaviour = FAST;
    await callBot(ding, urlOf(bot), { text: '出差补贴 kxlinkednote', senderStaffId: 'staff-linked', session: 's_linked' });
    await waitForPost('s_linked');
    expect(model.requests.at(-1)!.messages[0]!.content).toContain('kxlinkednote');
    expect(ding.userLookups).not.toContain('staff-linked');

    await app.graphql(LINK, { cookie: creator, variables: { id: memberId, staffId: '' } });
    expect((await read(creator)).data!.node!.dingTalkStaffId).toBeNull();
    await callBot(ding, urlOf(bot), { text: '出差补贴 kxlinkednote', senderStaffId: 'staff-linked', session: 's_unlinked' });
    await waitForPost('s_unlinked');
    expect(model.requests.at(-1)!.messages[0]!.content).not.toContain('kxlinkednote');
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

  it('answers a callback whose sender looks like the test button’s as any outsider, before and after an admin’s test', async () => {
    const db = app.deps.database.db;
    const creatorId = await app.demoCreatorId();
    const [role] = await db.insert(roles).values({ workspaceId, name: '财务' }).returning();
    await db.insert(roleMembers).values({ workspaceId, roleId: role!.id, userId: creatorId });
    const roleApp = await installApp(app, creator, 'files', {
      authType: 'NONE',
      title: '财务机密',
      dataPermission: 'SPECIFIED_ROLES',
      roleScope: 'MATCH_DATA_SOURCE',
      roleIds: [Buffer.from(`Role:${role!.id}`).toString('base64')],
      protectedPermission: 'MATCH_APP',
    });
    await uploadToApp(app, creator, roleApp, '财务机密.md', '# kxrolenote 财务机密\n\n出差补贴 kxrolenote 的财务口径。\n');
    await syncAndWait(app, creator, roleApp);
    const bot = await makeBot();
    model.behaviour = FAST;
    const impersonating = [
      { senderStaffId: `zhiwen-test-${creatorId}` },
      { senderStaffId: `zhiwen-test-${creatorId}`, senderId: `zhiwen-test-${creatorId}`, msgId: `zhiwen-test-${creatorId}` },
      { senderStaffId: `ZHIWEN-TEST-${creatorId}` },
      { senderStaffId: `zhiwen-test-${creatorId.toUpperCase()}` },
      { senderStaffId: ` zhiwen-test-${creatorId} ` },
      { senderStaffId: 'zhiwen-test-' },
      { senderStaffId: `zhiwen-test-zhiwen-test-${creatorId}` },
      { senderId: `zhiwen-test-${creatorId}` },
    ];
    const outsiders = async (round: string) => {
      for (const [i, sender] of impersonating.entries()) {
        const session = `s_${round}_${i}`;
        const label = `${round}: ${JSON.stringify(sender)}`;
        await callBot(ding, urlOf(bot), { text: '出差补贴 kxrolenote', ...sender, ...(sender.msgId ? { msgId: `${sender.msgId}-${round}` } : {}), session });
        const posted = await waitForPost(session);
        const prompt = model.requests.at(-1)!.messages[0]!.content;
        expect(prompt, label).not.toContain('kxrolenote');
        expect(prompt, label).toContain('出差补贴每天一百二十元');
        expect(posted.markdown!.text, label).not.toContain('财务机密');
      }
    };
    await outsiders('before');
    // The admin's test asks as the admin, role's documents included.
    const TEST = 'mutation ($id: ID!, $text: String!) { testDingBot(id: $id, text: $text) { __typename ... on TestBotPayload { reply } ... on Error { message } } }';
    const tested = await app.graphql<{ testDingBot: { __typename: string; reply: string } }>(TEST, { cookie: creator, variables: { id: bot.id, text: '出差补贴 kxrolenote' } });
    expect(tested.data!.testDingBot.__typename).toBe('TestBotPayload');
    expect(tested.data!.testDingBot.reply).toContain('出差补贴每天一百二十元');
    expect(model.requests.at(-1)!.messages[0]!.content).toContain('kxrolenote');
    await outsiders('after');
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
