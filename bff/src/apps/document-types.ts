import { declareReadRule } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { bodyMatches, documentBody, type DocumentBody as Body, type TextRange as Range, type BodyMatches } from './document-body.ts';
import { isPublicDocument, publicDocumentPath, readPublicDocument, type PublicDocumentRow } from './public-documents.ts';
import { DocumentRef } from './types.ts';

// What the document view reads: a document's body with the matches of a search, and the public
// read of a document whose level is "public on the internet".

const TextRange = builder.objectRef<Range>('TextRange').implement({
  description: 'A piece of a text, by UTF-16 offsets (as JavaScript indexes strings): from `start` up to `end`.',
  fields: (t) => ({ start: t.exposeInt('start'), end: t.exposeInt('end') }),
});

const DocumentMatches = builder.objectRef<BodyMatches>('DocumentMatches').implement({
  description: 'Where the words of a search are in a body, marked as search marks them.',
  fields: (t) => ({
    ranges: t.field({ type: [TextRange], description: 'In order (up to 5,000).', resolve: (m) => m.ranges }),
    passage: t.int({
      nullable: true,
      description: 'The index in `ranges` of the match that starts the passage holding most of them (where the view opens); null when nothing matched.',
      resolve: (m) => m.passage,
    }),
  }),
});

const DocumentBodyFormat = builder.enumType('DocumentBodyFormat', {
  values: {
    MARKDOWN: { value: 'markdown', description: 'An uploaded Markdown file as written (render it without its raw HTML).' },
    TEXT: { value: 'text', description: 'The text taken from the source: `#` lines are headings, blank lines part paragraphs.' },
  } as const,
});

const DocumentBody = builder.objectRef<Body>('DocumentBody').implement({
  description: 'A document’s text as the document view shows it.',
  fields: (t) => ({
    format: t.field({ type: DocumentBodyFormat, resolve: (b) => b.format }),
    text: t.exposeString('text'),
    matches: t.field({
      type: DocumentMatches,
      args: { query: t.arg.string({ required: true, description: 'A search’s words, as typed.' }) },
      resolve: (b, args) => bodyMatches(b.text, args.query),
    }),
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
