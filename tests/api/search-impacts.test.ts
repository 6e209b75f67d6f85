import { readdirSync, readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, documents } from '../../bff/src/apps/tables.ts';
import { indexPending } from '../../bff/src/search/indexer.ts';
import { searchDocuments } from '../../bff/src/search/query.ts';
import { searchChunks, searchImpacts } from '../../bff/src/search/tables.ts';
import { documentFrequencies } from '../../bff/src/search/term-stats.ts';
import { ingest, workspaceWithApp } from '../../scripts/search/fixture.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { sameAsEveryMatch } from '../support/every-match.ts';
import { addMember } from '../support/fixtures.ts';

/**
 * A common word's top from its impact lists (`impacts.ts`) must be exactly what ranking every
 * match gives: the same documents in the same order, the same count and facets, and nothing the
 * reader may not see.
 */
describe('search from impact lists', () => {
  let app: TestApp;
  let cookie: string;
  let reader: { workspaceId: string; userId: string; wsUserType: number };
  let hiddenIds: string[];
  let openAppId: string;
  let personalAppId: string;
  let visibleCount: number;

  // Deterministic variety: title or body, repeated or once, short or long chunks, documents of
  // one chunk or many (whose length the ranking weighs), two types.
  let seed = 7;
  const random = () => ((seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296);
  const filler = (words: number) => Array.from({ length: words }, (_, i) => ['流程', '审批', 'budget', 'review', '部门', 'team'][(i * 7 + Math.floor(random() * 6)) % 6]).join(' ');
  const doc = (i: number) => {
    const inTitle = random() < 0.4;
    const repeats = Math.floor(random() * 4);
    const paragraph = () => `${filler(5 + Math.floor(random() * 120))} ${Array.from({ length: repeats }, () => '季度 reports').join(' ')} ${filler(10)}`;
    const body = i % 8 === 0 ? Array.from({ length: 3 + (i % 5) * 3 }, () => `${filler(140)}\n\n${paragraph()}`).join('\n\n') : paragraph();
    return { externalId: `d${i}`, title: inTitle ? `季度 reports ${i}` : `说明 ${i}`, text: body, sourceType: random() < 0.5 ? 'markdown' : 'pdf' };
  };

  beforeAll(async () => {
    app = await startTestApp();
    const { db } = app.deps.database;
    const { workspace, app: open, creator } = await workspaceWithApp(db, 'Impacts');
    openAppId = open.id;
    const member = await addMember(db, workspace.id, 1);
    cookie = await app.signIn(member.id);
    reader = { workspaceId: workspace.id, userId: member.id, wsUserType: 1 };
    const docs = Array.from({ length: 160 }, (_, i) => doc(i));
    await ingest(db, { workspaceId: workspace.id, appId: open.id }, docs);
    visibleCount = docs.filter((d) => /季度/.test(d.title + d.text)).length;
    // The creator's personal app: its documents rank highest of all, and the member may not see them.
    const [personal] = await db
      .insert(apps)
      .values({ workspaceId: workspace.id, connectorKey: 'files', scope: 'personal', createdBy: creator.id, title: 'Private', authType: 'none', dataPermission: 'all_members', protectedPermission: 'match_app', autoSync: false })
      .returning();
    personalAppId = personal!.id;
    hiddenIds = await ingest(
      db,
      { workspaceId: workspace.id, appId: personal!.id },
      Array.from({ length: 30 }, (_, i) => ({ externalId: `h${i}`, title: `季度 季度 reports reports`, text: '季度 reports', sourceType: 'markdown' })),
    );
  });
  afterAll(() => app?.stop());

  const both = async (query: string, options: { first?: number; offset?: number; filters?: { sourceTypes?: string[]; appIds?: string[] } } = {}) => {
    const { db } = app.deps.database;
    const input = { query, first: options.first ?? 10, offset: options.offset ?? 0, filters: options.filters ?? null };
    // From the lists wherever they could answer (by default, words seldom found together are ranked all at once).
    const fast = await searchDocuments(db, reader, { ...input, rankBy: 'impacts' });
    const every = await searchDocuments(db, reader, { ...input, rankBy: 'every match' });
    return { fast, every };
  };
  const ids = (page: { hits: { documentId: string }[] }) => page.hits.map((h) => h.documentId);

  it('gives the same page, count and facets as ranking every match, for a Chinese word and an English one', async () => {
    for (const query of ['季度', 'reports ', '"季度"']) {
      for (const window of [{ first: 10 }, { first: 5, offset: 5 }, { first: 50 }]) {
        const { fast, every } = await both(query, window);
        expect(fast.rankedBy, query).toBe('impacts');
        expect(every.rankedBy).toBe('every match');
        expect(ids(fast), `${query} ${JSON.stringify(window)}`).toEqual(ids(every));
        expect(fast.hits.map((h) => h.score)).toEqual(every.hits.map((h) => h.score));
        expect(await fast.counts()).toEqual(await every.counts());
      }
    }
  });

  it('gives the same page for several words as ranking every match, also when no document holds them all', async () => {
    for (const query of ['季度 reports ', 'reports 季度 budget ', '季度 zzzunheard ']) {
      for (const window of [{ first: 10 }, { first: 5, offset: 5 }, { first: 50 }]) {
        const { fast, every } = await both(query, window);
        expect(ids(fast), `${query} ${JSON.stringify(window)}`).toEqual(ids(every));
        expect(fast.hits.map((h) => h.score)).toEqual(every.hits.map((h) => h.score));
        expect(fast.matchedAllTerms).toBe(every.matchedAllTerms);
        expect(await fast.counts()).toEqual(await every.counts());
      }
    }
    // Both words in the titles: the lists prove the top without ranking every chunk holding both.
    expect((await both('季度 reports ')).fast.rankedBy).toBe('impacts');
    // By default, words the database expects in a few hundred chunks together are ranked all at once.
    const { db } = app.deps.database;
    const chosen = await searchDocuments(db, reader, { query: '季度 reports ', first: 10, offset: 0 });
    expect(chosen.rankedBy).toBe('every match');
    expect(ids(chosen)).toEqual(ids((await both('季度 reports ')).every));
    const partial = await both('季度 zzzunheard ');
    expect(partial.fast.matchedAllTerms).toBe(false);
    expect(partial.fast.hits.length).toBe(10);
  });

  it('stays exact under a filter, and ranks every match when the lists cannot prove a page', async () => {
    for (const filters of [{ sourceTypes: ['pdf'] }, { appIds: [openAppId] }, { appIds: [openAppId, personalAppId] }]) {
      const { fast, every } = await both('季度', { filters });
      expect(fast.rankedBy).toBe('impacts');
      expect(ids(fast)).toEqual(ids(every));
      expect(await fast.counts()).toEqual(await every.counts());
    }
    // An app the reader may not see, asked for alone: nothing, either way.
    const hidden = await both('季度', { filters: { appIds: [personalAppId] } });
    expect(ids(hidden.fast)).toEqual([]);
    const counted = await hidden.fast.counts();
    expect(counted.totalCount).toBe(0);
    expect(counted.facets.apps.map((f) => f.appId)).toEqual([openAppId]);
    // Past the listed chunks (only the title ones rank above the floor), the page needs every match.
    const deep = await both('季度', { first: 50, offset: 100 });
    expect(ids(deep.fast)).toEqual(ids(deep.every));
  });

  it('finds a document whose words each rank below the lists read, but together above the page', async () => {
    const { db } = app.deps.database;
    const { workspace, app: open, creator } = await workspaceWithApp(db, 'Impacts of two words');
    const filler = (i: number) => Array.from({ length: 20 }, (_, j) => `f${(i + j) % 50}`).join(' ');
    // Each list's top: 80 documents with one word in the title (the other once in the body, or not at all).
    const listed = [
      ...Array.from({ length: 80 }, (_, i) => ({ externalId: `x${i}`, title: `指标 x${i}`, text: `预算 ${filler(i)}`, sourceType: 'markdown' })),
      ...Array.from({ length: 80 }, (_, i) => ({ externalId: `y${i}`, title: `预算 y${i}`, text: filler(i), sourceType: 'markdown' })),
    ];
    // And documents holding neither: a word in every document would weigh nothing (as in BM25).
    const neither = Array.from({ length: 200 }, (_, i) => ({ externalId: `n${i}`, title: `n${i}`, text: filler(i), sourceType: 'markdown' }));
    await ingest(db, { workspaceId: workspace.id, appId: open.id }, [...listed, ...neither]);
    // Below both lists' tops, but holding both words often in short chunks: these rank first.
    const both = await ingest(db, { workspaceId: workspace.id, appId: open.id }, Array.from({ length: 5 }, (_, i) => ({ externalId: `t${i}`, title: `t${i}`, text: '指标 预算 '.repeat(8), sourceType: 'markdown' })));
    const owner = { workspaceId: workspace.id, userId: creator.id, wsUserType: 3 };
    const input = { query: '指标 预算', first: 10, offset: 0 };
    const fast = await searchDocuments(db, owner, { ...input, rankBy: 'impacts' });
    const every = await searchDocuments(db, owner, { ...input, rankBy: 'every match' });
    expect(ids(every).slice(0, 5).sort()).toEqual([...both].sort());
    expect(fast.rankedBy).toBe('impacts');
    expect(ids(fast)).toEqual(ids(every));
  });

  it('finds the document defining a code the query names, though its section ranks below the lists’ floor', async () => {
    const { db } = app.deps.database;
    const { workspace, app: open, creator } = await workspaceWithApp(db, 'Impacts of a code');
    const filler = (i: number, n: number) => Array.from({ length: n }, (_, j) => `f${(i * 7 + j) % 300}`).join(' ');
    // Notes using the code thrice in a short text (listed), and a reference page whose section
    // headed by the code is too long for the heading to reach the lists' floor.
    const notes = Array.from({ length: 80 }, (_, i) => ({ externalId: `u${i}`, title: `u${i}`, text: `${filler(i, 8)} quota_reports quota_reports quota_reports`, sourceType: 'markdown' }));
    const neither = Array.from({ length: 100 }, (_, i) => ({ externalId: `n${i}`, title: `n${i}`, text: filler(i, 20), sourceType: 'markdown' }));
    const sections = ['## intro', '## `quota_reports`', '## outro'].map((heading, k) => `${heading}\n\n${filler(k, 150)}`);
    const [reference] = await ingest(db, { workspaceId: workspace.id, appId: open.id }, [{ externalId: 'ref', title: 'Reference', text: sections.join('\n\n'), sourceType: 'markdown' }]);
    await ingest(db, { workspaceId: workspace.id, appId: open.id }, [...notes, ...neither]);
    const owner = { workspaceId: workspace.id, userId: creator.id, wsUserType: 3 };
    for (const window of [{ first: 10, offset: 0 }, { first: 3, offset: 2 }]) {
      const { every } = await sameAsEveryMatch(db, owner, { query: 'quota_reports', ...window });
      if (window.offset === 0) expect(ids(every)[0]).toBe(reference);
    }
  });

  it('proves a page of a rare word beside a common one, reading the rare one’s few documents whole', async () => {
    const { db } = app.deps.database;
    const { workspace, app: open, creator } = await workspaceWithApp(db, 'Impacts of a rare word');
    const filler = (i: number) => Array.from({ length: 30 }, (_, j) => `f${(i * 7 + j) % 60}`).join(' ');
    // A common word in every title, a rare one in the body of four documents (one of them long).
    await ingest(db, { workspaceId: workspace.id, appId: open.id }, [
      ...Array.from({ length: 200 }, (_, i) => ({ externalId: `c${i}`, title: `季度 c${i}`, text: filler(i), sourceType: 'markdown' })),
      ...Array.from({ length: 4 }, (_, i) => ({ externalId: `r${i}`, title: `r${i}`, text: `${filler(i)} 稀有 ${i === 0 ? filler(1).repeat(20) : ''} 季度`, sourceType: 'markdown' })),
    ]);
    const owner = { workspaceId: workspace.id, userId: creator.id, wsUserType: 3 };
    for (const window of [{ first: 10, offset: 0 }, { first: 3, offset: 2 }]) {
      const { fast } = await sameAsEveryMatch(db, owner, { query: '季度 稀有', ...window });
      expect(fast.rankedBy).toBe('impacts');
    }
  });

  it('gives every match’s page for generated queries of common and rarer words, most of them from the lists', async () => {
    const { db } = app.deps.database;
    const { workspace, app: open, creator } = await workspaceWithApp(db, 'Impacts of generated words');
    // Words of both languages, the first far likelier than the last (Zipf-like): most queries
    // meet a word in most documents beside rarer ones, as people's do.
    const zh = '流程审批预算部门季度报告会议合同客户产品设计测试发布版本接口权限';
    const vocabulary = Array.from({ length: 240 }, (_, k) => (k % 2 ? `${zh[k % zh.length]}${zh[(k * 7 + 3) % zh.length]}` : `w${k}x`));
    const drawn = () => vocabulary[Math.floor(random() ** 2 * vocabulary.length)]!;
    const words = (n: number) => Array.from({ length: n }, drawn).join(' ');
    await ingest(db, { workspaceId: workspace.id, appId: open.id }, Array.from({ length: 400 }, (_, i) => ({ externalId: `g${i}`, title: words(2), text: i % 9 ? words(60) : `${words(150)}\n\n${words(150)}`, sourceType: 'markdown' })));
    const owner = { workspaceId: workspace.id, userId: creator.id, wsUserType: 3 };
    let fromLists = 0;
    const queries = Array.from({ length: 60 }, () => words(2 + Math.floor(random() * 2)));
    for (const query of queries) {
      const { fast } = await sameAsEveryMatch(db, owner, { query, first: 10, offset: 0 });
      if (fast.rankedBy === 'impacts') fromLists += 1;
    }
    // The rarer words read whole, the commonest bounded by its list: most pages are proved.
    expect(fromLists).toBeGreaterThanOrEqual((queries.length * 2) / 3);
  });

  it('counts a word’s documents up to a bound, and estimates a commoner one’s from the same sample each time', async () => {
    const { db } = app.deps.database;
    const { workspace, app: open } = await workspaceWithApp(db, 'Impacts of counted words');
    // 季度 in three documents of five, reports in one of ten, 稀有 in four.
    await ingest(db, { workspaceId: workspace.id, appId: open.id }, Array.from({ length: 500 }, (_, i) => ({ externalId: `t${i}`, title: `t${i}`, text: `${i % 5 < 3 ? '季度' : '流程'} ${i % 10 ? 'team' : 'reports'} ${i < 4 ? '稀有' : ''}`, sourceType: 'markdown' })));
    const words = ["'季度'", "'reports'", "'稀有'"];
    const exact = await documentFrequencies(db, workspace.id, words, 500);
    expect([...exact.values()]).toEqual([300, 50, 4]);
    // Counting at most 40 chunks: the two commoner words are estimated from about 200 documents.
    const estimated = await documentFrequencies(db, workspace.id, words, 500, { countedChunks: 40, sampledDocuments: 200 });
    expect(estimated.get("'季度'")).toBeGreaterThan(300 * 0.8);
    expect(estimated.get("'季度'")).toBeLessThan(300 * 1.2);
    expect(estimated.get("'reports'")).toBeGreaterThan(40);
    expect(estimated.get("'reports'")).toBeLessThan(50 * 1.6);
    expect(estimated.get("'稀有'")).toBe(4);
    expect(await documentFrequencies(db, workspace.id, words, 500, { countedChunks: 40, sampledDocuments: 200 })).toEqual(estimated);
    // A sample as large as the workspace is every document: the count again.
    expect(await documentFrequencies(db, workspace.id, words, 500, { countedChunks: 40, sampledDocuments: 500 })).toEqual(exact);
  });

  it('bounds an English word by each of its forms indexed: the word and its stem both rank', async () => {
    const { db } = app.deps.database;
    const { workspace, app: open, creator } = await workspaceWithApp(db, 'Impacts of word forms');
    const filler = (n: number) => Array.from({ length: n }, (_, j) => `f${j}`).join(' ');
    // "rotations" is indexed with its stem (rotat~) at each place: a chunk ranks for both. The
    // lists' tops: 100 documents with the word twice in the title, 100 with 预算 in the title.
    await ingest(db, { workspaceId: workspace.id, appId: open.id }, [
      ...Array.from({ length: 100 }, (_, i) => ({ externalId: `c${i}`, title: `rotations rotations c${i}`, text: `预算 ${filler(10)}`, sourceType: 'markdown' })),
      ...Array.from({ length: 100 }, (_, i) => ({ externalId: `a${i}`, title: `预算 a${i}`, text: `rotations ${filler(10)}`, sourceType: 'markdown' })),
    ]);
    // Each word a little lower than the lists' tops (a longer chunk), but both in the title: these rank first.
    const both = await ingest(
      db,
      { workspaceId: workspace.id, appId: open.id },
      Array.from({ length: 3 }, (_, i) => ({ externalId: `d${i}`, title: `rotations rotations 预算 d${i}`, text: filler(12), sourceType: 'markdown' })),
    );
    const owner = { workspaceId: workspace.id, userId: creator.id, wsUserType: 3 };
    const { every } = await sameAsEveryMatch(db, owner, { query: 'rotations 预算', first: 10, offset: 0 });
    expect(ids(every).slice(0, 3).sort()).toEqual([...both].sort());
  });

  it('finds newer documents that recency lifts above older ones listed before them', async () => {
    const { db } = app.deps.database;
    const { workspace, app: open, creator } = await workspaceWithApp(db, 'Impacts by recency');
    const body = (words: number) => Array.from({ length: words }, (_, i) => `w${i}`).join(' ');
    // 200 older documents list the word a little higher (shorter chunks) than 20 newer ones; a
    // year old, recency lifts them 0.4%, the newer ones 5%: enough to place the newer ones first.
    const yearAgo = new Date(Date.now() - 365 * 86_400_000);
    await ingest(db, { workspaceId: workspace.id, appId: open.id }, Array.from({ length: 200 }, (_, i) => ({ externalId: `o${i}`, title: `季度 o${i}`, text: body(100), sourceType: 'markdown', updatedAt: yearAgo })));
    const newer = await ingest(db, { workspaceId: workspace.id, appId: open.id }, Array.from({ length: 20 }, (_, i) => ({ externalId: `n${i}`, title: `季度 n${i}`, text: body(116), sourceType: 'markdown' })));
    const owner = { workspaceId: workspace.id, userId: creator.id, wsUserType: 3 };
    const input = { query: '季度', first: 10, offset: 0 };
    const fast = await searchDocuments(db, owner, input);
    const every = await searchDocuments(db, owner, { ...input, rankBy: 'every match' });
    expect(ids(every).every((id) => newer.includes(id))).toBe(true);
    expect(fast.rankedBy).toBe('impacts');
    expect(ids(fast)).toEqual(ids(every));
  });

  it('never shows or counts what the reader may not see, though it ranks highest', async () => {
    const result = await app.graphql<{ search: { totalCount: number; edges: { node: { document: { id: string } } }[] } }>(
      `query { search(query: "季度", first: 20) { totalCount edges { node { document { id } } } } }`,
      { cookie },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.search.totalCount).toBe(visibleCount);
    const shown = result.data!.search.edges.map((e) => Buffer.from(e.node.document.id, 'base64').toString().split(':')[1]);
    expect(shown).toHaveLength(20);
    expect(shown.filter((id) => hiddenIds.includes(id!))).toEqual([]);
  });

  it('tells whether more results follow, from the ranking or from the count', async () => {
    const pageInfo = async (after: string | null) => {
      const result = await app.graphql<{ search: { pageInfo: { hasNextPage: boolean }; edges: unknown[] } }>(
        `query ($after: String) { search(query: "季度", first: 10, after: $after) { pageInfo { hasNextPage } edges { cursor } } }`,
        { cookie, variables: { after } },
      );
      expect(result.errors).toBeUndefined();
      return { more: result.data!.search.pageInfo.hasNextPage, shown: result.data!.search.edges.length };
    };
    expect(await pageInfo(null)).toEqual({ more: true, shown: 10 });
    const cursor = (index: number) => Buffer.from(`offset:${index}`).toString('base64');
    expect(await pageInfo(cursor(visibleCount - 16))).toEqual({ more: true, shown: 10 });
    expect(await pageInfo(cursor(visibleCount - 6))).toEqual({ more: false, shown: 5 });
  });

  it('drops a document’s impacts with its chunks', async () => {
    const { db } = app.deps.database;
    const [first] = hiddenIds;
    const chunkIds = (await db.select({ id: searchChunks.id }).from(searchChunks).where(eq(searchChunks.documentId, first!))).map((c) => c.id);
    expect(chunkIds.length).toBeGreaterThan(0);
    expect(await db.$count(searchImpacts, inArray(searchImpacts.chunkId, chunkIds))).toBeGreaterThan(0);
    await db.delete(documents).where(and(eq(documents.workspaceId, reader.workspaceId), eq(documents.id, first!)));
    expect(await db.$count(searchImpacts, inArray(searchImpacts.chunkId, chunkIds))).toBe(0);
  });

  it('indexes text cut mid-character at its source, and finds it', async () => {
    const { db } = app.deps.database;
    const { workspace, app: open, creator } = await workspaceWithApp(db, 'Broken text');
    const [id] = await ingest(db, { workspaceId: workspace.id, appId: open.id }, [
      { externalId: 'cut', title: '截断 \ud83d', text: '报表 \\ud800 literal \udc00 ending 半个字符\ud83d', sourceType: 'markdown' },
    ]);
    const owner = { workspaceId: workspace.id, userId: creator.id, wsUserType: 3 };
    const found = await searchDocuments(db, owner, { query: '半个字符 literal', first: 10, offset: 0 });
    expect(found.hits.map((h) => h.documentId)).toEqual([id]);
    expect(found.hits[0]!.chunkText).toBe('报表 \\ud800 literal \ufffd ending 半个字符\ufffd');
  });

  it('gives chunks indexed before they held it their document’s type and update time (the upgrade)', async () => {
    const { db } = app.deps.database;
    const folder = readdirSync('drizzle').find((name) => name.endsWith('_search_chunks_document_fields'))!;
    const backfill = readFileSync(`drizzle/${folder}/migration.sql`, 'utf8').split('--> statement-breakpoint').find((s) => s.includes('UPDATE'))!;
    const chunkFields = () =>
      db
        .select({ id: searchChunks.id, sourceType: searchChunks.sourceType, updatedAt: searchChunks.updatedAt })
        .from(searchChunks)
        .where(eq(searchChunks.workspaceId, reader.workspaceId))
        .orderBy(searchChunks.id);
    const written = await chunkFields();
    expect(new Set(written.map((c) => c.sourceType))).toEqual(new Set(['markdown', 'pdf']));
    await db.update(searchChunks).set({ sourceType: 'unknown', updatedAt: new Date(0) }).where(eq(searchChunks.workspaceId, reader.workspaceId));
    await db.execute(sql.raw(backfill));
    expect(await chunkFields()).toEqual(written);
  });

  // Indexes every document again: 12 s on a quiet machine, more than the default limit under load.
  it('gives chunks indexed before it their document’s chunk count, and indexes every document again for the new weights (the upgrade)', { timeout: 90_000 }, async () => {
    const { db } = app.deps.database;
    const folder = readdirSync('drizzle').find((name) => name.endsWith('_document_chunks'))!;
    const [, backfill, reindex] = readFileSync(`drizzle/${folder}/migration.sql`, 'utf8').split('--> statement-breakpoint');
    const chunkCounts = () =>
      db
        .select({ id: searchChunks.id, documentChunks: searchChunks.documentChunks })
        .from(searchChunks)
        .where(eq(searchChunks.workspaceId, reader.workspaceId))
        .orderBy(searchChunks.id);
    const written = await chunkCounts();
    expect(new Set(written.map((c) => c.documentChunks)).size).toBeGreaterThan(1);
    await db.update(searchChunks).set({ documentChunks: 1 }).where(eq(searchChunks.workspaceId, reader.workspaceId));
    await db.execute(sql.raw(backfill!));
    expect(await chunkCounts()).toEqual(written);

    // Impacts keyed by what survives indexing again (chunk ids are new): document, chunk, lexeme.
    const impacts = async () =>
      new Map(
        (
          await db
            .select({ documentId: searchChunks.documentId, ordinal: searchChunks.ordinal, lexeme: searchImpacts.lexeme, impact: searchImpacts.impact })
            .from(searchImpacts)
            .innerJoin(searchChunks, and(eq(searchChunks.workspaceId, searchImpacts.workspaceId), eq(searchChunks.id, searchImpacts.chunkId)))
            .where(eq(searchImpacts.workspaceId, reader.workspaceId))
        ).map((r) => [`${r.documentId} ${r.ordinal} ${r.lexeme}`, r.impact]),
      );
    const before = await impacts();
    expect(before.size).toBeGreaterThan(100);
    await db.update(searchImpacts).set({ impact: 9 }).where(eq(searchImpacts.workspaceId, reader.workspaceId));
    await db.execute(sql.raw(reindex!));
    expect(await indexPending(db)).toBeGreaterThan(0);
    expect(await impacts()).toEqual(before);
  });
});
