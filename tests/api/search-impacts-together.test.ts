import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingest, workspaceWithApp } from '../../scripts/search/fixture.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { sameAsEveryMatch } from '../support/every-match.ts';

/**
 * Several common words from their impact lists (`impacts.ts`, `read-in-full.ts`): the passages
 * holding two of them are read whole, so that the lists bound an unread passage by one word; the
 * page must still be exactly what ranking every match gives.
 */
describe('search from impact lists, words read together', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.stop());

  const filler = (i: number, n = 30) => Array.from({ length: n }, (_, j) => `f${(i * 7 + j) % 90}`).join(' ');

  it('proves a page of two common words, reading whole the passages that hold both', async () => {
    const { db } = app.deps.database;
    const { workspace, app: open, creator } = await workspaceWithApp(db, 'Impacts of words together');
    // Each word in the title of 40 documents (their lists' tops) and once in the body of 160
    // more; both in the body of 12, next to each other or apart; and both in long documents,
    // each in a section of its own, which no passage holding both finds.
    await ingest(db, { workspaceId: workspace.id, appId: open.id }, [
      ...['季度', '报告'].flatMap((word) => [
        ...Array.from({ length: 40 }, (_, i) => ({ externalId: `${word}t${i}`, title: `${word} t${i}`, text: filler(i), sourceType: 'markdown' })),
        ...Array.from({ length: 160 }, (_, i) => ({ externalId: `${word}b${i}`, title: `b${i}`, text: `${filler(i)} ${word} ${filler(i + 1)}`, sourceType: 'markdown' })),
      ]),
      ...Array.from({ length: 12 }, (_, i) => ({ externalId: `both${i}`, title: `both${i}`, text: `${filler(i)} ${i % 2 ? '季度 报告' : `季度 ${filler(i, 5)} 报告`} ${filler(i + 2)}`, sourceType: 'markdown' })),
      ...Array.from({ length: 6 }, (_, i) => ({ externalId: `long${i}`, title: `long${i}`, text: `${filler(i, 200)} 季度\n\n${filler(i + 1, 300)}\n\n报告 ${filler(i + 2, 200)}`, sourceType: 'markdown' })),
    ]);
    const owner = { workspaceId: workspace.id, userId: creator.id, wsUserType: 3 };
    for (const [query, window] of [['季度 报告', { first: 10, offset: 0 }], ['报告 季度', { first: 5, offset: 5 }], ['季度报告', { first: 10, offset: 0 }]] as const) {
      const { fast } = await sameAsEveryMatch(db, owner, { query, ...window });
      expect(fast.rankedBy, query).toBe('impacts');
    }
  });

  it('bounds a word by its common forms alone, reading its rare forms whole', async () => {
    const { db } = app.deps.database;
    const { workspace, app: open, creator } = await workspaceWithApp(db, 'Impacts of rare forms');
    // "zorbex" is its own stem: a search for it asks for zorbex~ too, which only the five
    // documents holding "zorbexes" hold. The word is in 40 titles and once in 300 bodies; 季度 in
    // 200 bodies.
    await ingest(db, { workspaceId: workspace.id, appId: open.id }, [
      ...Array.from({ length: 40 }, (_, i) => ({ externalId: `t${i}`, title: `zorbex t${i}`, text: filler(i, 60), sourceType: 'markdown' })),
      ...Array.from({ length: 300 }, (_, i) => ({ externalId: `b${i}`, title: `b${i}`, text: `${filler(i)} zorbex ${i < 200 ? '季度' : ''} ${filler(i + 1)}`, sourceType: 'markdown' })),
      ...Array.from({ length: 5 }, (_, i) => ({ externalId: `p${i}`, title: `p${i}`, text: `${filler(i)} zorbexes ${filler(i + 3)}`, sourceType: 'markdown' })),
    ]);
    const owner = { workspaceId: workspace.id, userId: creator.id, wsUserType: 3 };
    for (const query of ['zorbex ', 'zorbexes ', 'zorbex 季度']) {
      const { fast } = await sameAsEveryMatch(db, owner, { query, first: 10, offset: 0 });
      expect(fast.rankedBy, query).toBe('impacts');
    }
  });

  it('gives every match’s page for generated questions of several words and clauses, many of them from the lists', async () => {
    const { db } = app.deps.database;
    const { workspace, app: open, creator } = await workspaceWithApp(db, 'Impacts of generated questions');
    let seed = 11;
    const random = () => ((seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296);
    // Words of both languages, Zipf-like: most documents hold the first few, few the last.
    const zh = '流程审批预算部门季度报告会议合同客户产品设计测试发布版本接口权限';
    const vocabulary = Array.from({ length: 200 }, (_, k) => (k % 2 ? `${zh[k % zh.length]}${zh[(k * 5 + 1) % zh.length]}` : `v${k}q`));
    const drawn = () => vocabulary[Math.floor(random() ** 1.5 * vocabulary.length)]!;
    const words = (n: number) => Array.from({ length: n }, drawn).join(' ');
    await ingest(db, { workspaceId: workspace.id, appId: open.id }, Array.from({ length: 500 }, (_, i) => ({ externalId: `g${i}`, title: i % 5 ? `t${i}` : words(1), text: i % 7 ? words(40) : `${words(120)}\n\n${words(120)}`, sourceType: 'markdown' })));
    const owner = { workspaceId: workspace.id, userId: creator.id, wsUserType: 3 };
    // Two to five words, some of them in two clauses ("a b, c d"), as questions asking two things are.
    const queries = Array.from({ length: 50 }, (_, i) => (i % 3 === 0 ? `${words(2)}, ${words(1 + (i % 2))}` : words(2 + (i % 4))));
    let fromLists = 0;
    for (const query of queries) {
      const { fast } = await sameAsEveryMatch(db, owner, { query, first: 10, offset: 0 });
      if (fast.rankedBy === 'impacts') fromLists += 1;
    }
    // Most are proved from the lists: an unread passage holds at most one of two words read
    // together, and only some of a clause's words (45 of 50 needs that; bounding every word at
    // once proved 43).
    expect(fromLists).toBeGreaterThanOrEqual(45);
  });
});
