import { describe, expect, it } from 'vitest';
import { messageXml, postToBot, replyText } from '../support/fake-wechat.ts';
import { addMember } from '../support/fixtures.ts';
import { type Bot, FAST, slow, UPDATE, wechatBotWorld } from '../support/wechat-bot-world.ts';

/**
 * The WeChat bot's settings: admins only, secrets sealed at rest, the app secret write-only, and
 * the test, which asks as the admin and which no follower can pass for.
 */
describe('WeChat Official Account bot: settings', () => {
  const world = wechatBotWorld();
  const { account, create, makeBot } = world;

  it('keeps the settings to admins, the secrets sealed and the app secret write-only; tests as the admin', async () => {
    const db = world.app.deps.database.db;
    const bad = await create({ name: ' ', token: 'a', encodingAesKey: 'short', appId: 'bad id!' });
    expect(bad.data!.createWechatBot.problems!.map((p) => p.field)).toEqual(['name', 'token', 'encodingAesKey', 'appId']);
    const member = await world.app.signIn((await addMember(db, world.workspaceId, 1)).id);
    const refused = await create({ name: '成员的' }, member);
    expect(refused.errors![0]!.extensions!.code).toBe('FORBIDDEN');

    const bot = await makeBot({ appSecret: 'kxappsecret-abc' });
    expect(bot.hasAppSecret).toBe(true);
    expect(bot.token).toMatch(/^[A-Za-z0-9]{3,32}$/);
    expect(bot.encodingAesKey).toMatch(/^[A-Za-z0-9]{43}$/);
    expect(bot.callbackUrl).toMatch(/\/api\/bots\/wechat\/[A-Za-z0-9_-]{20,}$/);
    const row = JSON.stringify(await db.query.wechatBots.findFirst({ where: { id: bot.internalID } }));
    for (const secret of ['kxappsecret-abc', bot.token, bot.encodingAesKey]) expect(row).not.toContain(secret);
    const schema = await world.app.graphql<{ __type: { fields: { name: string }[] } }>('{ __type(name: "WechatBot") { fields { name } } }', { cookie: world.creator });
    expect(schema.data!.__type.fields.map((f) => f.name)).not.toContain('appSecret');
    const listed = await world.app.graphql<{ viewer: { currentWorkspace: { wechatBots: { totalCount: number; edges: { node: { id: string } }[] } } } }>(
      '{ viewer { currentWorkspace { wechatBots(first: 100) { totalCount edges { node { id name } } } } } }',
      { cookie: world.creator },
    );
    expect(listed.data!.viewer.currentWorkspace.wechatBots.edges.map((e) => e.node.id)).toContain(bot.id);
    const memberList = await world.app.graphql('{ viewer { currentWorkspace { wechatBots(first: 10) { totalCount } } } }', { cookie: member });
    expect(memberList.errors![0]!.extensions!.code).toBe('FORBIDDEN');

    // An update leaving the secret out keeps it.
    const updated = await world.app.graphql<{ updateWechatBot: { wechatBot: Bot & { name: string } } }>(UPDATE, { cookie: world.creator, variables: { id: bot.id, input: { name: '新名字', appSecret: '' } } });
    expect(updated.data!.updateWechatBot.wechatBot).toMatchObject({ name: '新名字', hasAppSecret: true, token: bot.token });

    const TEST = 'mutation ($id: ID!, $text: String!) { testWechatBot(id: $id, text: $text) { __typename ... on TestBotPayload { reply } ... on Error { message } } }';
    world.model.behaviour = FAST;
    const history = async () =>
      (await world.app.graphql<{ conversations: { edges: unknown[] } }>('{ conversations(first: 100) { edges { node { id } } } }', { cookie: world.creator })).data!.conversations.edges.length;
    const before = await history();
    const tested = await world.app.graphql<{ testWechatBot: { __typename: string; reply: string } }>(TEST, { cookie: world.creator, variables: { id: bot.id, text: '出差补贴是多少？' } });
    expect(tested.data!.testWechatBot).toMatchObject({ __typename: 'TestBotPayload' });
    expect(tested.data!.testWechatBot.reply).toContain('出差补贴每天一百二十元');
    // An answer slower than WeChat waits for still reaches the test, and nothing goes to WeChat.
    world.model.behaviour = slow(600);
    const slowTest = await world.app.graphql<{ testWechatBot: { reply: string } }>(TEST, { cookie: world.creator, variables: { id: bot.id, text: '出差补贴是多少？' } });
    expect(slowTest.data!.testWechatBot.reply).toContain('慢慢想好了');
    expect(world.wechat.sent.some((m) => m.touser.startsWith('zhiwen-test-'))).toBe(false);
    // The admin's trials are not their conversations.
    expect(await history()).toBe(before);

    const deleted = await world.app.graphql<{ deleteWechatBot: { deletedId: string } }>('mutation ($id: ID!) { deleteWechatBot(id: $id) { ... on DeleteBotPayload { deletedId } } }', { cookie: world.creator, variables: { id: bot.id } });
    expect(deleted.data!.deleteWechatBot.deletedId).toBe(bot.id);
    expect((await postToBot(account(bot), messageXml(account(bot), { from: 'o_x', text: 'hi' }), 'plain')).status).toBe(404);
  });

  it('answers a follower whose openid looks like the test button’s sender as any unbound follower, after an admin’s test too', async () => {
    const bot = await makeBot();
    const acc = account(bot);
    world.model.behaviour = FAST;
    const TEST = 'mutation ($id: ID!, $text: String!) { testWechatBot(id: $id, text: $text) { __typename ... on TestBotPayload { reply } ... on Error { message } } }';
    const tested = await world.app.graphql<{ testWechatBot: { __typename: string; reply: string } }>(TEST, { cookie: world.creator, variables: { id: bot.id, text: '出差补贴是多少？' } });
    expect(tested.data!.testWechatBot.reply).toContain('出差补贴每天一百二十元');
    const asked = world.model.requests.length;
    const impersonating = [`zhiwen-test-${world.creatorId}`, `ZHIWEN-TEST-${world.creatorId}`, `zhiwen-test-${world.creatorId} `, `zhiwen-test-${world.creatorId.toUpperCase()}`, 'zhiwen-test-'];
    for (const mode of ['plain', 'aes'] as const) {
      for (const from of impersonating) {
        const delivery = await postToBot(acc, messageXml(acc, { from, text: '出差补贴是多少？' }), mode);
        expect(delivery.status, `${mode}: ${from}`).toBe(200);
        const reply = replyText(acc, delivery.body)!;
        // Not bound to anyone: the default reply and the link that binds the follower, no answer.
        expect(reply.content, `${mode}: ${from}`).toContain('请先绑定');
        expect(reply.content, `${mode}: ${from}`).toMatch(/\/api\/bots\/wechat\/bind\//);
      }
    }
    expect(world.model.requests.length).toBe(asked);
  });
});
