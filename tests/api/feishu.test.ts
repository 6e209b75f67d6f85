import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentsOf, installApp, syncAndWait } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { startFakeFeishu, type FakeFeishu } from '../support/fake-feishu.ts';
import { feishuWebUrl } from '../../bff/src/connectors/feishu/index.ts';

describe('the Feishu connector', () => {
  let app: TestApp;
  let feishu: FakeFeishu;
  let cookie: string;

  beforeAll(async () => {
    feishu = await startFakeFeishu();
    app = await startTestApp({ FEISHU_API_URL: feishu.url });
    cookie = await app.signIn(await app.demoCreatorId());
  });
  afterAll(async () => {
    await app?.stop();
    await feishu?.close();
  });
  beforeEach(() => {
    feishu.requests.length = 0;
    feishu.tokenAnswers = [];
    feishu.expireTokensAfter = null;
    feishu.spaces = [
      {
        id: 'sp1',
        name: '产品知识库',
        visibility: 'private',
        nodes: [
          { token: 'n1', title: '产品路线图', type: 'docx', edit: '1767300000', content: '2026 年上线搜索。' },
          {
            token: 'n2',
            title: '设计规范',
            type: 'docx',
            edit: '1767300001',
            content: '颜色使用品牌紫。',
            children: [
              { token: 'n3', title: '图标', type: 'docx', edit: '1767300002', content: '线性图标。' },
              { token: 'n4', title: '数据表', type: 'sheet', edit: '1767300003' },
            ],
          },
          { token: 'n5', title: '发布流程', type: 'docx', edit: '1767300004', content: '每周二发布。' },
        ],
      },
    ];
  });
  const install = (appSecret = feishu.app.secret) =>
    installApp(app, cookie, 'feishu', {
      title: '飞书知识库',
      authType: 'TOKEN',
      dataPermission: 'ALL_MEMBERS',
      protectedPermission: 'MATCH_APP',
      autoSync: false,
      credentials: { appId: feishu.app.id, appSecret },
    });
  const restrictedByTitle = async (appId: string) => {
    const result = await app.graphql<{ node: { documents: { edges: { node: { title: string; restricted: boolean } }[] } } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { documents(first: 10) { edges { node { title restricted } } } } } }',
      { cookie, variables: { id: appId } },
    );
    return Object.fromEntries(result.data!.node.documents.edges.map((e) => [e.node.title, e.node.restricted]));
  };

  it('syncs the wiki’s docx documents, walking nodes recursively across page tokens', async () => {
    const appId = await install();
    const state = await syncAndWait(app, cookie, appId);
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 4 });
    const docs = Object.fromEntries((await documentsOf(app, cookie, appId)).map((d) => [d.title, d]));
    expect(Object.keys(docs).sort()).toEqual(['产品路线图', '发布流程', '图标', '设计规范']);
    expect(docs['图标']!.text).toBe('线性图标。');
    expect(docs['图标']!.url).toBe('https://feishu.cn/wiki/n3');
    expect(feishu.requests.filter((r) => r.startsWith('/open-apis/wiki/v2/spaces/sp1/nodes?page_size=50&page_token')).length).toBe(1);
  });

  it('takes in additions, edits and removals, and refreshes a tenant token Feishu declared dead', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    const nodes = feishu.spaces[0]!.nodes;
    nodes[0] = { ...nodes[0]!, edit: '1767400000', content: '2026 年上线搜索和对话。' };
    nodes.splice(2, 1);
    nodes.push({ token: 'n6', title: '值班制度', type: 'docx', edit: '1767400001', content: '值班十分钟内响应。' });
    const before = feishu.tokenRequests;
    feishu.requests.length = 0;
    // The run's token dies after its first two requests: the client takes a new one and goes on.
    feishu.expireTokensAfter = 2;
    const state = await syncAndWait(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ added: 1, updated: 1, deleted: 1, unchanged: 2, failed: 0 });
    expect(feishu.tokenRequests - before).toBe(2);
    expect(feishu.expireTokensAfter).toBeNull();
    // Two documents read (one of them twice: first with the token that had just died).
    expect(new Set(feishu.requests.filter((r) => r.includes('raw_content'))).size).toBe(2);
  });

  it('waits out the rate limit, records a failing document, and fails plainly on bad credentials', async () => {
    feishu.rateLimitNext = true;
    feishu.spaces[0]!.nodes.push({ token: 'n9', title: '无权限文档', type: 'docx', edit: '1767300009', broken: true });
    const state = await syncAndWait(app, cookie, await install());
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 4, latestRun: { failed: 1 } });
    expect(state.latestRun!.itemErrors.edges[0]!.node).toMatchObject({ message: '数据源返回错误', detail: 'Feishu 1770032: forbidden' });
    expect(await syncAndWait(app, cookie, await install('wrong'))).toMatchObject({ syncStatus: 'FAILED', syncErrorMessage: '授权已失效，请重新授权' });
  });

  it('refuses half of the app’s credentials rather than replace the saved pair with it', async () => {
    const appId = await install();
    const result = await app.graphql<{ updateApp: { __typename: string; problems?: { field: string; message: string }[] } }>(
      'mutation ($id: ID!, $input: AppInput!) { updateApp(appId: $id, input: $input) { __typename ... on ValidationError { problems { field message } } } }',
      { cookie, variables: { id: appId, input: { credentials: { appId: 'cli_new', appSecret: '' } } } },
    );
    expect(result.data!.updateApp).toEqual({ __typename: 'ValidationError', problems: [{ field: 'credentials', message: '请完整填写应用的凭证' }] });
    // The saved pair still works.
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 4 });
  });

  it('follows a space made public, though none of its documents changed', async () => {
    const appId = await install();
    await syncAndWait(app, cookie, appId);
    expect(Object.values(await restrictedByTitle(appId))).toEqual([true, true, true, true]);
    feishu.spaces[0]!.visibility = 'public';
    const state = await syncAndWait(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ updated: 4, unchanged: 0 });
    expect(Object.values(await restrictedByTitle(appId))).toEqual([false, false, false, false]);
  });

  it('waits out a rate-limited token request, and tells a failing token endpoint from refused credentials', async () => {
    const appId = await install();
    feishu.tokenAnswers = [{ status: 429, body: JSON.stringify({ code: 99991400, msg: 'request trigger frequency limit' }) }];
    expect(await syncAndWait(app, cookie, appId)).toMatchObject({ syncStatus: 'SUCCESS', docCount: 4 });
    feishu.tokenAnswers = [{ status: 200, body: JSON.stringify({ code: 1500, msg: 'internal error' }) }];
    const failing = await syncAndWait(app, cookie, appId);
    expect(failing).toMatchObject({ syncStatus: 'FAILED', syncErrorMessage: '无法访问数据源', docCount: 4 });
    feishu.tokenAnswers = [{ status: 502, body: '<html><body>502 Bad Gateway</body></html>' }];
    const notJson = await syncAndWait(app, cookie, appId);
    expect(notJson).toMatchObject({ syncStatus: 'FAILED', syncErrorMessage: '无法访问数据源', docCount: 4 });
  });

  it('links documents on the web host of the configured API', () => {
    expect(feishuWebUrl('https://open.feishu.cn')).toBe('https://feishu.cn');
    expect(feishuWebUrl('https://open.larksuite.com')).toBe('https://larksuite.com');
    expect(feishuWebUrl('http://127.0.0.1:8080')).toBe('https://feishu.cn');
  });
});
