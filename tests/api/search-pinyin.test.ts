import { dict } from '@node-rs/jieba/dict';
import { pinyin } from 'pinyin-pro';
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexPending } from '../../bff/src/search/indexer.ts';
import { segmenter } from '../../bff/src/search/tokenize.ts';
import { searchVocabulary, searchWordScopes } from '../../bff/src/search/tables.ts';
import { roles } from '../../bff/src/workspaces/tables.ts';
import { installApp, syncAndWait, WEBSITE_INPUT } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { addMember } from '../support/fixtures.ts';
import { page, startTestSite, type TestSite } from '../support/test-site.ts';

type Search = { search: { correctedQuery: string | null; edges: { node: { document: { title: string } } }[] } };
const SEARCH = `query Search($q: String!) { search(query: $q, first: 5) { correctedQuery edges { node { document { title } } } } }`;

const reading = (word: string) => pinyin(word, { toneType: 'none', type: 'array', v: true }).join('');

/**
 * Words nobody here chose: every 397th common word of jieba's dictionary of two to four
 * characters, each the title of a page whose body holds it with two others.
 */
const words = (() => {
  const listed = Buffer.from(dict)
    .toString('utf8')
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([word, count]) => /^[\u4e00-\u9fff]{2,4}$/.test(word ?? '') && Number(count) >= 200)
    .map(([word]) => word!);
  return listed.filter((_, i) => i % 397 === 0).slice(0, 60);
})();

/** The word with one character swapped for another of the pool that the word reads the same with; none if none does. */
function misTyped(word: string, pool: string[]): string | undefined {
  for (let at = 0; at < word.length; at++) {
    for (const other of pool) {
      const typed = word.slice(0, at) + other + word.slice(at + 1);
      if (other !== word[at] && reading(typed) === reading(word)) return typed;
    }
  }
  return undefined;
}

/** Common characters and the corpus's own, to mistype a character with another of its sound. */
const pool = [...new Set(words.join('') + '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处理府研质')].filter((char) => /[\u4e00-\u9fff]/.test(char));

/**
 * Pairs of the words typed one after the other, and a pair of characters that sounds like the
 * stretch across them (the first's last character, the second's first) and differs from it in
 * one: a title holds that pair, so a stretch across words could be read as it.
 */
const traps = words.flatMap((word, i) => {
  const next = words[(i + 1) % words.length]!;
  const across = word.at(-1)! + next[0]!;
  const other = pool.find((char) => char !== next[0] && reading(word.at(-1)! + char) === reading(across));
  return other ? [{ typed: word + next, title: word.at(-1)! + other }] : [];
});

/**
 * A page's body of common characters in no particular order: jieba guesses words its dictionary
 * lacks among them, as it does across the words of real text (们的, 时向), which are no one's words.
 */
const runTogether = pool.filter((_, i) => i % 3 === 0).join('');
const guessed = [
  ...new Set(
    segmenter()
      .tag(runTogether, true)
      .filter(({ tag, word }) => tag === 'x' && /^[\u4e00-\u9fff]{2,6}$/.test(word))
      .map(({ word }) => word),
  ),
];

describe('search reads Chinese typed as pinyin or with a character of the same sound', () => {
  let app: TestApp;
  let site: TestSite;
  let secretSite: TestSite;
  let memberCookie: string;

  beforeAll(async () => {
    app = await startTestApp();
    const creatorCookie = await app.signIn(await app.demoCreatorId());
    [site, secretSite] = await Promise.all([startTestSite(), startTestSite()]);
    const links = [...words.map((_, i) => `/w${i}`), ...traps.map((_, i) => `/t${i}`)];
    traps.forEach((trap, i) => site.pages.set(`/t${i}`, page(trap.title, '本页的标题只有两个字。')));
    site.pages.set('/run', page('随笔', runTogether));
    site.pages.set('/', page('目录', '本站收录的词条。', [...links, '/run']));
    words.forEach((word, i) =>
      site.pages.set(`/w${i}`, page(word, `${word}，${words[(i + 1) % words.length]}；${words[(i + 7) % words.length]}。\nThe panda is here.`)),
    );
    const open = await installApp(app, creatorCookie, 'website', { ...WEBSITE_INPUT, title: '词条', settings: { startUrls: [`${site.url}/`], delayMs: 0 } });
    await syncAndWait(app, creatorCookie, open, 60_000);

    // An app only one role sees: its words are never offered to anyone else.
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    const [role] = await db.insert(roles).values({ workspaceId: workspace.id, name: 'Board' }).returning();
    memberCookie = await app.signIn((await addMember(db, workspace.id, 1)).id);
    secretSite.pages.set('/', page('董事会纪要', '董事会批准了翡翠计划。'));
    const secret = await installApp(app, creatorCookie, 'website', {
      ...WEBSITE_INPUT,
      title: 'Board',
      dataPermission: 'SPECIFIED_ROLES',
      roleIds: [Buffer.from(`Role:${role!.id}`).toString('base64')],
      roleScope: 'ONLY_SPECIFIED_ROLE',
      settings: { startUrls: [`${secretSite.url}/`], delayMs: 0 },
    });
    await syncAndWait(app, creatorCookie, secret);
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await site?.close();
    await secretSite?.close();
  });

  const search = async (q: string, cookie = memberCookie) => {
    const result = await app.graphql<Search>(SEARCH, { cookie, variables: { q } });
    expect(result.errors).toBeUndefined();
    return result.data!.search;
  };

  /** The words whose pinyin no other word of the corpus (the demo's documents too) reads as. */
  const unique = () => words.filter((word) => words.filter((other) => reading(other) === reading(word)).length === 1);

  it('finds each word by its pinyin, run together or a syllable a word', async () => {
    expect(words.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const [i, word] of unique().entries()) {
      const syllables = pinyin(word, { toneType: 'none', type: 'array', v: true });
      const typed = i % 2 === 0 ? syllables.join('') : syllables.join(' ');
      const result = await search(typed);
      if (result.correctedQuery !== word || result.edges[0]?.node.document.title !== word) wrong.push(`${typed} → ${result.correctedQuery} (${result.edges[0]?.node.document.title})`);
    }
    expect(wrong).toEqual([]);
  });

  it('finds each word typed with one character of the same sound, and keeps the rest of the query', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const word of unique()) {
      const typed = misTyped(word, pool);
      // Typed as a page holds it, it is no mistake.
      if (!typed || words.includes(typed) || runTogether.includes(typed)) continue;
      tried++;
      const result = await search(`${typed} panda`);
      if (result.correctedQuery !== `${word} panda` || result.edges[0]?.node.document.title !== word) wrong.push(`${typed} → ${result.correctedQuery} (${result.edges[0]?.node.document.title})`);
    }
    expect(tried).toBeGreaterThan(10);
    expect(wrong).toEqual([]);
  });

  it('leaves alone a Latin word the documents hold, and what is typed right', async () => {
    // "panda" is a word of the pages: it is not read as the pinyin of some Chinese word.
    expect((await search('panda qqzxv')).correctedQuery).toBeNull();
    for (const word of words.slice(0, 10)) expect((await search(word)).correctedQuery).toBeNull();
    // Words typed right one after another: no stretch across them is read as another word that
    // sounds like it (怎么恢复 is not 怎么会复, though a title holds 怎么会).
    expect(traps.length).toBeGreaterThan(10);
    const corrected: string[] = [];
    for (const { typed } of traps) {
      const result = await search(typed);
      if (result.correctedQuery) corrected.push(`${typed} → ${result.correctedQuery}`);
    }
    expect(corrected).toEqual([]);
  });

  it('never offers a word jieba guessed in a text, only its dictionary words (翡翠 below) and its titles\' words', async () => {
    expect(guessed.length).toBeGreaterThan(3);
    const offered: string[] = [];
    for (const word of guessed) {
      const typed = reading(word);
      const result = await search(typed);
      if (result.correctedQuery?.includes(word)) offered.push(`${typed} → ${result.correctedQuery}`);
    }
    expect(offered).toEqual([]);
  });

  it('never offers a word of documents the reader may not see', async () => {
    expect((await search('feicui jihua')).correctedQuery).toBeNull();
    expect((await search('董是会')).correctedQuery).toBeNull();
    // The creator sees the board's app: the same typing finds its page.
    const creator = await app.signIn(await app.demoCreatorId());
    const found = await search('feicui jihua', creator);
    // jieba holds the plan as two words, each read by its own pinyin.
    expect(found.correctedQuery).toBe('翡翠 计划');
    expect(found.edges[0]?.node.document.title).toBe('董事会纪要');
    expect((await search('董是会', creator)).correctedQuery).toBe('董事会');
  });

  it('lists the Chinese words of documents indexed before they were listed, by indexing them again (the upgrade)', async () => {
    const { db } = app.deps.database;
    const listed = async () =>
      (
        await db
          .select({ appId: searchWordScopes.appId, restricted: searchWordScopes.restricted, word: searchVocabulary.word, pinyin: searchVocabulary.pinyin })
          .from(searchWordScopes)
          .innerJoin(searchVocabulary, sql`${searchVocabulary.workspaceId} = ${searchWordScopes.workspaceId} and ${searchVocabulary.word} = ${searchWordScopes.word}`)
      )
        .map((r) => `${r.appId} ${r.restricted} ${r.word} ${r.pinyin}`)
        .sort();
    const written = await listed();
    expect(written).toEqual(expect.arrayContaining([expect.stringMatching(/ false 翡翠 feicui$/), expect.stringMatching(/ false panda null$/)]));
    await db.delete(searchWordScopes).where(sql`${searchWordScopes.word} in (select word from ${searchVocabulary} where ${searchVocabulary.pinyin} is not null)`);
    await db.delete(searchVocabulary).where(sql`${searchVocabulary.pinyin} is not null`);
    const folder = readdirSync('drizzle').find((name) => name.endsWith('_search_words_pinyin'))!;
    const reindex = readFileSync(`drizzle/${folder}/migration.sql`, 'utf8').split('--> statement-breakpoint').find((s) => s.includes('UPDATE'))!;
    await db.execute(sql.raw(reindex));
    expect(await indexPending(db)).toBeGreaterThan(0);
    expect(await listed()).toEqual(written);
  });
});
