import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { seriousA11yViolations } from '../support/axe.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';
import { startFakeEmbeddings } from '../support/fake-embeddings.ts';
import { startFakeModel, type FakeModel } from '../support/fake-model.ts';
import { installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { createWorkspaceWithCreator } from '../support/fixtures.ts';

let app: TestApp;
let browser: Browser;
let model: FakeModel;

beforeAll(async () => {
  requireBuiltWebApp();
  model = await startFakeModel({ kind: 'stream', tokens: ['ok'] });
  [app, browser] = await Promise.all([
    // A server default the page names (it is never called here).
    startTestApp({ LLM_BASE_URL: 'https://models.example.com/v1', LLM_MODEL: 'operator-model', LLM_API_KEY: 'sk-operator-secret' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await model?.close();
});

async function signInAs(page: Page, userId: string) {
  const token = await createSignInLink(app.deps.database.db, userId, new Date(), 5);
  await page.goto(`${app.url}/api/auth/link/${token}`);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
}

describe('the model settings in Chromium', () => {
  it('sets the chat model to a model server, tests it, saves it, and never shows the key again', async () => {
    const { creator } = await createWorkspaceWithCreator(app.deps.database.db, '模型设置');
    // axe is injected as a script, which the app's own CSP rightly refuses.
    const context = await browser.newContext({ locale: 'zh-CN', bypassCSP: true });
    const page = await context.newPage();
    await signInAs(page, creator.id);

    // From the base settings, to the models.
    await page.goto(`${app.url}/manage/settings/base`);
    await page.getByRole('link', { name: '设置对话模型和向量模型' }).click();
    await page.getByRole('heading', { level: 1, name: 'AI 模型' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/manage/settings/model');
    await page.getByRole('link', { name: 'AI 模型' }).waitFor();

    const chat = page.getByRole('region', { name: '对话模型' });
    const embedding = page.getByRole('region', { name: '向量模型' });
    await chat.getByText('服务器默认：operator-model（models.example.com）').waitFor();
    await chat.getByText('当前使用：operator-model（服务器默认）').waitFor();
    await embedding.getByText('服务器默认：无').waitFor();
    await page.getByText('未设置向量模型：搜索只按关键词查找段落。').waitFor();
    expect(await chat.getByLabel('API 密钥').getAttribute('placeholder')).toBe('未保存密钥');

    await chat.getByRole('textbox', { name: '接口地址（Base URL）' }).fill(model.baseUrl);
    await chat.getByRole('textbox', { name: '模型名称' }).fill('team-model');
    await chat.getByLabel('API 密钥').fill('sk-browser-secret');
    await chat.getByRole('button', { name: '测试连接' }).click();
    await chat.getByRole('status').getByText(/^连接成功：team-model 在 [\d,]+ 毫秒内响应$/).waitFor();
    expect(model.requests.at(-1)).toMatchObject({ model: 'team-model', max_tokens: 1 });
    expect(model.authorizations.at(-1)).toBe('Bearer sk-browser-secret');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The provider's refusal, explained, with its own words.
    model.behaviour = { kind: 'status', status: 401, body: { error: { message: 'Incorrect API key provided' } } };
    await chat.getByRole('button', { name: '测试连接' }).click();
    await chat.getByRole('status').getByText('连接失败：模型服务不接受该 API 密钥，请检查密钥').waitFor();
    await chat.getByRole('status').getByText('服务商返回 HTTP 401：Incorrect API key provided').waitFor();
    model.behaviour = { kind: 'stream', tokens: ['ok'] };

    await chat.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('已保存', { exact: true }).first().waitFor();
    await chat.getByText('当前使用：team-model（本工作空间自己的模型）').waitFor();

    // Reloaded: the endpoint and model are shown, the key is not (only that one is saved).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'AI 模型' }).waitFor();
    const key = page.getByRole('region', { name: '对话模型' }).getByLabel('API 密钥');
    expect(await key.inputValue()).toBe('');
    expect(await key.getAttribute('placeholder')).toBe('已保存——输入新密钥可替换');
    expect(await page.getByRole('region', { name: '对话模型' }).getByRole('textbox', { name: '接口地址（Base URL）' }).inputValue()).toBe(model.baseUrl);
    expect(await page.content()).not.toContain('sk-browser-secret');
    expect(await page.content()).not.toContain('sk-operator-secret');

    // The saved key goes along when the saved settings are tested again.
    await page.getByRole('region', { name: '对话模型' }).getByRole('button', { name: '测试连接' }).click();
    await page.getByRole('region', { name: '对话模型' }).getByRole('status').getByText(/^连接成功/).waitFor();
    expect(model.authorizations.at(-1)).toBe('Bearer sk-browser-secret');
    await context.close();
  });

  it('sets an embedding model, and shows the passages embedded again as it goes', async () => {
    const { creator } = await createWorkspaceWithCreator(app.deps.database.db, '向量模型设置');
    const cookie = await app.signIn(creator.id);
    const appId = await installApp(app, cookie, 'files', { title: '手册', authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: true });
    for (let i = 1; i <= 3; i++) await uploadToApp(app, cookie, appId, `doc-${i}.md`, `# 文档 ${i}\n\n年假与休假规定第 ${i} 条。\n`);
    await syncAndWait(app, cookie, appId);
    const embeddings = await startFakeEmbeddings();
    const context = await browser.newContext({ locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await signInAs(page, creator.id);
      await page.goto(`${app.url}/manage/settings/model`);
      await page.getByText('未设置向量模型：搜索只按关键词查找段落。').waitFor();
      const embedding = page.getByRole('region', { name: '向量模型' });
      await embedding.getByRole('textbox', { name: '接口地址（Base URL）' }).fill(embeddings.baseUrl);
      await embedding.getByRole('textbox', { name: '模型名称' }).fill('team-embedding');
      await embedding.getByRole('button', { name: '测试连接' }).click();
      await embedding.getByRole('status').getByText(/^连接成功：team-embedding/).waitFor();
      await embedding.getByRole('button', { name: '保存', exact: true }).click();
      // The count is asked again until every passage has a vector of the new model: seconds alone,
      // but the test suite's other workers and browsers share two cores (38 s was seen).
      const region = page.getByRole('region', { name: '语义搜索的段落' });
      await region.getByText(/^全部 \d+ 个段落已用 team-embedding 完成向量化$/).waitFor({ timeout: 90_000 });
      expect(await region.getByRole('progressbar', { name: '向量化进度' }).getAttribute('aria-valuenow')).toBe('100');
      expect(embeddings.requests.length).toBeGreaterThan(1);
    } finally {
      await context.close();
      await embeddings.close();
    }
  }, 150_000);

  it('speaks English to a person who chose it', async () => {
    const { creator } = await createWorkspaceWithCreator(app.deps.database.db, 'Model settings');
    await app.deps.database.db.update(users).set({ preferredLanguage: 'en' }).where(eq(users.id, creator.id));
    const context = await browser.newContext({ locale: 'en-US', bypassCSP: true, colorScheme: 'dark' });
    const page = await context.newPage();
    await signInAs(page, creator.id);
    await page.goto(`${app.url}/manage/settings/model`);
    await page.getByRole('heading', { level: 1, name: 'AI models' }).waitFor();

    const chat = page.getByRole('region', { name: 'Chat model' });
    await chat.getByText('Server default: operator-model (models.example.com)').waitFor();
    await chat.getByRole('textbox', { name: 'Base URL' }).fill('ftp://models.example.com');
    await chat.getByRole('button', { name: 'Test connection' }).click();
    await chat.getByText('The model URL must begin with http:// or https://').first().waitFor();

    model.behaviour = { kind: 'status', status: 404, body: { error: { message: 'The model `nope` does not exist' } } };
    try {
      await chat.getByRole('textbox', { name: 'Base URL' }).fill(model.baseUrl);
      await chat.getByRole('textbox', { name: 'Model name' }).fill('nope');
      await chat.getByRole('button', { name: 'Test connection' }).click();
      await chat
        .getByRole('status')
        .getByText('Connection failed: The model or the endpoint was not found; please check the base URL and the model name')
        .waitFor();
      await chat.getByRole('status').getByText('The provider answered HTTP 404: The model `nope` does not exist').waitFor();
    } finally {
      model.behaviour = { kind: 'stream', tokens: ['ok'] };
    }
    await chat.getByRole('textbox', { name: 'Model name' }).fill('team-model');
    await chat.getByRole('button', { name: 'Test connection' }).click();
    await chat.getByRole('status').getByText(/^Connected: team-model answered in [\d,]+ ms$/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
