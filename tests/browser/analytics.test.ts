import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { workspaceMembers } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { seedTurns, shanghaiDate, shanghaiTime } from '../support/chat-analytics-seed.ts';
import { addMember } from '../support/fixtures.ts';
import { say } from '../support/say.ts';

/**
 * An admin reads the conversation analytics of seeded conversations in both languages: the totals
 * and the charts say what was seeded, the CSV holds the same days, the answers voted down show
 * their questions and reasons, the agent filter narrows them, and who asked is shown only once the
 * workspace chooses so.
 */
let app: TestApp;
let browser: Browser;
let creatorId: string;
const now = new Date();

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  const { db } = app.deps.database;
  creatorId = await app.demoCreatorId();
  const workspaceId = (await db.query.workspaceMembers.findFirst({ where: { userId: creatorId } }))!.workspaceId;
  const cookie = await app.signIn(creatorId);
  const made = await app.graphql<{ createAgent: { agent: { id: string } } }>(
    'mutation { createAgent(scope: WORKSPACE, input: { name: "报销助手", avatar: "/avatars/avatar-1.svg", visibleRange: ALL_MEMBERS }) { ... on AgentPayload { agent { id } } } }',
    { cookie },
  );
  const agentRow = Buffer.from(made.data!.createAgent.agent.id, 'base64').toString().split(':')[1]!;
  const asker = await addMember(db, workspaceId);
  await db.update(workspaceMembers).set({ wsUsername: '王小明' }).where(eq(workspaceMembers.userId, asker.id));
  const at = (days: number, hour: number) => shanghaiTime(now, days, hour);
  await seedTurns(db, workspaceId, [
    { userId: asker.id, agentId: agentRow, question: '差旅怎么报销？', at: at(1, 9), vote: { vote: 'down', reasons: ['outdated', 'not_found'], comment: '流程已经改了' } },
    { userId: asker.id, question: '年假有几天？', at: at(1, 10), vote: { vote: 'up' } },
    { userId: creatorId, question: '年假有几天？', at: at(3, 15) },
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signedIn(language: 'zh-hans' | 'en'): Promise<Page> {
  await app.deps.database.db.update(users).set({ preferredLanguage: language, theme: language === 'en' ? 'dark' : 'light' }).where(eq(users.id, creatorId));
  const context = await browser.newContext({ locale: language === 'en' ? 'en-US' : 'zh-CN', colorScheme: language === 'en' ? 'dark' : 'light', bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${app.url}/api/auth/link/${await createSignInLink(app.deps.database.db, creatorId, new Date(), 5)}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  return page;
}

const figure = (page: Page, testId: string) => page.getByTestId(testId).innerText();

describe('conversation analytics in Chromium', () => {
  for (const language of ['zh-hans', 'en'] as const) {
    it(`shows what was asked and how the answers fared, exports it, and names askers only when chosen (${language})`, async () => {
      const page = await signedIn(language);
      await page.getByRole('navigation', { name: say('Main') }).getByRole('link', { name: say('Manage') }).click();
      await page.getByRole('navigation', { name: say('Manage') }).getByRole('link', { name: say('Analytics') }).click();
      await page.getByRole('heading', { level: 1, name: say('Analytics') }).waitFor();
      await page.getByRole('combobox', { name: say('Period') }).selectOption({ label: language === 'en' ? 'Last 7 days' : '最近 7 天' });
      await expect.poll(() => new URL(page.url()).searchParams.get('days')).toBe('7');

      // The totals and the charts say what was seeded.
      await expect.poll(() => figure(page, 'question-count')).toBe('3');
      expect(await figure(page, 'active-member-count')).toBe('2');
      expect(await figure(page, 'feedback-share')).toMatch(/^67\s?%$/);
      expect(await figure(page, 'down-votes')).toBe('1');
      const questionsChart = page.getByRole('figure', { name: say('Questions per day') });
      await expect.poll(() => questionsChart.locator('figcaption').innerText()).toBe(
        language === 'en' ? `3 questions in the last 7 days; the busiest day ${shanghaiDate(now, 1)}` : `最近 7 天共 3 个问题；提问最多的一天是 ${shanghaiDate(now, 1)}`,
      );
      expect(await questionsChart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);

      // The answer voted down, with its question, its reasons and the comment; nobody named.
      const voted = page.getByRole('table', { name: say('Answers voted down') });
      const row = voted.getByRole('row').filter({ hasText: '差旅怎么报销？' });
      await row.getByText('流程已经改了').waitFor();
      await row.getByText(say('Outdated')).waitFor();
      await row.getByText(say('Did not find it')).waitFor();
      await row.getByText(say('A member')).waitFor();
      expect(await page.getByText('王小明').count()).toBe(0);
      const top = page.getByRole('table', { name: say('Top questions') }).getByRole('row').filter({ hasText: '年假有几天？' });
      expect((await top.getByRole('cell').allInnerTexts()).slice(0, 2)).toEqual(['年假有几天？', '2']);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The CSV holds the days the charts show.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: say('Export CSV') }).click()]);
      const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
      expect(csv).toHaveLength(8);
      expect(csv[0]).toBe(language === 'en' ? 'Date,Questions,Active members,Answers,Answers without a source,Helpful,Not helpful' : '日期,问题数,活跃成员,回答数,无来源的回答,有帮助,没有帮助');
      expect(csv.slice(1).map((line) => line.split(',')[0])).toEqual([6, 5, 4, 3, 2, 1, 0].map((days) => shanghaiDate(now, days)));
      expect(csv.find((line) => line.startsWith(shanghaiDate(now, 1)))).toBe(`${shanghaiDate(now, 1)},2,1,2,2,1,1`);
      expect(csv.find((line) => line.startsWith(shanghaiDate(now, 3)))).toBe(`${shanghaiDate(now, 3)},1,1,1,1,0,0`);

      // One agent's conversations.
      await page.getByRole('combobox', { name: say('Agent') }).selectOption({ label: '报销助手' });
      await expect.poll(() => figure(page, 'question-count')).toBe('1');
      await page.getByRole('combobox', { name: say('Agent') }).selectOption({ label: language === 'en' ? 'All agents' : '全部智能体' });
      await expect.poll(() => figure(page, 'question-count')).toBe('3');

      // Who asked, once the workspace shows it; then back to nobody named.
      const askers = page.getByRole('combobox', { name: say('Questions in analytics') });
      await askers.selectOption({ label: language === 'en' ? 'Show questions and who asked' : '显示问题和提问人' });
      await row.getByText('王小明').waitFor();
      await askers.selectOption({ label: language === 'en' ? 'Show questions, naming nobody' : '显示问题，不显示提问人' });
      await row.getByText(say('A member')).waitFor();
      await page.context().close();
    });
  }
});
