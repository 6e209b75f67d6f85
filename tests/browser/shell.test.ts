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
    await widget.waitFor({ state: 'attached' });
    // The assistant speaks while its tip types, and is idle once it is done.
    await expect.poll(() => widget.getAttribute('data-state')).toBe('speaking');

    // The tip grows one character at a time, then disappears: read from a log the page keeps itself,
    // so the timing does not depend on how fast the test can poll.
    const log = await page.evaluate(
      () =>
        new Promise<[number, number][]>((resolve) => {
          const entries: [number, number][] = [];
          const record = () => {
            const tip = document.querySelector('[data-testid="assistant-tip"]');
            const length = tip ? [...(tip.textContent ?? '')].length : -1;
            if (entries.at(-1)?.[1] !== length) entries.push([performance.now(), length]);
            if (length === -1 && entries.some(([, n]) => n > 0)) resolve(entries);
          };
          new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
          record();
        }),
    );
    expect(await widget.getAttribute('data-state')).toBe('idle');
    const typing = log.filter(([, n]) => n > 0);
    const full = typing.at(-1)!;
    expect(full[1]).toBe([...'关于您的文档，尽管问我'].length);
    const steps = typing.slice(1).map(([at], i) => at - typing[i]![0]);
    const average = steps.reduce((a, b) => a + b, 0) / steps.length;
    expect(average).toBeGreaterThan(80);
    expect(average).toBeLessThan(160);
    const hiddenAfter = log.at(-1)![0] - full[0];
    expect(hiddenAfter).toBeGreaterThan(1900);
    expect(hiddenAfter).toBeLessThan(2600);

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
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/guide');
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
