import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { containsPattern } from '../db/like.ts';
import { apps, documents } from './tables.ts';
import { documentVisibleTo, type Reader } from './visibility.ts';

export type DocumentListFilter = { appId?: string; search?: string };

/** The documents a reader may list, of one app or all, whose title or text holds the words asked. */
function listed(reader: Reader, filter: DocumentListFilter): SQL {
  const search = filter.search?.trim();
  return and(
    documentVisibleTo(reader),
    filter.appId ? eq(documents.appId, filter.appId) : undefined,
    search ? sql`(${documents.title} ilike ${containsPattern(search)} or ${documents.text} ilike ${containsPattern(search)})` : undefined,
  )!;
}

/** The IDs of those documents, as a subquery a page of them is read under. */
export function listedDocumentIds(db: Database, reader: Reader, filter: DocumentListFilter) {
  return db
    .select({ id: documents.id })
    .from(documents)
    .innerJoin(apps, and(eq(apps.workspaceId, documents.workspaceId), eq(apps.id, documents.appId)))
    .where(listed(reader, filter));
}

/** How many there are. */
export async function countListedDocuments(db: Database, reader: Reader, filter: DocumentListFilter) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(documents)
    .innerJoin(apps, and(eq(apps.workspaceId, documents.workspaceId), eq(apps.id, documents.appId)))
    .where(listed(reader, filter));
  return row?.n ?? 0;
}
