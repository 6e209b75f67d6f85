import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../bff/src/i18n/messages.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';
import { LAPTOP, SMALL_LAPTOP, whereSeen } from '../support/in-view.ts';
import { clickShowingProgress, graphqlOperation } from '../support/held-request.ts';
import { say } from '../support/say.ts';

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser] = await Promise.all([
    // As a cautious deployment runs: the web app sends only its persisted operations, under the default rate limits.
    startTestApp({ GRAPHQL_SESSIONS_PERSISTED_ONLY: 'true', RATE_LIMIT_PER_MINUTE: '600', RATE_LIMIT_IP_PER_MINUTE: '1200' }),
    launchBrowser(),
  ]);
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

/** What a third party does with the token: ask who it acts as. */
async function useToken(secret: string) {
  const response = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ query: '{ viewer { user { displayName } } }' }),
  });
  return { status: response.status, body: (await response.json()) as { data?: { viewer: { user: { displayName: string } } }; errors?: { message: string }[] } };
}

// The dialog on a common laptop's screen and on a small one's.
const CASES = [
  { language: 'zh-hans', locale: 'zh-CN', theme: 'light', days: ['7 天', '30 天'], dialogViewport: LAPTOP },
  { language: 'en', locale: 'en-US', theme: 'dark', days: ['7 days', '30 days'], dialogViewport: SMALL_LAPTOP },
] as const;

describe('access tokens in Chromium', () => {
  for (const { language, locale, theme, days, dialogViewport } of CASES) {
    it(`makes a token, shows it once, and revokes it (${language}, ${theme} theme)`, async () => {
      const { db } = app.deps.database;
      const { creator } = await createWorkspaceWithCreator(db, `令牌 ${language}`);
      await db.update(users).set({ preferredLanguage: language, theme }).where(eq(users.id, creator.id));
      // axe is injected as a script, which the app's own CSP rightly refuses.
      const context = await browser.newContext({ locale, colorScheme: theme, bypassCSP: true, viewport: LAPTOP });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
      const page = await context.newPage();
      await signInAs(page, creator.id);

      await page.goto(`${app.url}/manage/settings/accesstoken`);
      await page.getByRole('heading', { level: 1, name: say('Access tokens') }).waitFor();
      await expect.poll(() => page.locator('html').getAttribute('class')).toContain(theme);
      await page.getByText(say('No access tokens yet.')).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The dialog: only a name is needed; reading documents for 30 days unless chosen otherwise.
      await page.setViewportSize(dialogViewport);
      await page.getByRole('button', { name: say('New token') }).click();
      const dialog = page.getByRole('dialog', { name: say('New access token') });
      // Its button is on screen without scrolling: the scopes scroll, the footer stays.
      await expect.poll(() => whereSeen(dialog.getByRole('button', { name: say('Create token') }))).toBe('in view');
      await dialog.getByRole('button', { name: say('Create token') }).click();
      await dialog.getByText(say('Please enter a name for the token')).waitFor();
      expect(await dialog.getByText(say('Choose at least one scope')).count()).toBe(0);
      expect(await dialog.getByRole('checkbox', { name: say('Read documents') }).isChecked()).toBe(true);
      expect(await dialog.getByRole('checkbox', { name: say('Chat') }).isChecked()).toBe(false);
      expect(await dialog.getByRole('radio', { name: days[1] }).isChecked()).toBe(true);
      await dialog.getByText(say('Search and read the documents its maker may see.')).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await dialog.getByRole('textbox', { name: say('Token name') }).fill('内网门户');
      await dialog.getByText(days[0], { exact: true }).click();
      // The button says what is under way while the token is made.
      await clickShowingProgress(page, dialog.getByRole('button', { name: say('Create token') }), graphqlOperation('useCreateAccessTokenMutation'), say('Creating…'));

      // Shown once, with a copy button and a plain warning.
      const shown = page.getByRole('dialog', { name: say('Token created') });
      await shown.getByText(say('Copy the token now: you won’t see it again.')).waitFor();
      const secret = await shown.getByRole('textbox', { name: say('Access token') }).inputValue();
      expect(secret).toMatch(/^zwt_[A-Za-z0-9_-]{43}$/);
      await shown.getByRole('button', { name: say('Copy token') }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shown.getByRole('button', { name: say('Done') }).click();
      await shown.waitFor({ state: 'hidden' });
      await page.setViewportSize(LAPTOP);

      // Listed by its hint: the secret is nowhere on the page any more.
      const table = page.getByRole('table', { name: say('Access tokens') });
      const row = table.getByRole('row').filter({ hasText: '内网门户' });
      await row.getByText(`zwt_…${secret.slice(-4)}`).waitFor();
      await row.getByText(say('Active')).waitFor();
      await row.getByText(say('Read documents')).waitFor();
      await row.getByText(say('Never')).waitFor();
      await row.getByText(`${creator.displayName}`).waitFor();
      expect(await page.content()).not.toContain(secret);

      // The token works, as its maker; the list then says it was used.
      expect(await useToken(secret)).toEqual({ status: 200, body: { data: { viewer: { user: { displayName: creator.displayName } } } } });
      await page.reload();
      await page.getByRole('row').filter({ hasText: '内网门户' }).getByText(say('just now')).waitFor();

      // Revoked after a confirmation: the row says so at once, and the token no longer works.
      await page.getByRole('button', { name: say('Revoke the token “{name}”', { name: '内网门户' }) }).click();
      const confirm = page.getByRole('alertdialog', { name: say('Revoke the token “{revokingName}”?', { revokingName: '内网门户' }) });
      await confirm.getByText(say('Programs using it are refused from now on, and the streams it opened end. This cannot be undone.')).waitFor();
      await clickShowingProgress(page, confirm.getByRole('button', { name: say('Revoke') }), graphqlOperation('useRevokeAccessTokenMutation'), say('Revoking…'));
      // Checked once it has gone: a dialog fading out is no state a person reads.
      await confirm.waitFor({ state: 'hidden' });
      const revokedRow = page.getByRole('table', { name: say('Access tokens') }).getByRole('row').filter({ hasText: '内网门户' });
      await revokedRow.getByText(say('Revoked')).waitFor();
      await page.getByText(say('Token revoked')).first().waitFor();
      expect(await revokedRow.getByRole('button').count()).toBe(0);
      const refused = await useToken(secret);
      expect(refused.status).toBe(401);
      expect(refused.body.errors![0]!.message).toBe(translate('zh-hans', 'tokenInvalid'));
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Reloaded, it is still there, revoked.
      await page.reload();
      await page.getByRole('row').filter({ hasText: '内网门户' }).getByText(say('Revoked')).waitFor();

      // The identity provider's SCIM token: made here and shown once, working at once, turned off here.
      const scim = page.getByRole('region', { name: say('SCIM provisioning') });
      await scim.getByText(say('Provisioning is off: no SCIM token.')).waitFor();
      await scim.getByText(`${app.deps.config.publicUrl}/scim/v2`).waitFor();
      await scim.getByRole('button', { name: say('Make a SCIM token') }).click();
      await scim.getByText(say('Copy the token now: it is shown this once.')).waitFor();
      const scimSecret = (await scim.locator('code').filter({ hasText: /^zwscim_[A-Za-z0-9_-]{43}$/ }).textContent())!;
      const provision = (secret: string) => fetch(`${app.url}/scim/v2/Users`, { headers: { authorization: `Bearer ${secret}` } });
      expect((await provision(scimSecret)).status).toBe(200);
      await scim.getByText(`zwscim_…${scimSecret.slice(-4)}`).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await scim.getByRole('button', { name: say('Turn off provisioning') }).click();
      await page.getByRole('alertdialog', { name: say('Turn off SCIM provisioning?') }).getByRole('button', { name: say('Turn off provisioning') }).click();
      await scim.getByText(say('Provisioning is off: no SCIM token.')).waitFor();
      expect((await provision(scimSecret)).status).toBe(401);
      await context.close();
    });
  }
});
