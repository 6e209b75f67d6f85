import { DocumentBody } from '../apps/document-types.ts';
import { builder } from '../graphql/builder.ts';
import { bodyMatches, type BodyMatches, type TextRange as Range } from './body-matches.ts';

// Where a search's words are in the body the document view shows, marked as results mark them.

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

builder.objectField(DocumentBody, 'matches', (t) =>
  t.field({
    type: DocumentMatches,
    args: { query: t.arg.string({ required: true, description: 'A search’s words, as typed.' }) },
    resolve: (b, args) => bodyMatches(b.text, args.query),
  }),
);
