import { getSchemaConfig, queryFromInfo } from '@pothos/plugin-drizzle';
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLResolveInfo } from 'graphql';
import type { documents } from '../apps/tables.ts';
import type { Context } from '../graphql/context.ts';
import { DocumentRef } from '../apps/types.ts';
import { builder } from '../graphql/builder.ts';
import { actorOf } from '../workspaces/acting.ts';
import { searchDocuments, type SearchHit, type SearchPage } from './query.ts';

const TextSegment = builder.objectRef<{ text: string; highlighted: boolean }>('TextSegment').implement({
  description: 'A piece of text; highlighted pieces matched the query.',
  fields: (t) => ({ text: t.exposeString('text'), highlighted: t.exposeBoolean('highlighted') }),
});

type DocumentRow = typeof documents.$inferSelect;

const SearchResult = builder.objectRef<SearchHit & { workspaceId: string; document: DocumentRow | undefined }>('SearchResult').implement({
  description: 'A document found, with its best passage.',
  fields: (t) => ({
    document: t.field({
      type: DocumentRef,
      resolve: async (hit, _args, ctx) =>
        hit.document ?? (await ctx.db.query.documents.findFirst({ where: { workspaceId: hit.workspaceId, id: hit.documentId } }))!,
    }),
    score: t.exposeFloat('score'),
    title: t.field({ type: [TextSegment], resolve: (hit) => hit.title }),
    heading: t.exposeString('heading', { nullable: true, description: 'The section the passage is in.' }),
    passage: t.field({ type: [TextSegment], resolve: (hit) => hit.passage }),
  }),
});

const AppFacet = builder.objectRef<SearchPage['facets']['apps'][number]>('AppFacet').implement({
  fields: (t) => ({
    appId: t.id({ resolve: (f) => encodeGlobalID('App', f.appId) }),
    title: t.exposeString('title'),
    count: t.exposeInt('count'),
  }),
});

const SourceTypeFacet = builder.objectRef<SearchPage['facets']['sourceTypes'][number]>('SourceTypeFacet').implement({
  fields: (t) => ({ sourceType: t.exposeString('sourceType'), count: t.exposeInt('count') }),
});

const SearchFacets = builder.objectRef<SearchPage['facets']>('SearchFacets').implement({
  description: 'Documents per app and per type, each under the other filters.',
  fields: (t) => ({
    apps: t.field({ type: [AppFacet], resolve: (f) => f.apps }),
    sourceTypes: t.field({ type: [SourceTypeFacet], resolve: (f) => f.sourceTypes }),
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

const OFFSET = /^offset:(\d+)$/;
const cursorAt = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64');
const offsetOf = (cursor: string | null | undefined) => {
  if (!cursor) return 0;
  const match = OFFSET.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return match ? Number(match[1]) + 1 : 0;
};

/**
 * The page's documents, read at once with what the query asks of them (and planned so, so that
 * their fields are not read again one by one).
 */
async function pageDocuments(ctx: Context, info: GraphQLResolveInfo, workspaceId: string, hits: SearchHit[]) {
  if (hits.length === 0) return new Map<string, DocumentRow>();
  const query = queryFromInfo({
    config: getSchemaConfig(builder),
    context: ctx,
    info,
    path: ['edges', 'node', 'document'],
    columns: { id: true },
    where: { workspaceId, id: { in: hits.map((hit) => hit.documentId) } },
  });
  const rows = (await ctx.db.query.documents.findMany(query)) as unknown as DocumentRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

builder.queryField('search', (t) =>
  t.connection(
    {
      type: SearchResult,
      description: 'Searches the documents the viewer may see (Chinese and English, "quoted phrases").',
      authScopes: { member: true },
      args: {
        query: t.arg.string({ required: true }),
        filters: t.arg({ type: SearchFiltersInput, required: false }),
      },
      resolve: async (_root, args, ctx, info) => {
        const actor = actorOf(ctx);
        const first = Math.min(Math.max(args.first ?? 10, 1), 100);
        const offset = offsetOf(args.after);
        const appIds = args.filters?.appIds?.flatMap((id) => {
          try {
            const decoded = decodeGlobalID(String(id));
            return decoded.typename === 'App' ? [decoded.id] : [];
          } catch {
            return [];
          }
        });
        const page = await searchDocuments(ctx.db, actor, {
          query: args.query.slice(0, 500),
          filters: args.filters && { ...args.filters, appIds: args.filters.appIds ? (appIds ?? []) : null },
          first,
          offset,
        }, ctx.semantic);
        const found = await pageDocuments(ctx, info, actor.workspaceId, page.hits);
        return {
          edges: page.hits.map((hit, i) => ({
            cursor: cursorAt(offset + i),
            node: { ...hit, workspaceId: actor.workspaceId, document: found.get(hit.documentId) },
          })),
          pageInfo: {
            hasNextPage: offset + page.hits.length < page.totalCount,
            hasPreviousPage: offset > 0,
            startCursor: page.hits.length ? cursorAt(offset) : null,
            endCursor: page.hits.length ? cursorAt(offset + page.hits.length - 1) : null,
          },
          totalCount: page.totalCount,
          facets: page.facets,
          matchedAllTerms: page.matchedAllTerms,
        };
      },
    },
    {
      name: 'SearchConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: (conn) => (conn as unknown as SearchPage).totalCount }),
        facets: c.field({ type: SearchFacets, resolve: (conn) => (conn as unknown as SearchPage).facets }),
        matchedAllTerms: c.boolean({
          description: 'False when no document held every word and ones holding some are shown.',
          resolve: (conn) => (conn as unknown as SearchPage).matchedAllTerms,
        }),
      }),
    },
  ),
);
