import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { syncRuns } from '../../bff/src/apps/tables.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { roleMembers, roles } from '../../bff/src/workspaces/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { addMember, createWorkspaceWithCreator } from '../support/fixtures.ts';
import { say } from '../support/say.ts';
import { page as sitePage, startTestSite, type TestSite } from '../support/test-site.ts';

let app: TestApp;
let browser: Browser;
let site: TestSite;

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser, site] = await Promise.all([startTestApp(), launchBrowser(), startTestSite()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await site?.close();
});

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
}

describe('data-source apps in the browser', () => {
  it('installs a website app for one role, follows its sync to success, lists its documents, and shows them to that role only', async () => {
    const { db } = app.deps.database;
    const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
    const [role] = await db.insert(roles).values({ workspaceId: workspace.id, name: '研发部' }).returning();
    const engineer = await addMember(db, workspace.id);
    await db.insert(roleMembers).values({ workspaceId: workspace.id, roleId: role!.id, userId: engineer.id });
    const outsider = await addMember(db, workspace.id);

    // A slow site, so the progress bar is seen moving.
    site.delayMs = 250;
    site.pages.set('/', sitePage('研发手册', '研发流程从需求评审开始。', ['/deploy', '/oncall']));
    site.pages.set('/deploy', sitePage('发布流程', '每周二发布，发布前需要代码评审。'));
    site.pages.set('/oncall', sitePage('值班制度', '值班工程师十分钟内响应告警。'));

    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await signInAs(page, await app.demoCreatorId());
    await page.goto(`${app.url}/manage/datasources/appStore`);
    await page.getByRole('link', { name: say('Install {name}', { name: '网站' }) }).click();

    await page.getByRole('textbox', { name: say('Title') }).fill('研发知识库');
    await page.getByRole('radiogroup', { name: say('Data permission') }).getByText(say('Specified roles')).click();
    await page.getByRole('group', { name: say('Roles') }).getByText('研发部').click();
    await page.getByRole('radiogroup', { name: say('Role scope') }).getByText(say('Only specified role')).click();
    await page.getByRole('radiogroup', { name: say('Protected-document permission') }).getByText(say('Match the app’s permission')).click();
    await page.getByRole('radiogroup', { name: say('Auto-sync (nightly)') }).getByText(say('Off')).click();
    await page.getByRole('textbox', { name: say('Start URLs') }).fill(`${site.url}/`);
    await page.getByRole('spinbutton', { name: say('Delay between requests (ms)') }).fill('0');
    let release = () => {};
    site.held = new Promise<void>((resolve) => (release = resolve));
    await page.getByRole('button', { name: say('Install'), exact: true }).click();

    // The first sync starts at once; the bar follows it to the end. The site answers only once
    // the bar is seen, so a loaded machine cannot finish the sync before the page opens.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toMatch(/\/manage\/datasources\/edit\//);
    const bar = page.getByRole('progressbar', { name: say('Sync progress') });
    await bar.waitFor({ timeout: 10_000 }).finally(release);
    site.held = null;
    await page
      .getByTestId('sync-status')
      .getByText(say('Sync success'))
      .waitFor({ timeout: 30_000 })
      .catch(async (error: Error) => {
        // Says where the sync stood, so that a failure on a loaded machine tells a stalled run
        // from a page that missed its end.
        const runs = await db.select().from(syncRuns).where(eq(syncRuns.workspaceId, workspace.id));
        const shown = await page.getByTestId('sync-status').textContent().catch(() => null);
        throw new Error(`${error.message}\npage shows: ${shown}\nruns: ${JSON.stringify(runs)}\nsite requests: ${site.requests.join(' ')}`);
      });
    await expect.poll(() => page.getByTestId('latest-run-added').textContent()).toContain('3');
    const documents = page.getByTestId('app-document');
    await expect.poll(() => documents.count(), { timeout: 10_000 }).toBe(3);
    for (const title of ['研发手册', '发布流程', '值班制度']) await documents.getByText(title).first().waitFor();

    // The installed list shows it with its status and document count.
    await page.goto(`${app.url}/manage/datasources/installed`);
    const row = page.getByRole('table', { name: say('Installed apps') }).getByRole('row', { name: /研发知识库/ });
    await row.getByText(say('Sync success')).waitFor();
    await context.close();

    // A member of the role finds the documents; a member without it does not, not even counted.
    for (const [member, found] of [
      [engineer, true],
      [outsider, false],
    ] as const) {
      const memberContext = await browser.newContext({ locale: 'zh-CN' });
      const memberPage = await memberContext.newPage();
      await signInAs(memberPage, member.id);
      await memberPage.goto(`${app.url}/search?q=${encodeURIComponent('发布流程')}`);
      if (found) {
        // The document holding both words first (those holding one of them follow).
        await memberPage.getByTestId('search-result').first().getByText('发布流程').first().waitFor();
      } else {
        await memberPage.getByText(say('No results')).waitFor();
        expect(await memberPage.getByTestId('search-result').count()).toBe(0);
      }
      await memberContext.close();
    }
  });

  for (const language of ['zh-hans', 'en'] as const) {
    it(`starts a new app from the usual choices, so a title and a start URL install it (${language})`, async () => {
      const { db } = app.deps.database;
      const { creator } = await createWorkspaceWithCreator(db, `默认选项 ${language}`);
      await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, creator.id));
      site.delayMs = 0;
      site.pages.set('/defaults', sitePage('默认选项', '新应用的常用设置已经选好。'));
      const context = await browser.newContext({ locale: language === 'en' ? 'en-US' : 'zh-CN' });
      const page = await context.newPage();
      await signInAs(page, creator.id);
      await page.goto(`${app.url}/manage/datasources/create?connector=website`);

      // The only way in, everyone, the app's own rule for restricted documents, and the nightly sync.
      const chosen = async (group: string, choice: string) =>
        page.getByRole('radiogroup', { name: say(group) }).getByRole('radio', { name: say(choice) }).isChecked();
      await page.getByRole('radiogroup', { name: say('Authorization type') }).waitFor();
      expect(await chosen('Authorization type', 'No authorization needed')).toBe(true);
      expect(await chosen('Data permission', 'All members')).toBe(true);
      expect(await chosen('Protected-document permission', 'Match the app’s permission')).toBe(true);
      expect(await chosen('Auto-sync (nightly)', 'On')).toBe(true);
      // Restricting it to roles offers the usual role scope too.
      await page.getByRole('radiogroup', { name: say('Data permission') }).getByText(say('Specified roles')).click();
      expect(await chosen('Role scope', 'Match data source')).toBe(true);
      await page.getByRole('radiogroup', { name: say('Data permission') }).getByText(say('All members')).click();

      await page.getByRole('textbox', { name: say('Title') }).fill(`默认 ${language}`);
      await page.getByRole('textbox', { name: say('Start URLs') }).fill(`${site.url}/defaults`);
      await page.getByRole('button', { name: say('Install'), exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toMatch(/\/manage\/datasources\/edit\//);
      await context.close();
    });
  }

  for (const language of ['zh-hans', 'en'] as const) {
    it(`offers reading as in the source where the source tells who reads each item, says why a Notion app cannot, installs a DingTalk app with its operator and a WeCom directory (${language})`, async () => {
      const { db } = app.deps.database;
      const { creator } = await createWorkspaceWithCreator(db, `源权限 ${language}`);
      await db.update(users).set({ preferredLanguage: language }).where(eq(users.id, creator.id));
      const shown =
        language === 'en'
          ? { choice: 'As in the source', explained: /^Each document is read only by the members its source shares it with/, notion: /^Notion’s API does not tell who may read each page/ }
          : { choice: '与数据源一致', explained: /^每个文档仅对数据源中与其共享的成员可见/, notion: /^Notion 的 API 不提供每个页面的读者/ };
      // The CSP would refuse axe's script.
      const context = await browser.newContext({ locale: language === 'en' ? 'en-US' : 'zh-CN', bypassCSP: true });
      const page = await context.newPage();
      await signInAs(page, creator.id);

      await page.goto(`${app.url}/manage/datasources/create?connector=github`);
      const permission = page.getByRole('radiogroup', { name: say('Data permission') });
      await permission.waitFor();
      expect(await page.getByText(shown.explained).count()).toBe(0);
      await permission.getByText(shown.choice, { exact: true }).click();
      expect(await permission.getByRole('radio', { name: shown.choice }).isChecked()).toBe(true);
      await page.getByText(shown.explained).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Notion's API names no page's readers: the choice is not there, and the form says why.
      await page.goto(`${app.url}/manage/datasources/create?connector=notion`);
      await page.getByRole('radiogroup', { name: say('Data permission') }).waitFor();
      await page.getByText(shown.notion).waitFor();
      expect(await page.getByRole('radiogroup', { name: say('Data permission') }).getByRole('radio').count()).toBe(2);
      expect(await page.getByRole('radio', { name: shown.choice }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A DingTalk app: DingTalk's own names for the internal app's credentials, the operator it reads as, and reading as in the source.
      await page.goto(`${app.url}/manage/datasources/create?connector=dingtalk`);
      await page.getByRole('radiogroup', { name: say('Data permission') }).getByText(shown.choice, { exact: true }).click();
      await page.getByRole('textbox', { name: say('Title') }).fill(`钉钉 ${language}`);
      await page.getByRole('button', { name: say('Install'), exact: true }).click();
      // Nothing typed: the credentials and the operator are asked for beside their fields.
      await page.getByText(say('Please enter the app’s AppKey and AppSecret')).waitFor();
      await page.getByText(say('Please enter the operator’s DingTalk UserID')).waitFor();
      await page.getByRole('textbox', { name: /^AppKey/ }).fill('dingkey');
      await page.getByLabel(/^AppSecret/).fill('dingsecret');
      await page.getByRole('textbox', { name: say('Operator’s UserID', {}, { exact: false }) }).fill('manager01');
      await page.getByRole('textbox', { name: say('Knowledge bases', {}, { exact: false }) }).fill('kb_one\n\nkb_two');
      await page.getByText(say('Sync the organisation’s departments')).click();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: say('Install'), exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toMatch(/\/manage\/datasources\/edit\//);
      const installed = await db.query.apps.findFirst({ where: { title: `钉钉 ${language}` } });
      expect(installed).toMatchObject({ connectorKey: 'dingtalk', dataPermission: 'as_in_source', config: { operator: 'manager01', workspaces: ['kb_one', 'kb_two'], organisation: true } });
      // The secret is kept sealed, never as typed.
      expect(JSON.stringify(installed!.credentials)).not.toContain('dingsecret');

      // A WeCom directory: WeCom's names for the company and the app's secret, and a word that it brings groups, not documents.
      await page.goto(`${app.url}/manage/datasources/create?connector=wecom`);
      await page
        .getByText(
          say(
            'Each sync reads WeCom’s departments and tags as groups, with their people; it syncs no documents. Let a role follow a group under Custom roles: the group’s people, matched to members by e-mail, mobile or signing in with WeCom, then hold the role.',
          ),
        )
        .waitFor();
      await page.getByRole('textbox', { name: say('Title') }).fill(`企业微信 ${language}`);
      await page.getByRole('button', { name: say('Install'), exact: true }).click();
      await page.getByText(say('Please enter the CorpID and the Secret')).waitFor();
      await page.getByRole('textbox', { name: /^CorpID/ }).fill('ww-corp');
      await page.getByLabel(/^Secret/).fill('wecom-directory-secret');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: say('Install'), exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toMatch(/\/manage\/datasources\/edit\//);
      // Its page says where its groups go instead of listing documents it will never have.
      const groups = page.getByRole('region', { name: say('Groups') });
      await groups.getByRole('link', { name: say('Custom roles') }).waitFor();
      expect(await page.getByRole('region', { name: say('Documents') }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await groups.getByRole('link', { name: say('Custom roles') }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/manage/users/customRole');
      const wecom = await db.query.apps.findFirst({ where: { title: `企业微信 ${language}` } });
      expect(wecom).toMatchObject({ connectorKey: 'wecom', config: {} });
      expect(JSON.stringify(wecom!.credentials)).not.toContain('wecom-directory-secret');
      await context.close();
    });
  }
});
