/** Where the stored original of an uploaded document is served (`routes.ts`), to whoever may see it. */
export const originalPath = (documentId: string) => `/api/documents/${documentId}/original`;

/**
 * Originals the browser shows in a tab of its own rather than downloads: its PDF viewer and its
 * image rendering run nothing of the file under the sandbox the original is served with (an SVG's
 * scripts stay off). Other types (HTML, Word, text in an unknown encoding) are downloaded.
 */
const SHOWN_IN_BROWSER = new Set(['application/pdf', 'image/svg+xml']);

export const originalDisposition = (mediaType: string | null) => (mediaType && SHOWN_IN_BROWSER.has(mediaType) ? 'inline' : 'attachment');
