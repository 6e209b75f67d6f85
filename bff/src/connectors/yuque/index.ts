import { z } from 'zod';
import { ValidationError } from '../../request/errors.ts';
import { extractText } from '../../text/extract.ts';
import { htmlToText } from '../../text/html-text.ts';
import { SourceError, type Connector, type SourceReaders, type SyncEvent } from '../types.ts';
import { versionWithReaders, versionWithVisibility } from '../version.ts';
import { YuqueError, yuqueGet } from './client.ts';
import { bookMembers, type BookOwner, type GroupCache } from './readers.ts';

export type YuqueConfig = { books: string[] };

const configSchema = z.object({
  books: z
    .array(z.string().trim())
    .transform((list) => list.filter(Boolean))
    .refine((list) => list.length >= 1 && list.length <= 50 && list.every((b) => /^[\w.-]+\/[\w.-]+$/.test(b))),
});

/** `public`: 0 private (the book's members), 1 public, 2 public within the organisation's space. */
type Book = { id: number; namespace: string; name: string; public: number; user?: BookOwner | null };
type DocSummary = { id: number; slug: string; title: string; updated_at: string; public?: number };
type Doc = DocSummary & { format?: string; body?: string; body_html?: string; created_at?: string; creator?: { name?: string } };

const PAGE = 100;

/**
 * Yuque (语雀) knowledge bases: every document of the chosen books, Markdown as written and lake
 * documents through their HTML, by update time, so an unchanged document is not fetched again.
 * Following the source's permissions, a public book's documents (public, or public within the
 * organisation) are everyone's, and a private book's or a private document's are its book's
 * members' (`readers.ts`).
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
  sourcePermissions: true,
  parseConfig(input) {
    const parsed = configSchema.safeParse(input ?? {});
    if (!parsed.success) throw new ValidationError([{ field: 'books', key: 'booksInvalid' }]);
    return parsed.data;
  },
  async *sync(ctx) {
    const token = ctx.credentials?.token;
    if (!token) throw new SourceError('reauthorizeNeeded', 'no token');
    const get = yuqueGet(ctx.settings.yuque.apiUrl, token, ctx.signal);
    const groups: GroupCache = new Map();
    for (const namespace of ctx.config.books) {
      let book: Book;
      try {
        book = await get<Book>(`/repos/${namespace}`);
      } catch (error) {
        if (error instanceof YuqueError) throw new SourceError('sourceUnreachable', `${namespace}: ${error.message}`);
        throw error;
      }
      yield* documentsOf(get, book, ctx.knownVersion, ctx.wantsReaders ? groups : null);
    }
  },
};

async function* documentsOf(
  get: <T>(path: string) => Promise<T>,
  book: Book,
  knownVersion: (id: string) => Promise<string | null>,
  /** The run's teams read so far, when the app follows the source's permissions. */
  groups: GroupCache | null,
): AsyncGenerator<SyncEvent> {
  // The book's members, read when a private document first needs them.
  let members: SourceReaders | undefined;
  async function* readersOf(restricted: boolean): AsyncGenerator<SyncEvent, SourceReaders | undefined> {
    if (!groups) return undefined;
    if (!restricted) return { everyone: true };
    if (!members) {
      if (!book.user) throw new SourceError('sourcePermissionsUnreadable', `${book.namespace}: no owner`);
      const found = await bookMembers(get, book.user, groups);
      yield { type: 'identities', ...found.identities };
      members = found.readers;
    }
    return members;
  }
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
      const readers = yield* readersOf(listedRestricted);
      const visibility = versionWithVisibility(summary.updated_at, listedRestricted);
      const version = readers ? versionWithReaders(visibility, readers) : visibility;
      if ((await knownVersion(externalId)) === version) {
        yield { type: 'unchanged', externalId };
        continue;
      }
      try {
        const doc = await get<Doc>(`/repos/${book.namespace}/docs/${encodeURIComponent(summary.slug)}?raw=1`);
        // A document made private in a public book is its book's members' alone.
        const itemReaders = doc.public === 0 && !listedRestricted ? yield* readersOf(true) : readers;
        const text = doc.format === 'markdown' && doc.body != null ? (await extractText(Buffer.from(doc.body), 'markdown')).text : await htmlToText(doc.body_html ?? doc.body ?? '');
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
            readers: itemReaders,
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
