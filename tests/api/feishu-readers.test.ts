import { encodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installApp, syncAndWait } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeFeishu, type FakeFeishu, type FakeNode } from '../support/fake-feishu.ts';
import { addMember, createUser, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { forgetUnusedReaderSets } from '../../bff/src/apps/reader-set-sweep.ts';
import { forgetReaderSetWords } from '../../bff/src/search/vocabulary.ts';
import { rowsOf } from '../../bff/src/db/client.ts';
import { workspaceMembers } from '../../bff/src/workspaces/tables.ts';

/**
 * A Feishu app "as in the source": each wiki document read by its space's members (people,
 * departments, group chats) and its own collaborators, or by everyone when its space is public or
 * its link opens it to the organisation, following a change of readers alone at the next sync.
 */
describe('Feishu documents read as in the source', () => {
  let app: TestApp;
  let feishu: FakeFeishu;
  let cookie: string;
  let workspaceId: string;

  type Person = 'direct' | 'viaDepartment' | 'viaChat' | 'sharedTo' | 'unmatched' | 'outsider';
  const people = {} as Record<Person, { userId: string; cookie: string; memberId: string; email: string }>;

  beforeAll(async () => {
    feishu = await startFakeFeishu();
    app = await startTestApp({ FEISHU_API_URL: feishu.url });
    cookie = await app.signIn(await app.demoCreatorId());
    const { db } = app.deps.database;
    workspaceId = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!.id;
    for (const person of ['direct', 'viaDepartment', 'viaChat', 'sharedTo', 'unmatched', 'outsider'] as const) {
      const user = await addMember(db, workspaceId);
      people[person] = { userId: user.id, cookie: await app.signIn(user.id), memberId: Buffer.from(`Member:${JSON.stringify([workspaceId, user.id])}`).toString('base64'), email: user.email! };
    }
  });
  afterAll(async () => {
    await app?.stop();
    await feishu?.close();
  });

  const doc = (token: string, title: string, extra: Partial<FakeNode> = {}): FakeNode => ({ token, title, type: 'docx', edit: '1767300000', content: `${title}：feishuperm 说明。`, ...extra });
  /**
   * The board's private space: lin (by open_id), the sales department (zhao, in the north office
   * below it), the team's group chat (qian) and wu (no address) are its members; sun is one
   * document's collaborator, beside its owner lin; the handbook's link opens it to the organisation. A public space beside it.
   */
  beforeEach(() => {
    feishu.requests.length = 0;
    feishu.deniedMembers.clear();
    feishu.contacts = {
      departments: [
        { id: 'od_sales', name: '销售部', parent: '0' },
        { id: 'od_north', name: '华北', parent: 'od_sales' },
      ],
      people: [
        // Feishu may tell an address in any case.
        { openId: 'ou_lin', name: '林', department: '0', enterpriseEmail: people.direct.email.toUpperCase() },
        { openId: 'ou_zhao', name: '赵', department: 'od_north', enterpriseEmail: people.viaDepartment.email },
        { openId: 'ou_qian', name: '钱', department: '0', email: people.viaChat.email },
        { openId: 'ou_sun', name: '孙', department: '0', enterpriseEmail: people.sharedTo.email },
        { openId: 'ou_wu', name: '吴', department: '0' },
      ],
    };
    feishu.chats = new Map([['oc_team', ['ou_qian']]]);
    feishu.userGroups = new Map();
    feishu.names = new Map([
      ['oc_team', '董事会群'],
      ['g_ops', '运维组'],
    ]);
    feishu.spaces = [
      {
        id: 'sp_board',
        name: '董事会',
        visibility: 'private',
        members: [
          { type: 'openid', id: 'ou_lin', role: 'admin' },
          { type: 'opendepartmentid', id: 'od_sales' },
          { type: 'openchat', id: 'oc_team' },
          { type: 'openid', id: 'ou_wu' },
        ],
        nodes: [doc('n1', '季度计划'), doc('n2', '合同草稿', { collaborators: [{ type: 'openid', id: 'ou_lin' }, { type: 'openid', id: 'ou_sun' }], content: '合同草稿：feishuperm 说明，indemnification。' }), doc('n3', '全员手册', { link: 'tenant_readable' })],
      },
      { id: 'sp_open', name: '公开空间', visibility: 'public', nodes: [doc('n4', '公开介绍')] },
    ];
  });

  const installed: string[] = [];
  const install = async (as = cookie) => {
    const appId = await installApp(app, as, 'feishu', {
      title: '飞书知识库',
      authType: 'TOKEN',
      dataPermission: 'AS_IN_SOURCE',
      protectedPermission: 'MATCH_APP',
      autoSync: false,
      credentials: { appId: feishu.app.id, appSecret: feishu.app.secret },
    });
    installed.push(`${as}\n${appId}`);
    return appId;
  };
  // Each case's app goes with it: the next one's search would find both.
  afterEach(async () => {
    for (const entry of installed.splice(0)) {
      const [as, id] = entry.split('\n');
      await app.graphql('mutation ($id: ID!) { deleteApp(appId: $id) { __typename } }', { cookie: as, variables: { id } });
    }
  });

  /** What a search finds for someone, with the count and facets that must agree with it. */
  const searchAs = async (as: string) => {
    const result = await app.graphql<{ search: { totalCount: number; facets: { apps: { count: number }[] }; edges: { node: { document: { title: string } } }[] } }>(
      'query { search(query: "feishuperm", first: 20) { totalCount facets { apps { count } } edges { node { document { title } } } } }',
      { cookie: as },
    );
    expect(result.errors).toBeUndefined();
    const { totalCount, facets, edges } = result.data!.search;
    expect(facets.apps.reduce((sum, facet) => sum + facet.count, 0)).toBe(totalCount);
    expect(edges).toHaveLength(totalCount);
    return edges.map((edge) => edge.node.document.title).sort();
  };
  const EVERYONE = ['全员手册', '公开介绍'].sort();
  const ALL = ['全员手册', '公开介绍', '合同草稿', '季度计划'].sort();

  const LINK = `mutation ($input: LinkSourceAccountInput!) { linkSourceAccount(input: $input) {
    __typename ... on LinkSourceAccountPayload { sourceAccount { provider externalId name member { id } } }
  } }`;
  const link = (as: string, memberId: string, account: string) =>
    app.graphql<{ linkSourceAccount: { __typename: string; sourceAccount?: unknown } }>(LINK, { cookie: as, variables: { input: { memberId, provider: 'FEISHU', account } } });
  const documentIds = async (as: string) =>
    Object.fromEntries(
      (await app.graphql<{ documents: { edges: { node: { id: string; title: string; updatedAt: string } }[] } }>('{ documents(first: 20) { edges { node { id title updatedAt } } } }', { cookie: as }))
        .data!.documents.edges.map((edge) => [edge.node.title, edge.node]),
    );

  it('lets a private space’s members read it, directly, through a department above theirs and through a group chat, and a collaborator one document', async () => {
    const appId = await install();
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 4, latestRun: { added: 4, failed: 0 } });
    expect(await searchAs(people.direct.cookie)).toEqual(ALL);
    expect(await searchAs(people.viaDepartment.cookie)).toEqual(ALL);
    expect(await searchAs(people.viaChat.cookie)).toEqual(ALL);
    expect(await searchAs(people.sharedTo.cookie)).toEqual(['全员手册', '公开介绍', '合同草稿'].sort());
    expect(await searchAs(people.outsider.cookie)).toEqual(EVERYONE);
    // The admin who installed the app reads what Feishu lets them read.
    expect(await searchAs(cookie)).toEqual(EVERYONE);
    // Its words too: only the contract's readers are offered them, misspelled or typed in pinyin.
    const corrected = async (as: string, q: string) =>
      (await app.graphql<{ search: { correctedQuery: string | null } }>('query ($q: String!) { search(query: $q) { correctedQuery } }', { cookie: as, variables: { q } })).data!.search
        .correctedQuery;
    expect(await corrected(people.sharedTo.cookie, 'indemnificaton')).toBe('indemnification');
    expect(await corrected(people.sharedTo.cookie, 'caogao')).toBe('草稿');
    for (const as of [people.outsider.cookie, cookie]) {
      expect(await corrected(as, 'indemnificaton')).toBeNull();
      expect(await corrected(as, 'caogao')).toBeNull();
    }

    // Two documents need the space's members: the space, its chat and each person are read once,
    // lin too, though the contract names him again.
    const asked = (prefix: string) => feishu.requests.filter((r) => r.startsWith(prefix)).length;
    expect(feishu.requests.filter((r) => r === '/open-apis/wiki/v2/spaces/sp_board/members?page_size=50')).toHaveLength(1);
    expect(asked('/open-apis/im/v1/chats/oc_team/members')).toBe(1);
    // Each group's own record, for its name, once a run.
    expect(asked('/open-apis/im/v1/chats/oc_team?')).toBe(0);
    expect(feishu.requests.filter((r) => r === '/open-apis/im/v1/chats/oc_team')).toHaveLength(1);
    expect(asked('/open-apis/contact/v3/departments/od_sales?')).toBe(1);
    expect(asked('/open-apis/contact/v3/users/ou_qian?')).toBe(1);
    expect(asked('/open-apis/contact/v3/users/ou_lin?')).toBe(1);
    // The public space's documents need no one's permissions.
    expect(asked('/open-apis/drive/v2/permissions/obj-n4/')).toBe(0);

    // Who reads the contract, for admins who read it: the space's members as groups and people, and its collaborator.
    const creatorMemberId = Buffer.from(`Member:${JSON.stringify([workspaceId, await app.demoCreatorId()])}`).toString('base64');
    await link(cookie, creatorMemberId, 'ou_wu');
    const READERS = `query ($id: ID!) { node(id: $id) { ... on Document { sourceReaders { principal name group accounts { externalId email reader { id } } } } } }`;
    const contract = (await documentIds(people.direct.cookie))['合同草稿']!.id;
    const readers = (await app.graphql<{ node: { sourceReaders: { principal: string; name: string | null; group: boolean; accounts: { externalId: string; email: string | null; reader: { id: string } | null }[] }[] } }>(READERS, { cookie, variables: { id: contract } }))
      .data!.node.sourceReaders;
    expect(readers.map((r) => [r.principal, r.name, r.group, r.accounts.map((a) => [a.externalId, a.reader?.id ?? null])])).toEqual([
      ['feishu:chat:oc_team', '董事会群', true, [['ou_qian', people.viaChat.memberId]]],
      ['feishu:department:od_sales', '销售部', true, [['ou_zhao', people.viaDepartment.memberId]]],
      ['feishu:user:ou_lin', '林', false, [['ou_lin', people.direct.memberId]]],
      ['feishu:user:ou_sun', '孙', false, [['ou_sun', people.sharedTo.memberId]]],
      ['feishu:user:ou_wu', '吴', false, [['ou_wu', creatorMemberId]]],
    ]);
    // The address Feishu tells, lower-cased.
    expect(readers.find((r) => r.principal === 'feishu:user:ou_lin')!.accounts[0]!.email).toBe(people.direct.email.toLowerCase());
    await app.graphql('mutation ($input: UnlinkSourceAccountInput!) { unlinkSourceAccount(input: $input) { __typename } }', { cookie, variables: { input: { provider: 'FEISHU', externalId: 'ou_wu' } } });
  });

  it('makes a document everyone’s while its link opens it to the organisation or to anyone, and its members’ alone once closed', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    const plan = feishu.spaces[0]!.nodes[0]!;
    plan.link = 'anyone_readable';
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { updated: 1, unchanged: 3 } });
    expect(await searchAs(people.outsider.cookie)).toEqual(['全员手册', '公开介绍', '季度计划'].sort());
    plan.link = 'partner_tenant_readable';
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { updated: 0, unchanged: 4 } });
    plan.link = 'closed';
    feishu.spaces[0]!.nodes[2]!.link = 'closed';
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { updated: 2, unchanged: 2 } });
    expect(await searchAs(people.outsider.cookie)).toEqual(['公开介绍']);
    expect(await searchAs(people.direct.cookie)).toEqual(ALL);
  });

  it('matches an account by its e-mail address, and one without an address only once an admin links it', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    expect(await searchAs(people.unmatched.cookie)).toEqual(EVERYONE);
    // Only admins link.
    expect((await link(people.unmatched.cookie, people.unmatched.memberId, 'ou_wu')).errors?.[0]?.message).toBeDefined();
    expect((await link(cookie, people.unmatched.memberId, 'ou_wu')).data!.linkSourceAccount).toEqual({
      __typename: 'LinkSourceAccountPayload',
      sourceAccount: { provider: 'FEISHU', externalId: 'ou_wu', name: '吴', member: { id: people.unmatched.memberId } },
    });
    expect(await searchAs(people.unmatched.cookie)).toEqual(ALL);
    // The accounts the sync met, with what Feishu's contacts told of them.
    const accounts = await app.graphql<{ viewer: { currentWorkspace: { sourceAccounts: { edges: { node: { externalId: string; name: string; email: string | null } }[] } } } }>(
      '{ viewer { currentWorkspace { sourceAccounts(first: 20, provider: FEISHU) { edges { node { externalId name email } } } } } }',
      { cookie },
    );
    expect(accounts.data!.viewer.currentWorkspace.sourceAccounts.edges.map((e) => e.node)).toEqual([
      { externalId: 'ou_lin', name: '林', email: people.direct.email.toLowerCase() },
      { externalId: 'ou_qian', name: '钱', email: people.viaChat.email },
      { externalId: 'ou_sun', name: '孙', email: people.sharedTo.email },
      { externalId: 'ou_wu', name: '吴', email: null },
      { externalId: 'ou_zhao', name: '赵', email: people.viaDepartment.email },
    ]);
    await app.graphql('mutation ($input: UnlinkSourceAccountInput!) { unlinkSourceAccount(input: $input) { __typename } }', {
      cookie,
      variables: { input: { provider: 'FEISHU', externalId: 'ou_wu' } },
    });
    expect(await searchAs(people.unmatched.cookie)).toEqual(EVERYONE);
  });

  it('takes the documents away from someone removed from the space at the next run, indexing nothing again', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    expect(await searchAs(people.direct.cookie)).toEqual(ALL);
    const before = await documentIds(people.viaChat.cookie);
    // lin leaves the space: no document was edited, and the plan changes readers only; the
    // contract, which names him as its owner, keeps him.
    feishu.spaces[0]!.members = feishu.spaces[0]!.members!.filter((m) => m.id !== 'ou_lin');
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { added: 0, updated: 1, unchanged: 3, deleted: 0 } });
    expect(await searchAs(people.direct.cookie)).toEqual(['全员手册', '公开介绍', '合同草稿'].sort());
    // Their content is as it was: not indexed again (a document's update time is its content's).
    expect(await documentIds(people.viaChat.cookie)).toEqual(before);
    // zhao moves out of the sales department: nothing of the space changed, and the department no longer grants him anything.
    feishu.contacts.people.find((p) => p.openId === 'ou_zhao')!.department = '0';
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { updated: 0, unchanged: 4 } });
    expect(await searchAs(people.viaDepartment.cookie)).toEqual(EVERYONE);
    expect(await searchAs(people.viaChat.cookie)).toEqual(ALL);
  });

  it('stops, keeping the documents’ readers, when Feishu refuses to tell a space’s members or a document’s collaborators', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    const members = feishu.spaces[0]!.members!;
    feishu.requests.length = 0;
    const failed = async (detail: string) => {
      const state = await syncAndWait(app, cookie, appId);
      expect(state).toMatchObject({ syncStatus: 'FAILED', docCount: 4, latestRun: { deleted: 0 } });
      expect(state.syncErrorMessage).toMatch(/^无法读取数据源中的访问权限/);
      const run = await app.graphql<{ node: { latestRun: { errorDetail: string } } }>('query ($id: ID!) { node(id: $id) { ... on App { latestRun { errorDetail } } } }', { cookie, variables: { id: appId } });
      expect(run.data!.node.latestRun.errorDetail).toContain(detail);
    };
    // The app may not list the space's members (no scope), and lin left the space meanwhile.
    feishu.deniedMembers.add('sp_board');
    feishu.spaces[0]!.members = members.filter((m) => m.id !== 'ou_lin');
    await failed('Feishu 99991672');
    expect(await searchAs(people.direct.cookie)).toEqual(ALL);
    // The app may not see the contract's collaborators, and sun was removed from them meanwhile.
    feishu.deniedMembers.clear();
    feishu.deniedMembers.add('obj-n2');
    feishu.spaces[0]!.members = members;
    feishu.spaces[0]!.nodes[1]!.collaborators = [];
    await failed('董事会, document obj-n2: Feishu 1063002');
    expect(await searchAs(people.sharedTo.cookie)).toEqual(['全员手册', '公开介绍', '合同草稿'].sort());
    // Neither run took anything in.
    expect(feishu.requests.filter((r) => r.includes('raw_content'))).toEqual([]);
    feishu.deniedMembers.clear();
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { updated: 1, unchanged: 3 } });
    expect(await searchAs(people.sharedTo.cookie)).toEqual(EVERYONE);
    expect(await searchAs(people.direct.cookie)).toEqual(ALL);
  });

  it('reads a collaborator named by user_id, a user group and another space’s members, and stops at a member it cannot name', async () => {
    feishu.spaces.push({ id: 'sp_sales', name: '销售空间', visibility: 'private', members: [{ type: 'openid', id: 'ou_sun' }], nodes: [] });
    feishu.userGroups = new Map([['g_ops', { people: ['ou_qian'], departments: ['od_north'] }]]);
    const plan = feishu.spaces[0]!.nodes[0]!;
    feishu.spaces[0]!.members = [];
    feishu.spaces[0]!.nodes[1]!.collaborators = [];
    plan.collaborators = [{ type: 'userid', id: 'uid_ou_lin' }, { type: 'groupid', id: 'g_ops' }, { type: 'wikispaceid', id: 'sp_sales' }];
    const appId = await install();
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 4 });
    const sees = ['全员手册', '公开介绍', '季度计划'].sort();
    for (const person of ['direct', 'viaChat', 'viaDepartment', 'sharedTo'] as const) expect(await searchAs(people[person].cookie)).toEqual(sees);
    // The user group is named as the document's collaborators list tells it.
    const creatorMemberId = Buffer.from(`Member:${JSON.stringify([workspaceId, await app.demoCreatorId()])}`).toString('base64');
    await link(cookie, creatorMemberId, 'ou_sun');
    const planId = (await documentIds(cookie))['季度计划']!.id;
    const named = await app.graphql<{ node: { sourceReaders: { principal: string; name: string | null }[] } }>(
      `query ($id: ID!) { node(id: $id) { ... on Document { sourceReaders { principal name } } } }`,
      { cookie, variables: { id: planId } },
    );
    expect(named.data!.node.sourceReaders).toContainEqual({ principal: 'feishu:group:g_ops', name: '运维组' });
    expect(feishu.requests.filter((r) => r.startsWith('/open-apis/contact/v3/group/g_ops?') || r === '/open-apis/contact/v3/group/g_ops')).toEqual([]);
    await app.graphql('mutation ($input: UnlinkSourceAccountInput!) { unlinkSourceAccount(input: $input) { __typename } }', { cookie, variables: { input: { provider: 'FEISHU', externalId: 'ou_sun' } } });
    plan.collaborators.push({ type: 'email', id: 'someone@example.com' });
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'FAILED', docCount: 4 });
    expect(state.syncErrorMessage).toMatch(/^无法读取数据源中的访问权限/);
  });

  it('sweeps away, a day after a sync last took them, the reader sets no document holds, and a next sync makes again what it needs', async () => {
    const { db } = app.deps.database;
    const setsOf = async () => {
      const rows = rowsOf<{ id: string; held: boolean }>(
        await db.execute(sql`select s.id, exists (select 1 from documents d where d.workspace_id = s.workspace_id and d.reader_set_id = s.id) as held
          from reader_sets s where s.workspace_id = ${workspaceId}`),
      );
      return { held: rows.filter((row) => row.held).map((row) => row.id).sort(), unheld: rows.filter((row) => !row.held).map((row) => row.id) };
    };
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    // Sun leaves the contract: its documents move to another set, and the old one is held by none.
    const contract = feishu.spaces[0]!.nodes[1]!;
    contract.collaborators = [{ type: 'openid', id: 'ou_lin' }];
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { updated: 1 } });
    const before = await setsOf();
    expect(before.unheld.length).toBeGreaterThan(0);

    // Where the search index lists words as held, per set.
    const scopes = async (setIds: string[]) =>
      rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from search_word_scopes where reader_set_id = any(${`{${setIds.join(',')}}`}::uuid[])`))[0]!.n;
    expect(await scopes(before.unheld)).toBeGreaterThan(0);
    const heldScopes = await scopes(before.held);

    // Within a day of the run that took them, a running sync may still hand them out: kept.
    const forget = (now: Date) => forgetUnusedReaderSets(db, now, (setIds) => forgetReaderSetWords(db, setIds));
    expect(await forget(new Date())).toBe(0);
    const DAY = 86_400_000;
    expect(await forget(new Date(Date.now() + 2 * DAY))).toBe(before.unheld.length);
    expect(await setsOf()).toEqual({ held: before.held, unheld: [] });
    // Their words' scopes went with them; the held sets' stay.
    expect(await scopes(before.unheld)).toBe(0);
    expect(await scopes(before.held)).toBe(heldScopes);
    expect(await searchAs(people.sharedTo.cookie)).toEqual(EVERYONE);
    expect(await searchAs(people.direct.cookie)).toEqual(ALL);

    contract.collaborators = [{ type: 'openid', id: 'ou_lin' }, { type: 'openid', id: 'ou_sun' }];
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { updated: 1 } });
    expect(await searchAs(people.sharedTo.cookie)).toEqual(['全员手册', '公开介绍', '合同草稿'].sort());
    const schedules = rowsOf<{ name: string; cron: string }>(await db.execute(sql`select name, cron from pgboss.schedule where name = 'reader-set-sweep'`));
    expect(schedules).toEqual([{ name: 'reader-set-sweep', cron: '37 3 * * *' }]);
  });

  it('shows another workspace none of it, though one of its people has an address of the source', async () => {
    const { db } = app.deps.database;
    const other = await createWorkspaceWithCreator(db, '飞书别家');
    const otherCookie = await app.signIn(other.creator.id);
    // A member of the other workspace alone, whom Feishu names as a collaborator of the plan.
    const stranger = await createUser(db, 'Stranger');
    await db.insert(workspaceMembers).values({ workspaceId: other.workspace.id, userId: stranger.id, wsUserType: 1, wsUsername: 'Stranger' });
    const strangerCookie = await app.signIn(stranger.id);
    feishu.contacts.people.push({ openId: 'ou_zhou', name: '周', department: '0', enterpriseEmail: stranger.email! });
    feishu.spaces[0]!.nodes[0]!.collaborators = [{ type: 'openid', id: 'ou_zhou' }];
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    const plan = (await documentIds(people.direct.cookie))['季度计划']!.id;
    for (const as of [otherCookie, strangerCookie]) {
      expect(await searchAs(as)).toEqual([]);
      expect((await app.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { cookie: as, variables: { id: plan } })).data!.node).toBeNull();
    }
    const accounts = await app.graphql<{ viewer: { currentWorkspace: { sourceAccounts: { edges: unknown[] } } } }>('{ viewer { currentWorkspace { sourceAccounts(first: 20) { edges { node { id } } } } } }', { cookie: otherCookie });
    expect(accounts.data!.viewer.currentWorkspace.sourceAccounts.edges).toEqual([]);
    // Its own Feishu app: its own readers, whom the first workspace's links and members do not reach.
    await syncAndWait(app, otherCookie, await install(otherCookie));
    expect(await searchAs(strangerCookie)).toEqual(['全员手册', '公开介绍', '季度计划'].sort());
    expect(await searchAs(otherCookie)).toEqual(EVERYONE);
    expect(await searchAs(people.direct.cookie)).toEqual(ALL);

    // A member of both, linked to wu in the first: the link is the first workspace's alone.
    await link(cookie, people.unmatched.memberId, 'ou_wu');
    await db.insert(workspaceMembers).values({ workspaceId: other.workspace.id, userId: people.unmatched.userId, wsUserType: 1, wsUsername: 'Both' });
    const SWITCH = 'mutation ($id: ID!) { switchWorkspace(workspaceId: $id) { __typename } }';
    const switchTo = (id: string) => app.graphql(SWITCH, { cookie: people.unmatched.cookie, variables: { id: encodeGlobalID('Workspace', id) } });
    await switchTo(other.workspace.id);
    expect(await searchAs(people.unmatched.cookie)).toEqual(EVERYONE);
    await switchTo(workspaceId);
    expect(await searchAs(people.unmatched.cookie)).toEqual(ALL);
    await app.graphql('mutation ($input: UnlinkSourceAccountInput!) { unlinkSourceAccount(input: $input) { __typename } }', { cookie, variables: { input: { provider: 'FEISHU', externalId: 'ou_wu' } } });
  });
});
