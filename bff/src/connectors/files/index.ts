import { detectDocumentType, extractText, ExtractionError } from '../../text/extract.ts';
import type { Connector } from '../types.ts';

/**
 * Files uploaded to the app by its managers. The source is the app's own file list, so every run
 * lists it whole; a file whose bytes did not change (same hash) is not read again.
 */
export const filesConnector: Connector<Record<string, never>> = {
  key: 'files',
  name: { 'zh-hans': '文件', en: 'Files' },
  description: {
    'zh-hans': '上传 PDF、Word、Markdown、文本、HTML 等文件，提取其中的文字供搜索和问答。',
    en: 'Upload PDF, Word, Markdown, text, HTML and other files; their text is taken in for search and chat.',
  },
  platform: 'upload',
  authTypes: ['none'],
  listing: 'full',
  parseConfig: () => ({}),
  async *sync(ctx) {
    const files = await ctx.listFiles();
    yield { type: 'total', total: files.length };
    for (const file of files) {
      if (ctx.signal.aborted) return;
      if ((await ctx.knownVersion(file.id)) === file.sha256) {
        yield { type: 'unchanged', externalId: file.id };
        continue;
      }
      const type = detectDocumentType(await ctx.readFile(file.sha256), file.name);
      if (!type) {
        yield { type: 'error', externalId: file.id, title: file.name, key: 'documentTypeNotSupported' };
        continue;
      }
      try {
        const extracted = await extractText(await ctx.readFile(file.sha256), type);
        // A Markdown file whose front matter names it is known by that name: docs-as-code pages
        // are all called index.md. Any other file keeps its name as title; a title inside it
        // (HTML <title>, PDF metadata, a first heading) leads its text, so that it is found too.
        const declaredTitle = type === 'markdown' && extracted.titleDeclared ? extracted.title : null;
        yield {
          type: 'upsert',
          item: {
            externalId: file.id,
            title: declaredTitle ?? file.name,
            text: !declaredTitle && extracted.title && !extracted.text.includes(extracted.title) ? `# ${extracted.title}\n\n${extracted.text}` : extracted.text,
            author: extracted.author,
            sourceType: type,
            mediaType: file.mediaType,
            version: file.sha256,
            fileSha256: file.sha256,
            size: file.size,
            updatedAt: file.updatedAt,
          },
        };
      } catch (error) {
        const detail = error instanceof ExtractionError ? error.detail : error instanceof Error ? error.message : String(error);
        yield { type: 'error', externalId: file.id, title: file.name, key: 'documentUnreadable', detail };
      }
    }
  },
};
