import DataLoader from 'dataloader';
import { and, eq, inArray } from 'drizzle-orm';
import { vouch } from '../graphql/access.ts';
import type { Context } from '../request/context.ts';
import { apps, documents } from './tables.ts';
import { documentVisibleTo, type Reader } from './visibility.ts';

type DocumentRow = typeof documents.$inferSelect;

/**
 * Documents by ID as the request's reader may see them (null when gone or hidden), read in one
 * query for all the IDs a response asks about: an answer's citations, across every answer of a
 * conversation, would otherwise read and check each document on its own. One request's loader
 * (`graphql/loaders.ts`); `ctx` is that request's, whose rules the rows are vouched to.
 */
export function readableDocuments(ctx: Context, reader: Reader | null) {
  return new DataLoader<string, DocumentRow | null>(async (ids) => {
    if (!reader) return ids.map(() => null);
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
}

/** A document as the request's viewer may see it; null when gone or hidden. */
export function readableDocument(ctx: Context, documentId: string): Promise<DocumentRow | null> {
  return ctx.loaders.documents.load(documentId);
}
