import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../support/fixtures.ts';
import { appState, documentsOf, installApp, syncAndWait } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { makeDocx, makePdf } from '../support/documents.ts';

async function uploadTo(app: TestApp, cookie: string, appId: string, bytes: Buffer, name: string, language?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${app.url}/api/apps/${encodeURIComponent(appId)}/files`, {
    method: 'POST',
    body: form,
    headers: { cookie, ...(language && { 'accept-language': language }) },
  });
  return { status: response.status, body: (await response.json()) as { code: number; message: string; data: { id: string } } };
}

describe('file app sync', () => {
  let app: TestApp;
  let cookie: string;
  let appId: string;

  beforeAll(async () => {
    app = await startTestApp({ UPLOAD_MAX_MB: '1' });
    cookie = await app.signIn(await app.demoCreatorId());
    appId = await installApp(app, cookie, 'files', {
      title: '制度文件',
      authType: 'NONE',
      dataPermission: 'ALL_MEMBERS',
      protectedPermission: 'MATCH_APP',
      autoSync: true,
    });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('takes in the text of real PDF, Word and Markdown files', async () => {
    const pdf = await makePdf('Expense Policy', ['Travel expenses are reimbursed within 30 days.', 'Invoice number INV-2026-0042.']);
    const docx = await makeDocx('员工手册', ['第一章 总则', '年假为每年十五天。']);
    const md = Buffer.from('# 部署说明\n\n使用 `npm start` 启动服务。\n\n## 配置\n\nDATABASE_URL 指向 Postgres。\n');
    for (const [bytes, name] of [[pdf, 'policy.pdf'], [docx, 'handbook.docx'], [md, 'deploy.md']] as const) {
      const upload = await uploadTo(app, cookie, appId, bytes, name);
      expect(upload.status).toBe(200);
    }

    const state = await syncAndWait(app, cookie, appId);
    expect(state.latestRun).toMatchObject({ status: 'SUCCEEDED', added: 3, failed: 0 });
    expect(state.docCount).toBe(3);
    const docs = await documentsOf(app, cookie, appId);
    const byTitle = Object.fromEntries(docs.map((d) => [d.title, d]));
    expect(byTitle['policy.pdf']!.text).toContain('Travel expenses are reimbursed within 30 days.');
    expect(byTitle['policy.pdf']!.text).toContain('INV-2026-0042');
    expect(byTitle['policy.pdf']!.author).toBe('Test Author');
    expect(byTitle['policy.pdf']!.sourceType).toBe('pdf');
    expect(byTitle['handbook.docx']!.text).toContain('# 员工手册');
    expect(byTitle['handbook.docx']!.text).toContain('年假为每年十五天。');
    expect(byTitle['deploy.md']!.text).toContain('## 配置');

    // The original is served, byte for byte.
    const download = await fetch(`${app.url}${byTitle['policy.pdf']!.downloadUrl}`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    // A PDF opens in the browser's own viewer, under the sandbox; a Markdown file is downloaded.
    expect(download.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(download.headers.get('content-security-policy')).toContain('sandbox');
    const markdown = await fetch(`${app.url}${byTitle['deploy.md']!.downloadUrl}`, { headers: { cookie } });
    expect(markdown.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(await markdown.text()).toBe(md.toString());

    // A search result shows what its document says of itself, without loading the document.
    type Shown = { link: string | null; sourceType: string; author: string | null; updatedAt: string; appTitle: string };
    const found = await app.graphql<{ search: { edges: { node: Shown }[] } }>(
      '{ search(query: "INV-2026-0042", first: 5) { edges { node { link sourceType author updatedAt appTitle } } } }',
      { cookie },
    );
    const policy = byTitle['policy.pdf']!;
    expect(found.data!.search.edges.map((e) => e.node)).toEqual([
      { link: policy.downloadUrl, sourceType: 'pdf', author: 'Test Author', updatedAt: policy.updatedAt, appTitle: '制度文件' },
    ]);

    // Nothing changed: nothing is read again.
    expect((await syncAndWait(app, cookie, appId)).latestRun).toMatchObject({ added: 0, updated: 0, unchanged: 3, deleted: 0 });
  });

  it('reads GBK text files, and finds an HTML file by the title inside it', async () => {
    const gbk = Buffer.from([0xc4, 0xea, 0xbc, 0xd9, 0xce, 0xaa, 0xc3, 0xbf, 0xc4, 0xea, 0xca, 0xae, 0xce, 0xe5, 0xcc, 0xec]); // 年假为每年十五天 in GBK
    const html = Buffer.from('<html><head><title>Tom &amp; Jerry report</title></head><body><h1>Tom &amp; Jerry report</h1><p>Quarterly numbers for the cat and the mouse, with charts.</p></body></html>');
    // An app of their own, so the counts of the other tests stay as they are.
    const otherApp = await installApp(app, cookie, 'files', { title: '旧文件', authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: true });
    expect((await uploadTo(app, cookie, otherApp, gbk, 'gbk.txt')).status).toBe(200);
    expect((await uploadTo(app, cookie, otherApp, html, 'page.html')).status).toBe(200);
    await syncAndWait(app, cookie, otherApp);
    const docs = await documentsOf(app, cookie, otherApp);
    expect(docs.find((d) => d.title === 'gbk.txt')!.text).toContain('年假为每年十五天');
    const search = await app.graphql<{ search: { edges: { node: { document: { title: string } } }[] } }>(
      '{ search(query: "Jerry", first: 5) { edges { node { document { title } } } } }',
      { cookie },
    );
    expect(search.data!.search.edges.map((e) => e.node.document.title)).toContain('page.html');
  });

  it('takes in a long document (some 800 chunks, written in several statements), found by words from its start to its end', async () => {
    const longApp = await installApp(app, cookie, 'files', { title: '长文档', authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: true });
    const sections = Array.from({ length: 60 }, (_, s) => [
      `# 第 ${s} 章 Chapter ${s}`,
      ...Array.from({ length: 120 }, (_, p) => `第 ${s}-${p} 条：报销单据须在三十日内提交，审批人 approver-${s}-${p} reviews travel claims within thirty days.`),
    ]);
    const text = ['开篇暗号 quillfeather。', ...sections.flat(), '结尾暗号 zephyrquartz。'].join('\n\n');
    expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
    expect((await uploadTo(app, cookie, longApp, Buffer.from(text), 'long.md')).status).toBe(200);
    const state = await syncAndWait(app, cookie, longApp);
    expect(state).toMatchObject({ docCount: 1, latestRun: { status: 'SUCCEEDED', added: 1, failed: 0 } });
    for (const [query, passage] of [
      ['quillfeather', '开篇暗号'],
      ['approver-31-17', 'approver-31-17'],
      ['zephyrquartz', '结尾暗号'],
    ]) {
      const found = await app.graphql<{ search: { edges: { node: { heading: string | null; passage: { text: string }[]; document: { title: string } } }[] } }>(
        'query ($q: String!) { search(query: $q, first: 5) { edges { node { heading passage { text } document { title } } } } }',
        { cookie, variables: { q: query } },
      );
      expect(found.data!.search.edges.map((e) => e.node.document.title)).toEqual(['long.md']);
      expect(found.data!.search.edges[0]!.node.passage.map((s) => s.text).join('')).toContain(passage);
    }
  });

  it('takes in a text file holding NUL characters without them (Postgres cannot store them)', async () => {
    const otherApp = await installApp(app, cookie, 'files', { title: '空字符', authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: true });
    expect((await uploadTo(app, cookie, otherApp, Buffer.from('# 值班\u0000规则\n\n夜班\u0000交接在 22:00。'), 'nul.md')).status).toBe(200);
    const state = await syncAndWait(app, cookie, otherApp);
    expect(state).toMatchObject({ syncStatus: 'SUCCESS', docCount: 1, latestRun: { added: 1, failed: 0 } });
    const [doc] = await documentsOf(app, cookie, otherApp);
    expect(doc!.text).toContain('夜班交接在 22:00');
    const search = await app.graphql<{ search: { edges: { node: { document: { title: string } } }[] } }>('{ search(query: "夜班交接", first: 5) { edges { node { document { title } } } } }', { cookie });
    expect(search.data!.search.edges.map((e) => e.node.document.title)).toContain('nul.md');
  });

  it('refuses files it cannot read or that are too large', async () => {
    const exe = await uploadTo(app, cookie, appId, Buffer.from([0x4d, 0x5a, 0x90, 0x00]), 'tool.exe');
    expect(exe.status).toBe(400);
    expect(exe.body.message).toBe('不支持该文件类型（支持 PDF、Word、Markdown、文本、HTML、CSV、SVG）');
    const big = await uploadTo(app, cookie, appId, Buffer.alloc(1024 * 1024 + 10, 'a'), 'big.txt');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('文件过大');
  });

  it('records an unreadable file as an item error while the rest sync, and removes deleted files', async () => {
    const broken = await uploadTo(app, cookie, appId, Buffer.from('%PDF-1.7\nthis is not really a pdf'), 'broken.pdf');
    expect(broken.status).toBe(200);
    const state = await syncAndWait(app, cookie, appId);
    expect(state.syncStatus).toBe('SUCCESS');
    expect(state.latestRun).toMatchObject({ failed: 1, unchanged: 3 });
    // A file's item is named by the file's own ID (the upload answers its global ID).
    const fileRowId = Buffer.from(broken.body.data.id, 'base64').toString().split(':')[1];
    expect(state.latestRun!.itemErrors.edges[0]!.node).toMatchObject({ externalId: fileRowId, message: '无法读取文件内容' });

    const removed = await app.graphql<{ deleteAppFile: { __typename: string } }>(
      'mutation ($app: ID!, $file: ID!) { deleteAppFile(appId: $app, fileId: $file) { __typename } }',
      { cookie, variables: { app: appId, file: broken.body.data.id } },
    );
    expect(removed.data!.deleteAppFile.__typename).toBe('AppPayload');
    const md = (await documentsOf(app, cookie, appId)).find((d) => d.title === 'deploy.md')!;
    const files = await app.graphql<{ node: { files: { edges: { node: { id: string; name: string } }[] } } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { files(first: 10) { edges { node { id name } } } } } }',
      { cookie, variables: { id: appId } },
    );
    const mdFile = files.data!.node.files.edges.find((e) => e.node.name === 'deploy.md')!.node;
    await app.graphql('mutation ($app: ID!, $file: ID!) { deleteAppFile(appId: $app, fileId: $file) { __typename } }', {
      cookie,
      variables: { app: appId, file: mdFile.id },
    });
    // The document goes with its file, before any sync: not found, not counted, not searchable.
    expect((await appState(app, cookie, appId)).docCount).toBe(2);
    const gone = await fetch(`${app.url}/api/documents/${String(md.id)}/original`, { headers: { cookie } });
    expect(gone.status).toBe(404);
    expect((await documentsOf(app, cookie, appId)).map((d) => d.title)).not.toContain('deploy.md');
    const after = await syncAndWait(app, cookie, appId);
    expect(after.latestRun).toMatchObject({ deleted: 0, failed: 0 });
    expect(after.docCount).toBe(2);
  });

  it('lets only the app’s managers upload to it', async () => {
    const { db } = app.deps.database;
    const workspace = await db.query.workspaces.findFirst({ where: { name: '演示工作区' } });
    const member = await addMember(db, workspace!.id, 1);
    const memberCookie = await app.signIn(member.id);
    const upload = await uploadTo(app, memberCookie, appId, Buffer.from('# hi\n'), 'x.md');
    expect(upload.status).toBe(404);
    expect(upload.body.message).toBe('应用不存在');
    const state = await appState(app, cookie, appId);
    expect(state.docCount).toBe(2);
  });
});
