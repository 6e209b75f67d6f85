import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeFeishu, type FakeFeishu } from '../support/fake-feishu.ts';
import { addMember } from '../support/fixtures.ts';

/**
 * The organisation's departments as groups: a Feishu app syncing them at each run, whatever its
 * data permission, and a custom role following one, held by its people wherever roles give access
 * (a files app for that role, an agent) until they leave the department at the source.
 */
describe('departments at the source, followed by roles', () => {
  let app: TestApp;
  let feishu: FakeFeishu;
  let cookie: string;
  const people = {} as Record<'inDepartment' | 'outsider', { cookie: string; email: string }>;

  beforeAll(async () => {
    feishu = await startFakeFeishu();
    app = await startTestApp({ FEISHU_API_URL: feishu.url });
    cookie = await app.signIn(await app.demoCreatorId());
    const { db } = app.deps.database;
    const workspaceId = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!.id;
    for (const person of ['inDepartment', 'outsider'] as const) {
      const user = await addMember(db, workspaceId);
      people[person] = { cookie: await app.signIn(user.id), email: user.email! };
    }
  });
  afterAll(async () => {
    await app?.stop();
    await feishu?.close();
  });

  /** Sales, with the north office below it, where zhao (one of the members, by address) works; an empty department beside them. No wiki. */
  beforeEach(() => {
    feishu.spaces = [];
    feishu.contacts = {
      departments: [
        { id: 'od_sales', name: '销售部', parent: '0' },
        { id: 'od_north', name: '华北', parent: 'od_sales' },
        { id: 'od_empty', name: '空部门', parent: '0' },
      ],
      people: [{ openId: 'ou_zhao', name: '赵', department: 'od_north', enterpriseEmail: people.inDepartment.email }],
    };
  });
  const installed: string[] = [];
  afterEach(async () => {
    for (const id of installed.splice(0)) await app.graphql('mutation ($id: ID!) { deleteApp(appId: $id) { __typename } }', { cookie, variables: { id } });
  });
  const installOrganisation = async () => {
    const appId = await installApp(app, cookie, 'feishu', {
      title: '飞书组织',
      authType: 'TOKEN',
      dataPermission: 'ALL_MEMBERS',
      protectedPermission: 'MATCH_APP',
      autoSync: false,
      settings: { organisation: true },
      credentials: { appId: feishu.app.id, appSecret: feishu.app.secret },
    });
    installed.push(appId);
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS' });
    return appId;
  };
  const moveZhao = (department: string) => (feishu.contacts.people.find((p) => p.openId === 'ou_zhao')!.department = department);

  it('reads every department of the organisation as a group at each run, whatever the app’s data permission', async () => {
    const appId = await installOrganisation();
    const GROUPS = '{ viewer { currentWorkspace { sourceGroups(search: "feishu:department") { principal name memberCount } } } }';
    const listed = async () => (await app.graphql<{ viewer: { currentWorkspace: { sourceGroups: unknown[] } } }>(GROUPS, { cookie })).data!.viewer.currentWorkspace.sourceGroups;
    // A department holds its people and those of the departments below it.
    expect(await listed()).toEqual([
      { principal: 'feishu:department:od_north', name: '华北', memberCount: 1 },
      { principal: 'feishu:department:od_empty', name: '空部门', memberCount: 0 },
      { principal: 'feishu:department:od_sales', name: '销售部', memberCount: 1 },
    ]);
    // Only admins see them.
    expect((await app.graphql(GROUPS, { cookie: people.inDepartment.cookie })).errors?.[0]?.message).toBeDefined();
    // Zhao moves to the empty department: the next run moves him, nothing else touched.
    moveZhao('od_empty');
    await syncAndWait(app, cookie, appId);
    expect(await listed()).toEqual([
      { principal: 'feishu:department:od_north', name: '华北', memberCount: 0 },
      { principal: 'feishu:department:od_empty', name: '空部门', memberCount: 1 },
      { principal: 'feishu:department:od_sales', name: '销售部', memberCount: 0 },
    ]);
  });

  it('lets a role follow a department, giving its people what the role gives, until they leave the department', async () => {
    const feishuApp = await installOrganisation();
    // A role the sales department's people hold, and a files app and an agent for that role only.
    const made = await app.graphql<{ createRole: { role: { id: string } } }>('mutation { createRole(input: { name: "销售团队" }) { ... on RolePayload { role { id } } } }', { cookie });
    const roleId = made.data!.createRole.role.id;
    const SET = `mutation ($input: SetRoleSourceGroupInput!) { setRoleSourceGroup(input: $input) {
      __typename ... on RolePayload { role { name sourceGroup { principal name memberCount } } } ... on Error { message } } }`;
    const bound = await app.graphql<{ setRoleSourceGroup: unknown }>(SET, { cookie, variables: { input: { roleId, sourceGroup: 'feishu:department:od_sales' } } });
    expect(bound.data!.setRoleSourceGroup).toEqual({
      __typename: 'RolePayload',
      role: { name: '销售团队', sourceGroup: { principal: 'feishu:department:od_sales', name: '销售部', memberCount: 1 } },
    });
    expect((await app.graphql<{ setRoleSourceGroup: { __typename: string } }>(SET, { cookie, variables: { input: { roleId, sourceGroup: 'not a principal' } } })).data!.setRoleSourceGroup.__typename).toBe('ValidationError');
    expect((await app.graphql(SET, { cookie: people.inDepartment.cookie, variables: { input: { roleId, sourceGroup: null } } })).errors?.[0]).toBeDefined();
    const filesApp = await installApp(app, cookie, 'files', {
      title: '销售资料',
      authType: 'NONE',
      autoSync: false,
      dataPermission: 'SPECIFIED_ROLES',
      roleScope: 'ONLY_SPECIFIED_ROLE',
      roleIds: [roleId],
      protectedPermission: 'MATCH_APP',
    });
    installed.push(filesApp);
    await uploadToApp(app, cookie, filesApp, 'pricing.md', '# 报价单\n\nrolegroupword 销售报价的规则。');
    await syncAndWait(app, cookie, filesApp);
    const agent = await app.graphql<{ createAgent: { agent: { id: string } } }>(
      'mutation ($input: AgentInput!) { createAgent(scope: WORKSPACE, input: $input) { ... on AgentPayload { agent { id } } ... on Error { message } } }',
      { cookie, variables: { input: { name: '销售助手', avatar: '/avatars/avatar-5.svg', visibleRange: 'SPECIFIED_ROLES', roleIds: [roleId] } } },
    );
    const agentId = agent.data!.createAgent.agent.id;
    const reaches = async (as: string) => {
      const found = await app.graphql<{ search: { totalCount: number }; availableAgents: { id: string }[] }>('{ search(query: "rolegroupword") { totalCount } availableAgents { id } }', { cookie: as });
      return { documents: found.data!.search.totalCount, agent: found.data!.availableAgents.some((a) => a.id === agentId) };
    };
    expect(await reaches(people.inDepartment.cookie)).toEqual({ documents: 1, agent: true });
    expect(await reaches(people.outsider.cookie)).toEqual({ documents: 0, agent: false });

    // Zhao moves out of the sales department at the source: at the next sync he no longer holds the role; back in, he does again.
    moveZhao('od_empty');
    await syncAndWait(app, cookie, feishuApp);
    expect(await reaches(people.inDepartment.cookie)).toEqual({ documents: 0, agent: false });
    moveZhao('od_north');
    await syncAndWait(app, cookie, feishuApp);
    expect(await reaches(people.inDepartment.cookie)).toEqual({ documents: 1, agent: true });
    // The role no longer follows a group: its own members alone hold it.
    expect((await app.graphql<{ setRoleSourceGroup: { role: { sourceGroup: unknown } } }>(SET, { cookie, variables: { input: { roleId, sourceGroup: '' } } })).data!.setRoleSourceGroup.role.sourceGroup).toBeNull();
    expect(await reaches(people.inDepartment.cookie)).toEqual({ documents: 0, agent: false });
    await app.graphql('mutation ($id: ID!) { deleteAgent(agentId: $id) { __typename } }', { cookie, variables: { id: agentId } });
    await app.graphql('mutation ($id: ID!) { deleteRole(roleId: $id) { __typename } }', { cookie, variables: { id: roleId } });
  });

  it('lets a member link their own Feishu account through the app, and hold what its department gives from then on', async () => {
    feishu.contacts.people.push({ openId: 'ou_qian', name: '钱', department: 'od_north' });
    const feishuApp = await installOrganisation();
    const made = await app.graphql<{ createRole: { role: { id: string } } }>('mutation { createRole(input: { name: "销售部的人" }) { ... on RolePayload { role { id } } } }', { cookie });
    const roleId = made.data!.createRole.role.id;
    await app.graphql('mutation ($input: SetRoleSourceGroupInput!) { setRoleSourceGroup(input: $input) { __typename } }', {
      cookie,
      variables: { input: { roleId, sourceGroup: 'feishu:department:od_sales' } },
    });
    const MINE = `{ viewer { currentWorkspace { linkableSources { provider app { id title } } ownSourceAccounts { provider externalId name } }
      currentMember { rolesThroughSourceGroups { roleName groupName } } } }`;
    type Mine = {
      viewer: {
        currentWorkspace: { linkableSources: { provider: string; app: { id: string; title: string } | null }[]; ownSourceAccounts: unknown[] };
        currentMember: { rolesThroughSourceGroups: unknown[] };
      };
    };
    const mine = async (as: string) => (await app.graphql<Mine>(MINE, { cookie: as })).data!.viewer;
    // Zhao holds the role by his address; the outsider, unknown to Feishu by address, does not, but may link through the app.
    // The member sees the role; which group gives it is the admins' to read.
    expect((await mine(people.inDepartment.cookie)).currentMember.rolesThroughSourceGroups).toEqual([{ roleName: '销售部的人', groupName: null }]);
    const before = await mine(people.outsider.cookie);
    expect(before.currentWorkspace.linkableSources).toEqual([{ provider: 'FEISHU', app: { id: feishuApp, title: '飞书组织' } }]);
    expect(before.currentMember.rolesThroughSourceGroups).toEqual([]);

    const START = `mutation ($input: StartSourceAccountLinkInput!) { startSourceAccountLink(input: $input) {
      __typename ... on StartSourceAccountLinkPayload { url } ... on Error { message } } }`;
    const start = (input: Record<string, unknown>, as = people.outsider.cookie) =>
      app.graphql<{ startSourceAccountLink: { __typename: string; url?: string; message?: string } }>(START, { cookie: as, variables: { input } });
    // Feishu's accounts are each app's own: no app, or an app that does not sign in for Feishu, links nothing.
    expect((await start({ provider: 'FEISHU' })).data!.startSourceAccountLink).toMatchObject({ message: '应用不存在' });
    const files = await installApp(app, cookie, 'files', { title: '文件', authType: 'NONE', autoSync: false, dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP' });
    installed.push(files);
    expect((await start({ provider: 'FEISHU', appId: files })).data!.startSourceAccountLink).toMatchObject({ message: '应用不存在' });

    const started = (await start({ provider: 'FEISHU', appId: feishuApp })).data!.startSourceAccountLink;
    const authorize = new URL(started.url!);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${feishu.url}/open-apis/authen/v1/authorize`);
    expect(authorize.searchParams.get('client_id')).toBe(feishu.app.id);
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/oauth\/data-source\/callback\/feishu\/account$/);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    feishu.signedIn = 'ou_qian';
    const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
    const grant = { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
    const callback = (as: string) => app.rest('POST', '/oauth/data-source/callback/feishu/account', { cookie: as, body: grant });
    // Only the session that started it completes it.
    expect((await callback(people.inDepartment.cookie)).body).toMatchObject({ code: 400, message: '授权回调失败' });
    expect((await callback(people.outsider.cookie)).body).toMatchObject({ code: 200, data: { provider: 'feishu', external_id: 'ou_qian' } });

    const after = await mine(people.outsider.cookie);
    expect(after.currentWorkspace.ownSourceAccounts).toEqual([{ provider: 'FEISHU', externalId: 'ou_qian', name: '钱' }]);
    expect(after.currentMember.rolesThroughSourceGroups).toEqual([{ roleName: '销售部的人', groupName: null }]);
    // Admins see it on the member list, with the group that gives it, beside the roles granted here.
    const LIST = '{ viewer { currentWorkspace { members(first: 50) { edges { node { email rolesThroughSourceGroups { roleName groupName } } } } } } }';
    type Held = { roleName: string; groupName: string | null };
    type List = { viewer: { currentWorkspace: { members: { edges: { node: { email: string; rolesThroughSourceGroups: Held[] } }[] } } } };
    const listed = (await app.graphql<List>(LIST, { cookie })).data!.viewer.currentWorkspace.members.edges.map((e) => e.node);
    expect(listed.filter((m) => m.rolesThroughSourceGroups.length > 0).map((m) => [m.email, m.rolesThroughSourceGroups])).toEqual(
      expect.arrayContaining([
        [people.inDepartment.email, [{ roleName: '销售部的人', groupName: '销售部' }]],
        [people.outsider.email, [{ roleName: '销售部的人', groupName: '销售部' }]],
      ]),
    );

    // Leaving the department at the source ends it at the next sync; unlinking ends it at once.
    await app.graphql('mutation ($input: UnlinkSourceAccountInput!) { unlinkOwnSourceAccount(input: $input) { __typename } }', {
      cookie: people.outsider.cookie,
      variables: { input: { provider: 'FEISHU', externalId: 'ou_qian' } },
    });
    expect((await mine(people.outsider.cookie)).currentMember.rolesThroughSourceGroups).toEqual([]);
    await app.graphql('mutation ($id: ID!) { deleteRole(roleId: $id) { __typename } }', { cookie, variables: { id: roleId } });
  });
});
