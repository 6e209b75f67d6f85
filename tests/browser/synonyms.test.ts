import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoDocuments } from '../../bff/src/demo/documents.ts';
import { translate } from '../../bff/src/i18n/messages.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { ingest } from '../../scripts/search/fixture.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { addMember } from '../support/fixtures.ts';
import { clickShowingProgress, graphqlOperation } from '../support/held-request.ts';
import { say } from '../support/say.ts';

let app: TestApp;
let browser: Browser;
let creatorId: string;
let workspaceId: string;

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  const { db } = app.deps.database;
  creatorId = await app.demoCreatorId();
  workspaceId = (await db.query.workspaceMembers.findFirst({ where: { userId: creatorId } }))!.workspaceId;
  // The demo workspace's handbook, as a first start gives it: it says 年假, never "vacation".
  await seedDemoDocuments(db, app.deps.config.uploadDir, app.deps.jobs);
  const cookie = await app.signIn(creatorId);
  const found = async () =>
    (await app.graphql<{ search: { totalCount: number } }>('{ search(query: "年假") { totalCount } }', { cookie })).data?.search.totalCount ?? 0;
  // Its app syncs through the queue; searching for what it holds says when it has.
  const deadline = Date.now() + 30_000;
  while ((await found()) === 0) {
    if (Date.now() > deadline) throw new Error('the demo handbook was not indexed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedIn(userId: string, options: { locale: string; theme: 'light' | 'dark' }): Promise<Page> {
  // axe is injected as a script, which the app's own CSP rightly refuses.
  const context = await browser.newContext({ locale: options.locale, colorScheme: options.theme, bypassCSP: true });
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  return page;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: say('Main') });

/** To the search page from the header, and a search from its box, as a person types and submits. */
async function search(page: Page, words: string) {
  await mainNav(page).getByRole('link', { name: say('Search') }).click();
  // The home page has a search box too, and the address changes before the new page is drawn:
  // the search page's own heading says its box is the one on screen.
  await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
  await page.getByRole('heading', { level: 1, name: say('Search') }).waitFor();
  const box = page.getByRole('searchbox', { name: say('Search') });
  await box.fill(words);
  await box.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(words);
}

/** To the synonyms screen the way an admin finds it: Manage, then its side menu. */
async function openSynonyms(page: Page) {
  await mainNav(page).getByRole('link', { name: say('Manage') }).click();
  await page.getByRole('navigation', { name: say('Manage') }).getByRole('link', { name: say('Synonyms') }).click();
  await page.getByRole('heading', { level: 1, name: say('Synonyms') }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/manage/settings/synonyms');
}

const synonymRow = (page: Page, text: string) => page.getByRole('table', { name: say('Synonyms') }).getByRole('row').filter({ hasText: text });

describe('search synonyms in Chromium', () => {
  it('makes "vacation" find the handbook that says 年假 (zh-hans, light theme)', async () => {
    const { db } = app.deps.database;
    await db.update(users).set({ preferredLanguage: 'zh-hans', theme: 'light' }).where(eq(users.id, creatorId));
    const creator = (await db.query.users.findFirst({ where: { id: creatorId } }))!;
    const page = await signedIn(creatorId, { locale: 'zh-CN', theme: 'light' });

    // The handbook says 年假; someone searching in English finds nothing.
    await search(page, 'vacation policy');
    await page.getByText(say('No results')).waitFor();
    expect(await page.getByRole('link', { name: /员工手册/ }).count()).toBe(0);

    // The screen explains itself, and has nothing yet.
    await openSynonyms(page);
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('light');
    await page.getByText('员工搜索时用的词与文档中的不一定相同。在这里添加同义词，搜索其中一个词时也会找到其他词。').waitFor();
    await page.getByText(say('No synonyms yet.')).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Two-way is the default; terms are separated by a Chinese comma here, and shown as read.
    await page.getByRole('button', { name: say('Add synonyms') }).click();
    const dialog = page.getByRole('dialog', { name: say('Add synonyms') });
    expect(await dialog.getByRole('radio', { name: '双向：每个词都能找到其他词' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('radio', { name: '单向：搜索某个词时也搜索其他词' }).isChecked()).toBe(false);
    expect(await dialog.getByRole('textbox', { name: say('Searched term') }).count()).toBe(0);
    await dialog.getByText('用逗号、顿号或换行分隔各个词。').waitFor();
    await dialog.getByRole('textbox', { name: say('Terms') }).fill('年假，vacation');
    expect(await dialog.getByRole('list', { name: say('Terms as read') }).getByRole('listitem').allInnerTexts()).toEqual(['年假', 'vacation']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await clickShowingProgress(page, dialog.getByRole('button', { name: say('Save') }), graphqlOperation('useCreateSynonymMutation'), /^正在保存…$/);
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(say('Synonyms saved')).first().waitFor();

    // Listed: its terms, its direction in words, who added it and when.
    const row = synonymRow(page, 'vacation');
    expect(await row.getByRole('cell').first().innerText()).toMatch(/^年假\s+vacation$/);
    await row.getByText(say('Two-way'), { exact: true }).waitFor();
    await row.getByText(say('Each term finds the others.')).waitFor();
    await row.getByText(creator.displayName).waitFor();
    await row.getByText(say('just now')).waitFor();
    expect(await page.getByText(say('No synonyms yet.')).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The same search, made again in the same visit, now finds the handbook.
    await search(page, 'vacation policy');
    await page.getByRole('link', { name: /员工手册/ }).first().waitFor();
    expect(await page.getByText(say('No results')).count()).toBe(0);
    await page.context().close();
  });

  it('adds a one-way set, shows field errors, edits and deletes (en, dark theme)', async () => {
    const { db } = app.deps.database;
    await db.update(users).set({ preferredLanguage: 'zh-hans', theme: 'dark' }).where(eq(users.id, creatorId));
    const page = await signedIn(creatorId, { locale: 'zh-CN', theme: 'dark' });
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark');
    // Switched from the header, as a person does; the choice is kept on the account.
    await page.getByRole('button', { name: /English/ }).click();
    await mainNav(page).getByRole('link', { name: 'Manage' }).waitFor();
    await openSynonyms(page);
    await page.getByText('People search with words their documents may not use. Add synonyms here: searching one term also finds the others.').waitFor();

    // One-way: searching "PTO" also searches 年假; the row reads "PTO → 年假".
    await page.getByRole('button', { name: 'Add synonyms' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add synonyms' });
    await dialog.getByText('One-way: searching one term also searches the others').click();
    // Without the searched term a one-way set is no set: said beside its box.
    const searched = dialog.getByRole('textbox', { name: 'Searched term' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Enter the term people search for').waitFor();
    expect(await searched.getAttribute('aria-invalid')).toBe('true');
    await searched.fill('PTO');
    await dialog.getByRole('textbox', { name: 'Also search for' }).fill('年假');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const oneWay = synonymRow(page, 'PTO');
    expect(await oneWay.getByRole('cell').first().innerText()).toMatch(/^PTO\s*→\s*年假$/);
    await oneWay.getByText('One-way', { exact: true }).waitFor();
    await oneWay.getByText('Searching “PTO” also finds these terms.').waitFor();
    await search(page, 'PTO');
    await page.getByRole('link', { name: /员工手册/ }).first().waitFor();
    await openSynonyms(page);

    // A two-way set of one term is refused, the reason beside the terms; the dialog stays open.
    await page.getByRole('button', { name: 'Add synonyms' }).click();
    dialog = page.getByRole('dialog', { name: 'Add synonyms' });
    const terms = dialog.getByRole('textbox', { name: 'Terms' });
    await terms.fill('holiday');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(translate('en', 'synonymTermsRequired')).waitFor();
    expect(await terms.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await terms.fill('holiday\nleave');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await synonymRow(page, 'holiday').getByText('Two-way', { exact: true }).waitFor();

    // Edited in the same dialog, filled with the set as it is.
    await page.getByRole('button', { name: 'Edit the synonyms “holiday, leave”' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit synonyms' });
    expect(await dialog.getByRole('radio', { name: 'Two-way: each term finds the others' }).isChecked()).toBe(true);
    const edited = dialog.getByRole('textbox', { name: 'Terms' });
    expect(await edited.inputValue()).toBe('holiday, leave');
    await edited.fill('holiday, leave、time off');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const holiday = synonymRow(page, 'holiday');
    expect(await holiday.getByRole('cell').first().innerText()).toMatch(/^holiday\s+leave\s+time off$/);

    // Deleted after a confirmation: gone from the list, and still gone after a reload.
    await page.getByRole('button', { name: 'Delete the synonyms “holiday, leave, time off”' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the synonyms “holiday, leave, time off”?' });
    await confirm.getByText('Searches stop using them at once.').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await clickShowingProgress(page, confirm.getByRole('button', { name: 'Delete' }), graphqlOperation('useDeleteSynonymMutation'), /^Deleting…$/);
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText('Synonyms deleted').first().waitFor();
    await holiday.waitFor({ state: 'detached' });
    await page.reload();
    await synonymRow(page, 'PTO').waitFor();
    expect(await synonymRow(page, 'holiday').count()).toBe(0);
    await synonymRow(page, 'vacation').waitFor();
    await page.context().close();
  });

  it('shows an admin what members searched, and starts a synonym from a search that found nothing (zh-hans, then en)', async () => {
    const { db } = app.deps.database;
    // A member searches for what the documents do not say, then for what they do, and opens it.
    const member = await addMember(db, workspaceId, 1);
    const reader = await signedIn(member.id, { locale: 'zh-CN', theme: 'light' });
    await search(reader, 'bereavement leave');
    await reader.getByText(say('No results')).waitFor();
    await search(reader, '年假');
    await reader.getByTestId('search-result').first().getByRole('link').first().click();
    await expect.poll(() => new URL(reader.url()).pathname).toMatch(/^\/document\//);
    await reader.context().close();

    await db.update(users).set({ preferredLanguage: 'zh-hans', theme: 'light' }).where(eq(users.id, creatorId));
    const page = await signedIn(creatorId, { locale: 'zh-CN', theme: 'light' });
    await mainNav(page).getByRole('link', { name: say('Manage') }).click();
    await page.getByRole('navigation', { name: say('Manage') }).getByRole('link', { name: say('Analytics') }).click();
    await page.getByRole('heading', { level: 2, name: '搜索分析' }).waitFor();
    await page.getByText('工作区成员在搜索什么，哪些搜索没能帮到他们。不会显示是谁搜索的。').waitFor();
    const nothing = page.getByRole('table', { name: '无结果的搜索' });
    await nothing.getByRole('row').filter({ hasText: 'bereavement leave' }).waitFor();
    expect(await nothing.getByRole('row').filter({ hasText: '年假' }).count()).toBe(0);
    // The handbook was opened from 年假: one opening in the top searches; nobody is named.
    const top = page.getByRole('table', { name: '热门搜索' }).getByRole('row').filter({ hasText: /^年假/ });
    expect(await top.getByRole('cell').allInnerTexts()).toEqual(['年假', '1', '1', '刚刚']);
    expect(await page.getByText(member.displayName).count()).toBe(0);
    expect(Number(await page.getByTestId('search-count').innerText())).toBeGreaterThanOrEqual(2);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The period is in the address; a shorter one still holds today's searches.
    await page.getByRole('combobox', { name: '周期' }).selectOption({ label: '最近 7 天' });
    await expect.poll(() => new URL(page.url()).searchParams.get('days')).toBe('7');
    await nothing.getByRole('row').filter({ hasText: 'bereavement leave' }).waitFor();

    // From a search that found nothing to a synonym set that starts with it.
    await nothing.getByRole('link', { name: '为“bereavement leave”添加同义词' }).click();
    const dialog = page.getByRole('dialog', { name: say('Add synonyms') });
    expect(await dialog.getByRole('textbox', { name: say('Terms') }).inputValue()).toBe('bereavement leave');
    await dialog.getByRole('button', { name: say('Cancel') }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The address follows once the route's loader has read the page again.
    await expect.poll(() => new URL(page.url()).searchParams.get('term')).toBeNull();

    // Recording off: what was recorded is gone, and the choice stays after a reload.
    await page.goto(`${app.url}/manage/analytics`);
    const keep = page.getByRole('combobox', { name: '搜索记录保留' });
    expect(await keep.inputValue()).toBe('90');
    await keep.selectOption({ label: '不记录搜索' });
    await page.getByRole('button', { name: say('Save') }).click();
    await page.getByText(say('Saved')).first().waitFor();
    await page.reload();
    expect(await page.getByRole('combobox', { name: '搜索记录保留' }).inputValue()).toBe('0');
    await page.getByTestId('search-count').getByText('0').waitFor();
    await page.context().close();

    // In English, the same screen reads so.
    await db.update(users).set({ preferredLanguage: 'en', theme: 'dark' }).where(eq(users.id, creatorId));
    const english = await signedIn(creatorId, { locale: 'en-US', theme: 'dark' });
    await english.goto(`${app.url}/manage/analytics`);
    await english.getByRole('heading', { level: 2, name: 'Search analytics' }).waitFor();
    await english.getByRole('table', { name: 'Searches that found nothing' }).getByText('None in this period.').waitFor();
    expect(await english.getByRole('combobox', { name: 'Keep searches for' }).inputValue()).toBe('0');
    expect(await seriousA11yViolations(english)).toEqual([]);
    await english.context().close();
  });

  it('tests a query as a member would search it, and shows why each result ranks (zh-hans light, then en dark)', async () => {
    const { db } = app.deps.database;
    const member = await addMember(db, workspaceId, 1);
    await db.update(users).set({ preferredLanguage: 'zh-hans', theme: 'light' }).where(eq(users.id, creatorId));
    const creator = (await db.query.users.findFirst({ where: { id: creatorId } }))!;
    const page = await signedIn(creatorId, { locale: 'zh-CN', theme: 'light' });
    await mainNav(page).getByRole('link', { name: say('Manage') }).click();
    await page.getByRole('navigation', { name: say('Manage') }).getByRole('link', { name: '检索测试' }).click();
    await page.getByRole('heading', { level: 1, name: '检索测试' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/manage/retrieval');
    expect(await page.getByRole('combobox', { name: '搜索身份' }).inputValue()).toBeTruthy();
    await page.getByRole('textbox', { name: '搜索词' }).fill('年假');
    await page.getByRole('button', { name: '测试', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('年假');
    const first = page.getByTestId('tested-result').first();
    await first.waitFor();
    expect(await first.innerText()).toMatch(/^#1/);
    // Each word of the query with where it is and what it adds; the lifts that make the place.
    const table = first.getByRole('table', { name: '得分构成' });
    const word = table.getByRole('row').filter({ hasText: /^年假/ });
    const cells = await word.getByRole('cell').allInnerTexts();
    expect(cells[1]).toMatch(/标题|小标题|正文/);
    expect(Number(cells[2])).toBeGreaterThan(0);
    expect(await first.getByTestId('score-lifts').innerText()).toMatch(/^关键词得分 [\d.]+ × 新近度 1\.\d+ × 语言 1\.\d+ = [\d.]+$/);
    await page.getByTestId('retrieval-summary').getByText(`以 ${creator.displayName} 的身份搜索“年假”。 按关键词排序。`).waitFor();
    expect(await first.getByTestId('score-coverage').count()).toBe(0);
    expect(await first.getByTestId('score-definition').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);



    // As a member: the address names them, and the summary says whose search it was.
    const searchAs = page.getByRole('combobox', { name: '搜索身份' });
    await searchAs.selectOption((await searchAs.locator('option', { hasText: member.email! }).getAttribute('value'))!);
    await expect.poll(() => new URL(page.url()).searchParams.get('member')).toBeTruthy();
    await page.getByTestId('retrieval-summary').getByText(`以 ${member.displayName} 的身份搜索“年假”。 按关键词排序。`).waitFor();
    await page.getByTestId('tested-result').first().waitFor();

    // A question of two parts, each held by another document: each result lacks a word, and says what that cost.
    await page.getByRole('textbox', { name: '搜索词' }).fill('年假，rollback');
    await page.getByRole('button', { name: '测试', exact: true }).click();
    await page.getByTestId('retrieval-summary').getByText(`以 ${member.displayName} 的身份搜索“年假，rollback”。 按关键词排序。`).waitFor();
    const partial = page.getByTestId('tested-result').first();
    expect(await partial.getByTestId('score-coverage').innerText()).toBe('含查询 2 个词中的 1 个：每项得分 × 0.812。');
    expect(await partial.getByTestId('score-clauses').innerText()).toBe('问题分为 2 部分：每部分的词按该部分的最佳段落计分。');

    // A setting's name: the page with a section headed by it is lifted for defining it, and says so.
    const demoApp = (await db.query.apps.findFirst({ where: { workspaceId } }))!;
    await ingest(db, { workspaceId, appId: demoApp.id }, [
      { externalId: 'settings', title: 'Settings reference', text: '## `release_window`\n\nThe hours releases may go out.\n\n## timezone\n\nThe office clock.', sourceType: 'markdown' },
      { externalId: 'note', title: 'Release note', text: 'Set release_window before a release; release_window is in hours.', sourceType: 'markdown' },
    ]);
    await page.getByRole('textbox', { name: '搜索词' }).fill('release_window');
    await page.getByRole('button', { name: '测试', exact: true }).click();
    const defining = page.getByTestId('tested-result').first();
    await defining.getByTestId('score-definition').waitFor();
    expect(await defining.getByRole('link').first().innerText()).toBe('Settings reference');
    expect(await defining.getByTestId('score-definition').innerText()).toBe('有一节以“release_window”为标题，定义了查询中的代码：× 3.00。');
    expect(await defining.getByTestId('score-lifts').innerText()).toMatch(/^关键词得分 [\d.]+ × 新近度 1\.\d+ × 语言 1\.\d+ × 定义 3\.00 = [\d.]+$/);
    expect(await page.getByTestId('tested-result').nth(1).getByTestId('score-definition').count()).toBe(0);
    await page.context().close();

    await db.update(users).set({ preferredLanguage: 'en', theme: 'dark' }).where(eq(users.id, creatorId));
    const english = await signedIn(creatorId, { locale: 'en-US', theme: 'dark' });
    await english.goto(`${app.url}/manage/retrieval?q=${encodeURIComponent('年假')}`);
    await english.getByRole('heading', { level: 1, name: 'Retrieval test' }).waitFor();
    const top = english.getByTestId('tested-result').first();
    await top.getByRole('columnheader', { name: 'Where in the passage' }).waitFor();
    expect(await top.getByTestId('score-lifts').innerText()).toMatch(/^Keyword score [\d.]+ × recency 1\.\d+ × language 1\.\d+ = [\d.]+$/);
    await top.getByText(/^Length: \d+ passages? \(the workspace averages [\d.]+\)/).waitFor();
    await english.getByRole('textbox', { name: 'Query' }).fill('release_window');
    await english.getByRole('button', { name: 'Test', exact: true }).click();
    const definingEn = english.getByTestId('tested-result').first();
    expect(await definingEn.getByTestId('score-definition').innerText()).toBe('A section headed “release_window” defines a code the query names: × 3.00.');
    expect(await definingEn.getByTestId('score-lifts').innerText()).toMatch(/^Keyword score [\d.]+ × recency 1\.\d+ × language 1\.\d+ × definition 3\.00 = [\d.]+$/);
    await english.getByRole('textbox', { name: 'Query' }).fill('年假, rollback');
    await english.getByRole('button', { name: 'Test', exact: true }).click();
    await expect.poll(() => new URL(english.url()).searchParams.get('q')).toBe('年假, rollback');
    const partial2 = english.getByTestId('tested-result').first();
    await partial2.getByTestId('score-clauses').waitFor();
    expect(await partial2.getByTestId('score-coverage').innerText()).toBe('Holds 1 of 2 words: each part counts × 0.812.');
    expect(await partial2.getByTestId('score-clauses').innerText()).toBe('A question in 2 parts: each part’s words count from that part’s best passage.');
    // A query nothing holds says so.
    await english.getByRole('textbox', { name: 'Query' }).fill('zzqx');
    await english.getByRole('button', { name: 'Test', exact: true }).click();
    await english.getByText('Nothing found for this member.').waitFor();
    expect(await seriousA11yViolations(english)).toEqual([]);
    await english.context().close();
  });

  it('keeps a plain member out: no Manage link, and the address answers 403', async () => {
    const member = await addMember(app.deps.database.db, workspaceId, 1);
    const page = await signedIn(member.id, { locale: 'zh-CN', theme: 'light' });
    await mainNav(page).getByRole('link', { name: say('Home') }).waitFor();
    expect(await mainNav(page).getByRole('link', { name: say('Manage') }).count()).toBe(0);
    await page.goto(`${app.url}/manage/settings/synonyms`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/403');
    expect(await page.getByRole('heading', { name: say('Synonyms') }).count()).toBe(0);
    expect(await page.getByText('vacation').count()).toBe(0);
    await page.context().close();
  });
});
