import { encodeGlobalID } from '@pothos/plugin-relay';
import { readableInWorkspace } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import { actorOf } from '../workspaces/acting.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { Workspace } from '../workspaces/types.ts';
import { createSynonym, deleteSynonym, SYNONYM_LIMITS, updateSynonym } from './synonyms.ts';
import type { SearchSynonym } from './tables.ts';

export const Synonym = builder.drizzleNode('searchSynonyms', {
  name: 'Synonym',
  description: 'Words the workspace’s people search by that its documents say otherwise: searching one finds the others too.',
  authScopes: readableInWorkspace<SearchSynonym>('Synonym', 'manage', (_ctx, _set, actor) => actor.wsUserType >= WS_USER_TYPES.admin),
  id: { column: (s) => s.id },
  fields: (t) => ({
    input: t.exposeString('input', {
      nullable: true,
      description: 'One-way: searching this term finds the terms too (a term does not find it). Null: two-way, each term finds the others.',
    }),
    terms: t.exposeStringList('terms'),
    createdBy: t.relation('createdByUser', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.drizzleObjectField(Workspace, 'synonyms', (t) =>
  t.relatedConnection('searchSynonyms', {
    description: 'The workspace’s synonyms, newest first, applied to every search (admins).',
    authScopes: { admin: 'manage' },
    totalCount: true,
    query: { orderBy: { createdAt: 'desc', id: 'desc' } },
  }),
);

const SynonymInput = builder.inputType('SynonymInput', {
  fields: (t) => ({
    input: t.string({ required: false, description: 'For a one-way set: the term whose search finds the terms too. None: two-way.' }),
    terms: t.stringList({
      required: true,
      description: `Two-way: at least two terms; one-way: at least one. At most ${SYNONYM_LIMITS.terms}, each at most ${SYNONYM_LIMITS.termLength} characters.`,
    }),
  }),
});

const SynonymPayload = builder.objectRef<{ synonymId: string; workspaceId: string }>('SynonymPayload').implement({
  fields: (t) => ({
    synonym: t.drizzleField({
      type: 'searchSynonyms',
      resolve: (query, p, _args, ctx) => ctx.db.query.searchSynonyms.findFirst(query({ where: { workspaceId: p.workspaceId, id: p.synonymId } })).then((s) => s!),
    }),
  }),
});

builder.mutationField('createSynonym', (t) =>
  t.authField({
    type: SynonymPayload,
    description: 'Adds a synonym set (admins); every search from then on applies it.',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { input: t.arg({ type: SynonymInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const made = await createSynonym(ctx, actorOf(ctx), input);
      return { synonymId: made.id, workspaceId: made.workspaceId };
    },
  }),
);

builder.mutationField('updateSynonym', (t) =>
  t.authField({
    type: SynonymPayload,
    description: 'Rewrites a synonym set whole: its direction and its terms (admins).',
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { synonymId: t.arg.globalID({ required: true, for: Synonym }), input: t.arg({ type: SynonymInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const updated = await updateSynonym(ctx, actorOf(ctx), args.synonymId.id, args.input);
      return { synonymId: updated.id, workspaceId: updated.workspaceId };
    },
  }),
);

const DeleteSynonymPayload = builder.objectRef<{ deletedSynonymId: string }>('DeleteSynonymPayload').implement({
  fields: (t) => ({ deletedSynonymId: t.exposeID('deletedSynonymId') }),
});

builder.mutationField('deleteSynonym', (t) =>
  t.authField({
    type: DeleteSynonymPayload,
    authScopes: { admin: 'manage' },
    errors: { types: ACTION_ERRORS },
    args: { synonymId: t.arg.globalID({ required: true, for: Synonym }) },
    resolve: async (_root, args, ctx) => {
      await deleteSynonym(ctx, actorOf(ctx), args.synonymId.id);
      return { deletedSynonymId: encodeGlobalID('Synonym', args.synonymId.id) };
    },
  }),
);
