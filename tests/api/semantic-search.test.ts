import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../bff/src/workspaces/tables.ts';
import { installApp, syncAndWait, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeEmbeddings, type FakeEmbeddings } from '../support/fake-embeddings.ts';
import { addMember } from '../support/fixtures.ts';
import { countRows } from '../support/files.ts';
import { page, startTestSite, type TestSite } from '../support/test-site.ts';

type Search = {
  search: {
    totalCount: number;
    facets: { apps: { title: string; count: number }[] };
    edges: { node: { link: string | null; appTitle: string; sourceType: string; document: { title: string } } }[];
  };
};
const SEARCH = `query Search($q: String!) {
  search(query: $q, first: 10) { totalCount facets { apps { title count } } edges { node { link appTitle sourceType document { title } } } }
}`;

// Keywords alone rank "Vacation rules" first (both words in its title); by meaning, the page
// about leave is nearest, the office page next, and the car page last.
const PAGES: Record<string, [string, string]> = {
  '/cars': ['Vacation rules', 'Pool cars: book vehicles two days ahead. Cars come back with a full tank; vehicle keys wait at the desk.'],
  '/leave': ['Annual leave', 'The vacation rules: twenty days of holiday leave a year, and 年假 carries over.'],
  '/office': [
    'Office notes',
    'The kitchen is cleaned on Fridays and the printers are serviced monthly. Check the weather and rain forecast before the outing. ' +
      'Every laptop and computer is locked at night. Desks are cleared for the vacation period. These rules apply to all floors.',
  ],
  '/payroll': ['Payroll calendar', 'Salary is paid on the tenth of each month; payroll questions go to finance.'],
};

describe('search with an embedding model', () => {
  let app: TestApp;
  let embeddings: FakeEmbeddings;
  let site: TestSite;
  let boardSite: TestSite;
  let cookie: string;
  let memberCookie: string;

  const search = async (q: string, who = memberCookie) => {
    const result = await app.graphql<Search>(SEARCH, { cookie: who, variables: { q } });
    expect(result.errors).toBeUndefined();
    return result.data!.search;
  };
  const titles = (result: Search['search']) => result.edges.map((e) => e.node.document.title);
  const count = (table: 'search_chunks' | 'search_vectors') => countRows(app, table);

  beforeAll(async () => {
    embeddings = await startFakeEmbeddings();
    app = await startTestApp({ EMBEDDING_BASE_URL: embeddings.baseUrl, EMBEDDING_MODEL: 'fake-embedding' });
    cookie = await app.signIn(await app.demoCreatorId());
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    memberCookie = await app.signIn((await addMember(db, workspace.id, 1)).id);

    site = await startTestSite();
    site.pages.set('/', page('Index', 'Company pages.', Object.keys(PAGES)));
    for (const [path, [title, body]] of Object.entries(PAGES)) site.pages.set(path, page(title, body));
    const appId = await installApp(app, cookie, 'website', { ...WEBSITE_INPUT, title: 'Handbook', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
    await syncAndWait(app, cookie, appId);

    // A board-only app, about cars too: it must never surface for a member, by meaning either.
    const [board] = await db.insert(roles).values({ workspaceId: workspace.id, name: 'Board' }).returning();
    boardSite = await startTestSite();
    boardSite.pages.set('/', page('Board minutes', 'The board bought two electric vehicles and a company car for the directors.'));
    const boardAppId = await installApp(app, cookie, 'website', {
      ...WEBSITE_INPUT,
      title: 'Board',
      dataPermission: 'SPECIFIED_ROLES',
      roleIds: [Buffer.from(`Role:${board!.id}`).toString('base64')],
      roleScope: 'ONLY_SPECIFIED_ROLE',
      settings: { startUrls: [`${boardSite.url}/`], delayMs: 0 },
    });
    await syncAndWait(app, cookie, boardAppId);
  });
  afterAll(async () => {
    await app?.stop();
    await embeddings?.close();
    await site?.close();
    await boardSite?.close();
  });

  it('gives every indexed chunk a vector, in batches, after the sync', async () => {
    await expect.poll(() => count('search_vectors'), { timeout: 10_000 }).toBe(await count('search_chunks'));
    expect(await count('search_chunks')).toBeGreaterThan(Object.keys(PAGES).length);
    expect(embeddings.requests.every((inputs) => inputs.length <= 64)).toBe(true);
  });

  it('fuses meaning with keywords: the page nearest in meaning rises above a better keyword match', async () => {
    const result = await search('rules vacation');
    expect(titles(result)[0]).toBe('Annual leave');
    expect(titles(result)).toContain('Vacation rules');
    expect(titles(result)).not.toContain('Payroll calendar');
  });

  it('finds by meaning alone where the database has pgvector, never past the reader’s permissions', async () => {
    const forMember = await search('automobile');
    const forCreator = await search('automobile', cookie);
    if (app.deps.semantic!.vectorIndex) {
      // No page holds the word; the car page is found by meaning, counted and faceted.
      expect(titles(forMember)).toEqual(['Vacation rules']);
      // What the result shows of its document is read for it too (it was not in the keyword ranking).
      expect(forMember.edges[0]!.node).toMatchObject({ link: `${site.url}/cars`, appTitle: 'Handbook', sourceType: 'webpage' });
      expect(forMember.totalCount).toBe(1);
      expect(forMember.facets.apps).toEqual([{ title: 'Handbook', count: 1 }]);
      expect(titles(forCreator)).toContain('Board minutes');
    } else {
      // Without pgvector, vectors only re-rank keyword matches: a word no page holds finds nothing.
      expect(forMember.totalCount).toBe(0);
      expect(forCreator.totalCount).toBe(0);
    }
  });

  it('tells, in the retrieval test, each passage’s similarity and what the fused rank made of both', async () => {
    type Tested = { fused: boolean; results: { score: number; documentId: string; title: { text: string }[]; parts: { keyword: number; place: number; vectorSimilarity: number | null } }[] };
    const test = async (q: string) => {
      const result = await app.graphql<{ viewer: { currentWorkspace: { retrievalTest: Tested } } }>(
        `query ($q: String!) { viewer { currentWorkspace { retrievalTest(query: $q) { fused results { score documentId title { text } parts { keyword place vectorSimilarity } } } } } }`,
        { cookie, variables: { q } },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.viewer.currentWorkspace.retrievalTest;
    };
    const run = await test('rules vacation');
    expect(run.fused).toBe(true);
    expect(run.results[0]!.title.map((s) => s.text).join('')).toBe('Annual leave');
    for (const r of run.results) {
      expect(r.parts.vectorSimilarity).toBeGreaterThan(-1);
      expect(r.parts.vectorSimilarity).toBeLessThanOrEqual(1);
      // A fused score is the sum of reciprocal ranks (at most 2/61), not the keyword place.
      expect(r.score).toBeLessThanOrEqual(2 / 61 + 1e-9);
    }
    const byMeaning = await test('automobile');
    if (app.deps.semantic!.vectorIndex) {
      // Found by meaning alone (the car pages): no keyword part.
      expect(byMeaning.results.map((r) => r.title.map((s) => s.text).join(''))).toEqual(expect.arrayContaining(['Vacation rules', 'Board minutes']));
      for (const r of byMeaning.results) {
        expect(r.parts).toMatchObject({ keyword: 0, place: 0 });
        expect(r.parts.vectorSimilarity).toBeGreaterThan(0.3);
      }
    } else {
      expect(byMeaning.results).toEqual([]);
    }
  });

  it('keeps to the exact words of a quoted phrase', async () => {
    const result = await search('"pool cars"');
    expect(titles(result)).toEqual(['Vacation rules']);
  });

  it('goes on with keywords alone while the embedding model is down', async () => {
    embeddings.failWith = 503;
    try {
      const result = await search('vacation rules');
      expect(titles(result)[0]).toBe('Vacation rules');
      expect(result.totalCount).toBe(3);
    } finally {
      embeddings.failWith = null;
    }
  });
});
