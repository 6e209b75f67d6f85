import { describe, expect, it } from 'vitest';
import { installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { messageXml, postToBot, replyText } from '../support/fake-wechat.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { FAST, UPDATE, wechatBotWorld } from '../support/wechat-bot-world.ts';

/**
 * Who asks the WeChat bot: followers bound to members by a one-time link, unbound followers,
 * follow and unfollow events, and a second workspace's followers.
 */
describe('WeChat Official Account bot: followers', () => {
  const world = wechatBotWorld();
  const { account, bind, bindLinkIn, create, makeBot } = world;

  it('binds a follower through a one-time link that a member opens signed in and confirms', async () => {
    const bot = await makeBot({ defaultReply: 'kxunbound' });
    const acc = account(bot);
    world.model.behaviour = FAST;
    const asked = world.model.requests.length;
    const unbound = replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_bind', text: '出差补贴是多少？' }), 'plain')).body)!;
    expect(unbound.content).toContain('kxunbound');
    expect(unbound.content).toContain('微信账号未绑定');
    expect(world.model.requests.length).toBe(asked);
    const link = bindLinkIn(unbound.content);

    // Signed out: to sign-in, and back here.
    const signedOut = await fetch(link, { redirect: 'manual' });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(`/login?callback_url=${encodeURIComponent(new URL(link).pathname)}`);
    // Someone of another workspace binds nothing.
    const stranger = (await createWorkspaceWithCreator(world.app.deps.database.db, '别家公司')).creator;
    const strangerCookie = await world.app.signIn(stranger.id);
    expect((await fetch(link, { headers: { cookie: strangerCookie } })).status).toBe(403);
    expect((await fetch(link, { method: 'POST', headers: { cookie: strangerCookie, origin: world.app.url } })).status).toBe(403);
    // Another site's page cannot make a member bind it.
    const member = await addMember(world.app.deps.database.db, world.workspaceId, 1);
    const memberCookie = await world.app.signIn(member.id);
    expect((await fetch(link, { method: 'POST', headers: { cookie: memberCookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    const bound = await fetch(link, { method: 'POST', headers: { cookie: memberCookie, origin: world.app.url, 'sec-fetch-site': 'same-origin' } });
    expect(bound.status).toBe(200);
    // Once only.
    expect((await fetch(link, { method: 'POST', headers: { cookie: memberCookie, origin: world.app.url, 'sec-fetch-site': 'same-origin' } })).status).toBe(404);
    const row = await world.app.deps.database.db.query.wechatFollowers.findFirst({ where: { botId: bot.internalID, openId: 'o_bind' } });
    expect(row!.userId).toBe(member.id);

    const answered = replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_bind', text: '出差补贴是多少？' }), 'plain')).body)!;
    expect(answered.content).toContain('出差补贴每天一百二十元');
    expect(world.model.requests.length).toBe(asked + 1);
  });

  it('answers a member’s bound follower with that member’s documents only, and unbound followers as the bound user when the admin chooses', async () => {
    const db = world.app.deps.database.db;
    const member = await addMember(db, world.workspaceId, 1);
    const memberCookie = await world.app.signIn(member.id);
    const personal = await installApp(world.app, memberCookie, 'files', { authType: 'NONE', protectedPermission: 'MATCH_APP', title: '我的笔记' }, 'PERSONAL');
    await uploadToApp(world.app, memberCookie, personal, '私人笔记.md', '# kxprivatenote 私人笔记\n\n出差补贴 kxprivatenote 另有私下约定。\n');
    await syncAndWait(world.app, memberCookie, personal);

    const bot = await makeBot({ unboundFollowers: 'BOUND_USER', boundUserId: Buffer.from(`Member:${JSON.stringify([world.workspaceId, world.creatorId])}`).toString('base64') });
    const acc = account(bot);
    await bind(acc, 'o_member', memberCookie);
    world.model.behaviour = FAST;
    await postToBot(acc, messageXml(acc, { from: 'o_member', text: '出差补贴 kxprivatenote' }), 'plain');
    expect(world.model.requests.at(-1)!.messages[0]!.content).toContain('kxprivatenote');
    // An unbound follower asks as the bound user (the world.creator), who cannot see the member's notes.
    const reply = replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_anyone', text: '出差补贴 kxprivatenote' }), 'plain')).body)!;
    expect(reply.content).toContain('出差补贴每天一百二十元');
    expect(world.model.requests.at(-1)!.messages[0]!.content).not.toContain('kxprivatenote');
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
    await bind(acc, 'o_follow', world.creator);
    world.model.behaviour = FAST;
    expect(replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_follow', text: '出差补贴？' }), 'plain')).body)!.content).toContain('一百二十元');
    expect((await postToBot(acc, messageXml(acc, { from: 'o_follow', event: 'unsubscribe', createTime: 1_800_000_100 }), 'plain')).body).toBe('success');
    const row = await world.app.deps.database.db.query.wechatFollowers.findFirst({ where: { botId: bot.internalID, openId: 'o_follow' } });
    expect(row).toMatchObject({ subscribed: false, userId: null });
    expect(replyText(acc, (await postToBot(acc, messageXml(acc, { from: 'o_follow', text: '出差补贴？' }), 'plain')).body)!.content).toContain('微信账号未绑定');
  });

  it('never answers a second workspace’s follower from the first’s documents', async () => {
    const db = world.app.deps.database.db;
    const other = await createWorkspaceWithCreator(db, '第二家公司');
    const otherCookie = await world.app.signIn(other.creator.id);
    const made = await create({ appId: world.wechat.appId, appSecret: world.wechat.appSecret, originId: 'gh_other', unboundFollowers: 'BOUND_USER', boundUserId: Buffer.from(`Member:${JSON.stringify([other.workspace.id, other.creator.id])}`).toString('base64') }, otherCookie);
    const bot = made.data!.createWechatBot.wechatBot!;
    world.model.behaviour = FAST;
    await postToBot(account(bot), messageXml(account(bot), { from: 'o_other', text: '出差补贴是多少？' }), 'plain');
    const prompt = world.model.requests.at(-1)!.messages[0]!.content;
    expect(prompt).not.toContain('一百二十元');
    expect(prompt).not.toContain('差旅报销制度');
    // Nor can its admins see or change the first workspace's bots.
    const first = await makeBot();
    const foreign = await world.app.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { cookie: otherCookie, variables: { id: first.id } });
    expect(foreign.data!.node).toBeNull();
    const changed = await world.app.graphql<{ updateWechatBot: { __typename: string } }>(UPDATE, { cookie: otherCookie, variables: { id: first.id, input: { name: '改名' } } });
    expect(changed.data!.updateWechatBot.__typename).toBe('ActionError');
  });
});
