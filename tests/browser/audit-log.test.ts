import { readFile } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../bff/src/audit/tables.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';
import { LAPTOP } from '../support/in-view.ts';
import { say } from '../support/say.ts';

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

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
}

/** Acts as the creator through the real API, as the web app would: what the log then records. */
async function act<T>(cookie: string, query: string, variables: Record<string, unknown>) {
  const result = await app.graphql<T>(query, { cookie, variables });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const CREATE_ROLE = 'mutation ($name: String!) { createRole(input: { name: $name }) { __typename ... on RolePayload { role { id } } } }';
const RENAME_ROLE = 'mutation ($id: ID!, $name: String!) { updateRole(roleId: $id, input: { name: $name }) { __typename } }';
const CREATE_TOKEN =
  'mutation ($name: String!) { createAccessToken(input: { name: $name, scopes: [DOCUMENTS_READ] }) { __typename ... on CreateAccessTokenPayload { accessToken { id } } } }';
const REVOKE_TOKEN = 'mutation ($id: ID!) { revokeAccessToken(accessTokenId: $id) { __typename } }';

// Each language in a time zone of its own: the days filtered by are the reader's days.
// In English the log holds more than a page, so that "Show more" has a page to load.
const CASES = [
  {
    language: 'zh-hans',
    locale: 'zh-CN',
    theme: 'light',
    timezoneId: 'Asia/Shanghai',
    earlierRoles: 0,
    intact: (entries: number) => `链条完整：已校验 ${entries} 条记录`,
  },
  {
    language: 'en',
    locale: 'en-US',
    theme: 'dark',
    timezoneId: 'America/Los_Angeles',
    earlierRoles: 20,
    intact: (entries: number) => `Chain intact: ${entries} entries checked`,
  },
] as const;

describe('the audit log in Chromium', () => {
  for (const { language, locale, theme, timezoneId, earlierRoles, intact } of CASES) {
    it(`lists what admins did, filters it, downloads it and verifies its chain (${language}, ${theme} theme)`, async () => {
      const { db } = app.deps.database;
      const { workspace, creator } = await createWorkspaceWithCreator(db, `审计 ${language}`);
      await db.update(users).set({ preferredLanguage: language, theme }).where(eq(users.id, creator.id));
      const cookie = await app.signIn(creator.id);
      const [role, renamed, token] = [`财务组 ${language}`, `财务部 ${language}`, `报表导出 ${language}`];
      for (let n = 1; n <= earlierRoles; n++) await act(cookie, CREATE_ROLE, { name: `Team ${n}` });
      const made = await act<{ createRole: { role: { id: string } } }>(cookie, CREATE_ROLE, { name: role });
      await act(cookie, RENAME_ROLE, { id: made.createRole.role.id, name: renamed });
      const tokenMade = await act<{ createAccessToken: { accessToken: { id: string } } }>(cookie, CREATE_TOKEN, { name: token });
      await act(cookie, REVOKE_TOKEN, { id: tokenMade.createAccessToken.accessToken.id });
      const recorded = earlierRoles + 4;

      // axe is injected as a script, which the app's own CSP rightly refuses.
      const context = await browser.newContext({ locale, timezoneId, colorScheme: theme, bypassCSP: true, viewport: LAPTOP });
      const page = await context.newPage();
      await signInAs(page, creator.id);
      await page.goto(`${app.url}/manage/settings/audit`);
      await page.getByRole('heading', { level: 1, name: say('Audit log') }).waitFor();
      await expect.poll(() => page.locator('html').getAttribute('class')).toContain(theme);
      // The side menu leads here, among the workspace's settings.
      expect(await page.getByRole('link', { name: say('Audit log') }).getAttribute('href')).toBe('/manage/settings/audit');

      // Newest first, each with who did it and to what; a rename says from what to what.
      const table = page.getByRole('table', { name: say('Audit log') });
      const entries = table.locator('tbody tr');
      const entry = (label: string, object: string) => entries.filter({ hasText: say(label, {}, { exact: false }) }).filter({ hasText: object });
      await expect.poll(() => entries.count()).toBe(Math.min(recorded, 20));
      await entries.first().getByText(say('Access token revoked')).waitFor();
      await entries.first().getByText(token).waitFor();
      await entries.first().getByText('127.0.0.1', { exact: true }).waitFor();
      await entry('Access token created', token).getByText(token).waitFor();
      await entry('Role created', role).getByText(role, { exact: true }).waitFor();
      await entry('Role changed', renamed).getByText(renamed, { exact: true }).waitFor();
      await entry('Role changed', renamed).getByText(`${role} → ${renamed}`).waitFor();
      for (const [label, object] of [
        ['Access token revoked', token],
        ['Access token created', token],
        ['Role changed', renamed],
        ['Role created', role],
      ] as const) {
        await entry(label, object).getByText(creator.displayName, { exact: true }).waitFor();
      }
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Access tokens only: the filter is in the address, and a reload keeps it.
      const kind = page.getByRole('combobox', { name: say('Action') });
      await kind.selectOption('token');
      expect(await kind.locator('option:checked').innerText()).toMatch(say('Access tokens'));
      await page.getByRole('button', { name: say('Filter') }).click();
      await page.waitForURL((url) => url.searchParams.get('action') === 'token');
      await expect.poll(() => entries.count()).toBe(2);
      expect(await entries.filter({ hasText: renamed }).count()).toBe(0);
      await page.reload();
      await expect.poll(() => entries.count()).toBe(2);
      expect(await kind.inputValue()).toBe('token');
      await entry('Access token revoked', token).waitFor();
      await entry('Access token created', token).waitFor();

      // Downloaded as filtered: a header, then the two token entries (oldest first) and nothing else.
      const jsonLines = new URL((await page.getByRole('link', { name: say('Export JSON Lines') }).getAttribute('href')) ?? '', app.url);
      expect(Object.fromEntries(jsonLines.searchParams)).toEqual({ format: 'jsonl', action: 'token' });
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: say('Export CSV') }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      expect(lines[0]).toMatch(/action/i);
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain('token.created');
      expect(lines[2]).toContain('token.revoked');
      for (const line of lines.slice(1)) expect(line).toContain(token);

      // By a part of the object's name, whatever it did: the role, under both its names.
      await kind.selectOption('');
      await page.getByRole('textbox', { name: say('Object') }).fill('财务');
      await page.getByRole('button', { name: say('Filter') }).click();
      await page.waitForURL((url) => url.searchParams.get('object') === '财务' && !url.searchParams.has('action'));
      await expect.poll(() => entries.count()).toBe(2);
      await entry('Role changed', renamed).waitFor();
      await entry('Role created', role).waitFor();

      // By days, the last one included: nothing until yesterday, everything today.
      const today = await page.evaluate(() => new Date().toLocaleDateString('sv'));
      const yesterday = await page.evaluate(() => new Date(Date.now() - 86_400_000).toLocaleDateString('sv'));
      await page.getByRole('textbox', { name: say('Object') }).fill('');
      await page.getByLabel(say('Until')).fill(yesterday);
      await page.getByRole('button', { name: say('Filter') }).click();
      await page.getByText(say('No entries match.')).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByLabel(say('Since')).fill(today);
      await page.getByLabel(say('Until')).fill(today);
      await page.getByRole('button', { name: say('Filter') }).click();
      await page.waitForURL((url) => url.searchParams.get('from') === today && url.searchParams.get('to') === today);
      await entry('Role created', role).waitFor();

      // The whole log again: the download is in it now, at the top; the rest a page further.
      await page.getByRole('button', { name: say('Clear') }).click();
      await page.waitForURL((url) => url.search === '');
      await entries.first().getByText(say('Audit log exported')).waitFor();
      await entries.first().getByText(creator.displayName, { exact: true }).waitFor();
      if (recorded + 1 > 20) {
        await expect.poll(() => entries.count()).toBe(20);
        await page.getByRole('button', { name: say('Show more') }).click();
      }
      await expect.poll(() => entries.count()).toBe(recorded + 1);
      await entries.last().getByText(earlierRoles ? 'Team 1' : role, { exact: true }).waitFor();

      // Its chain holds, from the first entry to the last.
      const [chain] = await db.select({ total: count() }).from(auditEntries).where(eq(auditEntries.workspaceId, workspace.id));
      expect(chain?.total).toBe(recorded + 1);
      await page.getByRole('button', { name: say('Verify chain') }).click();
      await page.getByText(intact(recorded + 1), { exact: true }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
