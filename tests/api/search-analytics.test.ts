import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../bff/src/audit/tables.ts';
import { forgetOldSearches } from '../../bff/src/search/search-log.ts';
import { searchLog } from '../../bff/src/search/tables.ts';
import { roles } from '../../bff/src/workspaces/tables.ts';
import { installApp, syncAndWait, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { page, startTestSite, type TestSite } from '../support/test-site.ts';

type Search = { search: { searchId: string | null; edges: { node: { document: { id: string; title: string } } }[] } };
const SEARCH = `query Search($q: String!, $page: Int) { search(query: $q, first: 5, page: $page) { searchId edges { node { document { id title } } } } }`;
const COUNT = `query Count($q: String!) { search(query: $q, first: 5) { totalCount } }`;
const OPEN = `mutation Open($s: ID!, $d: ID!) { openSearchResult(searchId: $s, documentId: $d) { recorded } }`;
const ANALYTICS = `query Analytics($days: Int!) { viewer { currentWorkspace { searchRetentionDays searchAnalytics(days: $days) {
  days searches withoutResults opened
  topQueries { query searches opened withoutResults }
  queriesWithoutResults { query searches }
  queriesWithoutClicks { query searches }
} } } }`;
const RETENTION = `mutation Keep($days: Int!) { setSearchRetention(days: $days) { __typename ... on SearchRetentionPayload { retentionDays } ... on ValidationError { message } } }`;

type Analytics = {
  viewer: {
    currentWorkspace: {
      searchRetentionDays: number;
      searchAnalytics: {
        searches: number;
        withoutResults: number;
        opened: number;
        topQueries: { query: string; searches: number; opened: number; withoutResults: number }[];
        queriesWithoutResults: { query: string; searches: number }[];
        queriesWithoutClicks: { query: string; searches: number }[];
      };
    };
  };
};

describe('search analytics', () => {
  let app: TestApp;
  let site: TestSite;
  let boardSite: TestSite;
  let now = new Date('2026-11-20T08:00:00Z');
  let admin: string;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    app = await startTestApp({}, { clock: () => now });
    admin = await app.signIn(await app.demoCreatorId());
    site = await startTestSite();
    site.pages.set('/', page('Vacation policy', 'Every employee has fifteen days of paid vacation a year. 年假每年十五天。', ['/release']));
    site.pages.set('/release', page('Release process', 'We release every Tuesday after code review.'));
    const handbook = await installApp(app, admin, 'website', { ...WEBSITE_INPUT, title: 'Handbook', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
    await syncAndWait(app, admin, handbook);
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    // An app only one role (nobody below) sees.
    boardSite = await startTestSite();
    boardSite.pages.set('/', page('Board minutes', 'The board approved the release budget.'));
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
    alice = await app.signIn((await addMember(db, workspace.id, 1)).id);
    bob = await app.signIn((await addMember(db, workspace.id, 1)).id);
  });
  afterAll(async () => {
    await app?.stop();
    await site?.close();
    await boardSite?.close();
  });

  const search = async (q: string, cookie: string, page?: number) => {
    const result = await app.graphql<Search>(SEARCH, { cookie, variables: { q, page } });
    expect(result.errors).toBeUndefined();
    return result.data!.search;
  };
  const open = async (searchId: string, documentId: string, cookie: string) =>
    (await app.graphql<{ openSearchResult: { recorded: boolean } }>(OPEN, { cookie, variables: { s: searchId, d: documentId } })).data?.openSearchResult.recorded;
  const analytics = async (cookie = admin, days = 30) => {
    const result = await app.graphql<Analytics>(ANALYTICS, { cookie, variables: { days } });
    expect(result.errors).toBeUndefined();
    return result.data!.viewer.currentWorkspace;
  };
  const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

  it('records a search typed letter by letter as one, and the result opened from it', async () => {
    let last = await search('v', alice);
    for (const typed of ['va', 'vac', 'vaca', 'vacation', 'vacation pol']) {
      later(1);
      last = await search(typed, alice);
    }
    // Deleted back a little: still the same search.
    later(1);
    const typed = await search('vacation', alice);
    expect(typed.searchId).not.toBeNull();
    const rows = await app.deps.database.db.select().from(searchLog);
    expect(rows.map((r) => r.query)).toEqual(['vacation']);
    expect(last.searchId).not.toBe(typed.searchId);

    const found = typed.edges[0]!.node.document;
    expect(found.title).toBe('Vacation policy');
    // Only the one who searched tells of what they opened, and only the first opening counts.
    expect(await open(typed.searchId!, found.id, bob)).toBe(false);
    expect(await open(typed.searchId!, found.id, alice)).toBe(true);
    expect(await open(typed.searchId!, found.id, alice)).toBe(false);

    // A search made after opening, or half a minute later, is another search.
    later(1);
    await search('vacation policy', alice);
    later(31);
    await search('vacation policy days', alice);
    expect((await app.deps.database.db.select().from(searchLog)).map((r) => r.query).sort()).toEqual(['vacation', 'vacation policy', 'vacation policy days']);
  });

  it('does not record the count’s own query, a later page, or nonsense ids', async () => {
    // A document the searcher may not read is not recorded as opened (the creator finds it).
    const minutes = (await search('board minutes', admin)).edges.find((e) => e.node.document.title === 'Board minutes')!.node.document;
    later(60);
    const bobs = await search('board minutes', bob);
    expect(bobs.edges.map((e) => e.node.document.title)).not.toContain('Board minutes');
    expect(await open(bobs.searchId!, minutes.id, bob)).toBe(false);
    // Out of the counts below.
    await app.deps.database.db.delete(searchLog).where(eq(searchLog.query, 'board minutes'));

    const before = (await app.deps.database.db.select().from(searchLog)).length;
    await app.graphql(COUNT, { cookie: bob, variables: { q: 'release' } });
    expect((await search('release', bob, 2)).searchId).toBeNull();
    expect((await app.deps.database.db.select().from(searchLog)).length).toBe(before);
    for (const [s, d] of [
      ['not-a-uuid', 'x'],
      ['00000000-0000-0000-0000-000000000000', Buffer.from('Document:00000000-0000-0000-0000-000000000000').toString('base64')],
      ['00000000-0000-0000-0000-000000000000', Buffer.from('Agent:1').toString('base64')],
    ]) {
      const result = await app.graphql<{ openSearchResult: { recorded: boolean } }>(OPEN, { cookie: bob, variables: { s, d } });
      expect(result.errors).toBeUndefined();
      expect(result.data!.openSearchResult.recorded).toBe(false);
    }
  });

  it('shows admins the top queries, those that found nothing, and those whose results nobody opened, naming nobody', async () => {
    later(60);
    for (const [q, cookie] of [
      ['xyzzy handbook', bob],
      ['Release', bob],
      ['release', alice],
      ['XYZZY handbook', alice],
      // Nothing to search for: no statement ranks it, and it is recorded all the same.
      ['？！', bob],
    ] as const) {
      later(40);
      await search(q, cookie);
    }
    const { searchAnalytics: stats, searchRetentionDays } = await analytics();
    expect(searchRetentionDays).toBe(90);
    expect(stats.searches).toBe(8);
    expect(stats.withoutResults).toBe(3);
    expect(stats.opened).toBe(1);
    const top = Object.fromEntries(stats.topQueries.map((q) => [q.query.toLowerCase(), q]));
    expect(top['release']).toMatchObject({ searches: 2, opened: 0, withoutResults: 0 });
    expect(top['vacation']).toMatchObject({ searches: 1, opened: 1 });
    expect(stats.queriesWithoutResults.map((q) => [q.query.toLowerCase(), q.searches])).toEqual([['xyzzy handbook', 2], ['？！', 1]]);
    expect(stats.queriesWithoutClicks.map((q) => q.query.toLowerCase()).sort()).toEqual(['release', 'vacation policy', 'vacation policy days']);
    expect(JSON.stringify(stats)).not.toMatch(/Member|userId|@example/);

    // Members do not see it; another workspace's admin sees only their own.
    const asMember = await app.graphql(ANALYTICS, { cookie: alice, variables: { days: 30 } });
    expect(asMember.errors?.length).toBeGreaterThan(0);
    const { creator } = await createWorkspaceWithCreator(app.deps.database.db, 'Other company');
    const other = await analytics(await app.signIn(creator.id));
    expect(other.searchAnalytics.searches).toBe(0);
    // A period it does not offer is refused with a message in the caller's language.
    const refused = await app.graphql(ANALYTICS, { cookie: admin, variables: { days: 12 } });
    expect(refused.errors?.[0]?.message).toBe('统计周期只能是 7、30、90 或 365 天');
  });

  it('keeps searches as long as the admin says, and none when told to keep none', async () => {
    const { db } = app.deps.database;
    const refused = await app.graphql<{ setSearchRetention: { __typename: string; message: string } }>(RETENTION, { cookie: admin, variables: { days: 12 } });
    expect(refused.data?.setSearchRetention).toEqual({ __typename: 'ValidationError', message: '保留天数只能是 0、7、30、90、180 或 365' });
    expect((await app.graphql(RETENTION, { cookie: alice, variables: { days: 0 } })).errors?.length).toBeGreaterThan(0);

    // Seven days: what is older goes at once, and the nightly run forgets the rest as it ages.
    const [oldest] = await db.insert(searchLog).values({ workspaceId: (await db.select().from(searchLog))[0]!.workspaceId, id: '0190a000-0000-7000-8000-000000000000', query: 'old', results: 1, searchedAt: new Date(now.getTime() - 8 * 86_400_000) }).returning();
    const kept = await app.graphql<{ setSearchRetention: { retentionDays: number } }>(RETENTION, { cookie: admin, variables: { days: 7 } });
    expect(kept.data?.setSearchRetention.retentionDays).toBe(7);
    expect(await db.select().from(searchLog).where(eq(searchLog.id, oldest!.id))).toEqual([]);
    const held = (await db.select().from(searchLog)).length;
    expect(held).toBeGreaterThan(0);
    expect(await forgetOldSearches(db, new Date(now.getTime() + 6 * 86_400_000))).toBe(0);
    expect(await forgetOldSearches(db, new Date(now.getTime() + 8 * 86_400_000))).toBe(held);

    // None: nothing is recorded, and what was is gone.
    await search('release', alice);
    await app.graphql(RETENTION, { cookie: admin, variables: { days: 0 } });
    expect(await db.select().from(searchLog)).toEqual([]);
    later(60);
    expect((await search('release', alice)).searchId).toBeNull();
    expect((await analytics()).searchAnalytics.searches).toBe(0);

    // Each change is in the audit log, by the admin, with how many searches it deleted.
    const changes = await db.select().from(auditEntries).where(eq(auditEntries.action, 'analytics.search_retention_changed')).orderBy(desc(auditEntries.seq));
    expect(changes.map((entry) => [entry.actorKind, entry.detail])).toEqual([
      ['person', { before: { days: 7 }, after: { days: 0 }, searchesDeleted: 1 }],
      ['person', { before: { days: 90 }, after: { days: 7 }, searchesDeleted: 1 }],
    ]);
  });
});
