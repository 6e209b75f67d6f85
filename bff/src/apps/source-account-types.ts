import { readableInWorkspace } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { ExpectedError, ValidationError } from '../request/errors.ts';
import { WS_USER_TYPES } from '../request/membership.ts';
import { actorOf, memberUserId } from '../workspaces/acting.ts';
import { Member } from '../workspaces/member-types.ts';
import { Workspace } from '../workspaces/types.ts';
import { linkSourceAccount, SOURCE_PROVIDERS, unlinkSourceAccount, type SourceProvider as Provider } from './source-identities.ts';
import type { sourceIdentities } from './tables.ts';

// The source accounts the syncs of apps "as in the source" met, and their links to members.

const SourceProvider = builder.enumType('SourceProvider', {
  values: Object.fromEntries(SOURCE_PROVIDERS.map((provider) => [provider.toUpperCase(), { value: provider }])) as { [P in Provider as Uppercase<P>]: { value: P } },
});

export const SourceAccount = builder.drizzleNode('sourceIdentities', {
  name: 'SourceAccount',
  description: 'An account at a source (a GitHub, Yuque, Feishu or DingTalk user) that a sync met among the readers of its items or a group’s members (admins).',
  authScopes: readableInWorkspace<typeof sourceIdentities.$inferSelect>('SourceAccount', 'manage', (_ctx, _account, actor) => actor.wsUserType >= WS_USER_TYPES.admin),
  // A global ID, so that a client's store updates the account a link or an unlink changed.
  id: { column: (a) => [a.workspaceId, a.provider, a.externalId] },
  fields: (t) => ({
    provider: t.field({ type: SourceProvider, resolve: (a) => a.provider as Provider }),
    externalId: t.exposeString('externalId', { description: 'Its ID at the source (GitHub’s or Yuque’s numeric user ID, Feishu’s open_id, DingTalk’s unionId).' }),
    login: t.exposeString('login', { nullable: true }),
    name: t.exposeString('name', { nullable: true }),
    email: t.exposeString('email', { nullable: true, description: 'An address the source shows; a member with it reads what the account reads, unless the account is linked to someone.' }),
    phone: t.exposeString('phone', { nullable: true, description: 'A mobile number the source shows (`+86 13800000000`); a member with it reads what the account reads, unless the account is linked to someone.' }),
    member: t.relation('member', { nullable: true, description: 'The member it is linked to: they read what the source lets the account read.' }),
  }),
});

builder.drizzleObjectField(Workspace, 'sourceAccounts', (t) =>
  t.drizzleConnection({
    type: 'sourceIdentities',
    description: 'The source accounts the workspace’s syncs met, linked to members or not (admins).',
    authScopes: { admin: 'manage' },
    args: { provider: t.arg({ type: SourceProvider, required: false }) },
    resolve: (query, workspace, args, ctx) =>
      ctx.db.query.sourceIdentities.findMany(
        query({ where: { workspaceId: workspace.id, ...(args.provider && { provider: args.provider }) }, orderBy: { provider: 'asc', externalId: 'asc' } }),
      ),
  }),
);

type AccountKey = { workspaceId: string; provider: string; externalId: string };

const SourceAccountPayload = (name: string) =>
  builder.objectRef<AccountKey>(name).implement({
    fields: (t) => ({
      sourceAccount: t.drizzleField({
        type: 'sourceIdentities',
        resolve: (query, key, _args, ctx) => ctx.db.query.sourceIdentities.findFirst(query({ where: key })).then((account) => account!),
      }),
    }),
  });

const LinkInput = builder.inputType('LinkSourceAccountInput', {
  fields: (t) => ({
    memberId: t.globalID({ required: true, for: Member }),
    provider: t.field({ type: SourceProvider, required: true }),
    account: t.string({ required: true, description: 'The account’s login at the source, or its ID there.' }),
  }),
});

builder.mutationField('linkSourceAccount', (t) =>
  t.authField({
    type: SourceAccountPayload('LinkSourceAccountPayload'),
    description:
      'Links an account at a source to a member: in apps "as in the source" they read what the source lets that account read. The account must have been met by a sync (admins).',
    authScopes: { admin: 'manage' },
    errors: { types: [ValidationError, ExpectedError] },
    args: { input: t.arg({ type: LinkInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const actor = actorOf(ctx);
      return linkSourceAccount(ctx, actor, memberUserId(actor, input.memberId), input.provider, input.account);
    },
  }),
);

const UnlinkInput = builder.inputType('UnlinkSourceAccountInput', {
  fields: (t) => ({
    provider: t.field({ type: SourceProvider, required: true }),
    externalId: t.string({ required: true }),
  }),
});

builder.mutationField('unlinkSourceAccount', (t) =>
  t.authField({
    type: SourceAccountPayload('UnlinkSourceAccountPayload'),
    description: 'Ends an account’s link to a member (admins).',
    authScopes: { admin: 'manage' },
    errors: { types: [ExpectedError] },
    args: { input: t.arg({ type: UnlinkInput, required: true }) },
    resolve: (_root, { input }, ctx) => unlinkSourceAccount(ctx, actorOf(ctx), input.provider, input.externalId),
  }),
);
