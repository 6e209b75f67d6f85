import { readFile } from 'node:fs/promises';
import { uploadPath } from '../identity/uploads.ts';
import { decodeText } from '../text/extract.ts';
import { splitFrontMatter } from '../text/front-matter.ts';

/**
 * What the document view shows of a document: an uploaded Markdown file as its author wrote it
 * (rendered by the web app, without its raw HTML), anything else as the text taken from it — light
 * Markdown whose `#` lines are headings and whose blank lines part paragraphs (a page's or a Word
 * file's structure, a PDF's text), never the source's own HTML.
 */
export type DocumentBody = { format: 'markdown' | 'text'; text: string };

type Source = { text: string; sourceType: string; fileSha256: string | null };

export async function documentBody(uploadDir: string, document: Source): Promise<DocumentBody> {
  if (document.sourceType === 'markdown' && document.fileSha256) {
    const source = await readFile(uploadPath(uploadDir, document.fileSha256)).then(decodeText, () => null);
    // Its front matter is page-building data (the title is the document's already).
    if (source !== null) return { format: 'markdown', text: splitFrontMatter(source.replaceAll('\u0000', '')).body };
  }
  return { format: 'text', text: document.text };
}
