import { count, eq } from 'drizzle-orm';
import { builder } from '../graphql/builder.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import type { Context } from '../request/context.ts';
import { actorOf } from '../workspaces/acting.ts';
import { Workspace } from '../workspaces/types.ts';
import { SCIM_BASE } from './resources.ts';
import { scimGroups, scimUsers } from './tables.ts';
import { revokeScimToken, rotateScimToken, scimTokenOf, type ScimTokenRow } from './token.ts';

// Provisioning by the company's identity provider (SCIM 2.0): the token it uses, made and revoked
// by the workspace's admins, and what it has provisioned so far.

type Provisioning = { workspaceId: string; token: ScimTokenRow | null };

const ScimProvisioning = builder.objectRef<Provisioning>('ScimProvisioning').implement({
  description: 'How the company’s identity provider (Okta, Microsoft Entra ID…) provisions the workspace’s people and groups through SCIM 2.0 (admins).',
  fields: (t) => ({
    endpoint: t.string({ description: 'The SCIM base URL to give the identity provider.', resolve: (_p, _args, ctx) => `${ctx.publicUrl}${SCIM_BASE}` }),
    tokenHint: t.string({ nullable: true, description: 'How the token ends (zwscim_…abcd); null: no token, provisioning is off.', resolve: (p) => (p.token ? `zwscim_…${p.token.lastFour}` : null) }),
    tokenCreatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.token?.createdAt ?? null }),
    tokenLastUsedAt: t.field({ type: 'DateTime', nullable: true, description: 'Noted at most every five minutes.', resolve: (p) => p.token?.lastUsedAt ?? null }),
    userCount: t.int({ description: 'The people it provisioned, active or not.', resolve: (p, _args, ctx) => countOf(ctx, 'users', p.workspaceId) }),
    groupCount: t.int({ description: 'The groups it pushed.', resolve: (p, _args, ctx) => countOf(ctx, 'groups', p.workspaceId) }),
  }),
});

async function countOf(ctx: Context, what: 'users' | 'groups', workspaceId: string) {
  const table = what === 'users' ? scimUsers : scimGroups;
  const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(table.workspaceId, workspaceId));
  return row?.n ?? 0;
}

const provisioningOf = async (ctx: Context, workspaceId: string): Promise<Provisioning> => ({ workspaceId, token: await scimTokenOf(ctx.db, workspaceId) });

builder.objectField(Workspace, 'scimProvisioning', (t) =>
  t.field({
    type: ScimProvisioning,
    authScopes: { admin: 'manage' },
    resolve: (workspace, _args, ctx) => provisioningOf(ctx, workspace.id),
  }),
);

const RotatePayload = builder.objectRef<{ secret: string; provisioning: Provisioning }>('RotateScimTokenPayload').implement({
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'The new token, shown this once; the one before stops working now.' }),
    provisioning: t.field({ type: ScimProvisioning, resolve: (p) => p.provisioning }),
  }),
});

builder.mutationField('rotateScimToken', (t) =>
  t.authField({
    type: RotatePayload,
    description: 'Makes the workspace’s SCIM token, replacing the one it had (creators and admins, signed in).',
    authScopes: { admin: 'session' },
    errors: { types: ACTION_ERRORS },
    resolve: async (_root, _args, ctx) => {
      const actor = actorOf(ctx);
      const secret = await rotateScimToken(ctx, actor);
      return { secret, provisioning: await provisioningOf(ctx, actor.workspaceId) };
    },
  }),
);

const RevokePayload = builder.objectRef<Provisioning>('RevokeScimTokenPayload').implement({
  fields: (t) => ({ provisioning: t.field({ type: ScimProvisioning, resolve: (p) => p }) }),
});

builder.mutationField('revokeScimToken', (t) =>
  t.authField({
    type: RevokePayload,
    description: 'Turns provisioning off: the identity provider’s next request is refused; the people it provisioned stay members.',
    authScopes: { admin: 'session' },
    errors: { types: ACTION_ERRORS },
    resolve: async (_root, _args, ctx) => {
      const actor = actorOf(ctx);
      await revokeScimToken(ctx, actor);
      return provisioningOf(ctx, actor.workspaceId);
    },
  }),
);
