import { documentPageUrl, publicDocumentIds, publicDocumentPath } from '../apps/public-documents.ts';
import type { Citation } from '../chat/one-shot.ts';
import type { Database } from '../db/client.ts';
import type { CitationLinks } from './replies.ts';

const absolute = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * Where each cited document leads whoever wrote to a bot: a document public on the internet by its
 * public link (anyone opens it); another by its address at the source, else by its page in the
 * product (a member opens it signed in). Never a path of the product's settings.
 */
export async function citationLinks(db: Pick<Database, 'select'>, workspaceId: string, citations: readonly Citation[], publicUrl: string): Promise<CitationLinks> {
  const open = await publicDocumentIds(db, workspaceId, citations.map((c) => c.documentId));
  return new Map(
    citations.map((c) => [
      c.documentId,
      open.has(c.documentId)
        ? `${publicUrl}${publicDocumentPath(workspaceId, c.documentId)}`
        : (absolute(c.url) ?? documentPageUrl(publicUrl, c.documentId)),
    ]),
  );
}
