import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsOf, installApp, syncAndWait, uploadToApp } from '../support/apps.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

type Segment = { text: string; highlighted: boolean };
type Found = { totalCount: number; edges: { node: { title: Segment[]; document: { title: string } } }[] };

const SEARCH = `query Search($q: String!, $filters: SearchFilters) {
  search(query: $q, filters: $filters, first: 5, correctSpelling: false) {
    totalCount
    edges { node { title { text highlighted } document { title } } }
  }
}`;

const FILES = { authType: 'NONE', dataPermission: 'ALL_MEMBERS', protectedPermission: 'MATCH_APP', autoSync: false };

// A docs-as-code page as documentation sites write them. The words that only appear where the
// page is built, not read (a cover image, a demo's source file, a link's address, a comment), are
// made up, so that finding them can only mean those parts were indexed.
const PAGE = [
  '---',
  'category: Components',
  'group: 反馈',
  'title: Watermark',
  'subtitle: 水印',
  'description: 给页面的某个区域加上水印。',
  'cover: https://mdn.example.com/huamei/afts/img/zebraquokka/original',
  'demo:',
  '  cols: 1',
  '---',
  '',
  '## 何时使用 {#when-to-use}',
  '',
  '- 页面需要添加水印标识版权时使用。',
  '',
  '## 代码演示 {#examples}',
  '',
  '<!-- axolotlnote: keep the demos in this order -->',
  '<code src="./demo/marmosetdemo.tsx">pelicanbasic 基本</code>',
  '',
  '通用属性参考：[通用属性](/docs/react/narwhalprops)',
  '',
  '| 参数 | 说明 |',
  '| --- | --- |',
  '| gap | 水印之间的间距 |',
].join('\n');

const DROPPED = ['zebraquokka', 'marmosetdemo', 'narwhalprops', 'axolotlnote'];

describe('Markdown documents', () => {
  let app: TestApp;
  let cookie: string;
  let docsApp: string;

  const search = async (q: string, appIds?: string[]) => {
    const result = await app.graphql<{ search: Found }>(SEARCH, { cookie, variables: { q, filters: appIds ? { appIds } : null } });
    expect(result.errors).toBeUndefined();
    return result.data!.search;
  };
  const marked = (segments: Segment[]) => segments.filter((s) => s.highlighted).map((s) => s.text);

  beforeAll(async () => {
    app = await startTestApp();
    cookie = await app.signIn(await app.demoCreatorId());
    docsApp = await installApp(app, cookie, 'files', { ...FILES, title: '组件文档' });
    await uploadToApp(app, cookie, docsApp, 'index.zh-CN.md', PAGE);
    // A page that only mentions the component in its text, and a file named by nothing inside it.
    await uploadToApp(app, cookie, docsApp, 'overview.md', '# 组件总览\n\nWatermark 水印、Watermark 水印：给页面加上水印的组件。');
    await uploadToApp(app, cookie, docsApp, 'notes.md', '## 会议记录\n\n下周发布。');
    expect(await syncAndWait(app, cookie, docsApp)).toMatchObject({ docCount: 3, latestRun: { status: 'SUCCEEDED', added: 3, failed: 0 } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('are titled by their front matter, keeping its description and leaving its other keys out', async () => {
    const docs = Object.fromEntries((await documentsOf(app, cookie, docsApp)).map((d) => [d.title as string, d]));
    expect(Object.keys(docs).sort()).toEqual(['Watermark 水印', 'notes.md', 'overview.md']);
    const text = docs['Watermark 水印']!.text as string;
    expect(text.startsWith('给页面的某个区域加上水印。\n\n## 何时使用\n\n')).toBe(true);
    expect(text).toContain('pelicanbasic 基本');
    expect(text).toContain('gap 水印之间的间距');
    for (const left of ['cover', 'cols', '---', '{#', '<code', '](', '|']) expect(text).not.toContain(left);
  });

  it('are found first by a word of their title, highlighted there', async () => {
    for (const word of ['Watermark', '水印']) {
      const found = await search(word);
      expect(found.edges.map((e) => e.node.document.title)).toEqual(['Watermark 水印', 'overview.md']);
      expect(marked(found.edges[0]!.node.title)).toEqual([word]);
    }
    // The text inside a component is the page's own text.
    expect((await search('pelicanbasic')).edges.map((e) => e.node.document.title)).toEqual(['Watermark 水印']);
  });

  it('are not found by words that only appear where the page is built: cover, demo source, link address, comment', async () => {
    for (const word of DROPPED) expect((await search(word, [docsApp])).totalCount, word).toBe(0);
    // The same bytes as a text file are found by each of those words: they are words search finds.
    const textApp = await installApp(app, cookie, 'files', { ...FILES, title: '原样文本' });
    await uploadToApp(app, cookie, textApp, 'index.zh-CN.txt', PAGE);
    await syncAndWait(app, cookie, textApp);
    for (const word of DROPPED) expect((await search(word)).edges.map((e) => e.node.document.title), word).toEqual(['index.zh-CN.txt']);
  });
});
