import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { invitations } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { createUser, createWorkspaceWithCreator } from '../support/fixtures.ts';
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

const db = () => app.deps.database.db;

/** A new invitation link's code, made by the workspace's creator through the API. */
async function invitationCode(creatorId: string) {
  const result = await app.graphql<{ createInvitation: { link: string; invitation: { id: string } } }>(
    'mutation { createInvitation { ... on CreateInvitationPayload { link invitation { id } } } }',
    { cookie: await app.signIn(creatorId) },
  );
  const { link } = result.data!.createInvitation;
  return new URL(link).pathname.split('/').at(-1)!;
}

/** An invitation by the first characters of its code, in its workspace. */
const hinted = (code: string, workspaceId: string) => and(eq(invitations.codeHint, code.slice(0, 6)), eq(invitations.workspaceId, workspaceId));

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(db(), userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await page.waitForURL((url) => !url.pathname.startsWith('/api/'));
}

async function expectAxeClean(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe('invitation links that lead nowhere, and signing in from one', () => {
  it('says why a link does not work, on a page of its own, never naming the workspace (中文)', async () => {
    const { workspace, creator } = await createWorkspaceWithCreator(db(), '逍遥派');
    const [expired, revoked, usedUp] = [await invitationCode(creator.id), await invitationCode(creator.id), await invitationCode(creator.id)];
    const byCode = (code: string) => hinted(code, workspace.id);
    await db().update(invitations).set({ expiresAt: new Date(Date.now() - 60_000) }).where(byCode(expired));
    await db().update(invitations).set({ revokedAt: new Date() }).where(byCode(revoked));
    await db().update(invitations).set({ maxUses: 1, uses: 1 }).where(byCode(usedUp));

    const context = await browser.newContext({ locale: 'zh-CN', bypassCSP: true });
    const page = await context.newPage();
    const cases = [
      [randomBytes(32).toString('base64url'), '邀请链接不存在', say('Check that the whole link was copied. {askAgain}', { askAgain: '请向邀请你的人索取新的链接。' })],
      [expired, '邀请链接已过期', say('This invitation link has expired. Ask the person who invited you for a new one.')],
      [revoked, '邀请链接已被撤销', say('This invitation link has been revoked. Ask the person who invited you for a new one.')],
      [usedUp, '邀请链接的使用次数已用完', say('This invitation link has been used as many times as it allows. Ask the person who invited you for a new one.')],
    ] as const;
    for (const [code, heading, explanation] of cases) {
      await page.goto(`${app.url}/invitation/${code}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByText(explanation).waitFor();
      // The browser's title names the page, and no more of the workspace than the page does.
      await expect.poll(() => page.title()).toBe(`${heading} · 知问`);
      // The product's own page: its mark and name; nothing of the workspace the link was for.
      await page.getByTestId('product-brand').getByText('知问').waitFor();
      expect(await page.locator('body').textContent()).not.toContain('逍遥派');
      expect(await page.getByRole('link', { name: say('Join') }).count()).toBe(0);
      await expectAxeClean(page);
    }

    // Signed out, the way on is signing in.
    await page.getByRole('link', { name: '登录' }).click();
    await page.getByRole('heading', { name: '登录知问' }).waitFor();

    // Signed in, it is home; the same holds when joining is tried anyway.
    const visitor = await createUser(db(), '段誉');
    await signInAs(page, visitor.id);
    await page.goto(`${app.url}/invitation/${revoked}`);
    await page.getByRole('heading', { name: '邀请链接已被撤销', level: 1 }).waitFor();
    await page.getByRole('link', { name: say('Back to home') }).waitFor();
    await page.goto(`${app.url}/invitation/${expired}/accept`);
    await page.getByRole('heading', { name: '邀请链接已过期', level: 1 }).waitFor();
    expect(await page.locator('body').textContent()).not.toContain('逍遥派');
    await expectAxeClean(page);
    await page.getByRole('link', { name: say('Back to home') }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toMatch(/^\/invitation\//);
    await context.close();
  });

  it('tells someone already in that they are a member, and says which workspace a sign-in joins (中文)', async () => {
    const { creator } = await createWorkspaceWithCreator(db(), '天山派');
    const code = await invitationCode(creator.id);

    // The creator opens their own workspace's link: nothing to join.
    const member = await browser.newContext({ locale: 'zh-CN', bypassCSP: true });
    const memberPage = await member.newPage();
    await signInAs(memberPage, creator.id);
    await expect.poll(() => new URL(memberPage.url()).pathname).toBe('/home');
    await memberPage.goto(`${app.url}/invitation/${code}`);
    await memberPage.getByRole('heading', { name: say('You are already a member of {workspace}', { workspace: '天山派' }), level: 1 }).waitFor();
    await expect.poll(() => memberPage.title()).toBe('天山派的邀请 · 知问');
    await expectAxeClean(memberPage);
    await memberPage.getByRole('link', { name: say('Open {workspace}', { workspace: '天山派' }) }).click();
    await expect.poll(() => new URL(memberPage.url()).pathname, { timeout: 10_000 }).toBe('/home');
    await member.close();

    // Someone new follows the link to sign in: the sign-in page names the workspace they are joining.
    const context = await browser.newContext({ locale: 'zh-CN', bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${app.url}/invitation/${code}`);
    await page.getByRole('link', { name: say('Join') }).click();
    await page.getByRole('heading', { name: '登录知问' }).waitFor();
    await page.getByTestId('joining-workspace').getByText(say('You are joining {workspace}. Sign in to accept the invitation.', { workspace: '天山派' })).waitFor();
    await expectAxeClean(page);

    // A callback that only looks like an invitation's, or names one that no longer works, names no workspace.
    const { workspace: other, creator: otherCreator } = await createWorkspaceWithCreator(db(), '星宿派');
    const stale = await invitationCode(otherCreator.id);
    await db().update(invitations).set({ revokedAt: new Date() }).where(hinted(stale, other.id));
    for (const callback of [`/invitation/${stale}/accept`, `/invitation/${code}/../../home`, `/invitation/${code}%2Faccept`, `//evil.example/invitation/${code}`, `/home?next=/invitation/${code}`]) {
      await page.goto(`${app.url}/login?callback_url=${encodeURIComponent(callback)}`);
      await page.getByRole('heading', { name: '登录知问' }).waitFor();
      // Give the invitation's details time to arrive, were they asked for.
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('joining-workspace').count(), callback).toBe(0);
      const text = await page.locator('body').textContent();
      expect(text).not.toContain('星宿派');
      expect(text).not.toContain('天山派');
    }
    await context.close();
  });

  it('speaks English: a dead end, and the joining line at sign-in', async () => {
    const { workspace, creator } = await createWorkspaceWithCreator(db(), 'Shaolin');
    const code = await invitationCode(creator.id);
    const expired = await invitationCode(creator.id);
    await db().update(invitations).set({ expiresAt: new Date(Date.now() - 60_000) }).where(hinted(expired, workspace.id));

    const context = await browser.newContext({ locale: 'en-US', bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${app.url}/invitation/${expired}`);
    await page.getByRole('heading', { name: 'This invitation link has expired', level: 1 }).waitFor();
    await page.getByText('This invitation link has expired. Ask the person who invited you for a new one.').waitFor();
    await expect.poll(() => page.title()).toBe('This invitation link has expired · Zhiwen');
    await page.getByTestId('product-brand').getByText('Zhiwen').waitFor();
    expect(await page.locator('body').textContent()).not.toContain('Shaolin');
    await expectAxeClean(page);
    await page.goto(`${app.url}/invitation/no-such-invitation-code-at-all`);
    await page.getByRole('heading', { name: 'This invitation link does not exist', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in to Zhiwen' }).waitFor();

    await page.goto(`${app.url}/invitation/${code}`);
    await page.getByRole('link', { name: 'Join' }).waitFor();
    await expect.poll(() => page.title()).toBe('Invitation to Shaolin · Zhiwen');
    await page.getByRole('link', { name: 'Join' }).click();
    await page.getByRole('heading', { name: 'Sign in to Zhiwen' }).waitFor();
    await page.getByTestId('joining-workspace').getByText('You are joining Shaolin. Sign in to accept the invitation.').waitFor();
    await expectAxeClean(page);
    await context.close();
  });
});
