/** Where the stored original of an uploaded document is served (`routes.ts`), to whoever may see it. */
export const originalPath = (documentId: string) => `/api/documents/${documentId}/original`;
