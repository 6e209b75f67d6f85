import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicDocumentToken } from '../../bff/src/apps/public-documents.ts';
import { documentsOf, installApp, syncAndWait } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { ask } from '../support/chat.ts';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { sourceIdentities } from '../../bff/src/apps/tables.ts';
import { workspaceMembers } from '../../bff/src/workspaces/tables.ts';

const rowOf = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;

/**
 * A GitHub app "as in the source": each document read by who reads its repository at GitHub,
 * through search, the document, chat and public links, following a change of readers alone.
 */
describe('GitHub documents read as in the source', () => {
  let app: TestApp;
  let github: FakeGitHub;
  let cookie: string;

  beforeAll(async () => {
    github = await startFakeGitHub();
    app = await startTestApp({ GITHUB_API_URL: github.url, GITHUB_WEB_URL: github.url, GITHUB_CLIENT_ID: github.client.id, GITHUB_CLIENT_SECRET: github.client.secret });
    cookie = await app.signIn(await app.demoCreatorId());
  });
  afterAll(async () => {
    await app?.stop();
    await github?.close();
  });
  beforeEach(() => {
    github.repos.clear();
    github.requests.length = 0;
    github.tokens.clear();
    github.tokens.add('ghp_valid');
  });

  const install = (extra: Record<string, unknown> = {}) =>
    installApp(app, cookie, 'github', {
      dataPermission: 'ALL_MEMBERS',
      protectedPermission: 'MATCH_APP',
      autoSync: false,
      title: 'Acme GitHub',
      authType: 'TOKEN',
      credentials: { token: 'ghp_valid' },
      settings: { repositories: ['acme/handbook'] },
      ...extra,
    });

  type Person = 'collaborator' | 'teamMember' | 'neither' | 'admin';
  const people = {} as Record<Person, { userId: string; cookie: string; memberId: string }>;
  let workspaceId: string;

  beforeAll(async () => {
    const { db } = app.deps.database;
    workspaceId = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!.id;
    for (const [person, type] of [['collaborator', 1], ['teamMember', 1], ['neither', 1], ['admin', 2]] as const) {
      const user = await addMember(db, workspaceId, type);
      people[person] = { userId: user.id, cookie: await app.signIn(user.id), memberId: Buffer.from(`Member:${JSON.stringify([workspaceId, user.id])}`).toString('base64') };
    }
  });

  /** acme/guide is public; acme/vault is private, read by carol (a collaborator) and the core team (dave). */
  const seedVault = () => {
    github.repos.set('acme/guide', { private: false, files: new Map([['README.md', '# Guide\n\nThe permword guide is for everyone.']]), issues: [] });
    github.repos.set('acme/vault', {
      private: true,
      files: new Map([['plan.md', '# Vault plan\n\nThe permword vault plan stays inside.']]),
      issues: [{ number: 1, title: 'Vault issue', body: 'A permword issue of the vault.', updated_at: '2026-11-01T00:00:00Z', user: 'carol', comments: ['permword comment'] }],
      collaborators: ['carol'],
      teams: ['core'],
    });
    github.teams.set('acme/core', { id: 77, name: 'Core', members: ['dave'] });
  };
  const installed: string[] = [];
  const installVault = async () => {
    const appId = await install({ title: 'Acme vault', dataPermission: 'AS_IN_SOURCE', settings: { repositories: ['acme/guide', 'acme/vault'] } });
    installed.push(appId);
    return appId;
  };
  // Each case's app goes with it: the next one's search would find both.
  afterEach(async () => {
    for (const id of installed.splice(0)) await app.graphql('mutation ($id: ID!) { deleteApp(appId: $id) { __typename } }', { cookie, variables: { id } });
  });

  const LINK = `mutation ($input: LinkSourceAccountInput!) { linkSourceAccount(input: $input) {
    __typename ... on LinkSourceAccountPayload { sourceAccount { provider externalId login member { id } } } ... on Error { message }
  } }`;
  const link = (as: string, memberId: string, account: string) =>
    app.graphql<{ linkSourceAccount: { __typename: string; message?: string; sourceAccount?: { externalId: string; login: string; member: { id: string } | null } } }>(LINK, {
      cookie: as,
      variables: { input: { memberId, provider: 'GITHUB', account } },
    });

  const SEARCH = `query ($q: String!) { search(query: $q, first: 20) { totalCount facets { apps { count } } edges { node { document { id title } } } } }`;
  /** What a search finds for someone: titles, and the count and facet that must agree with them. */
  const searchAs = async (cookie: string) => {
    const result = await app.graphql<{ search: { totalCount: number; facets: { apps: { count: number }[] }; edges: { node: { document: { id: string; title: string } } }[] } }>(SEARCH, {
      cookie,
      variables: { q: 'permword' },
    });
    expect(result.errors).toBeUndefined();
    const { totalCount, facets, edges } = result.data!.search;
    expect(facets.apps.reduce((sum, facet) => sum + facet.count, 0)).toBe(totalCount);
    expect(edges).toHaveLength(totalCount);
    return edges.map((edge) => edge.node.document.title).sort();
  };
  const EVERYONE = ['acme/guide/README.md'];
  const ALL = ['#1 Vault issue', 'acme/guide/README.md', 'acme/vault/plan.md'];

  const titleOf = async (cookie: string, id: string) =>
    (await app.graphql<{ node: { title: string } | null }>('query ($id: ID!) { node(id: $id) { ... on Document { title } } }', { cookie, variables: { id } })).data!.node?.title ?? null;

  it('lets each member read what the source lets their linked account read, through search, the document and chat', async () => {
    seedVault();
    // No sync has met carol yet: there is nothing to link.
    expect((await link(cookie, people.collaborator.memberId, 'carol')).data!.linkSourceAccount).toMatchObject({ __typename: 'ActionError', message: '同步中尚未见过该账号，请先同步一个可访问它的应用' });
    const appId = await installVault();
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 3, latestRun: { added: 3, failed: 0 } });
    expect(github.requests).toContain('/repos/acme/vault/collaborators?affiliation=all&per_page=100');

    // Only admins link, by login or by GitHub's ID.
    expect((await link(people.neither.cookie, people.neither.memberId, 'carol')).errors?.[0]?.message).toBeDefined();
    const linked = await link(cookie, people.collaborator.memberId, 'CAROL');
    expect(linked.data!.linkSourceAccount).toMatchObject({ __typename: 'LinkSourceAccountPayload', sourceAccount: { login: 'carol', externalId: String(github.idOf('carol')), member: { id: people.collaborator.memberId } } });
    expect((await link(cookie, people.teamMember.memberId, String(github.idOf('dave')))).data!.linkSourceAccount.__typename).toBe('LinkSourceAccountPayload');

    expect(await searchAs(people.collaborator.cookie)).toEqual(ALL);
    expect(await searchAs(people.teamMember.cookie)).toEqual(ALL);
    expect(await searchAs(people.neither.cookie)).toEqual(EVERYONE);
    // Admins manage the app, and read only what the source lets them read.
    expect(await searchAs(people.admin.cookie)).toEqual(EVERYONE);
    expect(await searchAs(cookie)).toEqual(EVERYONE);
    expect((await documentsOf(app, cookie, appId)).map((d) => d.title)).toEqual(EVERYONE);

    const listed = await app.graphql<{ documents: { totalCount: number; edges: { node: { id: string; title: string } }[] } }>('{ documents(first: 20) { totalCount edges { node { id title } } } }', {
      cookie: people.collaborator.cookie,
    });
    const plan = listed.data!.documents.edges.find((edge) => edge.node.title === 'acme/vault/plan.md')!.node.id;
    expect(await titleOf(people.collaborator.cookie, plan)).toBe('acme/vault/plan.md');
    expect(await titleOf(people.teamMember.cookie, plan)).toBe('acme/vault/plan.md');
    expect(await titleOf(people.neither.cookie, plan)).toBeNull();
    expect(await titleOf(people.admin.cookie, plan)).toBeNull();

    // An answer cites only what the asker may read.
    expect(await citedTitles(people.neither.cookie)).toEqual(EVERYONE);
    expect(await citedTitles(people.collaborator.cookie)).toEqual(ALL);

    // Public on the internet: the public repository's documents only.
    const updated = await app.graphql<{ updateApp: { __typename: string } }>('mutation ($id: ID!) { updateApp(appId: $id, input: { protectedPermission: PUBLIC }) { __typename } }', {
      cookie,
      variables: { id: appId },
    });
    expect(updated.data!.updateApp.__typename).toBe('AppPayload');
    const token = (title: string) => publicDocumentToken(workspaceId, rowOf(listed.data!.documents.edges.find((edge) => edge.node.title === title)!.node.id));
    const publicRead = async (title: string) =>
      (await app.graphql<{ publicDocument: { title: string } | null }>('query ($t: String!) { publicDocument(token: $t) { title } }', { variables: { t: token(title) } })).data!.publicDocument;
    expect(await publicRead('acme/guide/README.md')).toEqual({ title: 'acme/guide/README.md' });
    expect(await publicRead('acme/vault/plan.md')).toBeNull();
    const urls = await app.graphql<{ nodes: ({ publicUrl: string | null } | null)[] }>('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Document { publicUrl } } }', {
      cookie: people.collaborator.cookie,
      variables: { ids: [plan] },
    });
    expect(urls.data!.nodes).toEqual([{ publicUrl: null }]);
  });

  it('lets a member link their own GitHub account by signing in there, for this workspace only, and end the link', async () => {
    seedVault();
    await syncAndWait(app, cookie, await installVault());
    const { db } = app.deps.database;
    const mine = `{ viewer { currentWorkspace { linkableSources { provider app { id } } ownSourceAccounts { provider login member { id } } } } }`;
    type Mine = { viewer: { currentWorkspace: { linkableSources: unknown[]; ownSourceAccounts: { provider: string; login: string; member: { id: string } }[] } } };
    expect((await app.graphql<Mine>(mine, { cookie: people.neither.cookie })).data!.viewer.currentWorkspace).toEqual({
      linkableSources: [{ provider: 'GITHUB', app: null }],
      ownSourceAccounts: [],
    });
    expect(await searchAs(people.neither.cookie)).toEqual(EVERYONE);

    const START = `mutation { startSourceAccountLink(input: { provider: GITHUB }) { __typename ... on StartSourceAccountLinkPayload { url } ... on Error { message } } }`;
    const start = async (as: string) => {
      const started = await app.graphql<{ startSourceAccountLink: { url: string } }>(START, { cookie: as });
      expect(started.errors).toBeUndefined();
      const authorize = new URL(started.data!.startSourceAccountLink.url);
      // Below the GitHub apps' own callback, which the OAuth app already allows; no scope: the public profile alone.
      expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/oauth\/data-source\/callback\/github\/account$/);
      expect(authorize.searchParams.get('scope')).toBeNull();
      const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
      return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
    };
    const callback = (body: Record<string, string>, as: string) => app.rest('POST', '/oauth/data-source/callback/github/account', { cookie: as, body });

    // Carol is signed in at GitHub: whoever completes the grant, it is hers, for the session that started it.
    github.signedIn = 'carol';
    github.users.set('carol', { name: 'Carol', email: null });
    const grant = await start(people.neither.cookie);
    expect((await callback(grant, people.collaborator.cookie)).body).toMatchObject({ code: 400, message: '授权回调失败' });
    const done = await callback(grant, people.neither.cookie);
    expect(done.body).toMatchObject({ code: 200, data: { provider: 'github', external_id: String(github.idOf('carol')), login: 'carol' } });
    // A state works once.
    expect((await callback(grant, people.neither.cookie)).body.message).toBe('授权回调失败');
    expect(await searchAs(people.neither.cookie)).toEqual(ALL);
    expect((await app.graphql<Mine>(mine, { cookie: people.neither.cookie })).data!.viewer.currentWorkspace.ownSourceAccounts).toEqual([
      { provider: 'GITHUB', login: 'carol', member: { id: people.neither.memberId } },
    ]);

    // Another workspace of the same person links nothing: the link is this workspace's.
    const other = await createWorkspaceWithCreator(db, 'GitHub 别家');
    const otherCookie = await app.signIn(other.creator.id);
    await db.insert(workspaceMembers).values({ workspaceId: other.workspace.id, userId: people.neither.userId, wsUserType: 1, wsUsername: 'Neither' });
    expect(await db.$count(sourceIdentities, and(eq(sourceIdentities.workspaceId, other.workspace.id)))).toBe(0);
    // Nor may the other workspace's admin see it, nor a member end someone else's link.
    const accountId = (await app.graphql<{ viewer: { currentWorkspace: { ownSourceAccounts: { id: string }[] } } }>('{ viewer { currentWorkspace { ownSourceAccounts { id } } } }', { cookie: people.neither.cookie })).data!.viewer.currentWorkspace.ownSourceAccounts[0]!.id;
    expect((await app.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { cookie: otherCookie, variables: { id: accountId } })).data!.node).toBeNull();
    expect((await app.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { cookie: people.collaborator.cookie, variables: { id: accountId } })).data!.node).toBeNull();
    const UNLINK = `mutation ($input: UnlinkSourceAccountInput!) { unlinkOwnSourceAccount(input: $input) { __typename ... on UnlinkOwnSourceAccountPayload { unlinkedId } ... on Error { message } } }`;
    const unlinkAs = (as: string) => app.graphql<{ unlinkOwnSourceAccount: { __typename: string; message?: string; unlinkedId?: string } }>(UNLINK, { cookie: as, variables: { input: { provider: 'GITHUB', externalId: String(github.idOf('carol')) } } });
    expect((await unlinkAs(people.collaborator.cookie)).data!.unlinkOwnSourceAccount).toEqual({ __typename: 'ActionError', message: '同步中尚未见过该账号，请先同步一个可访问它的应用' });
    expect(await searchAs(people.neither.cookie)).toEqual(ALL);
    expect((await unlinkAs(people.neither.cookie)).data!.unlinkOwnSourceAccount).toEqual({ __typename: 'UnlinkOwnSourceAccountPayload', unlinkedId: accountId });
    expect(await searchAs(people.neither.cookie)).toEqual(EVERYONE);
    github.signedIn = null;
  });

  it('follows a change of readers alone at the next sync, without indexing the content again', async () => {
    seedVault();
    const appId = await installVault();
    await syncAndWait(app, cookie, appId);
    await link(cookie, people.collaborator.memberId, 'carol');
    await link(cookie, people.teamMember.memberId, 'dave');
    expect(await searchAs(people.collaborator.cookie)).toEqual(ALL);
    const updatedTimes = async () =>
      (await app.graphql<{ documents: { edges: { node: { title: string; updatedAt: string } }[] } }>('{ documents(first: 20) { edges { node { title updatedAt } } } }', { cookie: people.teamMember.cookie }))
        .data!.documents.edges.map((edge) => `${edge.node.title} ${edge.node.updatedAt}`)
        .sort();
    const before = await updatedTimes();
    // carol is no longer a collaborator: the private repository's two items change readers only.
    github.repos.get('acme/vault')!.collaborators = [];
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { added: 0, updated: 2, unchanged: 1, deleted: 0 } });
    // Their content is as it was: not indexed again (a document's update time is its content's).
    expect(await updatedTimes()).toEqual(before);
    expect(await searchAs(people.collaborator.cookie)).toEqual(EVERYONE);
    expect(await searchAs(people.teamMember.cookie)).toEqual(ALL);
    // dave leaves the team: nothing of the repository changed, and the team no longer grants him anything.
    github.teams.get('acme/core')!.members = [];
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { updated: 0, unchanged: 3 } });
    expect(await searchAs(people.teamMember.cookie)).toEqual(EVERYONE);
  });

  it('stops, keeping the documents’ readers, when the token may not list who has access', async () => {
    seedVault();
    const appId = await installVault();
    await syncAndWait(app, cookie, appId);
    await link(cookie, people.teamMember.memberId, 'dave');
    github.repos.get('acme/vault')!.collaboratorsForbidden = true;
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'FAILED', docCount: 3, latestRun: { deleted: 0 } });
    expect(state.syncErrorMessage).toMatch(/^无法读取数据源中的访问权限/);
    expect(await searchAs(people.teamMember.cookie)).toEqual(ALL);
  });

  it('offers the permission only where the connector tells who reads each item', async () => {
    const connectors = await app.graphql<{ appStore: { key: string; sourcePermissions: boolean }[] }>('{ appStore { key sourcePermissions } }', { cookie });
    const supported = Object.fromEntries(connectors.data!.appStore.map((c) => [c.key, c.sourcePermissions]));
    expect(supported).toMatchObject({ github: true, notion: false, files: false });
    const refused = await app.graphql<{ installApp: { __typename: string; problems: { field: string; message: string }[] } }>(
      'mutation ($input: AppInput!) { installApp(connectorKey: "notion", scope: WORKSPACE, input: $input) { __typename ... on ValidationError { problems { field message } } } }',
      { cookie, variables: { input: { title: 'Notion', authType: 'TOKEN', dataPermission: 'AS_IN_SOURCE', protectedPermission: 'MATCH_APP', autoSync: false, credentials: { token: 'secret_x' } } } },
    );
    expect(refused.data!.installApp).toEqual({ __typename: 'ValidationError', problems: [{ field: 'dataPermission', message: '该数据源无法提供每个文档的读者，请选择全部成员或指定角色' }] });
  });

  /** The titles an extractive answer to the shared word cites, as the asker reads them. */
  const citedTitles = async (asker: string) => {
    const sent = await ask(app, asker, 'permword');
    for (let waited = 0; ; waited += 100) {
      const answer = await app.graphql<{ node: { status: string; citations: { title: string; document: { id: string } | null }[] } }>(
        'query ($id: ID!) { node(id: $id) { ... on ChatMessage { status citations { title document { id } } } } }',
        { cookie: asker, variables: { id: sent.answer!.id } },
      );
      const { status, citations } = answer.data!.node;
      if (status !== 'STREAMING') return [...new Set(citations.map((citation) => citation.title))].sort();
      if (waited > 20_000) throw new Error('the answer did not end');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
});
