import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { addMember } from '../support/fixtures.ts';
import { say } from '../support/say.ts';
import { freePort } from '../support/free-port.ts';

let app: TestApp;
let browser: Browser;
let github: FakeGitHub;

beforeAll(async () => {
  requireBuiltWebApp();
  github = await startFakeGitHub();
  github.repos.set('acme/handbook', {
    private: false,
    files: new Map([['README.md', '# Handbook\n\nWelcome aboard: the onboarding checklist lives here.']]),
    issues: [{ number: 7, title: 'Onboarding laptop', body: 'Order a laptop before day one.', updated_at: '2026-11-01T00:00:00Z', user: 'alice', comments: [] }],
  });
  // The provider sends the browser back to PUBLIC_URL, so the server's address is fixed first.
  const port = await freePort();
  [app, browser] = await Promise.all([
    startTestApp({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      GITHUB_API_URL: github.url,
      GITHUB_WEB_URL: github.url,
      GITHUB_CLIENT_ID: github.client.id,
      GITHUB_CLIENT_SECRET: github.client.secret,
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await github?.close();
});

describe('a connector authorized through OAuth, in the browser', () => {
  it('installs a GitHub app, authorizes it at the provider, syncs it and finds its documents in search', async () => {
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    const token = await createSignInLink(app.deps.database.db, await app.demoCreatorId(), new Date(), 5);
    await page.goto(`${app.url}/api/auth/link/${token}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');

    // Notion's OAuth app is not configured on this server: only its token is offered.
    await page.goto(`${app.url}/manage/datasources/create?connector=notion`);
    const notionAuth = page.getByRole('radiogroup', { name: say('Authorization type') });
    await expect.poll(() => notionAuth.getByText(say('Access token')).isVisible()).toBe(true);
    expect(await notionAuth.getByText(say('OAuth authorization')).count()).toBe(0);

    await page.goto(`${app.url}/manage/datasources/create?connector=github`);
    await page.getByRole('textbox', { name: say('Title') }).fill('Acme GitHub');
    await page.getByRole('radiogroup', { name: say('Authorization type') }).getByText(say('OAuth authorization')).click();
    await page.getByRole('radiogroup', { name: say('Data permission') }).getByText(say('All members')).click();
    await page.getByRole('radiogroup', { name: say('Protected-document permission') }).getByText(say('Match the app’s permission')).click();
    await page.getByRole('radiogroup', { name: say('Auto-sync (nightly)') }).getByText(say('Off')).click();
    await page.getByRole('textbox', { name: say('Repositories') }).fill('acme/handbook');
    await page.getByRole('button', { name: say('Install'), exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toMatch(/\/manage\/datasources\/edit\//);

    // Off to the provider and back through the callback page, which opens the app again.
    await page.getByRole('button', { name: say('Authorize with {name}', { name: 'GitHub' }) }).click();
    await page.getByText(say('Authorized')).waitFor({ timeout: 10_000 });
    // The toast shows while the edit screen's code may still be loading.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toMatch(/\/manage\/datasources\/edit\//);
    expect(github.tokens.size).toBe(1);

    await page.getByRole('button', { name: say('Sync now'), exact: true }).click();
    await page.getByTestId('sync-status').getByText(say('Sync success')).waitFor({ timeout: 30_000 });

    await page.goto(`${app.url}/search?q=onboarding`);
    const results = page.getByTestId('search-result');
    await results.first().waitFor();
    await expect.poll(() => results.count()).toBe(2);
    const shown = (await results.allTextContents()).join('\n');
    expect(shown).toContain('acme/handbook/README.md');
    expect(shown).toContain('#7 Onboarding laptop');
    await context.close();
  });
  it('lets a member link their own GitHub account on the account page, signing in at GitHub, and unlink it', async () => {
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    const member = await addMember(db, workspace.id);
    const context = await browser.newContext({ locale: 'zh-CN', bypassCSP: true });
    const page = await context.newPage();
    const token = await createSignInLink(db, member.id, new Date(), 5);
    await page.goto(`${app.url}/api/auth/link/${token}`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');

    github.signedIn = 'carol';
    github.users.set('carol', { name: 'Carol Chen', email: null });
    await page.goto(`${app.url}/accountSetting`);
    const card = page.getByRole('region', { name: say('Linked accounts') });
    await card.getByText(say('In {workspaceName}, apps that follow the source’s permissions show you what your accounts there may read.', { workspaceName: '演示工作区' })).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // Off to GitHub, where carol is signed in, and back through the callback page to the account page.
    await card.getByRole('button', { name: say('Link your {source} account', { source: 'GitHub' }) }).click();
    await page.getByText(say('Linked to {0}', { 0: 'carol' })).waitFor({ timeout: 10_000 });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/accountSetting');
    await card.getByText('carol', { exact: true }).waitFor();
    await card.getByText('(Carol Chen)').waitFor();

    await card.getByRole('button', { name: say('Unlink') }).click();
    await page.getByText(say('{0} is no longer linked', { 0: 'carol' })).waitFor();
    await expect.poll(() => card.getByText('carol', { exact: true }).count()).toBe(0);
    github.signedIn = null;
    await context.close();
  });
});
