import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../bff/src/identity/tables.ts';
import { roleMembers, roles } from '../../bff/src/workspaces/tables.ts';
import type { TestApp } from '../support/app.ts';
import { installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { dingtalkBotWorld, FAST } from '../support/dingtalk-bot-world.ts';
import { callBot, type FakeDingtalk } from '../support/fake-dingtalk.ts';
import type { FakeGitHub } from '../support/fake-github.ts';
import type { FakeModel } from '../support/fake-model.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';

/**
 * Who asks the DingTalk bot, and with whose permissions: a sender matched to a member by mobile or
 * linked by an admin, a source account linked for an app as in the source, and outsiders (one who
 * looks like the test button's sender too).
 */
describe('DingTalk bot: who asks', () => {
  const world = dingtalkBotWorld();
  const { makeBot, urlOf, waitForPost } = world;
  let app: TestApp;
  let model: FakeModel;
  let ding: FakeDingtalk;
  let github: FakeGitHub;
  let creator: string;
  let workspaceId: string;
  // After the world's own beforeAll, which made them.
  beforeAll(() => void ({ app, model, ding, github, creator, workspaceId } = world));

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

  it('answers from an app as in the source only what the sender’s linked source account may read there', async () => {
    const db = app.deps.database.db;
    // acme/ledger is private at GitHub: carol reads it, and nobody else.
    github.tokens.add('ghp_ledger');
    github.repos.set('acme/ledger', {
      private: true,
      files: new Map([['ledger.md', '# 出差补贴台账\n\n出差补贴 kxledgerword 的台账只给财务看。']]),
      issues: [],
      collaborators: ['carol'],
    });
    const ledger = await installApp(app, creator, 'github', {
      dataPermission: 'AS_IN_SOURCE',
      protectedPermission: 'MATCH_APP',
      autoSync: false,
      title: '财务台账',
      authType: 'TOKEN',
      credentials: { token: 'ghp_ledger' },
      settings: { repositories: ['acme/ledger'] },
    });
    await syncAndWait(app, creator, ledger);
    // Both senders are members, matched by mobile; carol's GitHub account is linked to one of them.
    const [finance, other] = [await addMember(db, workspaceId, 1), await addMember(db, workspaceId, 1)];
    await db.update(users).set({ countryCode: '+86', phone: '13911110001' }).where(eq(users.id, finance.id));
    await db.update(users).set({ countryCode: '+86', phone: '13911110002' }).where(eq(users.id, other.id));
    ding.mobiles.set('staff-finance', '13911110001');
    ding.mobiles.set('staff-other', '13911110002');
    const memberId = Buffer.from(`Member:${JSON.stringify([workspaceId, finance.id])}`).toString('base64');
    const LINK = 'mutation ($input: LinkSourceAccountInput!) { linkSourceAccount(input: $input) { __typename } }';
    const link = await app.graphql<{ linkSourceAccount: { __typename: string } }>(LINK, { cookie: creator, variables: { input: { memberId, provider: 'GITHUB', account: 'carol' } } });
    expect(link.data!.linkSourceAccount.__typename).toBe('LinkSourceAccountPayload');

    const bot = await makeBot();
    model.behaviour = FAST;
    const promptFor = async (staffId: string, session: string) => {
      await callBot(ding, urlOf(bot), { text: '出差补贴 kxledgerword 台账', senderStaffId: staffId, session });
      await waitForPost(session);
      return model.requests.at(-1)!.messages[0]!.content;
    };
    expect(await promptFor('staff-finance', 's_ledger_finance')).toContain('kxledgerword');
    for (const [staffId, session] of [['staff-other', 's_ledger_other'], ['staff-nobody', 's_ledger_nobody']] as const) {
      const prompt = await promptFor(staffId, session);
      expect(prompt).not.toContain('kxledgerword');
      // What every member may see still answers them.
      expect(prompt).toContain('出差补贴每天一百二十元');
    }
    // The admin who installed the app is not carol either: the bot's test button answers without it.
    const TEST = 'mutation ($id: ID!, $text: String!) { testDingBot(id: $id, text: $text) { __typename ... on TestBotPayload { reply } } }';
    const asked = model.requests.length;
    const tested = await app.graphql<{ testDingBot: { __typename: string; reply?: string } }>(TEST, { cookie: creator, variables: { id: bot.id, text: '出差补贴 kxledgerword 台账' } });
    expect(tested.data!.testDingBot.reply).toContain('一百二十元');
    expect(model.requests.length).toBe(asked + 1);
    expect(model.requests.at(-1)!.messages[0]!.content).not.toContain('kxledgerword');
    // carol losing the repository at GitHub takes it from the bot's answers at the next sync.
    github.repos.get('acme/ledger')!.collaborators = [];
    await syncAndWait(app, creator, ledger);
    expect(await promptFor('staff-finance', 's_ledger_finance2')).not.toContain('kxledgerword');
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
});
