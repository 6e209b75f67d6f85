import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { vouch } from '../graphql/access.ts';
import type { Context } from '../graphql/context.ts';
import { apps, documents } from './tables.ts';
import { documentVisibleTo, type Reader } from './visibility.ts';

type DocumentRow = typeof documents.$inferSelect;

const loaders = new WeakMap<Context, DataLoader<string, DocumentRow | null>>();

/**
 * Documents by ID as the request's reader may see them (null when gone or hidden), read in one
 * query for all the IDs a response asks about: an answer's citations, across every answer of a
 * conversation, would otherwise read and check each document on its own.
 */
export function readableDocument(ctx: Context, reader: Reader, documentId: string): Promise<DocumentRow | null> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const rows = await ctx.db
        .select({ document: documents })
        .from(documents)
        .innerJoin(apps, and(eq(apps.workspaceId, documents.workspaceId), eq(apps.id, documents.appId)))
        .where(and(documentVisibleTo(reader), inArray(documents.id, [...ids])));
      const byId = new Map(rows.map((row) => [row.document.id, row.document]));
      // Read under the very condition the Document rule checks.
      vouch(ctx, byId.values());
      return ids.map((id) => byId.get(id) ?? null);
    });
    loaders.set(ctx, loader);
  }
  return loader.load(documentId);
}
