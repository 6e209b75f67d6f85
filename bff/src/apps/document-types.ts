import { declareReadRule } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { documentBody, type DocumentBody as Body } from './document-body.ts';
import { isPublicDocument, publicDocumentPath, readPublicDocument, type PublicDocumentRow } from './public-documents.ts';
import { DocumentRef } from './types.ts';

// What the document view reads: a document's body (the matches of a search in it are search's:
// `search/body-match-types.ts`), and the public read of a document whose level is "public on the internet".

const DocumentBodyFormat = builder.enumType('DocumentBodyFormat', {
  values: {
    MARKDOWN: { value: 'markdown', description: 'An uploaded Markdown file as written (render it without its raw HTML).' },
    TEXT: { value: 'text', description: 'The text taken from the source: `#` lines are headings, blank lines part paragraphs.' },
  } as const,
});

export const DocumentBody = builder.objectRef<Body>('DocumentBody').implement({
  description: 'A document’s text as the document view shows it.',
  fields: (t) => ({
    format: t.field({ type: DocumentBodyFormat, resolve: (b) => b.format }),
    text: t.exposeString('text'),
  }),
});

builder.drizzleObjectField(DocumentRef, 'body', (t) =>
  t.field({
    type: DocumentBody,
    select: { columns: { text: true, sourceType: true, fileSha256: true } },
    resolve: (d, _args, ctx) => documentBody(ctx.uploadDir, d),
  }),
);

// The app's name alone: a member may read a document (its source restricts it, and the app's
// protected-document permission opens it to all members) without being one the app is shown to.
builder.drizzleObjectField(DocumentRef, 'appTitle', (t) =>
  t.string({
    description: 'The name of the app the document is from.',
    select: { with: { app: { columns: { title: true } } } },
    resolve: (d) => d.app.title,
  }),
);

builder.drizzleObjectField(DocumentRef, 'publicUrl', (t) =>
  t.string({
    nullable: true,
    description:
      'The link anyone may open, signed in or not, while the document is public on the internet (its app’s protected-document permission, and, in an app as in the source, its source shows it to everyone); null otherwise.',
    select: { columns: { readerSetId: true }, with: { app: { columns: { scope: true, protectedPermission: true, dataPermission: true, roleScope: true } } } },
    resolve: (d) => (isPublicDocument(d) ? publicDocumentPath(d.workspaceId, d.id) : null),
  }),
);

const PublicDocument = builder.objectRef<PublicDocumentRow>('PublicDocument').implement({
  description: 'A document public on the internet, as anyone with its link reads it: nothing else of its workspace.',
  // Read only through `readPublicDocument`, which finds public documents alone; judged again here
  // by the same rule, on its app's level as read with it.
  authScopes: declareReadRule<PublicDocumentRow>('PublicDocument', 'any', (document) => isPublicDocument(document)),
  fields: (t) => ({
    title: t.exposeString('title'),
    sourceType: t.exposeString('sourceType'),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    body: t.field({ type: DocumentBody, resolve: (d, _args, ctx) => documentBody(ctx.uploadDir, d) }),
  }),
});

builder.queryField('publicDocument', (t) =>
  t.field({
    type: PublicDocument,
    nullable: true,
    description: 'A document by its public link’s token, for anyone (signed in or not) while it is public on the internet; null otherwise, as for a token that names nothing.',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => readPublicDocument(ctx.db, args.token),
  }),
);
