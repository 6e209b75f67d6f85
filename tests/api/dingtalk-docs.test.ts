import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installApp, syncAndWait } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeDingtalkDocs, type FakeDingtalkDocs, type FakeNode } from '../support/fake-dingtalk-docs.ts';
import { addMember } from '../support/fixtures.ts';
import { users } from '../../bff/src/identity/tables.ts';

/**
 * DingTalk knowledge bases: each DingTalk document synced with its text, and, for an app "as in
 * the source", read by its knowledge base's members and its own (people, departments with the
 * ones below them, the whole organisation), people matched by their address or mobile number or
 * an admin's link; a change of readers alone is followed at the next sync.
 */
describe('DingTalk knowledge bases', () => {
  let app: TestApp;
  let ding: FakeDingtalkDocs;
  let cookie: string;
  let workspaceId: string;

  type Person = 'direct' | 'viaDepartment' | 'sharedTo' | 'unmatched' | 'outsider';
  const people = {} as Record<Person, { userId: string; cookie: string; memberId: string; email: string }>;
  const PHONES = { viaDepartment: '13900000001', sharedTo: '13900000002' };

  beforeAll(async () => {
    ding = await startFakeDingtalkDocs();
    app = await startTestApp({ DINGTALK_OPEN_API_URL: ding.url, DINGTALK_API_BASE_URL: ding.url });
    cookie = await app.signIn(await app.demoCreatorId());
    const { db } = app.deps.database;
    workspaceId = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!.id;
    for (const person of ['direct', 'viaDepartment', 'sharedTo', 'unmatched', 'outsider'] as const) {
      const user = await addMember(db, workspaceId);
      people[person] = { userId: user.id, cookie: await app.signIn(user.id), memberId: Buffer.from(`Member:${JSON.stringify([workspaceId, user.id])}`).toString('base64'), email: user.email! };
    }
    // Two members signed in by phone: DingTalk tells their mobile numbers, not their addresses.
    for (const person of ['viaDepartment', 'sharedTo'] as const) {
      await db.update(users).set({ countryCode: '+86', phone: PHONES[person] }).where(eq(users.id, people[person].userId));
    }
  });
  afterAll(async () => {
    await app?.stop();
    await ding?.close();
  });

  const doc = (id: string, name: string, extra: Partial<FakeNode> = {}): FakeNode => ({ id, name, type: 'FILE', extension: 'adoc', paragraphs: [name, `${name}：dingperm 说明。`, '第二段'], ...extra });
  /**
   * The board's knowledge base: lin (by his company address), the sales department (zhao, in the
   * north office below it, by his mobile), a custom tag and wu (whom DingTalk tells nothing of) are
   * its members; sun (by mobile) is one document's own member; the handbook is the organisation's.
   * A knowledge base open to all users beside it, and an empty one, so that the list takes two pages.
   */
  beforeEach(() => {
    ding.requests.length = 0;
    ding.deniedPermissions.clear();
    ding.departments = [
      { id: 100, name: '销售部', parent: 1 },
      { id: 101, name: '华北', parent: 100 },
    ];
    ding.staff = [
      { userid: 'lin', unionid: 'un_lin', name: '林', dept: 1, orgEmail: people.direct.email.toUpperCase() },
      { userid: 'zhao', unionid: 'un_zhao', name: '赵', dept: 101, mobile: PHONES.viaDepartment },
      { userid: 'sun', unionid: 'un_sun', name: '孙', dept: 1, mobile: PHONES.sharedTo },
      { userid: 'wu', unionid: 'un_wu', name: '吴', dept: 1 },
      { userid: 'boss', unionid: 'un_boss', name: '操作人', dept: 1 },
    ];
    ding.bases = [
      {
        id: 'kb_board',
        name: '董事会',
        rootNodeId: 'root_board',
        permissions: [
          { type: 'USER', id: 'un_lin', role: 'OWNER' },
          { type: 'DEPT', id: '100', role: 'READER' },
          { type: 'TAG', id: 'tag_7', role: 'READER' },
          { type: 'USER', id: 'un_wu', role: 'EDITOR' },
        ],
        nodes: [
          { id: 'f_plans', name: '计划', type: 'FOLDER', children: [doc('n_plan', '季度计划')] },
          doc('n_contract', '合同草稿', { permissions: [{ type: 'USER', id: 'un_sun', role: 'DOWNLOADER' }] }),
          doc('n_handbook', '全员手册', { permissions: [{ type: 'ORG', id: 'dingcorp' }] }),
          { id: 'n_sheet', name: '预算表', type: 'FILE', extension: 'axls' },
        ],
      },
      { id: 'kb_open', name: '公开', rootNodeId: 'root_open', permissions: [{ type: 'ALL_USERS', id: 'all' }], nodes: [doc('n_intro', '公开介绍')] },
      { id: 'kb_empty', name: '空', rootNodeId: 'root_empty', permissions: [], nodes: [] },
    ];
  });

  const installed: string[] = [];
  const install = async (extra: Record<string, unknown> = {}) => {
    const appId = await installApp(app, cookie, 'dingtalk', {
      title: '钉钉知识库',
      authType: 'TOKEN',
      dataPermission: 'AS_IN_SOURCE',
      protectedPermission: 'MATCH_APP',
      autoSync: false,
      settings: { operator: 'boss', workspaces: [] },
      credentials: { appId: ding.app.key, appSecret: ding.app.secret },
      ...extra,
    });
    installed.push(appId);
    return appId;
  };
  afterEach(async () => {
    for (const id of installed.splice(0)) await app.graphql('mutation ($id: ID!) { deleteApp(appId: $id) { __typename } }', { cookie, variables: { id } });
  });

  const searchAs = async (as: string) => {
    const result = await app.graphql<{ search: { totalCount: number; facets: { apps: { count: number }[] }; edges: { node: { document: { title: string } } }[] } }>(
      'query { search(query: "dingperm", first: 20) { totalCount facets { apps { count } } edges { node { document { title } } } } }',
      { cookie: as },
    );
    expect(result.errors).toBeUndefined();
    const { totalCount, facets, edges } = result.data!.search;
    expect(facets.apps.reduce((sum, facet) => sum + facet.count, 0)).toBe(totalCount);
    return edges.map((edge) => edge.node.document.title).sort();
  };
  const EVERYONE = ['全员手册', '公开介绍'].sort();
  const ALL = ['全员手册', '公开介绍', '合同草稿', '季度计划'].sort();
  const documents = async (as: string) =>
    Object.fromEntries(
      (await app.graphql<{ documents: { edges: { node: { id: string; title: string; url: string | null; sourceType: string } }[] } }>('{ documents(first: 20) { edges { node { id title url sourceType } } } }', { cookie: as }))
        .data!.documents.edges.map((edge) => [edge.node.title, edge.node]),
    );
  const LINK = `mutation ($input: LinkSourceAccountInput!) { linkSourceAccount(input: $input) {
    __typename ... on LinkSourceAccountPayload { sourceAccount { provider externalId login name member { id } } }
  } }`;
  const unlink = (externalId: string) =>
    app.graphql('mutation ($input: UnlinkSourceAccountInput!) { unlinkSourceAccount(input: $input) { __typename } }', { cookie, variables: { input: { provider: 'DINGTALK', externalId } } });

  it('syncs the DingTalk documents of every knowledge base, read by the members of each and of each document, through departments below theirs', async () => {
    const appId = await install();
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 4, latestRun: { added: 4, failed: 0 } });
    expect(await searchAs(people.direct.cookie)).toEqual(ALL);
    expect(await searchAs(people.viaDepartment.cookie)).toEqual(ALL);
    expect(await searchAs(people.sharedTo.cookie)).toEqual(['全员手册', '公开介绍', '合同草稿'].sort());
    expect(await searchAs(people.outsider.cookie)).toEqual(EVERYONE);
    // The admin who installed the app reads what DingTalk lets them read.
    expect(await searchAs(cookie)).toEqual(EVERYONE);

    const docs = await documents(people.direct.cookie);
    expect(docs['季度计划']).toMatchObject({ url: 'https://alidocs.dingtalk.com/i/nodes/n_plan', sourceType: 'dingtalk_doc' });
    // The sheet is not a DingTalk document: neither listed nor read.
    expect(docs['预算表']).toBeUndefined();
    const asked = (prefix: string) => ding.requests.filter((r) => r.startsWith(prefix)).length;
    expect(asked('/v1.0/doc/suites/documents/n_sheet/')).toBe(0);
    // The knowledge base's members, the department and each person are read once a run.
    expect(asked('/v2.0/storage/spaces/dentries/root_board/permissions/query')).toBe(2);
    expect(asked('/topapi/v2/department/get')).toBe(1);
    expect(asked('/topapi/user/listid')).toBe(2);

    // Who reads the contract: the knowledge base's members, as groups and people, and its own.
    const READERS = `query ($id: ID!) { node(id: $id) { ... on Document { sourceReaders { principal name group accounts { externalId phone reader { id } } } } } }`;
    const creatorMemberId = Buffer.from(`Member:${JSON.stringify([workspaceId, await app.demoCreatorId()])}`).toString('base64');
    expect((await app.graphql<{ linkSourceAccount: { __typename: string } }>(LINK, { cookie, variables: { input: { memberId: creatorMemberId, provider: 'DINGTALK', account: 'sun' } } })).data!.linkSourceAccount.__typename).toBe('LinkSourceAccountPayload');
    const readers = (
      await app.graphql<{ node: { sourceReaders: { principal: string; name: string | null; group: boolean; accounts: { externalId: string; phone: string | null; reader: { id: string } | null }[] }[] } }>(READERS, {
        cookie,
        variables: { id: docs['合同草稿']!.id },
      })
    ).data!.node.sourceReaders;
    expect(readers.map((r) => [r.principal, r.name, r.group, r.accounts.map((a) => [a.externalId, a.phone, a.reader?.id ?? null])])).toEqual([
      ['dingtalk:dept:100', '销售部', true, [['un_zhao', `+86 ${PHONES.viaDepartment}`, people.viaDepartment.memberId]]],
      ['dingtalk:tag:tag_7', null, true, []],
      ['dingtalk:user:un_lin', '林', false, [['un_lin', null, people.direct.memberId]]],
      ['dingtalk:user:un_sun', '孙', false, [['un_sun', `+86 ${PHONES.sharedTo}`, creatorMemberId]]],
      ['dingtalk:user:un_wu', '吴', false, [['un_wu', null, null]]],
    ]);
    await unlink('un_sun');
  });

  it('matches an account by its address or mobile number, and one DingTalk tells neither of only once an admin links it', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    expect(await searchAs(people.unmatched.cookie)).toEqual(EVERYONE);
    // Linked by the UserID the admin knows from DingTalk's console.
    const linked = await app.graphql(LINK, { cookie, variables: { input: { memberId: people.unmatched.memberId, provider: 'DINGTALK', account: 'wu' } } });
    expect(linked.data).toEqual({ linkSourceAccount: { __typename: 'LinkSourceAccountPayload', sourceAccount: { provider: 'DINGTALK', externalId: 'un_wu', login: 'wu', name: '吴', member: { id: people.unmatched.memberId } } } });
    expect(await searchAs(people.unmatched.cookie)).toEqual(ALL);
    await unlink('un_wu');
    expect(await searchAs(people.unmatched.cookie)).toEqual(EVERYONE);
    // Sun's number changes at DingTalk: the next run matches the account by the new one, to no one
    // until the member's own number is that one too.
    ding.staff.find((s) => s.userid === 'sun')!.mobile = '13700000000';
    await syncAndWait(app, cookie, appId);
    expect(await searchAs(people.sharedTo.cookie)).toEqual(EVERYONE);
    const { db } = app.deps.database;
    await db.update(users).set({ phone: '13700000000' }).where(eq(users.id, people.sharedTo.userId));
    expect(await searchAs(people.sharedTo.cookie)).toEqual(['全员手册', '公开介绍', '合同草稿'].sort());
    await db.update(users).set({ phone: PHONES.sharedTo }).where(eq(users.id, people.sharedTo.userId));
    const accounts = await app.graphql<{ viewer: { currentWorkspace: { sourceAccounts: { edges: { node: { externalId: string; login: string; email: string | null; phone: string | null } }[] } } } }>(
      '{ viewer { currentWorkspace { sourceAccounts(first: 20, provider: DINGTALK) { edges { node { externalId login email phone } } } } } }',
      { cookie },
    );
    // Each met once: the knowledge base's people, the department's, the document's.
    expect(accounts.data!.viewer.currentWorkspace.sourceAccounts.edges.map((e) => e.node)).toEqual([
      { externalId: 'un_lin', login: 'lin', email: people.direct.email.toLowerCase(), phone: null },
      { externalId: 'un_sun', login: 'sun', email: null, phone: '+86 13700000000' },
      { externalId: 'un_wu', login: 'wu', email: null, phone: null },
      { externalId: 'un_zhao', login: 'zhao', email: null, phone: `+86 ${PHONES.viaDepartment}` },
    ]);
  });

  it('follows a change of readers alone at the next run, and someone who leaves a department loses what it gave', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    ding.requests.length = 0;
    // Sun loses the contract, the handbook is no longer the organisation's: two documents change readers only.
    const [, contract, handbook] = ding.bases[0]!.nodes;
    contract!.permissions = [];
    handbook!.permissions = [];
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { added: 0, updated: 2, unchanged: 2, deleted: 0 } });
    expect(await searchAs(people.sharedTo.cookie)).toEqual(['公开介绍']);
    expect(await searchAs(people.outsider.cookie)).toEqual(['公开介绍']);
    expect(await searchAs(people.direct.cookie)).toEqual(ALL);
    // An unchanged document's text is not read again.
    expect(ding.requests.filter((r) => r.startsWith('/v1.0/doc/suites/documents/n_plan/'))).toEqual([]);
    // Zhao moves out of the sales department: no document changes, and the department grants him nothing.
    ding.staff.find((s) => s.userid === 'zhao')!.dept = 1;
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { updated: 0, unchanged: 4 } });
    expect(await searchAs(people.viaDepartment.cookie)).toEqual(['公开介绍']);
  });

  it('stops, keeping the documents and their readers, when DingTalk refuses to tell who reads a document', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    ding.bases[0]!.nodes[1]!.permissions = [];
    ding.deniedPermissions.add('n_contract');
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'FAILED', docCount: 4, latestRun: { deleted: 0 } });
    expect(state.syncErrorMessage).toMatch(/^无法读取数据源中的访问权限/);
    expect(await searchAs(people.sharedTo.cookie)).toEqual(['全员手册', '公开介绍', '合同草稿'].sort());
    ding.deniedPermissions.clear();
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { updated: 1 } });
    expect(await searchAs(people.sharedTo.cookie)).toEqual(EVERYONE);
  });

  it('follows the app’s own permission for all members, marking what DingTalk restricts without reading its directory, and syncs only the knowledge bases named', async () => {
    const appId = await install({ dataPermission: 'ALL_MEMBERS', protectedPermission: 'ALL_MEMBERS', settings: { operator: 'boss', workspaces: ['kb_board'] } });
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 3 });
    expect(await searchAs(people.outsider.cookie)).toEqual(['全员手册', '合同草稿', '季度计划'].sort());
    const restricted = await app.graphql<{ documents: { edges: { node: { title: string; restricted: boolean } }[] } }>('{ documents(first: 20) { edges { node { title restricted } } } }', { cookie });
    expect(Object.fromEntries(restricted.data!.documents.edges.map((e) => [e.node.title, e.node.restricted]))).toEqual({ 全员手册: false, 合同草稿: true, 季度计划: true });
    expect(ding.requests.filter((r) => r.startsWith('/topapi/user/') || r.startsWith('/topapi/v2/department/'))).toEqual([]);
    expect(ding.requests.filter((r) => r.includes('root_open'))).toEqual([]);
  });

  it('reads every department of the organisation as a group at each run when asked, whatever the app’s data permission', async () => {
    const appId = await install({ dataPermission: 'ALL_MEMBERS', protectedPermission: 'ALL_MEMBERS', settings: { operator: 'boss', workspaces: ['kb_open'], organisation: true } });
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 1 });
    const groups = await app.graphql<{ viewer: { currentWorkspace: { sourceGroups: unknown[] } } }>('{ viewer { currentWorkspace { sourceGroups(search: "dingtalk:") { principal name memberCount } } } }', { cookie });
    expect(groups.data!.viewer.currentWorkspace.sourceGroups).toEqual([
      { principal: 'dingtalk:dept:101', name: '华北', memberCount: 1 },
      { principal: 'dingtalk:dept:100', name: '销售部', memberCount: 1 },
    ]);
  });

  it('tells an admin plainly about an operator DingTalk does not know, refused credentials and bad settings', async () => {
    const unknown = await install({ settings: { operator: 'nobody', workspaces: [] } });
    const state = await syncAndWait(app, cookie, unknown);
    expect(state).toMatchObject({ syncStatus: 'FAILED' });
    expect(state.syncErrorMessage).toBe('钉钉中找不到应用设置里的操作人，请填写一位在职员工的 UserID');
    const refused = await install({ credentials: { appId: ding.app.key, appSecret: 'wrong' } });
    expect((await syncAndWait(app, cookie, refused)).syncErrorMessage).toBe('授权已失效，请重新授权');
    for (const settings of [{ workspaces: [] }, { operator: 'a b', workspaces: [] }, { operator: 'boss', workspaces: ['../x'] }]) {
      const result = await app.graphql<{ installApp: { __typename: string; problems?: { field: string; message: string }[] } }>(
        `mutation ($input: AppInput!) { installApp(connectorKey: "dingtalk", scope: WORKSPACE, input: $input) { __typename ... on ValidationError { problems { field message } } } }`,
        { cookie, variables: { input: { title: '钉钉', authType: 'TOKEN', dataPermission: 'ALL_MEMBERS', protectedPermission: 'ALL_MEMBERS', autoSync: false, settings, credentials: { appId: 'k', appSecret: 's' } } } },
      );
      expect(result.data?.installApp.__typename).toBe('ValidationError');
    }
  });
});
