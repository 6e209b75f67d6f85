import { encodeGlobalID } from '@pothos/plugin-relay';
import { readableInWorkspace } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { ExpectedError, ValidationError } from '../request/errors.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { actorOf, memberUserId } from '../workspaces/acting.ts';
import { Member } from '../workspaces/member-types.ts';
import { Workspace } from '../workspaces/types.ts';
import { App } from './types.ts';
import { linkableSources, startSourceAccountLink, unlinkOwnSourceAccount, type LinkableSource as LinkableSourceRow } from './source-account-links.ts';
import { linkSourceAccount, SOURCE_PROVIDERS, unlinkSourceAccount, type SourceProvider as Provider } from './source-identities.ts';
import type { sourceIdentities } from './tables.ts';

// The source accounts the syncs of apps "as in the source" met, and their links to members.

export const SourceProvider = builder.enumType('SourceProvider', {
  values: Object.fromEntries(SOURCE_PROVIDERS.map((provider) => [provider.toUpperCase(), { value: provider }])) as { [P in Provider as Uppercase<P>]: { value: P } },
});

export const SourceAccount = builder.drizzleNode('sourceIdentities', {
  name: 'SourceAccount',
  description: 'An account at a source (a GitHub, Yuque, Feishu or DingTalk user) that a sync met among the readers of its items or a group’s members (admins).',
  // Admins see every account; a member, the ones linked to them.
  authScopes: readableInWorkspace<typeof sourceIdentities.$inferSelect>(
    'SourceAccount',
    'manage',
    (_ctx, account, actor) => actor.wsUserType >= WS_USER_TYPES.admin || account.userId === actor.userId,
  ),
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

builder.drizzleObjectField(Workspace, 'ownSourceAccounts', (t) =>
  t.drizzleField({
    type: ['sourceIdentities'],
    description: 'The source accounts linked to the viewer in the workspace, by themselves or an admin.',
    authScopes: { member: 'manage' },
    resolve: (query, workspace, _args, ctx) =>
      ctx.db.query.sourceIdentities.findMany(query({ where: { workspaceId: workspace.id, userId: ctx.viewer!.user.id }, orderBy: { provider: 'asc', login: 'asc' } })),
  }),
);

const LinkableSource = builder.objectRef<LinkableSourceRow>('LinkableSource').implement({
  description: 'A way for a member to link their own account at a source, signing in there.',
  fields: (t) => ({
    provider: t.field({ type: SourceProvider, resolve: (s) => s.provider }),
    app: t.field({
      type: App,
      nullable: true,
      description: 'The installed app whose own sign-in vouches for the account (Feishu: its open_ids are the app’s own); none where the server’s OAuth app does.',
      resolve: (s) => s.app,
    }),
  }),
});

builder.objectField(Workspace, 'linkableSources', (t) =>
  t.authField({
    type: [LinkableSource],
    description: 'Where a member may link their own accounts here: the sources whose OAuth app the server has, and the apps (seen by the viewer) that sign in for theirs.',
    authScopes: { member: 'manage' },
    resolve: (_workspace, _args, ctx) => linkableSources(ctx, actorOf(ctx)),
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

const StartLinkInput = builder.inputType('StartSourceAccountLinkInput', {
  fields: (t) => ({
    provider: t.field({ type: SourceProvider, required: true }),
    appId: t.globalID({ required: false, for: App, description: 'The app to sign in through, for a source whose accounts are each app’s own (`LinkableSource.app`).' }),
  }),
});

const StartLinkPayload = builder.objectRef<{ url: string }>('StartSourceAccountLinkPayload').implement({
  fields: (t) => ({ url: t.exposeString('url', { description: 'Where to send the browser: the source’s sign-in, which comes back to `/oauth/data-source/callback/{provider}/account`.' }) }),
});

builder.mutationField('startSourceAccountLink', (t) =>
  t.authField({
    type: StartLinkPayload,
    description: 'Starts linking the viewer to their own account at a source, signing in there: they then read what the source lets it read.',
    authScopes: { member: 'manage' },
    errors: { types: [ExpectedError] },
    args: { input: t.arg({ type: StartLinkInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ({ url: await startSourceAccountLink(ctx, actorOf(ctx), input.provider, input.appId?.id ?? null) }),
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

const UnlinkOwnPayload = builder.objectRef<AccountKey>('UnlinkOwnSourceAccountPayload').implement({
  fields: (t) => ({
    // Unlinked, the account is no longer the member's to read: only its ID is answered.
    unlinkedId: t.id({
      description: 'The global ID of the account no longer linked to the viewer.',
      resolve: (key) => encodeGlobalID('SourceAccount', JSON.stringify([key.workspaceId, key.provider, key.externalId])),
    }),
  }),
});

builder.mutationField('unlinkOwnSourceAccount', (t) =>
  t.authField({
    type: UnlinkOwnPayload,
    description: 'Ends one of the viewer’s own links to a source account.',
    authScopes: { member: 'manage' },
    errors: { types: [ExpectedError] },
    args: { input: t.arg({ type: UnlinkInput, required: true }) },
    resolve: (_root, { input }, ctx) => unlinkOwnSourceAccount(ctx, actorOf(ctx), input.provider, input.externalId),
  }),
);
