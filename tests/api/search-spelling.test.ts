import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchVocabulary, searchWordScopes } from '../../bff/src/search/tables.ts';
import { roles } from '../../bff/src/workspaces/tables.ts';
import { installApp, syncAndWait, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember } from '../support/fixtures.ts';
import { page, startTestSite, type TestSite } from '../support/test-site.ts';

type Segment = { text: string; highlighted: boolean };
type Search = {
  search: {
    totalCount: number;
    matchedAllTerms: boolean;
    correctedQuery: string | null;
    facets: { apps: { title: string; count: number }[] };
    edges: { node: { passage: Segment[]; document: { title: string } } }[];
  };
};

const SEARCH = `query Search($q: String!, $correctSpelling: Boolean) {
  search(query: $q, first: 10, correctSpelling: $correctSpelling) {
    totalCount matchedAllTerms correctedQuery
    facets { apps { title count } }
    edges { node { passage { text highlighted } document { title } } }
  }
}`;

describe('search corrects misspelled words', () => {
  let app: TestApp;
  let site: TestSite;
  let secretSite: TestSite;
  let creatorCookie: string;
  let memberCookie: string;

  beforeAll(async () => {
    app = await startTestApp();
    creatorCookie = await app.signIn(await app.demoCreatorId());
    [site, secretSite] = await Promise.all([startTestSite(), startTestSite()]);
    site.pages.set('/', page('Information Security Policy', 'Passwords must be at least 12 characters and rotated every 90 days. 密码每九十天更换一次。', ['/release']));
    site.pages.set('/release', page('Release Process', 'We cut release branches every two weeks; each is released on a Friday. A rollback uses deploy --rollback.'));
    const handbook = await installApp(app, creatorCookie, 'website', { ...WEBSITE_INPUT, title: 'Handbook', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
    await syncAndWait(app, creatorCookie, handbook);

    // An app only one role sees: its words are never offered to anyone else.
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    const [role] = await db.insert(roles).values({ workspaceId: workspace.id, name: 'Board' }).returning();
    memberCookie = await app.signIn((await addMember(db, workspace.id, 1)).id);
    secretSite.pages.set('/', page('Board minutes', 'The board approved Project Zephyrine and its budget.'));
    const secret = await installApp(app, creatorCookie, 'website', {
      ...WEBSITE_INPUT,
      title: 'Board',
      dataPermission: 'SPECIFIED_ROLES',
      roleIds: [Buffer.from(`Role:${role!.id}`).toString('base64')],
      roleScope: 'ONLY_SPECIFIED_ROLE',
      settings: { startUrls: [`${secretSite.url}/`], delayMs: 0 },
    });
    await syncAndWait(app, creatorCookie, secret);
  });
  afterAll(async () => {
    await app?.stop();
    await site?.close();
    await secretSite?.close();
  });

  const search = async (q: string, options: { cookie?: string; correctSpelling?: boolean } = {}) => {
    const result = await app.graphql<Search>(SEARCH, { cookie: options.cookie ?? memberCookie, variables: { q, correctSpelling: options.correctSpelling } });
    expect(result.errors).toBeUndefined();
    return result.data!.search;
  };

  it('searches the corrected query when the typed one finds nothing, and says what it searched', async () => {
    // Corrected to the words as the documents write them.
    const result = await search('pasword rotaton');
    expect(result.correctedQuery).toBe('passwords rotated');
    expect(result.matchedAllTerms).toBe(true);
    expect(result.edges.map((e) => e.node.document.title)).toEqual(['Information Security Policy']);
    // The corrected words are the ones marked.
    expect(result.edges[0]!.node.passage.filter((s) => s.highlighted).map((s) => s.text)).toEqual(['Passwords', 'rotated']);
    // The count and facets are of the same corrected search.
    expect(result.totalCount).toBe(1);
    expect(result.facets.apps).toEqual([{ title: 'Handbook', count: 1 }]);
  });

  it('keeps the rest of the query as typed: phrases, Chinese and known words', async () => {
    expect((await search('Relase "two weeks"')).correctedQuery).toBe('release "two weeks"');
    expect((await search('rollbak 密码')).correctedQuery).toBe('rollback 密码');
    // Short words too, whose letters swapped share few letter triples with the word meant.
    expect((await search('wekes')).correctedQuery).toBe('weeks');
    expect((await search('dyas lesat')).correctedQuery).toBe('days least');
    // A word the documents hold is never changed, even where the search finds nothing for it
    // (release is one edit from released, which they hold too).
    const fallback = await search('release xylophone');
    expect(fallback.correctedQuery).toBeNull();
    expect(fallback.matchedAllTerms).toBe(false);
  });

  it('leaves a query that finds something alone, and searches as typed when asked', async () => {
    expect((await search('password')).correctedQuery).toBeNull();
    const asTyped = await search('pasword rotaton', { correctSpelling: false });
    expect(asTyped).toMatchObject({ correctedQuery: null, totalCount: 0, edges: [] });
  });

  it('corrects only to words of documents the reader may see', async () => {
    // The creator manages the board's app: the misspelled project name is corrected for them.
    const creator = await search('zephirine', { cookie: creatorCookie });
    expect(creator.correctedQuery).toBe('zephyrine');
    expect(creator.edges.map((e) => e.node.document.title)).toEqual(['Board minutes']);
    // A member outside the role is told nothing of it: no correction, nothing found or counted.
    expect(await search('zephirine')).toMatchObject({ correctedQuery: null, totalCount: 0, edges: [], facets: { apps: [] } });
  });

  it('offers no correction for words too far from any the documents hold', async () => {
    expect(await search('qwertyuiop')).toMatchObject({ correctedQuery: null, totalCount: 0 });
    // Codes and numbers are matched exactly, never corrected.
    expect((await search('E04')).correctedQuery).toBeNull();
  });

  it('moves the words kept per app, restriction and reader set into one vocabulary and their scopes (the upgrade)', async () => {
    const { db } = app.deps.database;
    const listed = async () => ({
      vocabulary: (await db.select().from(searchVocabulary)).map((r) => `${r.workspaceId} ${r.word} ${r.pinyin}`).sort(),
      scopes: (await db.select().from(searchWordScopes)).map((r) => `${r.workspaceId} ${r.word} ${r.appId} ${r.restricted} ${r.readerSetId}`).sort(),
    });
    const written = await listed();
    expect(written.vocabulary).toEqual(expect.arrayContaining([expect.stringMatching(/ passwords null$/), expect.stringMatching(/ zephyrine null$/)]));
    expect(written.scopes).toEqual(expect.arrayContaining([expect.stringMatching(/ passwords \S+ false null$/), expect.stringMatching(/ zephyrine \S+ false null$/)]));
    // Each word once, though the board's app and the open one share their common words ("and").
    expect(new Set(written.vocabulary).size).toBe(written.vocabulary.length);
    expect(written.scopes.length).toBeGreaterThan(written.vocabulary.length);
    // The lists as the version before kept them: a row per word and scope, with its pinyin.
    await db.execute(sql`create table search_words as
      select s.workspace_id, s.app_id, s.restricted, s.reader_set_id, s.word, v.pinyin
      from ${searchWordScopes} s join ${searchVocabulary} v using (workspace_id, word)`);
    await db.delete(searchWordScopes);
    await db.delete(searchVocabulary);
    const folder = readdirSync('drizzle').find((name) => name.endsWith('_search_vocabulary'))!;
    const move = readFileSync(`drizzle/${folder}/migration.sql`, 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /INSERT INTO|DROP TABLE/.test(statement));
    expect(move).toHaveLength(3);
    for (const statement of move) await db.execute(sql.raw(statement));
    expect(await listed()).toEqual(written);
  });
});
