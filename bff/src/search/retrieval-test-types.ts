import { encodeGlobalID } from '@pothos/plugin-relay';
import { documentReadable } from '../apps/access.ts';
import { builder } from '../graphql/builder.ts';
import type { MemberContext } from '../request/context.ts';
import { badUserInput, NotFoundError } from '../request/errors.ts';
import { actorOf, memberUserId } from '../workspaces/acting.ts';
import { findMember } from '../workspaces/members.ts';
import { Member } from '../workspaces/member-types.ts';
import { Workspace } from '../workspaces/types.ts';
import { testRetrieval, TESTED_RESULTS, type RetrievalTest, type TestedResult } from './retrieval-test.ts';
import { COORDINATION, DEFINITION_LIFT } from './impacts.ts';
import type { ProximityPart, ScoreParts, WordPart } from './score-parts.ts';
import { TextSegment } from './types.ts';

const ScoreField = builder.enumType('ScoreField', {
  description: 'A part of a passage a word may be in; a title weighs most, then a heading, then the body.',
  values: { TITLE: { value: 'title' }, HEADING: { value: 'heading' }, BODY: { value: 'body' } } as const,
});

const WordScore = builder.objectRef<WordPart>('WordScore').implement({
  description: 'What one word or phrase of the query adds to a document’s keyword score.',
  fields: (t) => ({
    term: t.exposeString('term', { description: 'As typed (or as corrected).' }),
    passage: t.exposeFloat('passage', { description: 'Its part from the best passage: its frequency there, saturated, times its rarity in the workspace.' }),
    document: t.exposeFloat('document', { description: 'Its part from the whole document, against the document’s length.' }),
    fields: t.field({ type: [ScoreField], description: 'Where in the best passage it is.', resolve: (w) => w.fields }),
  }),
});

const ProximityScore = builder.objectRef<ProximityPart>('ProximityScore').implement({
  description: 'What two words typed next to each other add where they are close in the document.',
  fields: (t) => ({
    terms: t.exposeStringList('terms'),
    passage: t.exposeFloat('passage'),
    document: t.exposeFloat('document'),
  }),
});

const ScorePartsRef = builder.objectRef<ScoreParts>('ScoreParts').implement({
  description:
    'A document’s score taken apart: `keyword` is the sum of the words’ and pairs’ parts (each lowered by `coverage`); recency, the query’s language and defining a code the query names lift it to `place`.',
  fields: (t) => ({
    words: t.field({ type: [WordScore], resolve: (p) => p.words }),
    proximity: t.field({ type: [ProximityScore], resolve: (p) => p.proximity }),
    wordsHeld: t.exposeInt('wordsHeld', { description: 'How many of the query’s words and phrases it holds.' }),
    wordsAsked: t.exposeInt('wordsAsked', { description: 'How many words and phrases the query ranks by.' }),
    coverage: t.exposeFloat('coverage', {
      description:
        `The factor its parts are lowered by for the words it lacks: the share it holds to the power ${COORDINATION} (1 when it holds them all). A passage is lowered alike for its clause’s words it lacks.`,
    }),
    clauses: t.exposeInt('clauses', {
      description: 'The clauses of a question asking several things (separated by punctuation, or joined by and, 和, 以及, 并且): each clause’s words count from its own best passage.',
    }),
    keyword: t.exposeFloat('keyword'),
    documentChunks: t.exposeInt('documentChunks', { description: 'The document’s passages: the longer it is, the more of a word its whole needs.' }),
    averageChunks: t.exposeFloat('averageChunks', { description: 'The workspace’s passages per document.' }),
    recency: t.exposeFloat('recency', { description: 'The factor recency lifts it by (at most 1.05).' }),
    language: t.exposeFloat('language', { description: 'The factor being in the query’s language lifts it by (1.1, or 1).' }),
    definedCode: t.exposeString('definedCode', {
      nullable: true,
      description: 'The code the query names (a setting, flag, identifier or version) that one of its sections is headed by: that section defines it.',
    }),
    definition: t.exposeFloat('definition', { description: `The factor defining a code the query names lifts it by (${DEFINITION_LIFT}, or 1).` }),
    place: t.exposeFloat('place', { description: 'Its keyword score with the lifts: where keyword search places it.' }),
    vectorSimilarity: t.exposeFloat('vectorSimilarity', { nullable: true, description: 'Its passage’s cosine similarity to the query, when the workspace searches with an embedding model.' }),
  }),
});

/** A result, and whether the admin testing may read its document (else only its place is shown). */
type Shown = TestedResult & { readable: boolean };
const readableOnly = <T>(resolve: (r: Shown) => T) => (r: Shown) => (r.readable ? resolve(r) : null);

const RetrievalTestResult = builder.objectRef<Shown>('RetrievalTestResult').implement({
  description:
    'A document found, with its best passage and its score taken apart. One the admin may not read themselves (the member’s own app, a protected document) shows its place alone.',
  fields: (t) => ({
    position: t.exposeInt('position'),
    readable: t.exposeBoolean('readable', { description: 'Whether the admin testing may read it; if not, the fields below are null.' }),
    documentId: t.id({ nullable: true, resolve: readableOnly((r) => encodeGlobalID('Document', r.hit.documentId)) }),
    title: t.field({ type: [TextSegment], nullable: true, resolve: readableOnly((r) => r.hit.title) }),
    heading: t.string({ nullable: true, resolve: readableOnly((r) => r.hit.heading) }),
    passage: t.field({ type: [TextSegment], nullable: true, resolve: readableOnly((r) => r.hit.passage) }),
    appTitle: t.string({ nullable: true, resolve: readableOnly((r) => r.hit.appTitle) }),
    matchedTerms: t.stringList({ nullable: true, resolve: readableOnly((r) => r.hit.matchedTerms) }),
    missingTerms: t.stringList({ nullable: true, resolve: readableOnly((r) => r.hit.missingTerms) }),
    score: t.float({ nullable: true, description: 'What ranked it: its keyword place, or its fused rank score when vectors ranked too.', resolve: readableOnly((r) => r.score) }),
    parts: t.field({ type: ScorePartsRef, nullable: true, resolve: readableOnly((r) => r.parts) }),
  }),
});

const RetrievalTestRef = builder.objectRef<RetrievalTest & { results: Shown[]; member: Awaited<ReturnType<typeof findMember>> }>('RetrievalTest').implement({
  description: 'A query searched as a member would search it, each result’s score taken apart.',
  fields: (t) => ({
    query: t.exposeString('query'),
    correctedQuery: t.exposeString('correctedQuery', { nullable: true, description: 'The query searched instead, as search corrects mistyped words.' }),
    matchedAllTerms: t.exposeBoolean('matchedAllTerms'),
    fused: t.exposeBoolean('fused', { description: 'Whether keyword and vector ranks were fused (the workspace has an embedding model).' }),
    member: t.field({ type: Member, description: 'Whose permissions the search had.', resolve: (test) => test.member }),
    results: t.field({ type: [RetrievalTestResult], resolve: (test) => test.results }),
  }),
});

builder.objectField(Workspace, 'retrievalTest', (t) =>
  t.authField({
    type: RetrievalTestRef,
    description: `Searches as a member would (admins; by default as the admin), and tells why each of the first ${TESTED_RESULTS} results ranked where it did. Not recorded in the search analytics.`,
    // It shows documents' text: a token needs `documents:read` besides `manage`.
    authScopes: { $all: { admin: 'manage', member: 'documents:read' } },
    args: {
      query: t.arg.string({ required: true }),
      memberId: t.arg.globalID({ required: false, for: Member, description: 'The member whose permissions the search has.' }),
    },
    resolve: (_workspace, args, ctx) =>
      // A query field has no error union: a member of another workspace, or none, is bad input.
      retrievalTestAs(ctx, args).catch((error: unknown) => {
        throw error instanceof NotFoundError ? badUserInput(ctx, 'memberNotFound') : error;
      }),
  }),
);

/** The test as the member asked for (the admin by default); a member of another workspace is not found. */
async function retrievalTestAs(ctx: MemberContext, args: { query: string; memberId?: { id: unknown } | null }) {
  const actor = actorOf(ctx);
  const query = args.query.trim().slice(0, 500);
  if (!query) throw badUserInput(ctx, 'retrievalQueryRequired');
  const member = await findMember(ctx.db, actor.workspaceId, args.memberId ? memberUserId(actor, args.memberId) : actor.userId);
  const test = await testRetrieval(ctx.db, { workspaceId: actor.workspaceId, userId: member.userId, wsUserType: member.wsUserType }, query, ctx.semantic);
  // What the member may read and the admin may not (their personal apps, a protected document) keeps its place, and nothing else.
  const readable = (documentId: string) => member.userId === actor.userId || documentReadable(ctx, documentId);
  const results = await Promise.all(test.results.map(async (r) => ({ ...r, readable: await readable(r.hit.documentId) })));
  return { ...test, results, member };
}
