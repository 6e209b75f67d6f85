import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../bff/src/db/client.ts';
import { appState, documentsOf, installApp, syncAndWait, uploadToApp, WEBSITE_INPUT, type AppState } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeYuque, type FakeYuque } from '../support/fake-yuque.ts';
import { asHtml, escapeHtml, hostileBatch, hostileNeighbour, markerWord, plant, type HostileDocument } from '../support/hostile-text.ts';
import { HOSTILE_SEED } from '../support/hostile-values.ts';
import { page, startTestSite, type TestSite } from '../support/test-site.ts';

// No document's content may fail a sync run: generated hostile text, synced through three real
// connectors (a website crawled over HTTP, files uploaded over HTTP, a Yuque book's Markdown
// served as JSON, which alone carries lone surrogates through), is indexed whole and found by
// a word planted in it; what the database truly cannot index is one item's error, not the run's.

const CONNECTORS = ['website', 'files', 'yuque'] as const;

const rowId = (globalId: string) => Buffer.from(globalId, 'base64').toString('utf8').split(':')[1]!;

type Hit = { document: { id: string } };

describe('documents of hostile text', () => {
  let app: TestApp;
  let site: TestSite;
  let yuque: FakeYuque;
  let cookie: string;

  beforeAll(async () => {
    yuque = await startFakeYuque();
    yuque.tokens.add('yuque-token');
    app = await startTestApp({ YUQUE_API_URL: yuque.url });
    cookie = await app.signIn(await app.demoCreatorId());
  });
  afterAll(async () => {
    await app?.stop();
    await site?.close();
    await yuque?.close();
  });

  const search = async (query: string) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: 'query ($q: String!) { search(query: $q, first: 20) { totalCount edges { node { document { id } } } } }', variables: { q: query } }),
    });
    const body = (await response.json()) as { data?: { search: { edges: { node: Hit }[] } | null }; errors?: { message: string; extensions?: { code?: string } }[] };
    return { status: response.status, body };
  };

  /** Installs an app of the connector whose source holds the documents, and syncs it. */
  async function syncThrough(connector: (typeof CONNECTORS)[number], documents: HostileDocument[], run: number): Promise<{ appId: string; state: AppState }> {
    let appId: string;
    if (connector === 'website') {
      await site?.close();
      site = await startTestSite();
      site.pages.set('/', page('Index', 'Pages of hostile text.', documents.map((_, i) => `/doc-${i}`)));
      documents.forEach((doc, i) => site.pages.set(`/doc-${i}`, page(escapeHtml(doc.title), asHtml(doc.text))));
      appId = await installApp(app, cookie, 'website', { ...WEBSITE_INPUT, title: `网站 ${run}`, settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
    } else if (connector === 'files') {
      appId = await installApp(app, cookie, 'files', { ...WEBSITE_INPUT, title: `文件 ${run}` });
      for (const [i, doc] of documents.entries()) await uploadToApp(app, cookie, appId, `hostile-${i}.md`, doc.text);
    } else {
      const book = `team/hostile-${run}`;
      yuque.books.set(book, {
        public: 1,
        docs: documents.map((doc, i) => ({ slug: `doc-${i}`, title: doc.title, updated_at: '2026-11-01T00:00:00.000Z', format: 'markdown' as const, body: doc.text })),
      });
      appId = await installApp(app, cookie, 'yuque', { ...WEBSITE_INPUT, title: `语雀 ${run}`, authType: 'TOKEN', credentials: { token: 'yuque-token' }, settings: { books: [book] } });
    }
    return { appId, state: await syncAndWait(app, cookie, appId, 60_000) };
  }

  /** Each document of the app: whether the index holds its current content, and in how many chunks. */
  async function indexOf(appId: string) {
    return rowsOf<{ id: string; indexed: boolean; chunks: number }>(
      await app.deps.database.db.execute(sql`
        select d.id, d.indexed_hash is not distinct from d.content_hash as indexed,
          (select count(*)::int from search_chunks c where c.workspace_id = d.workspace_id and c.document_id = d.id) as chunks
        from documents d where d.app_id = ${rowId(appId)}`),
    );
  }

  it('indexes every document of generated hostile text through every connector, each found by a word planted in it', { timeout: 120_000 }, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(hostileBatch(6), fc.array(hostileNeighbour, { minLength: 2, maxLength: 2 }), async (batch, hostileQueries) => {
        run += 1;
        const documents = batch.map((parts, i) => plant(parts, markerWord(run * 10 + i)));
        for (const [c, connector] of CONNECTORS.entries()) {
          const own = documents.filter((_, i) => i % CONNECTORS.length === c);
          const { appId, state } = await syncThrough(connector, own, run);
          const label = `${connector}, run ${run}`;
          expect(state.latestRun?.itemErrors.edges, label).toEqual([]);
          expect(state.latestRun, label).toMatchObject({ status: 'SUCCEEDED', failed: 0 });
          expect(state.syncStatus, label).toBe('SUCCESS');
          // The website's index page is a document too.
          const expected = own.length + (connector === 'website' ? 1 : 0);
          expect(state.docCount, label).toBe(expected);

          const index = await indexOf(appId);
          expect(index, label).toHaveLength(expected);
          expect(index.filter((row) => !row.indexed || row.chunks === 0), `${label}: documents the index does not hold`).toEqual([]);

          const stored = await documentsOf(app, cookie, appId);
          for (const doc of own) {
            const holders = stored.filter((d) => String(d.text).includes(doc.marker));
            expect(holders, `${label}: the document that holds ${doc.marker}`).toHaveLength(1);
            const found = await search(doc.marker);
            expect(found.status, label).toBe(200);
            expect(found.body.errors, label).toBeUndefined();
            expect(found.body.data!.search!.edges.map((e) => e.node.document.id), `${label}: a search for ${doc.marker}`).toContain(holders[0]!.id);
          }
        }
        // A query of hostile text answers, whatever it finds: never a server error. The word null
        // and its misspellings go through the spelling corrections' word lists too.
        for (const query of [...hostileQueries, documents[0]!.text.slice(0, 500), 'null', 'NULL', 'nul', 'nulll']) {
          const answer = await search(query);
          expect(answer.status, JSON.stringify(query)).toBeLessThan(500);
          for (const error of answer.body.errors ?? []) {
            expect(error.extensions?.code, JSON.stringify(query)).not.toBe('INTERNAL_SERVER_ERROR');
            expect(error.message, JSON.stringify(query)).not.toBe('Unexpected error.');
          }
        }
      }),
      { seed: HOSTILE_SEED, numRuns: 4, endOnFailure: true },
    );
  });

  it('records a document the database cannot index as that item’s error, and indexes the rest of the run', async () => {
    // Chunks are bounded (800 characters of text, a title of 500, a heading of 300), so no text
    // reaches the full-text index's limits. A page's address is not: one linked with 4,000
    // characters (that do not compress) is a key over the B-tree's limit of 2,704 bytes (SQLSTATE 54000).
    await site?.close();
    site = await startTestSite();
    const long = `/long-${Array.from({ length: 500 }, (_, i) => ((i * 2654435761) >>> 0).toString(16).padStart(8, '0')).join('')}`;
    site.pages.set('/', page('Home', 'The first page mentions qzfirsta.', ['/last', long]));
    site.pages.set('/last', page('Last', 'The last page mentions qzlastaa.'));
    site.pages.set(long, page('Long address', 'The body of qzunidxa is ordinary.'));
    const appId = await installApp(app, cookie, 'website', { ...WEBSITE_INPUT, title: '索引上限', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });

    const state = await syncAndWait(app, cookie, appId, 60_000);
    expect(state.syncStatus).toBe('SUCCESS');
    expect(state.latestRun).toMatchObject({ status: 'SUCCEEDED', added: 2, failed: 1 });
    expect(state.docCount).toBe(2);
    const [error] = state.latestRun!.itemErrors.edges.map((e) => e.node);
    expect(error).toMatchObject({ message: '无法为该文档建立搜索索引，已跳过（内容超出索引的限制，或含有无法保存的数据）' });
    expect(error!.detail).toMatch(/SQLSTATE 54000/);
    expect((await documentsOf(app, cookie, appId)).map((d) => d.title).sort()).toEqual(['Home', 'Last']);
    for (const word of ['qzfirsta', 'qzlastaa']) expect((await search(word)).body.data!.search!.edges).toHaveLength(1);
    expect((await search('qzunidxa')).body.data!.search!.edges).toEqual([]);
    // Shown in the person's language on the app's sync screen.
    expect((await app.rest('PUT', '/user/base_info', { cookie, body: { preferred_language: 'en' } })).status).toBe(200);
    const english = await app.graphql<{ node: { latestRun: { itemErrors: { edges: { node: { title: string; message: string } }[] } } } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { latestRun { itemErrors(first: 5) { edges { node { title message } } } } } } }',
      { cookie, variables: { id: appId } },
    );
    await app.rest('PUT', '/user/base_info', { cookie, body: { preferred_language: 'zh-hans' } });
    expect(english.data!.node.latestRun.itemErrors.edges.map((e) => e.node)).toEqual([
      { title: 'Long address', message: 'This document could not be indexed for search and was skipped (its content exceeds a limit of the index, or holds data that cannot be stored)' },
    ]);
  });

  it('keeps the last good version of a page whose new content cannot be indexed', async () => {
    await site?.close();
    site = await startTestSite();
    site.pages.set('/', page('Home', 'Start here.', ['/guide']));
    site.pages.set('/guide', page('Guide', 'The guide explains qzguidea.'));
    const appId = await installApp(app, cookie, 'website', { ...WEBSITE_INPUT, title: '指南', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
    expect((await syncAndWait(app, cookie, appId)).latestRun).toMatchObject({ status: 'SUCCEEDED', added: 2 });

    // No text the product writes reaches a limit of the index now (chunks are bounded): a trigger
    // stands in for one, refusing the new version's chunks as Postgres refuses an over-long value.
    const { db } = app.deps.database;
    await db.execute(sql.raw(`create function refuse_chunk() returns trigger language plpgsql as $$ begin
      if new.text like '%qznewera%' then raise exception 'value too long for the index' using errcode = '54000'; end if;
      return new; end $$`));
    await db.execute(sql.raw('create trigger refuse_chunk before insert on search_chunks for each row execute function refuse_chunk()'));
    site.pages.set('/guide', page('Guide', 'The guide now explains qznewera.'));
    const state = await syncAndWait(app, cookie, appId, 60_000).finally(async () => {
      await db.execute(sql.raw('drop trigger refuse_chunk on search_chunks'));
      await db.execute(sql.raw('drop function refuse_chunk()'));
    });
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 2 });
    expect(state.latestRun).toMatchObject({ status: 'SUCCEEDED', updated: 0, unchanged: 1, deleted: 0, failed: 1 });
    expect(state.latestRun!.itemErrors.edges[0]!.node).toMatchObject({ externalId: `${site.url}/guide` });
    // Neither removed by the run's sweep nor replaced: its earlier text is still found.
    expect((await search('qzguidea')).body.data!.search!.edges).toHaveLength(1);
    expect((await search('qznewera')).body.data!.search!.edges).toEqual([]);
    expect((await appState(app, cookie, appId)).docCount).toBe(2);
  });
});
