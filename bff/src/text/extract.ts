import path from 'node:path';
import { htmlToText, normaliseWhitespace, readPage } from './html-text.ts';
import { readMarkdown } from './markdown.ts';

/** The kinds of file whose text can be taken in, recognised by content where it has a signature. */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  markdown: 'text/markdown',
  text: 'text/plain',
  html: 'text/html',
  csv: 'text/csv',
  svg: 'image/svg+xml',
} as const;

export type DocumentType = keyof typeof DOCUMENT_TYPES;

const TEXT_EXTENSIONS: Record<string, DocumentType> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.txt': 'text',
  '.text': 'text',
  '.log': 'text',
  '.html': 'html',
  '.htm': 'html',
  '.csv': 'csv',
};

const utf8 = new TextDecoder('utf-8', { fatal: true });
// Chinese text files from older Windows tools are often GBK; GB18030 reads GBK and more.
const gb18030 = new TextDecoder('gb18030', { fatal: true });

/** A text file's characters: UTF-8, else GB18030 (GBK); null when it is neither. */
export function decodeText(bytes: Buffer): string | null {
  for (const decoder of [utf8, gb18030]) {
    try {
      return decoder.decode(bytes).replace(/^\uFEFF/, '');
    } catch {
      // The next encoding.
    }
  }
  return null;
}

/**
 * Which document type the bytes are: PDF, Word (a zip holding word/document.xml) and SVG by
 * their content; text types by the name's extension, provided the bytes are UTF-8 (or GBK) text.
 */
export function detectDocumentType(bytes: Buffer, name: string): DocumentType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes.includes(Buffer.from('word/document.xml'))) return 'docx';
  const head = bytes.subarray(0, 4096).toString('utf8');
  if (!head.includes('\u0000') && /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head)) return 'svg';
  const type = TEXT_EXTENSIONS[path.extname(name).toLowerCase()];
  if (!type) return null;
  return decodeText(bytes) === null ? null : type;
}

export type Extracted = {
  text: string;
  title: string | null;
  /**
   * Whether the title is one the document declares of itself (Markdown front matter, PDF info,
   * HTML's <title>, or its first <h1> where it has none), rather than a Markdown heading's.
   */
  titleDeclared: boolean;
  author: string | null;
};

/** The text of a document, as light Markdown (headings kept) for chunking. */
export async function extractText(bytes: Buffer, type: DocumentType): Promise<Extracted> {
  switch (type) {
    case 'pdf':
      return extractPdf(bytes);
    case 'docx': {
      const mammoth = await import('mammoth');
      const { value } = await mammoth.convertToHtml({ buffer: bytes });
      return { text: await htmlToText(value), title: null, titleDeclared: false, author: null };
    }
    case 'html': {
      const page = await readPage(decodeText(bytes) ?? '', 'file:///');
      const title = page.title === 'file:///' ? null : page.title;
      return { text: page.text, title, titleDeclared: title !== null, author: page.author };
    }
    case 'svg': {
      const { load } = await import('cheerio');
      const $ = load(bytes.toString('utf8'), { xml: true });
      const text = $('title, desc, text').map((_, el) => $(el).text()).get().join('\n');
      return { text: normaliseWhitespace(text), title: null, titleDeclared: false, author: null };
    }
    case 'markdown':
      return readMarkdown(decodeText(bytes) ?? '');
    case 'text':
    case 'csv':
      return { text: normaliseWhitespace(decodeText(bytes) ?? ''), title: null, titleDeclared: false, author: null };
  }
}

async function extractPdf(bytes: Buffer): Promise<Extracted> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document;
  try {
    document = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    throw new ExtractionError(error instanceof Error ? error.message : String(error));
  }
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(text);
      page.cleanup();
    }
    const info = (await document.getMetadata().catch(() => null))?.info as { Title?: string; Author?: string } | undefined;
    const title = info?.Title?.trim() || null;
    return { text: normaliseWhitespace(pages.join('\n\n')), title, titleDeclared: title !== null, author: info?.Author?.trim() || null };
  } finally {
    await document.destroy();
  }
}

/**
 * A file whose text could not be read (corrupt, encrypted…). Its callers say so in their own
 * terms: a sync records the file as unreadable, a chat file is kept without text.
 */
export class ExtractionError extends Error {
  constructor(readonly detail: string) {
    super(`unreadable document: ${detail}`);
  }
}
