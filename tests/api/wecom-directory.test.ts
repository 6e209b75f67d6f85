import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appState, installApp, syncAndWait } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeWorkplace } from '../support/fake-workplace.ts';
import { addMember } from '../support/fixtures.ts';

type Fake = Awaited<ReturnType<typeof startFakeWorkplace>>;
type Group = { principal: string; name: string | null; memberCount: number };

/**
 * The WeCom organisation as groups: an app that syncs WeCom's departments (each with the people
 * below it) and tags (people and departments tagged), no documents; people matched to members by
 * address; a role following a department or a tag, held until the source says otherwise.
 */
describe('WeCom directory', () => {
  let app: TestApp;
  let wecom: Fake;
  let cookie: string;
  const people = {} as Record<'zhao' | 'qian', { cookie: string; email: string }>;

  beforeAll(async () => {
    wecom = await startFakeWorkplace();
    app = await startTestApp({ WECOM_API_URL: wecom.url });
    cookie = await app.signIn(await app.demoCreatorId());
    const { db } = app.deps.database;
    const workspaceId = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!.id;
    for (const person of ['zhao', 'qian'] as const) {
      const user = await addMember(db, workspaceId);
      people[person] = { cookie: await app.signIn(user.id), email: user.email! };
    }
    // The company, sales with its north office below it, and R&D; a tag for the people on call.
    wecom.wecom.directory = {
      departments: [
        { id: 1, name: '公司', parentid: 0 },
        { id: 2, name: '销售部', parentid: 1 },
        { id: 3, name: '华北', parentid: 2 },
        { id: 4, name: '研发部', parentid: 1 },
      ],
      members: [
        { userid: 'zhao', name: '赵', department: [3], biz_mail: people.zhao.email.toUpperCase() },
        { userid: 'qian', name: '钱', department: [4], email: people.qian.email, mobile: '13800000000' },
        // Someone who has left: in no group, whatever tags or departments still name them.
        { userid: 'sun', name: '孙', department: [2], status: 5 },
      ],
      tags: [
        { tagid: 7, tagname: '值班', userids: ['qian', 'sun'], partylist: [3] },
        // A tag the app may not read: left out, the rest read.
        { tagid: 8, tagname: '董事会', userids: ['zhao'], partylist: [], hidden: true },
      ],
    };
  });
  afterAll(async () => {
    await app?.stop();
    await wecom?.close();
  });

  const GROUPS = '{ viewer { currentWorkspace { sourceGroups(search: "wecom:") { principal name memberCount } } } }';
  const groups = async () =>
    (await app.graphql<{ viewer: { currentWorkspace: { sourceGroups: Group[] } } }>(GROUPS, { cookie })).data!.viewer.currentWorkspace.sourceGroups.sort((a, b) => a.principal.localeCompare(b.principal));
  const install = (title: string, secret: string) =>
    installApp(app, cookie, 'wecom', {
      title,
      authType: 'TOKEN',
      dataPermission: 'ALL_MEMBERS',
      protectedPermission: 'MATCH_APP',
      autoSync: false,
      credentials: { appId: wecom.wecom.corpId, appSecret: secret },
    });
  const roleFollowing = async (name: string, sourceGroup: string) => {
    const made = await app.graphql<{ createRole: { role: { id: string } } }>('mutation ($name: String!) { createRole(input: { name: $name }) { ... on RolePayload { role { id } } } }', { cookie, variables: { name } });
    const roleId = made.data!.createRole.role.id;
    await app.graphql('mutation ($input: SetRoleSourceGroupInput!) { setRoleSourceGroup(input: $input) { __typename } }', { cookie, variables: { input: { roleId, sourceGroup } } });
  };
  const rolesOf = async (as: string) =>
    (await app.graphql<{ viewer: { currentMember: { rolesThroughSourceGroups: { roleName: string }[] } } }>('{ viewer { currentMember { rolesThroughSourceGroups { roleName } } } }', { cookie: as })).data!.viewer.currentMember.rolesThroughSourceGroups
      .map((r) => r.roleName)
      .sort();

  it('syncs departments and tags as groups, with the people below each department, and no documents', async () => {
    const appId = await install('企业微信通讯录', wecom.wecom.secret);
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 0 });
    expect(await groups()).toEqual([
      { principal: 'wecom:department:1', name: '公司', memberCount: 2 },
      { principal: 'wecom:department:2', name: '销售部', memberCount: 1 },
      { principal: 'wecom:department:3', name: '华北', memberCount: 1 },
      { principal: 'wecom:department:4', name: '研发部', memberCount: 1 },
      { principal: 'wecom:tag:7', name: '值班', memberCount: 2 },
    ]);
    // Only admins see them.
    expect((await app.graphql(GROUPS, { cookie: people.zhao.cookie })).errors?.[0]?.message).toBeDefined();

    // Roles follow a department and a tag; people hold them by their address (any case).
    await roleFollowing('销售团队', 'wecom:department:2');
    await roleFollowing('值班人员', 'wecom:tag:7');
    expect(await rolesOf(people.zhao.cookie)).toEqual(['值班人员', '销售团队']);
    expect(await rolesOf(people.qian.cookie)).toEqual(['值班人员']);

    // Zhao moves to R&D: the next run takes the sales role from him, and the on-call one, which
    // he held only through the north office.
    wecom.wecom.directory.members.find((m) => m.userid === 'zhao')!.department = [4];
    await syncAndWait(app, cookie, appId);
    expect(await rolesOf(people.zhao.cookie)).toEqual([]);
    expect((await groups()).find((g) => g.principal === 'wecom:department:4')).toMatchObject({ memberCount: 2 });
  });

  it('fails a run plainly when WeCom refuses the CorpID or secret, keeping the groups as they were', async () => {
    const before = await groups();
    const calls = wecom.wecom.calls.length;
    const appId = await install('密钥错误', 'not-the-secret');
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'FAILED', syncErrorMessage: '授权已失效，请重新授权' });
    expect((await appState(app, cookie, appId)).latestRun?.errorMessage).toBe('授权已失效，请重新授权');
    expect(await groups()).toEqual(before);
    // It never got past the token: nothing of the directory was asked for.
    expect(wecom.wecom.calls.slice(calls)).toEqual([]);
  });
});
