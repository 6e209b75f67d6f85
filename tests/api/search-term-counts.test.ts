import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../bff/src/db/client.ts';
import { searchTermCounts, searchTermRecounts } from '../../bff/src/search/tables.ts';
import { dueRecounts, listedForms, orLexemes, recountDueTerms, recountTerms, termCountSchedules } from '../../bff/src/search/term-counts.ts';
import { forgetTermStats } from '../../bff/src/search/term-stats.ts';
import { quote } from '../../bff/src/search/tokenize.ts';
import { ingest, workspaceWithApp } from '../../scripts/search/fixture.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const SEARCH = `query ($q: String!) { search(query: $q, first: 10) { edges { node { score document { title } } } } }`;
type Found = { search: { edges: { node: { score: number; document: { title: string } } }[] } };

/** Words of a seeded generator, so that a failure can be drawn again. */
let state = 7;
const random = () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296;
const VOCABULARY = ['ledger', 'harbour', 'lantern', 'orchard', 'quarry', 'meadow', 'beacon', 'granary', 'cistern', 'foundry', 'tannery', 'vineyard'];
const sentence = (words: number) => Array.from({ length: words }, () => VOCABULARY[Math.floor(random() ** 2 * VOCABULARY.length)]).join(' ');
/** A document of `passages` paragraphs, each a chunk of its own (about 700 characters). */
const document = (passages: number) => Array.from({ length: passages }, () => `${sentence(20)}. ${'the notes of the season, kept line by line, '.repeat(12)}`).join('\n\n');

const LISTED = 3;

describe("a large workspace's common words counted ahead", () => {
  let app: TestApp;
  let db: Database;
  let cookie: string;
  let workspaceId: string;
  let otherId: string;
  let appId: string;

  /** Each lexeme of the workspace with how many documents and chunks hold it, counted from the chunks. */
  const counted = async (workspace: string) =>
    rowsOf<{ lexeme: string; documents: number; chunks: number }>(
      await db.execute(sql`select lexeme, count(distinct document_id)::int as documents, count(*)::int as chunks
        from search_chunks, unnest(tsvector_to_array(tsv)) as lexeme where workspace_id = ${workspace} group by lexeme`),
    );
  const listed = async (workspace: string) =>
    db.select({ lexeme: searchTermCounts.lexeme, documents: searchTermCounts.documents, chunks: searchTermCounts.chunks }).from(searchTermCounts).where(eq(searchTermCounts.workspaceId, workspace));
  const scores = async (q: string) => {
    const result = await app.graphql<Found>(SEARCH, { cookie, variables: { q } });
    expect(result.errors).toBeUndefined();
    return result.data!.search.edges.map(({ node }) => [node.document.title, node.score] as const);
  };

  beforeAll(async () => {
    // The schedule's own recounts (on a server) would drop this small workspace's lists as the test reads them.
    app = await startTestApp({ SEARCH_RECOUNT_MIN_CHUNKS: '0' });
    db = app.deps.database.db;
    const space = await workspaceWithApp(db, 'Counted ahead');
    workspaceId = space.workspace.id;
    appId = space.app.id;
    cookie = await app.signIn(space.creator.id);
    // Documents of one to five passages: a word's documents and its chunks differ.
    await ingest(db, { workspaceId, appId }, Array.from({ length: 14 }, (_, n) => ({ externalId: `d${n}`, title: `Almanac ${n}`, text: document(1 + (n % 5)), sourceType: 'markdown' })));
    const other = await workspaceWithApp(db, 'Counted apart');
    otherId = other.workspace.id;
    await ingest(db, { workspaceId: otherId, appId: other.app.id }, [{ externalId: 'o', title: 'Ledger alone', text: document(4), sourceType: 'markdown' }]);
  }, 300_000);
  afterAll(() => app?.stop());

  it('lists every lexeme in enough chunks, with the documents and chunks that hold it, and no other', async () => {
    expect(await recountTerms(db, workspaceId, { listedChunks: LISTED })).toBeGreaterThan(0);
    const expected = (await counted(workspaceId)).filter((row) => row.chunks >= LISTED);
    expect(expected.some((row) => row.documents < row.chunks)).toBe(true);
    const byLexeme = (rows: { lexeme: string }[]) => [...rows].sort((a, b) => a.lexeme.localeCompare(b.lexeme));
    expect(byLexeme(await listed(workspaceId))).toEqual(byLexeme(expected));
    // The other workspace is neither listed nor touched.
    expect(await listed(otherId)).toEqual([]);
    const [recount] = await db.select().from(searchTermRecounts).where(eq(searchTermRecounts.workspaceId, workspaceId));
    expect(recount!.chunks).toBe(Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from search_chunks where workspace_id = ${workspaceId}`))[0]!.n));
  });

  it('ranks with the listed counts as it does with counting, and reads them', async () => {
    const queries = ['ledger', 'harbour lantern', 'orchard quarry meadow', 'beacon granary', 'cistern'];
    await db.delete(searchTermCounts).where(eq(searchTermCounts.workspaceId, workspaceId));
    forgetTermStats(workspaceId);
    const byCounting = await Promise.all(queries.map(scores));
    await recountTerms(db, workspaceId, { listedChunks: LISTED });
    forgetTermStats(workspaceId);
    expect(await Promise.all(queries.map(scores))).toEqual(byCounting);

    // Read for a unit of lexemes or-ed, some listed, with the forms not listed (counted then); a unit of another kind is counted.
    const ledger = (await listed(workspaceId)).find((row) => row.lexeme === 'ledger')!;
    const read = await listedForms(db, workspaceId, ["'ledger'", "('ledger' | 'nowhere')", "('nowhere' | 'elsewhere')", "'ledger' & 'harbour'", "'ledger':*"]);
    expect([...read]).toEqual([
      ["'ledger'", { documents: ledger.documents, unlisted: [] }],
      ["('ledger' | 'nowhere')", { documents: ledger.documents, unlisted: ['nowhere'] }],
    ]);

    // A listed word said to be in one document weighs as a rare word: its documents score higher.
    const [before] = await scores('ledger');
    await db.update(searchTermCounts).set({ documents: 1 }).where(and(eq(searchTermCounts.workspaceId, workspaceId), eq(searchTermCounts.lexeme, 'ledger')));
    forgetTermStats(workspaceId);
    const [after] = await scores('ledger');
    expect(after![1]).toBeGreaterThan(before![1]);
    await recountTerms(db, workspaceId, { listedChunks: LISTED });
    forgetTermStats(workspaceId);
  });

  it('recounts a workspace when it is large and was never recounted or has changed, and drops a small one', async () => {
    await db.delete(searchTermRecounts);
    await db.delete(searchTermCounts);
    const chunks = async (workspace: string) => Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from search_chunks where workspace_id = ${workspace}`))[0]!.n);
    const min = await chunks(workspaceId);
    expect(min).toBeGreaterThan(await chunks(otherId));
    expect(await dueRecounts(db, { minChunks: min })).toEqual({ due: [workspaceId], dropped: [] });
    const log: unknown[] = [];
    expect(await recountDueTerms(db, { info: (entry: unknown) => void log.push(entry) }, { minChunks: min, listedChunks: LISTED })).toEqual({ recounted: 1, dropped: 0 });
    expect(log).toHaveLength(1);
    expect(await dueRecounts(db, { minChunks: min })).toEqual({ due: [], dropped: [] });

    // A day after its recount: due however little it moved.
    const hours = (h: number) => new Date(Date.now() + h * 3_600_000);
    expect(await dueRecounts(db, { minChunks: min, now: hours(23) })).toEqual({ due: [], dropped: [] });
    expect(await dueRecounts(db, { minChunks: min, now: hours(25) })).toEqual({ due: [workspaceId], dropped: [] });

    // Grown by a tenth: due again.
    await ingest(db, { workspaceId, appId }, [{ externalId: 'grown', title: 'Almanac grown', text: document(Math.ceil(min / 10)), sourceType: 'markdown' }]);
    expect(await dueRecounts(db, { minChunks: min })).toEqual({ due: [workspaceId], dropped: [] });

    // Under the size that lists: its lists are dropped, and its words counted at first sight again.
    const larger = (await chunks(workspaceId)) + 1;
    expect(await dueRecounts(db, { minChunks: larger })).toEqual({ due: [], dropped: [workspaceId] });
    expect(await recountDueTerms(db, { info: () => {} }, { minChunks: larger })).toEqual({ recounted: 0, dropped: 1 });
    expect(await listed(workspaceId)).toEqual([]);
    expect(await db.select().from(searchTermRecounts)).toEqual([]);
  });

  it('runs on a schedule of its own on a server, never on the embedded database or when turned off', () => {
    const log = { info: () => {} };
    const [schedule] = termCountSchedules({ database: { db, kind: 'postgres' }, log, minChunks: 20_000 });
    expect(schedule!.queue).toBe('search-term-recount');
    expect(schedule!.cron).toBe('*/10 * * * *');
    expect(termCountSchedules({ database: { db, kind: 'pglite' }, log, minChunks: 20_000 })).toEqual([]);
    expect(termCountSchedules({ database: { db, kind: 'postgres' }, log, minChunks: 0 })).toEqual([]);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('leaves a workspace to the recount already under way', async () => {
    // Another process recounting (its transaction holds the workspace's lock).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const other = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`search term recount ${workspaceId}`}))`);
      locked();
      await held;
    });
    await holding;
    expect(await recountTerms(db, workspaceId, { listedChunks: LISTED })).toBeNull();
    release();
    await other;
    expect(await recountTerms(db, workspaceId, { listedChunks: LISTED })).toBeGreaterThan(0);
  });

  it("reads a unit's lexemes only where it is lexemes or-ed, as they were quoted", () => {
    const lexemes = ['run', "o'clock", 'back\\slash', '年假', "it''s", 'a|b'];
    for (const a of lexemes)
      for (const b of lexemes) {
        expect(orLexemes(`(${quote(a)} | ${quote(b)})`)).toEqual([a, b]);
        expect(orLexemes(quote(a))).toEqual([a]);
        expect(orLexemes(`(${quote(a)}) & (${quote(b)})`)).toBeNull();
        expect(orLexemes(`${quote(a)} <-> ${quote(b)}`)).toBeNull();
        expect(orLexemes(`${quote(a)}:*`)).toBeNull();
      }
  });
});
