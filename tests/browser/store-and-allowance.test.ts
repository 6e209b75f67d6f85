import type { Browser, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { usageRecords, workspaces } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function signIn(locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, await app.demoCreatorId(), new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  return page;
}

describe('the agent store and the day’s chats, as a person sees them', () => {
  it('shows an installed agent as installed with a way to open it, and makes a second copy only under a new name', async () => {
    const page = await signIn('zh-CN');
    await page.goto(`${app.url}/manage/agent/store`);
    const card = page.getByRole('article', { name: '会议纪要' });
    await card.getByRole('button', { name: '安装会议纪要' }).click();
    await page.getByTestId('agent-key').waitFor();
    await page.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/manage\/agent\/edit\//);
    const first = new URL(page.url()).pathname;

    await page.goto(`${app.url}/manage/agent/store`);
    await card.getByText('已安装').waitFor();
    // Installing again by mistake is no longer one click away.
    expect(await card.getByRole('button', { name: '安装会议纪要' }).count()).toBe(0);
    await card.getByRole('link', { name: '打开会议纪要' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(first);

    await page.goto(`${app.url}/manage/agent/store`);
    await card.getByRole('button', { name: '再安装一份会议纪要' }).click();
    const name = card.getByRole('textbox', { name: '副本名称' });
    await name.fill('会议纪要');
    await card.getByRole('button', { name: '安装副本' }).click();
    await card.getByText('工作区已有同名智能体，请换一个名称').waitFor();
    await name.fill('周会纪要');
    await card.getByRole('button', { name: '安装副本' }).click();
    await page.getByTestId('agent-key').waitFor();
    await page.getByRole('button', { name: '完成' }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(first);
    const agents = await app.deps.database.db.query.agents.findMany({ where: { builtinKey: 'meeting-notes' } });
    expect(agents.map((a) => a.name).sort()).toEqual(['会议纪要', '周会纪要']);
    await page.context().close();
  });

  it('tells today’s allowance and earned chats apart, in the settings and beside the composer, in both languages', async () => {
    const { db } = app.deps.database;
    const creatorId = await app.demoCreatorId();
    const workspace = (await db.query.workspaceMembers.findFirst({ where: { userId: creatorId } }))!;
    // Invitations earned 198 chats; two of today's allowance are spent.
    await db.update(workspaces).set({ chatCredits: 198 }).where(eq(workspaces.id, workspace.workspaceId));
    await db.insert(usageRecords).values({ workspaceId: workspace.workspaceId, userId: creatorId, type: 'chat', count: 2 });
    const limit = (await app.graphql<{ viewer: { currentWorkspace: { chatLimitPerDay: number } } }>('{ viewer { currentWorkspace { chatLimitPerDay } } }', {
      cookie: await app.signIn(creatorId),
    })).data!.viewer.currentWorkspace.chatLimitPerDay;

    for (const [locale, chats, earned, composer] of [
      ['zh-CN', `${limit - 2} / ${limit}`, '198', `今日还可对话 ${limit - 2} 次 · 奖励对话 198 次`],
      ['en-US', `${limit - 2} of ${limit}`, '198', `${limit - 2} chats left today · 198 earned chats`],
    ] as const) {
      const page = await signIn(locale);
      if (locale === 'en-US') {
        await page.getByRole('button', { name: '切换语言' }).click();
        await page.getByText('Your current workspace').waitFor();
      }
      await page.goto(`${app.url}/manage/settings/base`);
      await expect.poll(() => page.getByTestId('plan-chats').textContent()).toBe(chats);
      expect(await page.getByTestId('plan-earned').textContent()).toBe(earned);
      await page.goto(`${app.url}/chat`);
      await expect.poll(() => page.getByTestId('remaining-chats').textContent()).toBe(composer);
      await page.context().close();
    }
    await app.graphql('mutation { updateAccount(input: { preferredLanguage: ZH_HANS }) { __typename } }', { cookie: await app.signIn(creatorId) });
  });
});
