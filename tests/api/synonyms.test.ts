import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDocuments } from '../../bff/src/demo/documents.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { searchSynonyms } from '../../bff/src/search/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';

type Segment = { text: string; highlighted: boolean };
type Found = { search: { totalCount: number; edges: { node: { title: Segment[]; passage: Segment[]; document: { title: string } } }[] } };
type Problem = { field: string; message: string };
type Saved = { __typename: string; synonym?: { id: string; input: string | null; terms: string[] }; problems?: Problem[]; message?: string };

const SEARCH = 'query ($q: String!) { search(query: $q, first: 10) { totalCount edges { node { title { text highlighted } passage { text highlighted } document { title } } } } }';
const SAVED = '__typename ... on SynonymPayload { synonym { id input terms } } ... on ValidationError { message problems { field message } } ... on Error { message }';
const CREATE = `mutation ($input: SynonymInput!) { createSynonym(input: $input) { ${SAVED} } }`;
const UPDATE = `mutation ($id: ID!, $input: SynonymInput!) { updateSynonym(synonymId: $id, input: $input) { ${SAVED} } }`;
const DELETE = 'mutation ($id: ID!) { deleteSynonym(synonymId: $id) { __typename ... on DeleteSynonymPayload { deletedSynonymId } ... on Error { message } } }';
const LIST = '{ viewer { currentWorkspace { synonyms(first: 50) { totalCount edges { node { id input terms createdBy { displayName } } } } } } }';

/**
 * A workspace's synonyms: admins keep them, and every search applies them as alternatives of the
 * words they match — two-way between all their terms, one-way from their input — in either
 * language, through the real API. The demo handbook says 年假; people search "vacation".
 */
describe('search synonyms', () => {
  let app: TestApp;
  let admin: string;
  let member: string;
  let outsider: string;

  beforeAll(async () => {
    app = await startTestApp();
    const { db } = app.deps.database;
    admin = await app.signIn(await app.demoCreatorId());
    await seedDemoDocuments(db, app.deps.config.uploadDir, app.deps.jobs);
    const workspaceId = (await db.query.workspaceMembers.findFirst({ where: { userId: await app.demoCreatorId() } }))!.workspaceId;
    member = await app.signIn((await addMember(db, workspaceId, 1)).id);
    outsider = await app.signIn((await createWorkspaceWithCreator(db, '别家')).creator.id);
    const deadline = Date.now() + 30_000;
    while ((await search('年假')).totalCount === 0) {
      if (Date.now() > deadline) throw new Error('the demo handbook was not indexed');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 60_000);
  afterAll(() => app?.stop());

  const search = async (q: string, cookie = admin) => (await app.graphql<Found>(SEARCH, { cookie, variables: { q } })).data!.search;
  const titles = async (q: string, cookie = admin) => (await search(q, cookie)).edges.map((e) => e.node.document.title);
  const save = async (input: Record<string, unknown>, cookie = admin) =>
    (await app.graphql<{ createSynonym: Saved }>(CREATE, { cookie, variables: { input } })).data!.createSynonym;

  it('finds the handbook by a word it does not hold once an admin makes it a synonym, both ways', async () => {
    expect(await titles('vacation policy')).toEqual([]);
    const made = await save({ terms: [' 年假 ', 'vacation', 'VACATION'] });
    expect(made.synonym).toMatchObject({ input: null, terms: ['年假', 'vacation'] });
    // Every member's search applies it, in either language, with the word's other forms.
    for (const q of ['vacation policy', 'vacations', 'Vacation']) expect(await titles(q, member), q).toEqual(['员工手册.md']);
    // What the document holds is highlighted as what was found.
    const hit = (await search('vacation', member)).edges[0]!.node;
    expect(hit.passage.filter((s) => s.highlighted).map((s) => s.text)).toContain('年假');
    // Two-way: the Chinese word still finds what it found, and nothing less.
    expect(await titles('年假')).toEqual(['员工手册.md']);
  });

  it('applies a one-way set from its input only, and a synonym of several words as a phrase', async () => {
    const oneWay = await save({ input: 'PTO', terms: ['带薪年假'] });
    expect(oneWay.synonym).toMatchObject({ input: 'PTO', terms: ['带薪年假'] });
    expect(await titles('PTO')).toEqual(['员工手册.md']);
    const phrase = await save({ terms: ['reimbursement', '交通费 住宿费'] });
    expect(phrase.__typename).toBe('SynonymPayload');
    expect(await titles('reimbursement')).toEqual(['员工手册.md']);
    // A word found by no set changes nothing.
    expect(await titles('reimburse deadline quantum')).toEqual(['员工手册.md']);
    expect(await titles('quantum')).toEqual([]);
  });

  it('stops applying a set once it is changed or deleted', async () => {
    const made = await save({ terms: ['laptop policy', '办公网络'] });
    expect(await titles('laptop policy')).toContain('员工手册.md');
    const id = made.synonym!.id;
    const updated = (await app.graphql<{ updateSynonym: Saved }>(UPDATE, { cookie: admin, variables: { id, input: { input: 'wifi', terms: ['办公网络'] } } })).data!.updateSynonym;
    expect(updated.synonym).toMatchObject({ id, input: 'wifi', terms: ['办公网络'] });
    expect(await titles('wifi')).toEqual(['员工手册.md']);
    const deleted = await app.graphql<{ deleteSynonym: { __typename: string } }>(DELETE, { cookie: admin, variables: { id } });
    expect(deleted.data!.deleteSynonym.__typename).toBe('DeleteSynonymPayload');
    expect(await titles('wifi')).toEqual([]);
  });

  it('says what is wrong with a set, in the person’s language', async () => {
    // An admin who reads English: their own setting decides the language.
    const { db } = app.deps.database;
    const workspaceId = (await db.query.workspaceMembers.findFirst({ where: { userId: await app.demoCreatorId() } }))!.workspaceId;
    const englishAdmin = await addMember(db, workspaceId, 2);
    await db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, englishAdmin.id));
    const english = await app.signIn(englishAdmin.id);
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ terms: ['年假'] }, 'terms', '请至少填写两个同义词', 'Enter at least two terms'],
      [{ terms: ['', '  '] }, 'terms', '请至少填写两个同义词', 'Enter at least two terms'],
      [{ input: 'PTO', terms: [] }, 'terms', '请至少填写一个要同时搜索的词', 'Enter at least one term to search as well'],
      [{ input: 'PTO', terms: ['pto'] }, 'terms', '搜索词不能同时出现在同义词中', 'The searched term cannot also be one of its synonyms'],
      [{ terms: ['a'.repeat(51), 'b'] }, 'terms', '每个词最多 50 个字符', 'Each term can be at most 50 characters long'],
      [{ terms: Array.from({ length: 21 }, (_, i) => `term${i}`) }, 'terms', '一组同义词最多 20 个词', 'A synonym set holds at most 20 terms'],
      [{ terms: Array.from({ length: 5000 }, (_, i) => `term${i}`) }, 'terms', '一组同义词最多 20 个词', 'A synonym set holds at most 20 terms'],
      [{ terms: ['!!!', '年假'] }, 'terms', '该词只含标点或空白，无法用于搜索', 'This term holds only punctuation or spaces, so nothing can be searched for it'],
      [{ input: '？？', terms: ['年假'] }, 'input', '该词只含标点或空白，无法用于搜索', 'This term holds only punctuation or spaces, so nothing can be searched for it'],
    ];
    for (const [input, field, zh, en] of cases) {
      expect((await save(input)).problems, JSON.stringify(input)).toContainEqual({ field, message: zh });
      expect((await save(input, english)).problems, JSON.stringify(input)).toContainEqual({ field, message: en });
    }
  });

  it('keeps synonyms to the workspace’s admins, and each workspace to its own', async () => {
    const made = await save({ terms: ['kxsynonyma', 'kxsynonymb'] });
    const id = made.synonym!.id;
    const listed = await app.graphql<{ viewer: { currentWorkspace: { synonyms: { totalCount: number } } } }>(LIST, { cookie: admin });
    expect(listed.data!.viewer.currentWorkspace.synonyms.totalCount).toBeGreaterThan(0);
    for (const cookie of [member, outsider]) {
      const refused = await app.graphql(LIST, { cookie });
      expect(JSON.stringify(refused.data)).not.toContain('kxsynonym');
      expect((await app.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { cookie, variables: { id } })).data!.node).toBeNull();
      const changed = await app.graphql<{ updateSynonym: Saved | null }>(UPDATE, { cookie, variables: { id, input: { terms: ['x', 'y'] } } });
      const removed = await app.graphql<{ deleteSynonym: { __typename: string } | null }>(DELETE, { cookie, variables: { id } });
      // A member is refused the field; another workspace's admin finds no such set.
      if (cookie === member) expect([changed.errors?.[0]?.extensions?.code, removed.errors?.[0]?.extensions?.code]).toEqual(['FORBIDDEN', 'FORBIDDEN']);
      else expect([changed.data!.updateSynonym?.message, (removed.data!.deleteSynonym as { message?: string }).message]).toEqual(['同义词不存在', '同义词不存在']);
    }
    // Another workspace's searches never apply this one's synonyms.
    expect((await save({ terms: ['quantum', '年假'] }, outsider)).__typename).toBe('SynonymPayload');
    expect(await titles('quantum')).toEqual([]);
    const still = await app.graphql<{ node: { terms: string[] } }>('query ($id: ID!) { node(id: $id) { ... on Synonym { terms } } }', { cookie: admin, variables: { id } });
    expect(still.data!.node.terms).toEqual(['kxsynonyma', 'kxsynonymb']);
  });

  it('holds at most its limit of sets, however many are added at once', async () => {
    const { db } = app.deps.database;
    const workspaceId = (await db.query.workspaceMembers.findFirst({ where: { userId: await app.demoCreatorId() } }))!.workspaceId;
    const [{ held }] = (await db.select({ held: count() }).from(searchSynonyms).where(eq(searchSynonyms.workspaceId, workspaceId))) as [{ held: number }];
    const room = 1000 - held - 2;
    await db.insert(searchSynonyms).values(Array.from({ length: room }, (_, i) => ({ workspaceId, terms: [`filler${i}a`, `filler${i}b`] })));
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => save({ terms: [`race${i}a`, `race${i}b`] })));
    expect(results.filter((r) => r.__typename === 'SynonymPayload')).toHaveLength(2);
    expect(results.filter((r) => r.__typename !== 'SynonymPayload').map((r) => r.message)).toEqual(Array(4).fill('工作区的同义词已达上限（1000 组），请先删除不用的'));
    // A search over a thousand sets still answers, and applies the one that matches.
    expect(await titles('race0a')).toEqual([]);
    expect(await titles('vacation')).toEqual(['员工手册.md']);
  });
});
