import { getSchemaConfig, queryFromInfo } from '@pothos/plugin-drizzle';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { Kind, type GraphQLResolveInfo, type SelectionNode } from 'graphql';
import type { documentRecords } from '../apps/read-model.ts';
import type { Context } from '../request/context.ts';
import { badUserInput } from '../request/errors.ts';
import { DocumentRef } from '../apps/types.ts';
import { vouch } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { actorOf } from '../workspaces/acting.ts';
import type { SearchHit } from './hits.ts';
import { COUNTED_PASSAGES } from './keyword-statement.ts';
import { emptyPage, searchDocuments, type SearchCounts, type SearchPage } from './query.ts';
import { isUuid } from '../lib/ids.ts';
import { recordSearch } from './search-log.ts';


export const TextSegment = builder.objectRef<{ text: string; highlighted: boolean }>('TextSegment').implement({
  description: 'A piece of text; highlighted pieces matched the query.',
  fields: (t) => ({ text: t.exposeString('text'), highlighted: t.exposeBoolean('highlighted') }),
});

type DocumentRow = typeof documentRecords.$inferSelect;

/** A hit, and its document once the query asks for it (loaded with the page's others). */
type Hit = SearchHit & { document: (info: GraphQLResolveInfo) => Promise<DocumentRow> };

const SearchResult = builder.objectRef<Hit>('SearchResult').implement({
  description: 'A document found, with its best passage and what a result shows of the document (read with the ranking; `document` loads the rest).',
  fields: (t) => ({
    document: t.field({ type: DocumentRef, resolve: (hit, _args, _ctx, info) => hit.document(info) }),
    link: t.exposeString('link', { nullable: true, description: 'Where the result opens: its source’s page, or the stored original of an uploaded file.' }),
    sourceType: t.exposeString('sourceType', { description: 'The document’s type (webpage, pdf, docx, markdown…).' }),
    author: t.exposeString('author', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When the document last changed.' }),
    appTitle: t.exposeString('appTitle', { description: 'The name of the app the document is from.' }),
    score: t.exposeFloat('score'),
    title: t.field({ type: [TextSegment], resolve: (hit) => hit.title }),
    heading: t.exposeString('heading', { nullable: true, description: 'The section the passage is in.' }),
    passage: t.field({ type: [TextSegment], resolve: (hit) => hit.passage }),
    preview: t.field({ type: [TextSegment], description: 'More of the passage’s context, matches marked.', resolve: (hit) => hit.preview }),
    matchedTerms: t.exposeStringList('matchedTerms', {
      description: 'The words and phrases of the query the document holds, as typed (a word counts when another form of it, or a workspace synonym, is there): why it was found.',
    }),
    missingTerms: t.exposeStringList('missingTerms', { description: 'The words and phrases of the query the document does not hold (all of them for a document found by meaning alone).' }),
  }),
});

const AppFacet = builder.objectRef<SearchCounts['facets']['apps'][number]>('AppFacet').implement({
  fields: (t) => ({
    appId: t.id({ resolve: (f) => encodeGlobalID('App', f.appId) }),
    title: t.exposeString('title'),
    count: t.exposeInt('count'),
  }),
});

const SourceTypeFacet = builder.objectRef<SearchCounts['facets']['sourceTypes'][number]>('SourceTypeFacet').implement({
  fields: (t) => ({ sourceType: t.exposeString('sourceType'), count: t.exposeInt('count') }),
});

const SearchFacets = builder.objectRef<SearchCounts['facets']>('SearchFacets').implement({
  description: 'Documents per app and per type, each under the other filters.',
  fields: (t) => ({
    apps: t.field({ type: [AppFacet], resolve: (f) => f.apps }),
    sourceTypes: t.field({ type: [SourceTypeFacet], resolve: (f) => f.sourceTypes }),
    isExact: t.exposeBoolean('isExact', {
      description: `False when more than ${COUNTED_PASSAGES.toLocaleString('en')} passages match: the facets then count the documents of the first ${COUNTED_PASSAGES.toLocaleString('en')} (of every app and type, each under the other filter), and more were found.`,
    }),
  }),
});

const SearchFiltersInput = builder.inputType('SearchFilters', {
  fields: (t) => ({
    appIds: t.idList({ required: false, description: 'App IDs: only their documents.' }),
    sourceTypes: t.stringList({ required: false, description: 'Document types (webpage, pdf, docx, markdown…).' }),
    author: t.string({ required: false }),
    updatedAfter: t.field({ type: 'DateTime', required: false }),
    updatedBefore: t.field({ type: 'DateTime', required: false }),
  }),
});

const OFFSET = /^offset:(\d{1,9})$/;
const cursorAt = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64');
/** The offset a cursor names; a cursor this API did not give is the caller's mistake. */
const offsetAt = (ctx: Context, cursor: string) => {
  const match = OFFSET.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match) throw badUserInput(ctx, 'searchCursorInvalid');
  return Number(match[1]);
};

/** The deepest numbered page: a million results in, no person is still reading. */
const LAST_PAGE = 10_000;

type Window = { first?: number | null; after?: string | null; last?: number | null; before?: string | null; page?: number | null };

/**
 * Which results a page holds: `first` after `after` (forwards), `last` before `before`, or the
 * numbered `page` of `first` results (for a page that shows page numbers and keeps one in its
 * address, without building cursors).
 */
function pageWindow(ctx: Context, args: Window) {
  const size = (value: number) => {
    if (!Number.isInteger(value) || value < 1 || value > 100) throw badUserInput(ctx, 'searchPageSizeInvalid');
    return value;
  };
  if (args.page != null) {
    if (args.after != null || args.before != null || args.last != null) throw badUserInput(ctx, 'searchPagingInvalid');
    if (!Number.isInteger(args.page) || args.page < 1 || args.page > LAST_PAGE) throw badUserInput(ctx, 'searchPageInvalid');
    const first = size(args.first ?? 10);
    return { offset: (args.page - 1) * first, first };
  }
  if (args.last != null || args.before != null) {
    if (args.last == null || args.before == null || args.first != null || args.after != null) throw badUserInput(ctx, 'searchPagingInvalid');
    const end = offsetAt(ctx, args.before);
    const start = Math.max(0, end - size(args.last));
    return { offset: start, first: end - start };
  }
  return { offset: args.after ? offsetAt(ctx, args.after) + 1 : 0, first: size(args.first ?? 10) };
}

/** The app row IDs among global IDs; anything that does not name an app names none. */
function appRowIds(ids: readonly (string | number)[]) {
  return ids.flatMap((id) => {
    try {
      const decoded = decodeGlobalID(String(id));
      return decoded.typename === 'App' && isUuid(decoded.id) ? [decoded.id] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The page's documents, read at once with what the query asks of them (and planned so, so that
 * their fields are not read again one by one); `info` is the first hit's `document` field's, as
 * every hit's asks the same. A query that asks for no document reads none.
 */
function pageDocuments(ctx: Context, workspaceId: string, hits: SearchHit[]) {
  let read: Promise<Map<string, DocumentRow>> | undefined;
  return (documentId: string, info: GraphQLResolveInfo) => {
    read ??= (async () => {
      const query = queryFromInfo({
        config: getSchemaConfig(builder),
        context: ctx,
        info,
        columns: { id: true, workspaceId: true },
        where: { workspaceId, id: { in: hits.map((hit) => hit.documentId) } },
      });
      const rows = (await ctx.db.query.documents.findMany(query)) as unknown as DocumentRow[];
      // The ranking found them under the permission filter the Document rule checks.
      vouch(ctx, rows);
      return new Map(rows.map((row) => [row.id, row]));
    })();
    // The ranking and this read are two statements: a document deleted between them is gone.
    return read.then((found) => found.get(documentId) ?? Promise.reject(new Error(`document ${documentId} is gone`)));
  };
}

const pageOf = (connection: unknown) => (connection as { page: SearchPage }).page;

/** The connection's fields that need the ranked page (the count, facets and correction do not). */
const PAGE_FIELDS = new Set(['edges', 'pageInfo', 'matchedAllTerms']);

/** Whether a `search` selection asks for the ranked page, through fragments too. */
function asksForPage(info: GraphQLResolveInfo): boolean {
  const asks = (selections: readonly SelectionNode[]): boolean =>
    selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return PAGE_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return asks(selection.selectionSet.selections);
      const fragment = info.fragments[selection.name.value];
      return !fragment || asks(fragment.selectionSet.selections);
    });
  return info.fieldNodes.some((node) => !node.selectionSet || asks(node.selectionSet.selections));
}

builder.queryField('search', (t) =>
  t.withAuth({ member: 'documents:read' }).connection(
    {
      type: SearchResult,
      description: 'Searches the documents the viewer may see (Chinese and English, "quoted phrases").',
      args: {
        query: t.arg.string({ required: true }),
        page: t.arg.int({ required: false, description: `The numbered page of \`first\` results, from 1 (at most ${LAST_PAGE}); instead of \`after\`/\`before\`.` }),
        filters: t.arg({ type: SearchFiltersInput, required: false }),
        correctSpelling: t.arg.boolean({
          required: false,
          defaultValue: true,
          description: 'Whether a query with mistyped words is searched as meant: misspelled Latin words, Chinese typed as pinyin or with a character of the same sound (see `correctedQuery`).',
        }),
      },
      resolve: async (_root, args, ctx, info) => {
        const actor = actorOf(ctx);
        const { offset, first } = pageWindow(ctx, args);
        const filters = args.filters && { ...args.filters, appIds: args.filters.appIds?.length ? appRowIds(args.filters.appIds) : null };
        // A search's first page is what a person searched (the count's own query and later pages
        // are not): recorded beside the page's last statement, or after it when nothing was ranked.
        let recorded: Promise<string | null> | undefined;
        const record = offset === 0 && asksForPage(info) ? (found: number) => (recorded = recordSearch(ctx.db, actor, args.query, found, ctx.now)) : undefined;
        // Apps were asked for and none of them exists: a filter never widens to everything.
        const page =
          filters?.appIds?.length === 0
            ? emptyPage(offset)
            : await searchDocuments(
                ctx.db,
                actor,
                // A query of the count and facets alone (the search page sends one beside the page's) ranks nothing.
                { query: args.query.slice(0, 500), filters, first, offset, correctSpelling: args.correctSpelling !== false, countsOnly: !asksForPage(info) },
                ctx.semantic,
                record,
              );
        const documentOf = pageDocuments(ctx, actor.workspaceId, page.hits);
        const searchId = record ? await (recorded ?? record(page.hits.length)) : null;
        return {
          searchId,
          edges: page.hits.map((hit, i) => ({
            cursor: cursorAt(offset + i),
            node: { ...hit, document: (info: GraphQLResolveInfo) => documentOf(hit.documentId, info) },
          })),
          // Read only when asked for: where the ranking cannot tell whether more follow, the count does.
          get pageInfo() {
            const pageInfo = (hasNextPage: boolean) => ({
              hasNextPage,
              hasPreviousPage: offset > 0,
              startCursor: page.hits.length ? cursorAt(offset) : null,
              endCursor: page.hits.length ? cursorAt(offset + page.hits.length - 1) : null,
            });
            return page.more !== null
              ? pageInfo(page.more)
              : page.counts().then((counts) => pageInfo((!counts.totalCountIsExact && page.hits.length > 0) || offset + page.hits.length < counts.totalCount));
          },
          page,
        };
      },
    },
    {
      name: 'SearchConnection',
      fields: (c) => ({
        // The count and facets are read only when asked for (they cost more than the page on a common word).
        totalCount: c.int({
          description: `The documents found; at least these when \`totalCountIsExact\` is false.`,
          resolve: async (conn) => (await pageOf(conn).counts()).totalCount,
        }),
        totalCountIsExact: c.boolean({
          description: `False when more than ${COUNTED_PASSAGES.toLocaleString('en')} passages match (under the filters): \`totalCount\` then counts the documents of the first ${COUNTED_PASSAGES.toLocaleString('en')}, and more were found. The facets say the same of themselves (\`SearchFacets.isExact\`).`,
          resolve: async (conn) => (await pageOf(conn).counts()).totalCountIsExact,
        }),
        facets: c.field({ type: SearchFacets, resolve: async (conn) => (await pageOf(conn).counts()).facets }),
        searchId: c.id({
          nullable: true,
          description: 'This search as the workspace recorded it, to name with `openSearchResult`; null when it records no searches or this is not a first page.',
          resolve: (conn) => (conn as { searchId: string | null }).searchId,
        }),
        correctedQuery: c.string({
          nullable: true,
          description: 'The query searched instead, when the one asked had mistyped words: misspelled Latin words, Chinese typed as pinyin or with a character of the same sound.',
          resolve: (conn) => pageOf(conn).correctedQuery,
        }),
        matchedAllTerms: c.boolean({
          description: 'False when no document ranked holds every word of the query: those shown hold some of them.',
          resolve: (conn) => pageOf(conn).matchedAllTerms,
        }),
      }),
    },
  ),
);
