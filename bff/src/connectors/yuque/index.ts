import { z } from 'zod';
import { ValidationError } from '../../graphql/errors.ts';
import { extractText } from '../../text/extract.ts';
import { htmlToText } from '../../text/html-text.ts';
import { SourceError, type Connector, type SyncEvent } from '../types.ts';
import { versionWithVisibility } from '../version.ts';
import { YuqueError, yuqueGet } from './client.ts';

export type YuqueConfig = { books: string[] };

const configSchema = z.object({
  books: z
    .array(z.string().trim())
    .transform((list) => list.filter(Boolean))
    .refine((list) => list.length >= 1 && list.length <= 50 && list.every((b) => /^[\w.-]+\/[\w.-]+$/.test(b))),
});

type Book = { id: number; namespace: string; name: string; public: number };
type DocSummary = { id: number; slug: string; title: string; updated_at: string; public?: number };
type Doc = DocSummary & { format?: string; body?: string; body_html?: string; created_at?: string; creator?: { name?: string } };

const PAGE = 100;

/**
 * Yuque (语雀) knowledge bases: every document of the chosen books, Markdown as written and lake
 * documents through their HTML, by update time, so an unchanged document is not fetched again.
 */
export const yuqueConnector: Connector<YuqueConfig> = {
  key: 'yuque',
  name: { 'zh-hans': '语雀', en: 'Yuque' },
  description: {
    'zh-hans': '使用个人或团队令牌同步知识库（书）中的文档。',
    en: 'Syncs the documents of knowledge bases (books) with a personal or team token.',
  },
  platform: 'yuque',
  authTypes: ['token'],
  listing: 'full',
  parseConfig(input) {
    const parsed = configSchema.safeParse(input ?? {});
    if (!parsed.success) throw new ValidationError([{ field: 'books', key: 'booksInvalid' }]);
    return parsed.data;
  },
  async *sync(ctx) {
    const token = ctx.credentials?.token;
    if (!token) throw new SourceError('reauthorizeNeeded', 'no token');
    const get = yuqueGet(ctx.settings.yuque.apiUrl, token, ctx.signal);
    for (const namespace of ctx.config.books) {
      let book: Book;
      try {
        book = await get<Book>(`/repos/${namespace}`);
      } catch (error) {
        if (error instanceof YuqueError) throw new SourceError('sourceUnreachable', `${namespace}: ${error.message}`);
        throw error;
      }
      yield* documentsOf(get, book, ctx.knownVersion);
    }
  },
};

async function* documentsOf(
  get: <T>(path: string) => Promise<T>,
  book: Book,
  knownVersion: (id: string) => Promise<string | null>,
): AsyncGenerator<SyncEvent> {
  for (let offset = 0; ; ) {
    const page = await get<DocSummary[]>(`/repos/${book.namespace}/docs?offset=${offset}&limit=${PAGE}`);
    // A server may answer fewer than asked; the list ends with an empty page.
    if (page.length === 0) return;
    offset += page.length;
    for (const summary of page) {
      const externalId = `${book.namespace}:${summary.slug ?? summary.id}`;
      if (!summary.slug || typeof summary.updated_at !== 'string') {
        yield { type: 'error', externalId, title: summary.title ?? null, key: 'documentUnreadable', detail: 'malformed document' };
        continue;
      }
      // The list tells each document's visibility, so a change of it alone is seen without a fetch.
      const listedRestricted = book.public === 0 || summary.public === 0;
      const version = versionWithVisibility(summary.updated_at, listedRestricted);
      if ((await knownVersion(externalId)) === version) {
        yield { type: 'unchanged', externalId };
        continue;
      }
      try {
        const doc = await get<Doc>(`/repos/${book.namespace}/docs/${encodeURIComponent(summary.slug)}?raw=1`);
        const text = doc.format === 'markdown' && doc.body != null ? (await extractText(Buffer.from(doc.body), 'markdown')).text : htmlToText(doc.body_html ?? doc.body ?? '');
        yield {
          type: 'upsert',
          item: {
            externalId,
            title: doc.title || summary.title,
            text,
            url: `https://www.yuque.com/${book.namespace}/${summary.slug}`,
            author: doc.creator?.name ?? null,
            sourceType: 'yuque_doc',
            restricted: listedRestricted || doc.public === 0,
            version,
            createdAt: doc.created_at ? new Date(doc.created_at) : null,
            updatedAt: new Date(summary.updated_at),
          },
        };
      } catch (error) {
        if (error instanceof SourceError) throw error;
        yield { type: 'error', externalId, title: summary.title, key: 'documentUnreadable', detail: error instanceof Error ? error.message : String(error) };
      }
    }
  }
}
