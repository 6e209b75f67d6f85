import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentsOf, installApp, syncAndWait } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember } from '../support/fixtures.ts';
import { startFakeYuque, type FakeYuque } from '../support/fake-yuque.ts';

describe('the Yuque connector', () => {
  let app: TestApp;
  let yuque: FakeYuque;
  let cookie: string;

  beforeAll(async () => {
    yuque = await startFakeYuque();
    app = await startTestApp({ YUQUE_API_URL: yuque.url });
    cookie = await app.signIn(await app.demoCreatorId());
  });
  afterAll(async () => {
    await app?.stop();
    await yuque?.close();
  });
  beforeEach(() => {
    yuque.books.clear();
    yuque.tokens.clear();
    yuque.tokens.add('yuque-token');
    yuque.requests.length = 0;
    yuque.books.set('team/handbook', {
      public: 0,
      docs: [
        { slug: 'leave', title: '年假制度', updated_at: '2026-11-01T00:00:00.000Z', format: 'markdown', body: '# 年假\n\n员工年假十五天。' },
        { slug: 'expense', title: '报销制度', updated_at: '2026-11-02T00:00:00.000Z', format: 'lake', body: '<h2>范围</h2><p>差旅费可报销。</p>' },
        { slug: 'wifi', title: '无线网络', updated_at: '2026-11-03T00:00:00.000Z', format: 'markdown', body: '访客网络 Zhiwen-Guest。' },
      ],
    });
  });
  const install = (token = 'yuque-token') =>
    installApp(app, cookie, 'yuque', {
      title: '团队语雀',
      authType: 'TOKEN',
      dataPermission: 'ALL_MEMBERS',
      protectedPermission: 'MATCH_APP',
      autoSync: false,
      credentials: { token },
      settings: { books: ['team/handbook'] },
    });
  const restrictedByTitle = async (appId: string) => {
    const result = await app.graphql<{ node: { documents: { edges: { node: { title: string; restricted: boolean } }[] } } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { documents(first: 10) { edges { node { title restricted } } } } } }',
      { cookie, variables: { id: appId } },
    );
    return Object.fromEntries(result.data!.node.documents.edges.map((e) => [e.node.title, e.node.restricted]));
  };

  it('syncs every document of a book across pages, Markdown and lake alike', async () => {
    const appId = await install();
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 3 });
    const docs = Object.fromEntries((await documentsOf(app, cookie, appId)).map((d) => [d.title, d]));
    expect(docs['年假制度']!.text).toContain('员工年假十五天');
    expect(docs['报销制度']!.text).toBe('## 范围\n\n差旅费可报销。');
    expect(docs['无线网络']!.url).toBe('https://www.yuque.com/team/handbook/wifi');
    expect(yuque.requests.filter((r) => r.includes('/docs?')).length).toBe(3);
  });

  it('takes in what changed and removes what is gone', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    const book = yuque.books.get('team/handbook')!;
    book.docs[0] = { ...book.docs[0]!, body: '# 年假\n\n员工年假二十天。', updated_at: '2026-11-10T00:00:00.000Z' };
    book.docs.splice(2, 1);
    book.docs.push({ slug: 'vpn', title: 'VPN 说明', updated_at: '2026-11-11T00:00:00.000Z', format: 'markdown', body: '下载客户端。' });
    yuque.requests.length = 0;
    const state = await syncAndWait(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ added: 1, updated: 1, deleted: 1, unchanged: 1 });
    expect(yuque.requests.filter((r) => /\/docs\/[^?]+\?raw=1/.test(r)).length).toBe(2);
  });

  it('honours 429 with Retry-After, and asks to re-authorise on a dead token', async () => {
    yuque.rateLimitNext = true;
    expect(await syncAndWait(app, cookie, await install())).toMatchObject({ syncStatus: 'SUCCESS', docCount: 3 });
    expect(await syncAndWait(app, cookie, await install('dead-token'))).toMatchObject({ syncStatus: 'FAILED', syncErrorMessage: '授权已失效，请重新授权' });
  });

  it('records a malformed document while the rest sync', async () => {
    yuque.books.get('team/handbook')!.docs.push({ slug: '', title: '坏文档', updated_at: '', format: 'markdown', body: '', malformed: true });
    const state = await syncAndWait(app, cookie, await install());
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 3, latestRun: { failed: 1 } });
  });

  it('follows a book made public, though none of its documents changed', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    expect(Object.values(await restrictedByTitle(appId))).toEqual([true, true, true]);
    yuque.books.get('team/handbook')!.public = 1;
    const state = await syncAndWait(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ updated: 3, unchanged: 0 });
    expect(Object.values(await restrictedByTitle(appId))).toEqual([false, false, false]);
  });

  describe('as in the source', () => {
    type Person = 'teamMember' | 'outsider';
    const people = {} as Record<Person, { cookie: string; memberId: string }>;
    let workspaceId: string;
    beforeAll(async () => {
      const { db } = app.deps.database;
      workspaceId = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!.id;
      for (const person of ['teamMember', 'outsider'] as const) {
        const user = await addMember(db, workspaceId);
        people[person] = { cookie: await app.signIn(user.id), memberId: Buffer.from(`Member:${JSON.stringify([workspaceId, user.id])}`).toString('base64') };
      }
    });

    /** The team's private book (lin and wang are its members), and a public book with one private document. */
    const seedBooks = () => {
      yuque.groups.set('acme', [
        { login: 'lin', name: '林' },
        { login: 'wang', name: '王' },
      ]);
      const doc = (slug: string, title: string, extra: { public?: number } = {}) => ({ slug, title, updated_at: '2026-11-01T00:00:00.000Z', format: 'markdown' as const, body: `${title}：yuqueperm 说明。`, ...extra });
      yuque.books.set('acme/board', { public: 0, docs: [doc('minutes', '董事会纪要')] });
      yuque.books.set('acme/open', { public: 1, docs: [doc('guide', '公开指南'), doc('draft', '未公开草稿', { public: 0 })] });
    };
    const installBooks = () =>
      installApp(app, cookie, 'yuque', {
        title: 'Acme 语雀',
        authType: 'TOKEN',
        dataPermission: 'AS_IN_SOURCE',
        protectedPermission: 'MATCH_APP',
        autoSync: false,
        credentials: { token: 'yuque-token' },
        settings: { books: ['acme/board', 'acme/open'] },
      });
    const link = (memberId: string, account: string) =>
      app.graphql<{ linkSourceAccount: { __typename: string; sourceAccount?: { provider: string; login: string } } }>(
        `mutation ($input: LinkSourceAccountInput!) { linkSourceAccount(input: $input) { __typename ... on LinkSourceAccountPayload { sourceAccount { provider login } } } }`,
        { cookie, variables: { input: { memberId, provider: 'YUQUE', account } } },
      );
    /** What a search finds for someone, with the count and facets that must agree with it. */
    const searchAs = async (as: string) => {
      const result = await app.graphql<{ search: { totalCount: number; facets: { apps: { count: number }[] }; edges: { node: { document: { title: string } } }[] } }>(
        'query { search(query: "yuqueperm", first: 20) { totalCount facets { apps { count } } edges { node { document { title } } } } }',
        { cookie: as },
      );
      expect(result.errors).toBeUndefined();
      const { totalCount, facets, edges } = result.data!.search;
      expect(facets.apps.reduce((sum, facet) => sum + facet.count, 0)).toBe(totalCount);
      return edges.map((edge) => edge.node.document.title).sort();
    };
    const EVERYONE = ['公开指南'];
    const ALL = ['公开指南', '未公开草稿', '董事会纪要'];

    it('lets a member read a private book and a private document only through an account of the book’s team', async () => {
      seedBooks();
      const appId = await installBooks();
      expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 3, latestRun: { added: 3 } });
      // The team is read once, though two documents need it.
      expect(yuque.requests.filter((r) => r.startsWith('/api/v2/groups/acme/users')).length).toBe(2);
      expect(await searchAs(people.teamMember.cookie)).toEqual(EVERYONE);
      expect((await link(people.teamMember.memberId, 'LIN')).data!.linkSourceAccount).toEqual({ __typename: 'LinkSourceAccountPayload', sourceAccount: { provider: 'YUQUE', login: 'lin' } });
      expect(await searchAs(people.teamMember.cookie)).toEqual(ALL);
      expect(await searchAs(people.outsider.cookie)).toEqual(EVERYONE);
      // The admin who installed the app reads what Yuque lets them read.
      expect(await searchAs(cookie)).toEqual(EVERYONE);

      // Who reads each document and why, for admins: the team, its accounts and the members they are.
      const ids = Object.fromEntries(
        (await app.graphql<{ documents: { edges: { node: { id: string; title: string } }[] } }>('{ documents(first: 20) { edges { node { id title } } } }', { cookie: people.teamMember.cookie }))
          .data!.documents.edges.map((edge) => [edge.node.title, edge.node.id]),
      );
      const creatorMemberId = Buffer.from(`Member:${JSON.stringify([workspaceId, await app.demoCreatorId()])}`).toString('base64');
      await link(creatorMemberId, String(yuque.idOf('wang')));
      const READERS = `query ($id: ID!) { node(id: $id) { ... on Document { sourceReaders { everyone group principal accounts { login reader { id } } } } } }`;
      const readersOf = async (as: string, title: string) => app.graphql<{ node: { sourceReaders: unknown } | null }>(READERS, { cookie: as, variables: { id: ids[title] } });
      expect((await readersOf(cookie, '董事会纪要')).data!.node).toEqual({
        sourceReaders: [
          {
            everyone: false,
            group: true,
            principal: `yuque:group:${yuque.idOf('acme')}`,
            accounts: [
              { login: 'lin', reader: { id: people.teamMember.memberId } },
              { login: 'wang', reader: { id: creatorMemberId } },
            ],
          },
        ],
      });
      expect((await readersOf(cookie, '公开指南')).data!.node).toEqual({ sourceReaders: [{ everyone: true, group: false, principal: 'everyone', accounts: [] }] });
      // Not for members, though they read the document.
      expect((await readersOf(people.teamMember.cookie, '董事会纪要')).errors?.[0]?.message).toBeDefined();
      await app.graphql(
        'mutation ($input: UnlinkSourceAccountInput!) { unlinkSourceAccount(input: $input) { __typename } }',
        { cookie, variables: { input: { provider: 'YUQUE', externalId: String(yuque.idOf('wang')) } } },
      );

      // A member sent a link to a document they may not read learns only that it is withheld.
      const withheld = async (as: string, id: string) => (await app.graphql<{ documentWithheld: boolean }>('query ($id: ID!) { documentWithheld(id: $id) }', { cookie: as, variables: { id } })).data!.documentWithheld;
      expect(await withheld(people.outsider.cookie, ids['董事会纪要']!)).toBe(true);
      expect(await withheld(people.teamMember.cookie, ids['董事会纪要']!)).toBe(false);
      expect(await withheld(people.outsider.cookie, ids['公开指南']!)).toBe(false);
      expect(await withheld(people.outsider.cookie, Buffer.from('Document:00000000-0000-4000-8000-000000000000').toString('base64'))).toBe(false);
      expect(await withheld(people.outsider.cookie, 'not an id')).toBe(false);

      // lin leaves the team: no document changed, and the team no longer grants lin anything.
      yuque.groups.set('acme', [{ login: 'wang', name: '王' }]);
      expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { updated: 0, unchanged: 3 } });
      expect(await searchAs(people.teamMember.cookie)).toEqual(EVERYONE);

      // The board's book made public: its document changes readers only, and everyone reads it.
      yuque.books.get('acme/board')!.public = 1;
      expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', latestRun: { updated: 1, unchanged: 2 } });
      expect(await searchAs(people.outsider.cookie)).toEqual(['公开指南', '董事会纪要']);
      await app.graphql('mutation ($id: ID!) { deleteApp(appId: $id) { __typename } }', { cookie, variables: { id: appId } });
    });

    it('gives a token, through MCP and /v1, only what its maker reads at the source, following a new link at once', async () => {
      seedBooks();
      const appId = await installBooks();
      await syncAndWait(app, cookie, appId);
      // Tokens are an admin's, who reads of the app what Yuque lets them read.
      const secret = (
        await app.graphql<{ createAccessToken: { secret: string } }>(
          'mutation ($input: AccessTokenInput!) { createAccessToken(input: $input) { ... on CreateAccessTokenPayload { secret } } }',
          { cookie, variables: { input: { name: 'reader', scopes: ['DOCUMENTS_READ', 'CHAT'] } } },
        )
      ).data!.createAccessToken.secret;
      const through = async () => {
        const client = new Client({ name: 'zhiwen-test', version: '1.0.0' });
        await client.connect(new StreamableHTTPClientTransport(new URL(`${app.url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${secret}` } } }));
        const found = (await client.callTool({ name: 'search', arguments: { query: 'yuqueperm' } })) as unknown as { structuredContent: { results: { title: string }[] } };
        await client.close();
        const completion = await fetch(`${app.url}/v1/chat/completions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ model: 'zhiwen', messages: [{ role: 'user', content: 'yuqueperm' }] }),
        });
        const { citations } = (await completion.json()) as { citations: { title: string }[] };
        return { mcp: found.structuredContent.results.map((r) => r.title).sort(), v1: [...new Set(citations.map((c) => c.title))].sort() };
      };
      expect(await through()).toEqual({ mcp: EVERYONE, v1: EVERYONE });
      const creatorMemberId = Buffer.from(`Member:${JSON.stringify([workspaceId, await app.demoCreatorId()])}`).toString('base64');
      await link(creatorMemberId, 'wang');
      expect(await through()).toEqual({ mcp: ALL, v1: ALL });
      await app.graphql('mutation ($input: UnlinkSourceAccountInput!) { unlinkSourceAccount(input: $input) { __typename } }', {
        cookie,
        variables: { input: { provider: 'YUQUE', externalId: String(yuque.idOf('wang')) } },
      });
      await app.graphql('mutation ($id: ID!) { deleteApp(appId: $id) { __typename } }', { cookie, variables: { id: appId } });
    });

    it('stops, keeping the documents’ readers, when the team’s members cannot be read', async () => {
      seedBooks();
      const appId = await installBooks();
      await syncAndWait(app, cookie, appId);
      await link(people.teamMember.memberId, 'wang');
      expect(await searchAs(people.teamMember.cookie)).toEqual(ALL);
      yuque.forbiddenGroups.add('acme');
      const state = await syncAndWait(app, cookie, appId);
      expect(state).toMatchObject({ syncStatus: 'FAILED', docCount: 3 });
      expect(state.syncErrorMessage).toMatch(/^无法读取数据源中的访问权限/);
      expect(await searchAs(people.teamMember.cookie)).toEqual(ALL);
      yuque.forbiddenGroups.clear();
      await app.graphql('mutation ($id: ID!) { deleteApp(appId: $id) { __typename } }', { cookie, variables: { id: appId } });
    });
  });
});
