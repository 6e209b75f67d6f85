import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COORDINATION, DEFINITION_LIFT } from '../../bff/src/search/impacts.ts';
import { roles } from '../../bff/src/workspaces/tables.ts';
import { installApp, syncAndWait, uploadToApp, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { page, startTestSite, type TestSite } from '../support/test-site.ts';

type Parts = {
  words: { term: string; passage: number; document: number; fields: string[] }[];
  proximity: { terms: string[]; passage: number; document: number }[];
  wordsHeld: number;
  wordsAsked: number;
  coverage: number;
  clauses: number;
  keyword: number;
  documentChunks: number;
  averageChunks: number;
  recency: number;
  language: number;
  definedCode: string | null;
  definition: number;
  place: number;
  vectorSimilarity: number | null;
};
type Result = {
  position: number;
  readable: boolean;
  documentId: string | null;
  title: { text: string }[] | null;
  heading: string | null;
  passage: { text: string; highlighted: boolean }[] | null;
  matchedTerms: string[] | null;
  score: number | null;
  parts: Parts | null;
};
type Tested = { query: string; correctedQuery: string | null; fused: boolean; member: { id: string; wsUsername: string }; results: Result[] };
type Test = { viewer: { currentWorkspace: { retrievalTest: Tested | null } } };

const TEST = `query Test($q: String!, $member: ID) { viewer { currentWorkspace { retrievalTest(query: $q, memberId: $member) {
  query correctedQuery fused member { id wsUsername }
  results { position readable documentId title { text } heading passage { text highlighted } matchedTerms score
    parts { words { term passage document fields } proximity { terms passage document } wordsHeld wordsAsked coverage clauses keyword documentChunks averageChunks recency language definedCode definition place vectorSimilarity } }
} } } }`;
const SEARCH = `query Search($q: String!) { search(query: $q, first: 20) { edges { node { document { id } } } } }`;
const MEMBERS = `query { viewer { currentWorkspace { members(first: 50) { edges { node { id wsUsername } } } } } }`;
const ANALYTICS = `query { viewer { currentWorkspace { searchAnalytics(days: 7) { searches } } } }`;

const titleOf = (r: Result) => r.title?.map((s) => s.text).join('') ?? null;
const close = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThan(1e-6 * Math.max(1, Math.abs(b)));

describe('retrieval test', () => {
  let app: TestApp;
  let site: TestSite;
  let boardSite: TestSite;
  let admin: string;
  let alice: string;
  let aliceId: string;
  let outsiderId: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.signIn(await app.demoCreatorId());
    site = await startTestSite();
    site.pages.set('/', page('Vacation policy', 'Every employee has fifteen vacation days a year. Unused vacation days carry over. 年假每年十五天。', ['/release', '/travel', '/settings']));
    site.pages.set('/travel', page('Travel', 'Book travel two weeks ahead. A vacation abroad needs no form; business trips do.'));
    // A reference page with a section headed by a setting's name, and a note using the setting more.
    site.pages.set('/settings', page('Settings', '').replace('</article>', '<h2><code>release_window</code></h2><p>The hours in which releases may go out.</p><h2>timezone</h2><p>The office clock.</p></article>'));
    site.pages.set('/release', page('Release process', 'We release every Tuesday after code review. Days before a release are quiet. Set release_window first; release_window is in hours.'));
    const handbook = await installApp(app, admin, 'website', { ...WEBSITE_INPUT, title: 'Handbook', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
    await syncAndWait(app, admin, handbook);
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    // An app only one role sees (nobody below holds it).
    boardSite = await startTestSite();
    boardSite.pages.set('/', page('Board minutes', 'The board approved vacation days for the release team.'));
    const [role] = await db.insert(roles).values({ workspaceId: workspace.id, name: 'Board' }).returning();
    const board = await installApp(app, admin, 'website', {
      ...WEBSITE_INPUT,
      title: 'Board',
      dataPermission: 'SPECIFIED_ROLES',
      roleIds: [Buffer.from(`Role:${role!.id}`).toString('base64')],
      roleScope: 'ONLY_SPECIFIED_ROLE',
      settings: { startUrls: [`${boardSite.url}/`], delayMs: 0 },
    });
    await syncAndWait(app, admin, board);
    const member = await addMember(db, workspace.id, 1);
    alice = await app.signIn(member.id);
    // Alice's own files: hers to read, not the admin's.
    const notes = await installApp(app, alice, 'files', { title: 'My notes', authType: 'NONE', protectedPermission: 'MATCH_APP', autoSync: false }, 'PERSONAL');
    await uploadToApp(app, alice, notes, 'diary.md', '# Vacation diary\n\nMy vacation days this year: ten.');
    await syncAndWait(app, alice, notes);
    const members = await app.graphql<{ viewer: { currentWorkspace: { members: { edges: { node: { id: string; wsUsername: string } }[] } } } }>(MEMBERS, { cookie: admin });
    aliceId = members.data!.viewer.currentWorkspace.members.edges.find((e) => e.node.wsUsername === member.displayName)!.node.id;
    const other = await createWorkspaceWithCreator(db, 'Other');
    const otherAdmin = await app.signIn(other.creator.id);
    const theirs = await app.graphql<typeof members.data>(MEMBERS, { cookie: otherAdmin });
    outsiderId = theirs.data!.viewer.currentWorkspace.members.edges[0]!.node.id;
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await site?.close();
    await boardSite?.close();
  });

  const test = async (q: string, cookie = admin, member?: string) => {
    const result = await app.graphql<Test>(TEST, { cookie, variables: { q, member } });
    return result;
  };
  const tested = async (q: string, member?: string) => {
    const result = await test(q, admin, member);
    expect(result.errors).toBeUndefined();
    return result.data!.viewer.currentWorkspace.retrievalTest!;
  };

  it('ranks as the member’s own search does, and each score is the sum of its parts', async () => {
    for (const q of ['vacation days', 'release', 'vacation release review', '年假', 'travel abroad form', 'vacation days, release review', 'release_window', 'release_window hours']) {
      const run = await tested(q);
      const search = await app.graphql<{ search: { edges: { node: { document: { id: string } } }[] } }>(SEARCH, { cookie: admin, variables: { q } });
      expect(run.results.map((r) => r.documentId)).toEqual(search.data!.search.edges.map((e) => e.node.document.id));
      expect(run.results.length).toBeGreaterThan(0);
      expect(run.fused).toBe(false);
      if (q.startsWith('release_window')) expect(titleOf(run.results[0]!)).toBe('Settings');
      run.results.forEach((r, i) => {
        expect(r.position).toBe(i + 1);
        const parts = r.parts!;
        const sum = [...parts.words, ...parts.proximity].reduce((total, part) => total + part.passage + part.document, 0);
        close(parts.keyword, sum);
        close(parts.place, parts.keyword * parts.recency * parts.language * parts.definition);
        // Only the page with a section headed by the code the query names is lifted for defining it.
        const defines = q.startsWith('release_window') && titleOf(r) === 'Settings';
        expect(parts).toMatchObject(defines ? { definedCode: 'release_window', definition: DEFINITION_LIFT } : { definedCode: null, definition: 1 });
        // Keyword search alone ranks by place.
        close(r.score!, parts.place);
        if (i > 0) expect(parts.place).toBeLessThanOrEqual(run.results[i - 1]!.parts!.place + 1e-9);
        expect(parts.recency).toBeGreaterThanOrEqual(1);
        expect(parts.recency).toBeLessThanOrEqual(1.05);
        expect([1, 1.1]).toContain(Number(parts.language.toFixed(6)));
        expect(parts.documentChunks).toBeGreaterThanOrEqual(1);
        expect(parts.vectorSimilarity).toBeNull();
        // Lacking some of the words lowers every part alike, by the share held to a power.
        expect(parts.wordsAsked).toBe(parts.words.length);
        expect(parts.wordsHeld).toBe(parts.words.filter((word) => word.passage + word.document > 0).length);
        close(parts.coverage, (parts.wordsHeld / parts.wordsAsked) ** COORDINATION);
        expect(parts.clauses).toBe(q.includes(',') ? 2 : 1);
      });
    }
  });

  it('tells where each word is, what closeness adds, and which words a result lacks', async () => {
    const run = await tested('vacation days');
    const policy = run.results.find((r) => titleOf(r) === 'Vacation policy')!;
    const vacation = policy.parts!.words.find((w) => w.term === 'vacation')!;
    expect(vacation.fields).toEqual(['TITLE', 'BODY']);
    expect(policy.parts!.words.find((w) => w.term === 'days')!.fields).toEqual(['BODY']);
    // "vacation days" is in its text as typed: the pair adds.
    expect(policy.parts!.proximity).toEqual([expect.objectContaining({ terms: ['vacation', 'days'] })]);
    expect(policy.parts!.proximity[0]!.passage).toBeGreaterThan(0);
    expect(policy.passage!.some((s) => s.highlighted)).toBe(true);
    // The release page holds "days" alone.
    const release = run.results.find((r) => titleOf(r) === 'Release process')!;
    expect(release.matchedTerms).toEqual(['days']);
    expect(release.parts!.words.find((w) => w.term === 'vacation')).toMatchObject({ passage: 0, document: 0, fields: [] });
    expect(release.position).toBeGreaterThan(policy.position);
  });

  it('searches with the chosen member’s permissions, and hides what the admin may not read', async () => {
    const own = await tested('vacation days');
    expect(own.results.map(titleOf)).toContain('Board minutes');
    expect(own.results.map(titleOf)).not.toContain('diary.md');

    const asAlice = await tested('vacation days', aliceId);
    expect(asAlice.member.id).toBe(aliceId);
    expect(asAlice.results.map(titleOf)).not.toContain('Board minutes');
    const hidden = asAlice.results.filter((r) => !r.readable);
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toMatchObject({ documentId: null, title: null, heading: null, passage: null, matchedTerms: null, score: null, parts: null });
    expect(hidden[0]!.position).toBeGreaterThan(0);
    // Alice's own search finds her diary at that place.
    const hers = await app.graphql<{ search: { edges: { node: { document: { id: string; title: string } } }[] } }>(
      `query Search($q: String!) { search(query: $q, first: 20) { edges { node { document { id title } } } } }`,
      { cookie: alice, variables: { q: 'vacation days' } },
    );
    expect(hers.data!.search.edges[hidden[0]!.position - 1]!.node.document.title).toBe('diary.md');
  });

  it('corrects a mistyped query as search does', async () => {
    const run = await tested('vacaton days');
    expect(run.correctedQuery).toBe('vacation days');
    expect(run.results[0]!.parts!.words.map((w) => w.term)).toContain('vacation');
  });

  it('is not recorded as a search', async () => {
    const count = async () => (await app.graphql<{ viewer: { currentWorkspace: { searchAnalytics: { searches: number } } } }>(ANALYTICS, { cookie: admin })).data!.viewer.currentWorkspace.searchAnalytics.searches;
    const before = await count();
    await tested('release');
    await tested('release', aliceId);
    expect(await count()).toBe(before);
  });

  it('answers an admin’s token only with both manage and documents:read: it shows documents’ text', async () => {
    const CREATE = `mutation ($input: AccessTokenInput!) { createAccessToken(input: $input) { ... on CreateAccessTokenPayload { secret } } }`;
    const tokenWith = async (scopes: string[]) =>
      (await app.graphql<{ createAccessToken: { secret: string } }>(CREATE, { cookie: admin, variables: { input: { name: scopes.join('+'), scopes, expiresInDays: 30 } } })).data!
        .createAccessToken.secret;
    const asToken = async (secret: string) => {
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ query: TEST, variables: { q: 'vacation days' } }),
      });
      return (await response.json()) as { data: Test | null; errors?: { extensions?: { code?: string } }[] };
    };
    for (const scopes of [['MANAGE'], ['DOCUMENTS_READ']]) {
      const refused = await asToken(await tokenWith(scopes));
      expect(refused.data?.viewer?.currentWorkspace?.retrievalTest ?? null).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const both = await asToken(await tokenWith(['MANAGE', 'DOCUMENTS_READ']));
    expect(both.errors).toBeUndefined();
    expect(both.data!.viewer.currentWorkspace.retrievalTest!.results.map(titleOf)).toContain('Vacation policy');
  });

  it('is for admins, and refuses a query that is empty or a member of another workspace, in the caller’s language', async () => {
    const asMember = await test('vacation', alice);
    expect(asMember.data?.viewer?.currentWorkspace?.retrievalTest ?? null).toBeNull();
    expect(asMember.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    expect((await test('', admin)).errors?.[0]?.message).toBe('请输入要测试的搜索词');
    expect((await app.rest('PUT', '/user/base_info', { cookie: admin, body: { preferred_language: 'en' } })).status).toBe(200);
    const empty = await test('   ', admin);
    expect(empty.errors?.[0]).toMatchObject({ message: 'Enter a query to test', extensions: { code: 'BAD_USER_INPUT' } });

    for (const member of [outsiderId, Buffer.from('Member:["x","y"]').toString('base64')]) {
      const refused = await test('vacation', admin, member);
      expect(refused.errors?.[0]).toMatchObject({ message: 'This person is not a member of this workspace', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const wrongType = await test('vacation', admin, Buffer.from('App:1').toString('base64'));
    // An ID of another type is refused as the request's mistake, as every ID argument is.
    expect(wrongType.errors?.[0]?.message).toMatch(/is not of type: Member$/);
  });
});
