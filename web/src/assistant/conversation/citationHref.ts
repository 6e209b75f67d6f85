import { documentPath } from '../../screens/Document/documentPath';

/**
 * Where a citation opens: the cited document in the product's document view (its source and its
 * original are a step away there), else the address it was cited from.
 */
export function citationHref(documentId: string | null | undefined, citedUrl: string | null | undefined) {
  return documentId ? documentPath(documentId) : (citedUrl ?? null);
}
