/**
 * Where a document opens in the product (its global ID): the document view, scrolled to the
 * passage that best matches the search that led there, its words marked.
 */
export function documentPath(documentId: string, query?: string | null): string {
  const q = query?.trim();
  return `/document/${encodeURIComponent(documentId)}${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`;
}
