import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingest, workspaceWithApp } from '../../scripts/search/fixture.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember } from '../support/fixtures.ts';

const SEARCH = `query ($q: String!) { search(query: $q, first: 10) { edges { node { document { id title } } } } }`;

/**
 * The ways a page used to lose to the wrong one, as classes: the query's words together in a
 * passage against the same words apart; a page about the question against a long reference page
 * that mentions each word in a section of its own (under a heading, as a setting's name is); a
 * page holding every word against one repeating fewer of them; and a page answering each clause
 * of a question in a section against one answering its first clause twice over; and the page
 * defining a code (a section headed by it) against pages using it more. Every case is generated
 * from word triples, questions of three two-word clauses in both languages, and codes of each
 * shape, among documents of filler vocabulary that give the words their rarity.
 */
describe('search ranking', () => {
  let app: TestApp;
  let cookie: string;
  const ids = new Map<string, string>();

  // Deterministic filler: words none of the cases uses.
  let seed = 11;
  const random = () => ((seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296);
  const FILLER = ['cluster', 'region', 'leader', 'follower', 'snapshot', 'schema', 'column', 'replica', '副本', '集群', '调度', '节点', '存储', '日志'];
  const filler = (words: number) => Array.from({ length: words }, () => FILLER[Math.floor(random() * FILLER.length)]).join(' ');

  const TRIPLES: { words: [string, string, string]; lang: 'en' | 'zh' }[] = [
    { words: ['recover', 'dropped', 'table'], lang: 'en' },
    { words: ['cancel', 'running', 'statement'], lang: 'en' },
    { words: ['limit', 'memory', 'quota'], lang: 'en' },
    { words: ['恢复', '误删', '数据表'], lang: 'zh' },
    { words: ['终止', '慢速', '查询'], lang: 'zh' },
  ];
  const join = (words: readonly string[], lang: 'en' | 'zh') => words.join(lang === 'zh' ? '' : ' ');
  /** Questions of three clauses, each of two words: the words, and the question as it may be typed. */
  const CLAUSED: { words: string[]; lang: 'en' | 'zh'; asked: string[] }[] = [
    {
      words: ['threshold', 'logfile', 'sampling', 'retention', 'rotation', 'compression'],
      lang: 'en',
      asked: ['threshold logfile, sampling retention, rotation compression', 'threshold logfile, sampling retention and rotation compression'],
    },
    { words: ['阈值', '路径', '采样', '保留', '轮转', '压缩'], lang: 'zh', asked: ['阈值路径、采样保留和轮转压缩', '阈值路径，采样保留，轮转压缩', '阈值路径；采样保留以及轮转压缩'] },
  ];
  /** Codes of each shape as typed, and the heading of the section defining each, as reference pages write them. */
  const CODES: { typed: string; heading: string; spelledOtherwise?: boolean }[] = [
    { typed: 'max_upload_size', heading: 'max_upload_size' },
    { typed: 'raft.election-timeout', heading: '`raft.election-timeout` <span class="version-mark">New in v7.1</span>' },
    { typed: '--dry-run', heading: '`--dry-run`' },
    { typed: '6.6.0', heading: '6.6.0' },
    { typed: 'ERR-4031', heading: '**ERR-4031** (quota exceeded)' },
    // A version typed without the `v` its heading writes, and the reverse.
    { typed: '6.5.1', heading: 'v6.5.1', spelledOtherwise: true },
    { typed: 'v7.2.0', heading: '7.2.0 (2026-03-01)', spelledOtherwise: true },
  ];

  beforeAll(async () => {
    app = await startTestApp();
    const { db } = app.deps.database;
    const { workspace, app: docs } = await workspaceWithApp(db, 'Ranking');
    const member = await addMember(db, workspace.id, 1);
    cookie = await app.signIn(member.id);
    const corpus: { externalId: string; title: string; text: string; sourceType: string }[] = [];
    for (let i = 0; i < 40; i++) corpus.push({ externalId: `f${i}`, title: `Notes ${i}`, text: filler(60 + Math.floor(random() * 200)), sourceType: 'markdown' });
    TRIPLES.forEach(({ words, lang }, n) => {
      const [a, b, c] = words;
      // The words next to each other in one passage, and the same words as often, far apart in one.
      corpus.push({ externalId: `together${n}`, title: `Page ${n}a`, text: `${filler(40)} ${join(words, lang)} ${filler(120)}`, sourceType: 'markdown' });
      corpus.push({ externalId: `apart${n}`, title: `Page ${n}b`, text: `${filler(10)} ${a} ${filler(45)} ${b} ${filler(45)} ${c} ${filler(30)}`, sourceType: 'markdown' });
      // A page about the question, and a reference page of forty settings, three of them named by its words.
      corpus.push({ externalId: `about${n}`, title: `Guide ${n}`, text: `${filler(30)} ${a} ${filler(3)} ${b} ${filler(3)} ${c}. ${filler(50)}`, sourceType: 'markdown' });
      const sections = Array.from({ length: 40 }, (_, k) => {
        const word = k === 5 ? a : k === 17 ? b : k === 30 ? c : null;
        return `## setting_${k}${word ? ` ${word}` : ''}\n\n${word ? `${word} ` : ''}${filler(110)}`;
      });
      corpus.push({ externalId: `reference${n}`, title: `Reference ${n}`, text: sections.join('\n\n'), sourceType: 'markdown' });
    });
    TRIPLES.forEach(({ words: [a, b, c], lang }, n) => {
      // The first and last words together, the middle one further on; and the three spread a
      // dozen words apart each, every neighbouring two nearer than in the first page.
      corpus.push({ externalId: `outer${n}`, title: `Sheet ${n}a`, text: `${filler(30)} ${join([a, c], lang)} ${filler(80)} ${b} ${filler(20)}`, sourceType: 'markdown' });
      corpus.push({ externalId: `spread${n}`, title: `Sheet ${n}b`, text: `${filler(30)} ${a} ${filler(12)} ${b} ${filler(12)} ${c} ${filler(77)}`, sourceType: 'markdown' });
    });
    TRIPLES.forEach(({ words: [a, b] }, n) => {
      // Two of the three words, each twice and together: more of them than the page about the question has, and one word fewer.
      corpus.push({ externalId: `most${n}`, title: `Memo ${n}`, text: `${filler(30)} ${a} ${b} ${filler(4)} ${a} ${b}. ${filler(50)}`, sourceType: 'markdown' });
    });
    CLAUSED.forEach(({ words: [a, b, c, d, e, f] }, n) => {
      // Each clause answered in a section of its own, against the first clause answered twice
      // over and the other clauses' words each in a section apart.
      const section = (heading: string, words: string) => `## ${heading}\n\n${filler(40)} ${words} ${filler(60)}`;
      corpus.push({ externalId: `sections${n}`, title: `Handbook ${n}`, text: [section('One', `${a} ${b}`), section('Two', `${c} ${d}`), section('Three', `${e} ${f}`)].join('\n\n'), sourceType: 'markdown' });
      const apart = [c, d, e, f].map((word, k) => section(`Part ${k}`, word!));
      corpus.push({ externalId: `scattered${n}`, title: `Digest ${n}`, text: [section('One', `${a} ${b} ${filler(8)} ${a} ${b}`), ...apart].join('\n\n'), sourceType: 'markdown' });
    });
    CODES.forEach(({ typed, heading }, n) => {
      // A long reference page with one section headed by the code, against a short page using it three times.
      const sections = Array.from({ length: 40 }, (_, k) => `## ${k === 23 ? heading : `entry_${n}_${k}`}\n\n${filler(110)}`);
      corpus.push({ externalId: `defines${n}`, title: `Settings ${n}`, text: sections.join('\n\n'), sourceType: 'markdown' });
      corpus.push({ externalId: `uses${n}`, title: `Tips ${n}`, text: `${filler(20)} set ${typed} first. ${filler(10)} ${typed} again, and ${typed}. ${filler(30)}`, sourceType: 'markdown' });
    });
    const written = await ingest(db, { workspaceId: workspace.id, appId: docs.id }, corpus);
    corpus.forEach((doc, i) => ids.set(doc.externalId, written[i]!));
  });
  afterAll(() => app?.stop());

  /** Where a document places for a query (0 first), or -1 when it is not on the first page. */
  const placeOf = async (query: string, externalId: string) => {
    const result = await app.graphql<{ search: { edges: { node: { document: { id: string } } }[] } }>(SEARCH, { cookie, variables: { q: query } });
    expect(result.errors).toBeUndefined();
    const documentId = Buffer.from(`Document:${ids.get(externalId)}`).toString('base64');
    return result.data!.search.edges.findIndex((edge) => edge.node.document.id === documentId);
  };

  it('ranks the words together as typed above the same words apart', async () => {
    const wrong: string[] = [];
    for (const [n, { words, lang }] of TRIPLES.entries()) {
      const query = words.join(' ');
      const [together, apart] = [await placeOf(query, `together${n}`), await placeOf(query, `apart${n}`)];
      if (together < 0 || apart < 0 || together > apart) wrong.push(`${query} (${lang}): together ${together}, apart ${apart}`);
    }
    expect(wrong).toEqual([]);
  });

  it('ranks words typed one apart and found together above the same words spread out', async () => {
    const wrong: string[] = [];
    for (const [n, { words, lang }] of TRIPLES.entries()) {
      const query = words.join(' ');
      const [outer, spread] = [await placeOf(query, `outer${n}`), await placeOf(query, `spread${n}`)];
      if (outer < 0 || (spread >= 0 && outer > spread)) wrong.push(`${query} (${lang}): first and last together ${outer}, spread ${spread}`);
    }
    expect(wrong).toEqual([]);
  });

  it('ranks the page about the question above a long reference page naming each word in a section of its own', async () => {
    const wrong: string[] = [];
    for (const [n, { words, lang }] of TRIPLES.entries()) {
      const query = words.join(' ');
      const [about, reference] = [await placeOf(query, `about${n}`), await placeOf(query, `reference${n}`)];
      if (about < 0 || (reference >= 0 && about > reference)) wrong.push(`${query} (${lang}): about ${about}, reference ${reference}`);
    }
    expect(wrong).toEqual([]);
  });

  it('ranks a page holding two of three words, each twice, below the pages holding all three', async () => {
    const wrong: string[] = [];
    for (const [n, { words, lang }] of TRIPLES.entries()) {
      const query = words.join(' ');
      // The higher placed of the two pages holding every word (the other may be off the page).
      const found = (await Promise.all([placeOf(query, `together${n}`), placeOf(query, `about${n}`)])).filter((place) => place >= 0);
      const most = await placeOf(query, `most${n}`);
      if (found.length === 0 || (most >= 0 && Math.min(...found) > most)) wrong.push(`${query} (${lang}): every word ${found.join(', ') || 'not found'}, two of them ${most}`);
    }
    expect(wrong).toEqual([]);
  });

  it('ranks a question of several clauses by a passage for each, however the clauses are joined', async () => {
    const wrong: string[] = [];
    for (const [n, { words, asked, lang }] of CLAUSED.entries()) {
      for (const query of asked) {
        const [sections, scattered] = [await placeOf(query, `sections${n}`), await placeOf(query, `scattered${n}`)];
        if (sections < 0 || (scattered >= 0 && scattered < sections)) wrong.push(`${query} (${lang}): sections ${sections}, scattered ${scattered}`);
      }
      // The first clause typed alone still ranks the page answering it twice over first.
      const alone = join(words.slice(0, 2), lang);
      const [scattered, sections] = [await placeOf(alone, `scattered${n}`), await placeOf(alone, `sections${n}`)];
      if (scattered < 0 || scattered > sections) wrong.push(`${alone} (${lang}): scattered ${scattered}, sections ${sections}`);
    }
    expect(wrong).toEqual([]);
  });

  it('ranks the page whose section is headed by a code the query names above pages using the code more', async () => {
    const wrong: string[] = [];
    for (const [n, { typed, spelledOtherwise }] of CODES.entries()) {
      // Quotes ask for the code as typed: a version quoted without its `v` does not find it written with one.
      const quoted = spelledOtherwise ? [] : [`"${typed}"`];
      for (const query of [typed, `${typed} default`, `${typed} 默认值`, ...quoted]) {
        const [defines, uses] = [await placeOf(query, `defines${n}`), await placeOf(query, `uses${n}`)];
        if (defines < 0 || (uses >= 0 && uses < defines)) wrong.push(`${query}: defines ${defines}, uses ${uses}`);
      }
      // Still being typed (6.5 of 6.5.1), a version finds the other spelling too.
      if (spelledOtherwise && (await placeOf(typed.replace(/\.\d+$/, ''), `defines${n}`)) < 0) wrong.push(`${typed.replace(/\.\d+$/, '')}: not found`);
    }
    expect(wrong).toEqual([]);
  });

  it('names with each result the query’s words it holds and those it lacks, a word in another form counting', async () => {
    const terms = `query ($q: String!) { search(query: $q, first: 20) { edges { node { document { id } matchedTerms missingTerms } } } }`;
    type Terms = { search: { edges: { node: { document: { id: string }; matchedTerms: string[]; missingTerms: string[] } }[] } };
    const of = async (query: string, externalId: string) => {
      const result = await app.graphql<Terms>(terms, { cookie, variables: { q: query } });
      expect(result.errors).toBeUndefined();
      const documentId = Buffer.from(`Document:${ids.get(externalId)}`).toString('base64');
      const node = result.data!.search.edges.find((edge) => edge.node.document.id === documentId)?.node;
      return node && { matched: node.matchedTerms, missing: node.missingTerms };
    };
    // Page 0a holds recover, dropped and table; page 1a cancel, running and statement; page 4a 终止慢速查询.
    expect(await of('recovering statement', 'together0')).toEqual({ matched: ['recovering'], missing: ['statement'] });
    expect(await of('recovering statement', 'together1')).toEqual({ matched: ['statement'], missing: ['recovering'] });
    expect(await of('恢复 查询 "dropped table"', 'together0')).toEqual({ matched: ['dropped table'], missing: ['恢复', '查询'] });
    expect(await of('恢复 查询', 'together4')).toEqual({ matched: ['查询'], missing: ['恢复'] });
  });
});
