import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { addMember, createUser, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { startMailbox, type Mailbox } from '../support/mailbox.ts';
import { say } from '../support/say.ts';

let app: TestApp;
let browser: Browser;
let mailbox: Mailbox;

beforeAll(async () => {
  requireBuiltWebApp();
  mailbox = await startMailbox();
  [app, browser] = await Promise.all([startTestApp({ SMTP_URL: mailbox.url }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mailbox?.close();
});

/**
 * A person who has just signed up (the guide is still ahead), signed in within a fresh context;
 * with `workspaceId`, one an admin added to that workspace by address before.
 */
async function newcomerContext(workspaceId?: string): Promise<BrowserContext> {
  const { db } = app.deps.database;
  const user = workspaceId ? await addMember(db, workspaceId) : await createUser(db, '新人');
  await db.update(users).set({ isActive: false, currentWorkspaceId: workspaceId ?? null }).where(eq(users.id, user.id));
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto(`${app.url}/api/auth/link/${await createSignInLink(db, user.id, new Date(), 5)}`);
  await page.waitForURL(/\/guide$/);
  await page.close();
  return context;
}

/** Fills in the profile step of the guide opened at `/guide?callback_url=…`, and continues. */
async function finishProfile(page: Page, callbackUrl: string) {
  await page.goto(`${app.url}/guide?callback_url=${callbackUrl}`);
  await page.getByRole('heading', { name: '欢迎使用知问' }).waitFor();
  await page.getByRole('textbox', { name: '姓名' }).fill('新人');
  await page.getByRole('textbox', { name: '用户名' }).fill(`new.${Math.random().toString(36).slice(2, 8)}`);
  await page.getByRole('button', { name: '继续' }).click();
}

describe('the guide’s callback_url in Chromium', () => {
  // Browsers drop tabs and newlines from addresses: `/<tab>/evil.example` is `//evil.example`.
  it.each(['%2F%09%2Fevil.example', '%2F%0A%2Fevil.example', '%2F%0D%0A%2Fevil.example%2Fhome'])(
    'stays on this site after the profile step with %s',
    async (callbackUrl) => {
      const context = await newcomerContext();
      const elsewhere: string[] = [];
      // Whatever the page would load from the other host is caught here, not looked up.
      await context.route(/^https?:\/\/evil\.example\//, (route) => {
        elsewhere.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<h1>evil</h1>' });
      });
      const page = await context.newPage();
      await finishProfile(page, callbackUrl);

      // The guide goes on to its second step instead.
      const companyName = page.getByRole('textbox', { name: '公司名称' });
      await expect.poll(async () => elsewhere.length > 0 || (await companyName.count()) > 0).toBe(true);
      expect(elsewhere).toEqual([]);
      expect(new URL(page.url()).origin).toBe(new URL(app.url).origin);
      expect(new URL(page.url()).pathname).toBe('/guide');
      await context.close();
    },
  );

  it('follows a path on this site for someone already in a workspace, who is told they joined it', async () => {
    const { workspace } = await createWorkspaceWithCreator(app.deps.database.db, '光明顶');
    const context = await newcomerContext(workspace.id);
    const page = await context.newPage();
    await finishProfile(page, encodeURIComponent('/search?q=x'));
    // Arrived there, its page loaded: closing the context while a navigation is still on its way
    // can leave Chromium waiting.
    await page.waitForURL(`${new URL(app.url).origin}/search?q=x`);
    await page.getByRole('status').filter({ hasText: say('You joined {workspaceName}', { workspaceName: '光明顶' }, { exact: false }) }).waitFor();
    await context.close();
  });
});

/** Signs up with a code mailed to `email`, on the sign-in page already open. */
async function signUpByCode(page: Page, email: string) {
  await page.getByRole('textbox', { name: say('E-mail') }).fill(email);
  await page.getByRole('button', { name: say('Get code') }).click();
  await page.getByRole('textbox', { name: say('Verification code') }).fill(await mailbox.codeFor(email));
  await page.getByRole('button', { name: say('Sign in') }).click();
}

/** The guide's list of steps: which one is current, and which are done (by their visible names). */
async function stepsShown(page: Page) {
  const steps = page.getByRole('list', { name: say('Steps of the guide') }).getByRole('listitem');
  await steps.first().waitFor();
  return Promise.all((await steps.all()).map(async (step) => ({ current: (await step.getAttribute('aria-current')) === 'step', text: (await step.innerText()).trim() })));
}

describe('the guide, one path, in Chromium', () => {
  for (const [language, locale, theme] of [
    ['zh-hans', 'zh-CN', 'light'],
    ['en', 'en-US', 'dark'],
  ] as const) {
    it(`takes a new person without an invitation from the profile to the workspace step, on /guide and /noWorkspace alike (${language})`, async () => {
      // The CSP would refuse axe's script.
      const context = await browser.newContext({ locale, colorScheme: theme, bypassCSP: true });
      const page = await context.newPage();
      // Headed for a page of the signed-in frame, which needs a workspace.
      await page.goto(`${app.url}/search?q=handbook`);
      await page.getByRole('heading', { name: say('Sign in to Zhiwen') }).waitFor();
      await signUpByCode(page, `walker.${language}@example.com`);

      await page.getByRole('heading', { level: 1, name: say('Welcome to Zhiwen') }).waitFor();
      const profile = await stepsShown(page);
      expect(profile.map((step) => step.current)).toEqual([true, false]);
      await page.getByRole('textbox', { name: say('Name') }).fill(language === 'en' ? 'Walker' : '行者');
      await page.getByRole('textbox', { name: say('Username') }).fill(`walker.${language}`);
      await page.getByRole('button', { name: say('Continue') }).click();

      // The same page, the same steps: the profile done, the workspace current.
      await page.getByRole('textbox', { name: say('Company name') }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/guide');
      await page.getByRole('heading', { level: 1, name: say('Welcome to Zhiwen') }).waitFor();
      const workspaceStep = await stepsShown(page);
      expect(workspaceStep.map((step) => step.current)).toEqual([false, true]);
      expect(workspaceStep[0]!.text).toMatch(say('done', {}, { exact: false }));
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Where a page of the frame sends them meanwhile shows that very step too.
      await page.goto(`${app.url}/search?q=handbook`);
      await page.waitForURL(/\/noWorkspace$/);
      await page.getByRole('heading', { level: 1, name: say('You are not in a workspace yet') }).waitFor();
      expect((await stepsShown(page)).map((step) => step.current)).toEqual([false, true]);
      await page.getByRole('textbox', { name: say('Company name') }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Creating the workspace ends the guide on its home, which says so.
      const company = language === 'en' ? 'Walker Works' : '行者工坊';
      await page.getByRole('textbox', { name: say('Company name') }).fill(company);
      await page.getByRole('button', { name: say('Create workspace') }).click();
      await page.waitForURL(/\/home$/);
      const notice = page.getByRole('status').filter({ hasText: say('You created {workspaceName}', { workspaceName: company }, { exact: false }) });
      await notice.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await notice.getByRole('button', { name: say('Close') }).click();
      await notice.waitFor({ state: 'detached' });
      // Said once: a reload does not repeat it.
      await page.reload();
      await page.getByTestId('workspace-name').filter({ hasText: company }).waitFor();
      expect(await page.getByRole('status').filter({ hasText: say('You created {workspaceName}', { workspaceName: company }, { exact: false }) }).count()).toBe(0);
      await context.close();
    });
  }
});
