/** `Operations.workspaces`: the workspace an operator picks for a back-office order or a gift, found as they type. */
import { builder } from '../../graphql/builder.ts';
import { badUserInput, ExpectedError } from '../../request/errors.ts';
import { WorkspaceVersion } from '../../workspaces/types.ts';
import { effectiveVersion } from '../plan.ts';
import { findWorkspacesForOperator, WORKSPACE_MATCHES, WORKSPACE_SEARCH_MAX_LENGTH, type WorkspaceMatch } from '../workspace-search.ts';
import { Operations } from './operations.ts';

const OperationsWorkspace = builder.objectRef<WorkspaceMatch>('OperationsWorkspace').implement({
  description: 'A workspace as the operators’ desk lists it: enough to tell it from others of a like name.',
  fields: (t) => ({
    internalID: t.exposeString('id', { description: 'What a back-office order and a gift take as `workspaceInternalID`.' }),
    name: t.exposeString('name'),
    creatorName: t.string({ nullable: true, resolve: (w) => w.creator?.displayName ?? null }),
    creatorEmail: t.string({ nullable: true, description: 'Null when the creator signed up by phone.', resolve: (w) => w.creator?.email ?? null }),
    version: t.field({ type: WorkspaceVersion, description: 'The version in force.', resolve: (w, _args, ctx) => effectiveVersion(w, ctx.now) }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the version in force ends; null when it does not (free, or permanent).',
      resolve: (w, _args, ctx) => (effectiveVersion(w, ctx.now) === 'free' ? null : w.expiresAt),
    }),
  }),
});

builder.objectField(Operations, 'workspaces', (t) =>
  t.authField({
    type: [OperationsWorkspace],
    description: `Workspaces whose name, creator’s e-mail or one of whose order numbers holds \`search\` (any case; \`%\` and \`_\` match only themselves), by name, at most ${WORKSPACE_MATCHES}. An empty search, or one over ${WORKSPACE_SEARCH_MAX_LENGTH} characters, is refused.`,
    authScopes: { operator: true },
    args: { search: t.arg.string({ required: true }) },
    resolve: (_desk, args, ctx) =>
      // A query field has no error union: bad input is the client's, in the caller's language.
      findWorkspacesForOperator(ctx.db, args.search).catch((error: unknown) => {
        throw error instanceof ExpectedError ? badUserInput(ctx, error.key) : error;
      }),
  }),
);
