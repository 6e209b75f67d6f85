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

type AssistantLogEntry = { at: number; state: string | null; tip: number };

/**
 * Runs in the page before its own scripts: logs each change of the assistant's state and of its
 * tip's length, and answers the log (`assistantTyped`) once a tip has been typed and hidden.
 */
function logAssistant() {
  const log: AssistantLogEntry[] = [];
  let done: (entries: AssistantLogEntry[]) => void = () => {};
  (window as unknown as { assistantTyped: Promise<AssistantLogEntry[]> }).assistantTyped = new Promise((resolve) => (done = resolve));
  const record = () => {
    const widget = document.querySelector('[data-testid="assistant-widget"]');
    if (!widget) return;
    const tip = document.querySelector('[data-testid="assistant-tip"]');
    const entry = { at: performance.now(), state: widget.getAttribute('data-state'), tip: tip ? [...(tip.textContent ?? '')].length : -1 };
    const last = log.at(-1);
    if (last && last.state === entry.state && last.tip === entry.tip) return;
    log.push(entry);
    if (entry.tip === -1 && log.some((e) => e.tip > 0)) done(log);
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-state'] });
}

describe('the frame in Chromium', () => {
  it('shows the assistant only on /home and /search; its tip types at 100 ms a character and hides 2 s later', async () => {
    const context = await signedInContext();
    // The page logs the assistant's state and its tip's length from its first render, so that what
    // is checked does not depend on how soon or how fast the test can look.
    await context.addInitScript(logAssistant);
    const page = await context.newPage();
    await page.goto(`${app.url}/home`);
    const widget = page.getByTestId('assistant-widget');
    await widget.waitFor({ state: 'attached' });
    const log = await page.evaluate(() => (window as unknown as { assistantTyped: Promise<AssistantLogEntry[]> }).assistantTyped);

    // The tip grows one character at a time while the assistant speaks, then disappears; the
    // assistant is idle once it is done.
    const full = [...'关于您的文档，尽管问我'].length;
    const grown = log.filter((entry, i) => entry.tip > 0 && entry.tip !== log[i - 1]?.tip);
    expect(grown.map((entry) => entry.tip)).toEqual(Array.from({ length: full }, (_, i) => i + 1));
    expect(log.some((entry) => entry.state === 'speaking' && entry.tip > 0 && entry.tip < full)).toBe(true);
    expect(log.at(-1)!.state).toBe('idle');
    expect(await widget.getAttribute('data-state')).toBe('idle');
    const steps = grown.slice(1).map((entry, i) => entry.at - grown[i]!.at);
    const average = steps.reduce((a, b) => a + b, 0) / steps.length;
    expect(average).toBeGreaterThan(80);
    expect(average).toBeLessThan(160);
    const hiddenAfter = log.at(-1)!.at - grown.at(-1)!.at;
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

  it('lights up the menu item a hidden page belongs to: creating an agent under installed agents, upgrade and add-ons under orders', async () => {
    // The test before left the account in English and at night.
    const cookie = await app.signIn(await app.demoCreatorId());
    await app.graphql('mutation { updateAccount(input: { preferredLanguage: ZH_HANS, theme: LIGHT }) { __typename } }', { cookie });
    const context = await signedInContext();
    const page = await context.newPage();
    const highlighted = async (path: string, menu: string) => {
      await page.goto(`${app.url}${path}`);
      const current = page.getByRole('navigation', { name: menu, exact: true }).locator('a[aria-current="page"]');
      await current.first().waitFor();
      expect(await current.count()).toBe(1);
      return current.textContent();
    };
    expect(await highlighted('/manage/agent/create', '管理')).toBe('已安装的智能体');
    expect(await highlighted('/manage/agent/store', '管理')).toBe('智能体商店');
    expect(await highlighted('/manage/settings/upgrade', '管理')).toBe('订单管理');
    expect(await highlighted('/manage/settings/addon', '管理')).toBe('订单管理');

    // The screen's own words come from the setup catalogue: switched in place, it follows too.
    await page.getByRole('heading', { level: 1, name: '增值包' }).waitFor();
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('navigation', { name: 'Manage' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Add-ons' }).waitFor();
    expect(await highlighted('/manage/agent/create', 'Manage')).toBe('Installed agents');
    expect(await highlighted('/manage/settings/addon', 'Manage')).toBe('Orders');
    await context.close();
    await app.graphql('mutation { updateAccount(input: { preferredLanguage: ZH_HANS }) { __typename } }', { cookie });
  });
});
