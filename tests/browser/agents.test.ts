import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../bff/src/identity/tables.ts';
import { roleMembers, roles } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
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

async function signInAs(userId: string, locale = 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  return page;
}

/** The agents a member can pick for a new conversation on /chat. */
async function pickable(page: Page) {
  await page.goto(`${app.url}/chat`);
  const picker = page.getByRole('combobox', { name: say('Agent') });
  await picker.waitFor();
  return (await picker.locator('option').allTextContents()).sort();
}

describe('agents in the browser', () => {
  it('installs a built-in agent, creates one for a role, and members can pick only what they may use', async () => {
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    const [role] = await db.insert(roles).values({ workspaceId: workspace.id, name: '法务部' }).returning();
    const lawyer = await addMember(db, workspace.id);
    await db.insert(roleMembers).values({ workspaceId: workspace.id, roleId: role!.id, userId: lawyer.id });
    const colleague = await addMember(db, workspace.id);

    const admin = await signInAs(await app.demoCreatorId());
    // The store: install the translator; its key is shown once.
    await admin.goto(`${app.url}/manage/agent/store`);
    await admin.getByRole('button', { name: say('Install {0}', { 0: '中英翻译' }) }).click();
    const key = admin.getByTestId('agent-key');
    await key.waitFor();
    expect(await key.textContent()).toMatch(/^agk_/);
    await admin.getByRole('button', { name: say('Done') }).click();
    await expect.poll(() => new URL(admin.url()).pathname).toMatch(/\/manage\/agent\/edit\//);

    // A custom agent visible to one role.
    await admin.goto(`${app.url}/manage/agent/create`);
    await admin.getByRole('textbox', { name: say('Name', {}, { context: 'agent' }) }).fill('合同审查助手');
    await admin.getByRole('textbox', { name: say('System prompt') }).fill('你是合同审查助手。');
    // How it opens: a greeting, and questions added one at a time (six at most).
    await admin.getByRole('textbox', { name: say('Opening message') }).fill('把合同发给我，我来找风险条款。');
    const addQuestion = admin.getByRole('button', { name: say('Add a question') });
    for (let i = 1; i <= 6; i += 1) {
      await addQuestion.click();
      await admin.getByRole('textbox', { name: say('Suggested question {0}', { 0: i }) }).fill(`问题 ${i}`);
    }
    expect(await addQuestion.isDisabled()).toBe(true);
    await admin.getByRole('button', { name: say('Remove suggested question {0}', { 0: 2 }) }).click();
    expect(await addQuestion.isDisabled()).toBe(false);
    // Asked before it is saved: no model here, so the preview is a digest of what was found.
    const preview = admin.getByRole('region', { name: say('Preview') });
    await preview.getByRole('textbox', { name: say('Question for the preview') }).fill('合同');
    await preview.getByRole('button', { name: say('Ask the preview') }).click();
    await preview.getByRole('article', { name: say('Preview answer') }).waitFor();
    await admin.getByRole('radiogroup', { name: say('Visible range') }).getByText(say('Specified roles')).click();
    await admin.getByRole('group', { name: say('Roles') }).getByText('法务部').click();
    await admin.getByRole('radiogroup', { name: say('Choose an avatar') }).getByRole('radio', { name: say('Avatar {0}', { 0: 2 }) }).click();
    await admin.getByRole('button', { name: say('Create'), exact: true }).click();
    await admin.getByTestId('agent-key').waitFor();
    await admin.getByRole('button', { name: say('Done') }).click();
    await expect.poll(() => new URL(admin.url()).pathname).toBe('/manage/agent/installed');
    const table = admin.getByRole('table', { name: say('Installed agents') });
    await table.getByText('合同审查助手').waitFor();
    await table.getByText('中英翻译').waitFor();
    const saved = await app.deps.database.db.query.agents.findFirst({ where: { name: '合同审查助手' } });
    expect(saved).toMatchObject({ openingMessage: '把合同发给我，我来找风险条款。', suggestedQuestions: ['问题 1', '问题 3', '问题 4', '问题 5', '问题 6'] });
    await admin.context().close();

    // Who can pick what.
    const lawyerPage = await signInAs(lawyer.id);
    expect(await pickable(lawyerPage)).toEqual(['中英翻译', '合同审查助手', '通用助手'].sort());
    await lawyerPage.context().close();
    const colleaguePage = await signInAs(colleague.id);
    expect(await pickable(colleaguePage)).toEqual(['中英翻译', '通用助手'].sort());
    await colleaguePage.context().close();
  });

  for (const language of ['zh-hans', 'en'] as const) {
    it(`lists the general assistant among no agents, and starts a new agent with an avatar, seen by all and answering from all (${language})`, async () => {
      const { db } = app.deps.database;
      const { creator } = await createWorkspaceWithCreator(db, `默认智能体 ${language}`);
      await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, creator.id));
      const admin = await signInAs(creator.id, language === 'en' ? 'en-US' : 'zh-CN');
      // No agent yet, yet chat has its general assistant: the list says so, not that there is none.
      await admin.goto(`${app.url}/manage/agent/installed`);
      const general = admin.getByTestId('general-assistant');
      await general.getByText(say('General assistant')).waitFor();
      await general.getByText(say('Every member always has it: chat answers with it when no agent is chosen, from all the documents that member may see.')).waitFor();
      await admin.getByText(say('No other agents yet')).waitFor();
      expect(await admin.getByText(/^(No agents yet|还没有智能体)$/).count()).toBe(0);
      await admin.goto(`${app.url}/manage/agent/create`);

      // The avatar shown is the one chosen: the first built-in one, not a placeholder.
      const avatars = admin.getByRole('radiogroup', { name: say('Choose an avatar') });
      await expect.poll(() => avatars.getByRole('radio', { name: say('Avatar {0}', { 0: 1 }) }).getAttribute('aria-checked')).toBe('true');
      const chosen = (group: string, choice: string) =>
        admin.getByRole('radiogroup', { name: say(group) }).getByRole('radio', { name: say(choice) }).isChecked();
      expect(await chosen('Visible range', 'All members')).toBe(true);
      expect(await chosen('Knowledge scope', 'All documents the member may see')).toBe(true);

      await admin.getByRole('textbox', { name: say('Name', {}, { context: 'agent' }) }).fill(`默认助手 ${language}`);
      await admin.getByRole('button', { name: say('Create'), exact: true }).click();
      await admin.getByTestId('agent-key').waitFor();
      await admin.getByRole('button', { name: say('Done') }).click();
      await admin.getByRole('table', { name: say('Installed agents') }).getByText(`默认助手 ${language}`).waitFor();
      await admin.getByTestId('general-assistant').waitFor();
      await admin.context().close();
    });
  }
});
