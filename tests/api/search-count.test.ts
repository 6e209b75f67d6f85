import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps } from '../../bff/src/apps/tables.ts';
import { COUNTED_PASSAGES } from '../../bff/src/search/keyword-statement.ts';
import { ingest, workspaceWithApp } from '../../scripts/search/fixture.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember } from '../support/fixtures.ts';

const SEARCH = `query ($q: String!, $filters: SearchFilters) {
  search(query: $q, filters: $filters, first: 10) {
    totalCount totalCountIsExact
    facets { apps { title count } sourceTypes { sourceType count } isExact }
    edges { node { document { title } } }
    pageInfo { hasNextPage }
  }
}`;
type Found = {
  totalCount: number;
  totalCountIsExact: boolean;
  facets: { apps: { title: string; count: number }[]; sourceTypes: { sourceType: string; count: number }[]; isExact: boolean };
  edges: { node: { document: { title: string } } }[];
  pageInfo: { hasNextPage: boolean };
};

/** A document of `passages` paragraphs, each a chunk of its own (about 700 characters), every one holding `word`. */
const longDocument = (word: string, passages: number, n: number) =>
  Array.from({ length: passages }, (_, i) => `${word} ${n} ${i} ${'the ledger of accounts for the quarter, line by line, '.repeat(12)}`).join('\n\n');

describe('search counts exactly up to a bound, then says how many at least', () => {
  let app: TestApp;
  let creatorCookie: string;
  let memberCookie: string;
  let openAppId: string;
  let personalAppId: string;
  // The creator's own app holds passages enough to pass the bound, in documents of two types; the
  // workspace's app a few documents of the same word and of a rare one.
  const DOCUMENTS = 21;
  const PASSAGES = Math.ceil((COUNTED_PASSAGES * 1.05) / DOCUMENTS);

  beforeAll(async () => {
    app = await startTestApp();
    const { db } = app.deps.database;
    const { workspace, app: open, creator } = await workspaceWithApp(db, 'Counting');
    const member = await addMember(db, workspace.id, 1);
    creatorCookie = await app.signIn(creator.id);
    memberCookie = await app.signIn(member.id);
    openAppId = encodeGlobalID('App', open.id);
    const [personal] = await db
      .insert(apps)
      .values({ workspaceId: workspace.id, connectorKey: 'files', scope: 'personal', createdBy: creator.id, title: 'Private', authType: 'none', dataPermission: 'all_members', protectedPermission: 'match_app', autoSync: false })
      .returning();
    personalAppId = encodeGlobalID('App', personal!.id);
    await ingest(
      db,
      { workspaceId: workspace.id, appId: personal!.id },
      Array.from({ length: DOCUMENTS }, (_, n) => ({ externalId: `v${n}`, title: `Vault ${n}`, text: longDocument('vault', PASSAGES, n), sourceType: n % 3 ? 'markdown' : 'pdf' })),
    );
    await ingest(db, { workspaceId: workspace.id, appId: open.id }, [
      ...Array.from({ length: 4 }, (_, n) => ({ externalId: `o${n}`, title: `Open vault ${n}`, text: `vault notes ${n}`, sourceType: 'markdown' })),
      ...Array.from({ length: 3 }, (_, n) => ({ externalId: `q${n}`, title: `Quasar ${n}`, text: `quasar notes ${n}`, sourceType: 'markdown' })),
    ]);
  }, 300_000);
  afterAll(() => app?.stop());

  const search = async (cookie: string, q: string, filters?: object) => {
    const result = await app.graphql<{ search: Found }>(SEARCH, { cookie, variables: { q, filters } });
    expect(result.errors).toBeUndefined();
    return result.data!.search;
  };

  it('says "at least" where more passages match than a count reads, the facets counted over the same passages', async () => {
    const found = await search(creatorCookie, 'vault');
    expect(found.totalCountIsExact).toBe(false);
    expect(found.facets.isExact).toBe(false);
    // The documents of the passages counted: some of the 25, and never more.
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.totalCount).toBeLessThanOrEqual(DOCUMENTS + 4);
    expect(found.facets.apps.reduce((sum, facet) => sum + facet.count, 0)).toBe(found.totalCount);
    expect(found.facets.sourceTypes.reduce((sum, facet) => sum + facet.count, 0)).toBe(found.totalCount);
    // The page is still ranked over every match, and more follow it.
    expect(found.edges).toHaveLength(10);
    expect(found.pageInfo.hasNextPage).toBe(true);
  });

  it('counts the total under an app or type filter over the passages the filter keeps, the facets still at least', async () => {
    // The small app chosen beside the large one: its own four, exactly (not those of its passages among the first read).
    const typed = [
      { q: 'vault', filters: { appIds: [openAppId] }, total: 4 },
      // A type whose passages are fewer than the bound: 7 PDFs of the large app.
      { q: 'vault', filters: { sourceTypes: ['pdf'] }, total: Math.ceil(DOCUMENTS / 3) },
      { q: 'vault', filters: { appIds: [openAppId], sourceTypes: ['markdown'] }, total: 4 },
      { q: 'vault', filters: { sourceTypes: ['markdown'] }, total: DOCUMENTS - Math.ceil(DOCUMENTS / 3) + 4 },
      // A quoted phrase beside a word of every passage: the documents holding the phrase.
      { q: '"vault notes" ledger', filters: { appIds: [openAppId] }, total: 4 },
    ];
    for (const { q, filters, total } of typed) {
      const found = await search(creatorCookie, q, filters);
      expect(found, `${q} ${JSON.stringify(filters)}`).toMatchObject({ totalCount: total, totalCountIsExact: true, facets: { isExact: false }, pageInfo: { hasNextPage: total > 10 } });
      expect(found.edges, `${q} ${JSON.stringify(filters)}`).toHaveLength(Math.min(total, 10));
    }
    // The large app chosen: more than the bound again, at least.
    const large = await search(creatorCookie, 'vault', { appIds: [personalAppId] });
    expect(large).toMatchObject({ totalCountIsExact: false, facets: { isExact: false }, pageInfo: { hasNextPage: true } });
    expect(large.totalCount).toBeGreaterThan(0);
    expect(large.totalCount).toBeLessThanOrEqual(DOCUMENTS);
  });

  it('counts exactly where fewer passages match', async () => {
    for (const cookie of [creatorCookie, memberCookie]) {
      expect(await search(cookie, 'quasar')).toMatchObject({ totalCount: 3, totalCountIsExact: true, facets: { apps: [{ title: 'Counting docs', count: 3 }], isExact: true } });
    }
  });

  it('counts only passages the member may see: the ones hidden from them do not fill the bound', async () => {
    const found = await search(memberCookie, 'vault');
    expect(found).toMatchObject({ totalCount: 4, totalCountIsExact: true, facets: { apps: [{ title: 'Counting docs', count: 4 }] }, pageInfo: { hasNextPage: false } });
    expect(found.edges.map((edge) => edge.node.document.title).sort()).toEqual(['Open vault 0', 'Open vault 1', 'Open vault 2', 'Open vault 3']);
  });
});
