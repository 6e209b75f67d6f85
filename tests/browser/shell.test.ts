import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createUser } from '../support/fixtures.ts';

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

async function signedInContext(userId?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const token = await createSignInLink(app.deps.database.db, userId ?? (await app.demoCreatorId()), new Date(), 5);
  const page = await context.newPage();
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await page.waitForURL(/\/(home|guide)$/);
  await page.close();
  return context;
}

describe('the frame in Chromium', () => {
  it('shows the assistant only on /home and /search; its tip types at 100 ms a character and hides 2 s later', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto(`${app.url}/home`);
    const widget = page.getByTestId('assistant-widget');
    await widget.waitFor();

    // The tip grows one character at a time, then disappears.
    const tip = page.getByTestId('assistant-tip');
    await tip.waitFor();
    const samples: number[] = [];
    const started = Date.now();
    while (Date.now() - started < 700) {
      samples.push([...((await tip.textContent()) ?? '')].length);
      await page.waitForTimeout(50);
    }
    expect(samples.at(-1)!).toBeGreaterThan(samples[0]!);
    expect(samples.at(-1)!).toBeLessThanOrEqual(9); // ~7 characters in 700 ms, not all at once
    const full = '关于您的文档，尽管问我';
    await expect.poll(() => tip.textContent(), { timeout: 3000 }).toBe(full);
    const fullAt = Date.now();
    await tip.waitFor({ state: 'detached', timeout: 4000 });
    expect(Date.now() - fullAt).toBeGreaterThan(1500);

    await page.goto(`${app.url}/accountSetting`);
    await page.getByRole('heading', { name: '账号设置' }).waitFor();
    expect(await widget.count()).toBe(0);

    await page.goto(`${app.url}/home`);
    await page.getByRole('button', { name: '打开助手' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/chat');
    await context.close();
  });

  it('opens the side panel from /search at 600 px, and keeps a resized width across reloads', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto(`${app.url}/search`);
    const panel = page.getByTestId('chat-panel');
    // The panel starts expanded, so the assistant steps aside.
    await expect.poll(() => panel.getAttribute('data-width')).toBe('600');
    expect(await page.getByTestId('assistant-widget').count()).toBe(0);

    const separator = page.getByRole('separator', { name: '调整助手面板宽度' });
    await separator.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await expect.poll(() => panel.getAttribute('data-width')).toBe('700');
    await page.reload();
    await expect.poll(() => panel.getAttribute('data-width')).toBe('700');
    expect((await context.cookies()).find((c) => c.name === 'chat_width')?.value).toBe('700');

    await page.getByRole('button', { name: '关闭助手' }).click();
    await expect.poll(() => panel.getAttribute('data-width')).toBe('0');
    await page.getByRole('button', { name: '打开助手' }).click();
    await expect.poll(() => panel.getAttribute('data-width')).toBe('600');
    expect(await page.getByTestId('assistant-widget').count()).toBe(0);
    await context.close();
  });

  it('sends an inactive person to /guide, and keeps language and theme choices', async () => {
    const user = await createUser(app.deps.database.db, '新人');
    const { users } = await import('../../bff/src/identity/tables.ts');
    const { eq } = await import('drizzle-orm');
    await app.deps.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const newcomer = await signedInContext(user.id);
    const page = await newcomer.newPage();
    await page.goto(`${app.url}/search`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/guide');
    await newcomer.close();

    const context = await signedInContext();
    const home = await context.newPage();
    await home.goto(`${app.url}/home`);
    await home.getByRole('button', { name: '切换到夜间模式' }).click();
    await home.getByRole('button', { name: '切换语言' }).click();
    await home.getByRole('button', { name: 'Switch to day mode' }).waitFor();
    // A new tab of the same person: the account keeps both choices.
    const other = await context.newPage();
    await other.goto(`${app.url}/home`);
    await other.getByText('Your current workspace').waitFor();
    await expect.poll(() => other.locator('html').getAttribute('class')).toMatch(/\bdark\b/);
    await context.close();
  });
});
