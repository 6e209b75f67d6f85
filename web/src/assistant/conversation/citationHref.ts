/**
 * Where a citation opens: the document's page, else the address it was cited from, else the
 * stored original of an uploaded file.
 */
export function citationHref(documentUrl: string | null | undefined, citedUrl: string | null | undefined, downloadUrl: string | null | undefined) {
  return documentUrl ?? citedUrl ?? downloadUrl ?? null;
}
