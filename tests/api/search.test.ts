import { readdirSync, readFileSync } from 'node:fs';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../bff/src/apps/tables.ts';
import { chunkRows, indexPending, mergePendingEntries, writeChunks } from '../../bff/src/search/indexer.ts';
import { roleMembers, roles, workspaceMembers } from '../../bff/src/workspaces/tables.ts';
import { installApp, syncAndWait, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember } from '../support/fixtures.ts';
import { page, startTestSite, type TestSite } from '../support/test-site.ts';
import { DOCUMENTS, QUERIES } from '../search-eval/corpus.ts';

type Segment = { text: string; highlighted: boolean };
type Search = {
  search: {
    totalCount: number;
    matchedAllTerms: boolean;
    facets: { apps: { appId: string; title: string; count: number }[]; sourceTypes: { sourceType: string; count: number }[] };
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: { title: Segment[]; passage: Segment[]; document: { title: string; url: string | null } } }[];
  };
};

const SEARCH = `query Search($q: String!, $filters: SearchFilters, $first: Int, $after: String, $page: Int) {
  search(query: $q, filters: $filters, first: $first, after: $after, page: $page) {
    totalCount matchedAllTerms
    facets { apps { appId title count } sourceTypes { sourceType count } }
    pageInfo { hasNextPage endCursor }
    edges { cursor node { title { text highlighted } passage { text highlighted } document { title url } } }
  }
}`;

const marked = (segments: Segment[]) => segments.filter((s) => s.highlighted).map((s) => s.text);

describe('search', () => {
  let app: TestApp;
  let site: TestSite;
  let secretSite: TestSite;
  let cookie: string;
  let memberCookie: string;
  let handbookAppId: string;
  let secretAppId: string;
  let board: { workspaceId: string; roleId: string; memberId: string };

  beforeAll(async () => {
    app = await startTestApp();
    cookie = await app.signIn(await app.demoCreatorId());
    site = await startTestSite();
    site.pages.set('/', page('Index', 'All documents.', DOCUMENTS.map((d) => `/${d.id}`)));
    for (const doc of DOCUMENTS) site.pages.set(`/${doc.id}`, page(doc.title, doc.text.replace(/^#+ .*$/gm, '').trim()));
    handbookAppId = await installApp(app, cookie, 'website', { ...WEBSITE_INPUT, title: '员工手册', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
    expect((await syncAndWait(app, cookie, handbookAppId)).docCount).toBe(DOCUMENTS.length + 1);

    // A role-only app: its documents must never show, count or facet for others.
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    const [role] = await db.insert(roles).values({ workspaceId: workspace.id, name: '董事会' }).returning();
    const member = await addMember(db, workspace.id, 1);
    memberCookie = await app.signIn(member.id);
    secretSite = await startTestSite();
    secretSite.pages.set('/', page('董事会决议 年假调整', '董事会决定将年假调整为每年二十天，报销上限提高。'));
    secretAppId = await installApp(app, cookie, 'website', {
      ...WEBSITE_INPUT,
      title: '董事会',
      dataPermission: 'SPECIFIED_ROLES',
      roleIds: [Buffer.from(`Role:${role!.id}`).toString('base64')],
      roleScope: 'ONLY_SPECIFIED_ROLE',
      settings: { startUrls: [`${secretSite.url}/`], delayMs: 0 },
    });
    await syncAndWait(app, cookie, secretAppId);
    board = { workspaceId: workspace.id, roleId: role!.id, memberId: member.id };
  });
  afterAll(async () => {
    await app?.stop();
    await site?.close();
    await secretSite?.close();
  });

  const search = async (q: string, options: { cookie?: string; filters?: unknown; first?: number; after?: string; page?: number } = {}) => {
    const result = await app.graphql<Search>(SEARCH, {
      cookie: options.cookie ?? memberCookie,
      variables: { q, filters: options.filters, first: options.first ?? 10, after: options.after, page: options.page },
    });
    expect(result.errors).toBeUndefined();
    return result.data!.search;
  };
  const titleOf = (id: string) => DOCUMENTS.find((d) => d.id === id)!.title;

  it('finds the known item for titles, codes, numbers, partial Chinese words and mixed queries', async () => {
    const misses: string[] = [];
    for (const query of QUERIES.filter((q) => q.kind === 'known-item')) {
      const found = (await search(query.query)).edges.slice(0, 3).map((e) => e.node.document.title);
      if (!query.relevant.some((id) => found.includes(titleOf(id)))) misses.push(`${query.query} → ${found.join(' | ')}`);
    }
    expect(misses).toEqual([]);
  });

  it('answers questions by the words that carry them, in both languages', async () => {
    for (const query of QUERIES.filter((q) => q.kind === 'question')) {
      const result = await search(query.query);
      expect({ query: query.query, top: result.edges[0]?.node.document.title, all: result.matchedAllTerms }).toEqual({
        query: query.query,
        top: titleOf(query.relevant[0]!),
        all: true,
      });
    }
    // A query made only of such words still searches for them.
    expect((await search('how')).totalCount).toBe(0);
    expect((await search('the')).totalCount).toBeGreaterThan(0);
  });

  it('marks the matches in the title and in a passage of the original text', async () => {
    const result = await search('年假 OA');
    const top = result.edges[0]!.node;
    expect(top.document.title).toBe('员工年假管理制度');
    expect(marked(top.title)).toEqual(['年假']);
    expect(marked(top.passage)).toEqual(expect.arrayContaining(['年假', 'OA']));
    expect(top.passage.map((s) => s.text).join('')).toContain('在 OA 系统中提交申请');

    const english = await search('password');
    expect(english.edges[0]!.node.document.title).toBe('Information Security Policy');
    // Other forms of the word match and are marked whole, in the source's own case.
    expect(marked(english.edges[0]!.node.passage)).toEqual(['Passwords']);
    const forms = await search('rotation');
    expect(marked(forms.edges[0]!.node.passage)).toEqual(['rotated']);
  });

  it('shows with each result its source link, type, author, update time and app, as its document has them', async () => {
    const result = await app.graphql<{
      search: { edges: { node: { link: string | null; sourceType: string; author: string | null; updatedAt: string; appTitle: string; document: { url: string; sourceType: string; author: string | null; updatedAt: string; app: { title: string } } } }[] };
    }>('query { search(query: "年假", first: 20) { edges { node { link sourceType author updatedAt appTitle document { url sourceType author updatedAt app { title } } } } } }', { cookie });
    const nodes = result.data!.search.edges.map((e) => e.node);
    expect(nodes.length).toBeGreaterThan(1);
    for (const { document, ...shown } of nodes) {
      expect(shown).toEqual({ link: document.url, sourceType: 'webpage', author: document.author, updatedAt: document.updatedAt, appTitle: document.app.title });
    }
    expect(nodes[0]!.link).toMatch(new RegExp(`^${site.url}/`));
  });

  it('finds traditional Chinese by simplified words and the other way round, marking the characters as written', async () => {
    for (const query of QUERIES.filter((q) => q.kind === 'traditional')) {
      expect({ query: query.query, top: (await search(query.query)).edges[0]?.node.document.title }).toEqual({ query: query.query, top: titleOf(query.relevant[0]!) });
    }
    const simplified = await search('台北办公室');
    expect(marked(simplified.edges[0]!.node.title)).toEqual(['臺北辦公室']);
    const phrase = await search('"访客须在柜台登记"');
    expect(phrase.totalCount).toBe(1);
    expect(marked(phrase.edges[0]!.node.passage)).toEqual(['訪客須在櫃檯登記']);
    const traditional = await search('員工年假');
    expect(traditional.matchedAllTerms).toBe(true);
    expect(marked(traditional.edges[0]!.node.title)).toEqual(['员工年假']);
  });

  it('marks documents holding traditional characters to be indexed again on upgrade, and indexes them', async () => {
    const { db } = app.deps.database;
    const folder = readdirSync('drizzle').find((name) => name.endsWith('_search_traditional_chinese'))!;
    await db.execute(sql.raw(readFileSync(`drizzle/${folder}/migration.sql`, 'utf8')));
    const pending = await db.select({ title: documents.title }).from(documents).where(isNull(documents.indexedHash));
    expect(pending.map((d) => d.title)).toEqual([titleOf('taipei')]);
    expect(await indexPending(db)).toBe(1);
    expect((await search('台北办公室')).edges[0]!.node.document.title).toBe(titleOf('taipei'));
  });

  it('matches quoted phrases in order only', async () => {
    expect((await search('"two weeks every"')).totalCount).toBe(0);
    expect((await search('"every two weeks"')).edges[0]!.node.document.title).toBe('Release Process');
    expect((await search('"天五十"')).totalCount).toBe(0);
  });

  it('falls back to documents holding some of the words, and says so', async () => {
    const result = await search('年假 xylophone');
    expect(result.matchedAllTerms).toBe(false);
    expect(result.edges[0]!.node.document.title).toBe('员工年假管理制度');
    expect((await search('年假')).matchedAllTerms).toBe(true);
  });

  it('counts and facets a search asked for them alone as the page’s own query does, corrected alike', async () => {
    const SUMMARY = `query ($q: String!, $filters: SearchFilters) {
      search(query: $q, filters: $filters, first: 10) { totalCount correctedQuery facets { apps { count } sourceTypes { sourceType count } } }
    }`;
    const PAGE = `query ($q: String!, $filters: SearchFilters) {
      search(query: $q, filters: $filters, first: 10) { totalCount correctedQuery facets { apps { count } sourceTypes { sourceType count } } edges { cursor } }
    }`;
    for (const q of ['年假', 'password rotation', 'pasword', '"两周"', '年假 OA 申请', 'zzzunheard']) {
      for (const filters of [null, { sourceTypes: ['webpage'] }]) {
        const alone = await app.graphql<{ search: unknown }>(SUMMARY, { cookie: memberCookie, variables: { q, filters } });
        const withPage = await app.graphql<{ search: { edges: unknown } }>(PAGE, { cookie: memberCookie, variables: { q, filters } });
        expect(alone.errors).toBeUndefined();
        const { edges: _, ...summary } = withPage.data!.search;
        expect(alone.data!.search, `${q} ${JSON.stringify(filters)}`).toEqual(summary);
      }
    }
  });

  it('filters by app, type and update time, with facets under the other filters', async () => {
    const all = await search('年假', { cookie });
    // The creator (an admin) sees the role-only app too.
    expect(all.facets.apps.map((f) => f.title).sort()).toEqual(['员工手册', '董事会']);
    const onlyHandbook = await search('年假', { cookie, filters: { appIds: [handbookAppId] } });
    expect(onlyHandbook.edges.every((e) => !e.node.document.title.includes('董事会'))).toBe(true);
    expect(onlyHandbook.facets.apps.length).toBe(2);
    expect((await search('年假', { filters: { sourceTypes: ['pdf'] } })).totalCount).toBe(0);
    expect((await search('年假', { filters: { sourceTypes: ['webpage'] } })).totalCount).toBeGreaterThan(0);
    expect((await search('年假', { filters: { updatedAfter: new Date(Date.now() + 86_400_000).toISOString() } })).totalCount).toBe(0);
  });

  it('pages through results with cursors', async () => {
    const first = await search('the', { first: 2 });
    expect(first.totalCount).toBeGreaterThan(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await search('the', { first: 2, after: first.pageInfo.endCursor! });
    expect(second.totalCount).toBe(first.totalCount);
    const titles = (s: Search['search']) => s.edges.map((e) => e.node.document.title);
    expect(titles(second).some((t) => titles(first).includes(t))).toBe(false);
  });

  it('opens a numbered page as the cursors reach it, with the cursors of that page', async () => {
    const all = await search('the', { first: 6 });
    const third = await search('the', { first: 2, page: 3 });
    expect(third.edges.map((e) => e.cursor)).toEqual(all.edges.slice(4, 6).map((e) => e.cursor));
    expect(third.edges.map((e) => e.node.document.title)).toEqual(all.edges.slice(4, 6).map((e) => e.node.document.title));
    expect((await search('the', { first: 2, page: 1 })).edges.map((e) => e.cursor)).toEqual(all.edges.slice(0, 2).map((e) => e.cursor));
  });

  it('pages backwards, and answers bad paging with a message rather than a failure or a wrong page', async () => {
    const first = await search('the', { first: 4 });
    const after2 = await search('the', { first: 2, after: first.edges[1]!.cursor });
    const back = await app.graphql<Search>(
      `query ($q: String!, $before: String) { search(query: $q, last: 2, before: $before) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { title { text highlighted } passage { text highlighted } document { title url } } } facets { apps { appId title count } sourceTypes { sourceType count } } matchedAllTerms } }`,
      { cookie: memberCookie, variables: { q: 'the', before: after2.edges[0]!.cursor } },
    );
    expect(back.data!.search.edges.map((e) => e.cursor)).toEqual(first.edges.slice(0, 2).map((e) => e.cursor));

    const failing = async (variables: Record<string, unknown>) => {
      const result = await app.graphql<Search>(SEARCH, { cookie: memberCookie, variables: { q: 'the', ...variables } });
      expect(result.data?.search ?? null).toBeNull();
      expect(result.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
      return result.errors![0]!.message;
    };
    // A NUL character cannot reach the database: refused with a message, in variables or literals.
    expect(await failing({ filters: { author: 'a\u0000b' } })).toBe('输入中含有无法保存的字符（空字符），请删除后重试');
    const literal = await app.graphql<Search>('{ search(query: "a\\u0000b", first: 1) { totalCount } }', { language: 'en' });
    expect(literal.errors![0]!).toMatchObject({ message: 'The input holds a character that cannot be saved (a null character); remove it and try again', extensions: { code: 'BAD_USER_INPUT' } });
    const huge = Buffer.from('offset:99999999999999999999').toString('base64');
    expect(await failing({ after: huge })).toBe('分页位置无效，请从第一页重新开始');
    expect(await failing({ after: 'not a cursor' })).toBe('分页位置无效，请从第一页重新开始');
    expect(await failing({ first: 0 })).toBe('每页结果数须在 1 到 100 之间');
    expect(await failing({ first: -5 })).toBe('每页结果数须在 1 到 100 之间');
    expect(await failing({ first: 1000 })).toBe('每页结果数须在 1 到 100 之间');
    for (const page of [0, -1, 10_001]) expect(await failing({ page })).toBe('页码须在 1 到 10000 之间');
    expect(await failing({ page: 2, after: first.edges[0]!.cursor })).toMatch(/^向前翻页请同时给出 last 与 before/);
  });

  it('narrows to no document when the apps asked for do not exist (never to every document)', async () => {
    const everything = await search('年假');
    expect(everything.totalCount).toBeGreaterThan(0);
    const notAnApp = Buffer.from('App:not-a-uuid').toString('base64');
    const aUser = Buffer.from('User:00000000-0000-4000-8000-000000000000').toString('base64');
    for (const appIds of [['nonsense'], [notAnApp], [aUser], ['00000000-0000-4000-8000-000000000000']]) {
      const found = await search('年假', { filters: { appIds } });
      expect(found.totalCount).toBe(0);
      expect(found.edges).toEqual([]);
    }
  });

  it('never shows, counts or facets a document the member may not see', async () => {
    const asMember = await search('年假');
    expect(asMember.edges.map((e) => e.node.document.title)).not.toContain('董事会决议 年假调整');
    expect(asMember.facets.apps.map((f) => f.title)).toEqual(['员工手册']);
    expect(asMember.totalCount).toBe(asMember.facets.apps[0]!.count);
    const asCreator = await search('年假', { cookie });
    expect(asCreator.totalCount).toBe(asMember.totalCount + 1);
    expect((await search('二十天')).totalCount).toBe(0);
    expect((await search('二十天', { cookie })).totalCount).toBe(1);
    // Filtering by the hidden app shows nothing either.
    expect((await search('年假', { filters: { appIds: [secretAppId] } })).totalCount).toBe(0);
  });
  it('merges what a sync wrote to the full-text index at its end; other writes wait in its pending list until merged', async () => {
    const { db } = app.deps.database;
    // The syncs so far merged theirs.
    expect(await mergePendingEntries(db)).toBe(0);
    const appRowId = Buffer.from(handbookAppId, 'base64').toString().split(':')[1]!;
    const [doc] = await db.select().from(documents).where(eq(documents.appId, appRowId)).limit(1);
    const rows = await chunkRows(doc!);
    await db.transaction((tx) => writeChunks(tx, doc!, rows));
    expect(await mergePendingEntries(db)).toBeGreaterThan(0);
    expect(await mergePendingEntries(db)).toBe(0);
    expect((await search(doc!.title, { cookie })).edges.map((e) => e.node.document.title)).toContain(doc!.title);
  });
  it('follows a member’s roles and membership type from one search to the next', async () => {
    const { db } = app.deps.database;
    const { workspaceId, roleId, memberId } = board;
    const member = and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, memberId));
    expect((await search('二十天')).totalCount).toBe(0);
    await db.insert(roleMembers).values({ workspaceId, roleId, userId: memberId });
    expect((await search('二十天')).totalCount).toBe(1);
    await db.delete(roleMembers).where(and(eq(roleMembers.roleId, roleId), eq(roleMembers.userId, memberId)));
    expect((await search('二十天')).totalCount).toBe(0);
    // An admin sees every workspace app; made a member again, no longer.
    await db.update(workspaceMembers).set({ wsUserType: 2 }).where(member);
    expect((await search('二十天')).totalCount).toBe(1);
    await db.update(workspaceMembers).set({ wsUserType: 1 }).where(member);
    expect((await search('二十天')).totalCount).toBe(0);
  });
  it('filters by the time a document last changed, which a sync moves only with new content', async () => {
    const total = (await search('年假', { cookie })).totalCount;
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect((await search('年假', { cookie, filters: { updatedAfter: hourAgo } })).totalCount).toBe(total);
    expect((await search('年假', { cookie, filters: { updatedBefore: hourAgo } })).totalCount).toBe(0);

    const before = new Date();
    secretSite.pages.set('/', page('董事会决议 年假调整', '董事会决定将年假调整为每年二十五天。').replace('<head>', '<head><meta name="author" content="王小明">'));
    expect((await syncAndWait(app, cookie, secretAppId)).latestRun).toMatchObject({ updated: 1 });
    await syncAndWait(app, cookie, handbookAppId);
    const since = { updatedAfter: before.toISOString() };
    // The changed document only: the handbook's were synced again, unchanged.
    const changed = await search('年假', { cookie, filters: since });
    expect(changed.edges.map((e) => e.node.document.title)).toEqual(['董事会决议 年假调整']);
    expect(changed.totalCount).toBe(1);
    expect((await search('年假', { cookie, filters: { updatedBefore: before.toISOString() } })).totalCount).toBe(total - 1);
    expect((await search('二十五天', { cookie, filters: since })).totalCount).toBe(1);

    // By author (part of the name), with the other filters; a wildcard typed is only a character.
    const byAuthor = await search('年假', { cookie, filters: { author: '小明' } });
    expect(byAuthor.edges.map((e) => e.node.document.title)).toEqual(['董事会决议 年假调整']);
    expect(byAuthor.facets.apps.map((f) => [f.title, f.count])).toEqual([['董事会', 1]]);
    expect((await search('年假', { cookie, filters: { author: '小明', ...since } })).totalCount).toBe(1);
    expect((await search('年假', { cookie, filters: { author: '小明', sourceTypes: ['pdf'] } })).totalCount).toBe(0);
    expect((await search('年假', { cookie, filters: { author: '%' } })).totalCount).toBe(0);
    expect((await search('年假', { filters: { author: '小明' } })).totalCount).toBe(0);
  });
});

