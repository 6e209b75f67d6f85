import { readableInWorkspace } from '../graphql/access.ts';
import { builder } from '../graphql/builder.ts';
import { ACTION_ERRORS } from '../graphql/error-types.ts';
import { actorOf } from '../workspaces/acting.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { Workspace } from '../workspaces/types.ts';
import { TOKEN_PREFIX } from './authenticate.ts';
import { TOKEN_SCOPES } from '../request/token-scopes.ts';
import { createAccessToken, revokeAccessToken, TOKEN_LIFETIME } from './service.ts';
import type { AccessToken as AccessTokenRow } from './tables.ts';

const TokenScopeEnum = builder.enumType('TokenScope', {
  description: 'What a token may do: read documents and search; read agents; chat with agents; manage (the admin operations).',
  values: Object.fromEntries(TOKEN_SCOPES.map((scope) => [scope.replace(':', '_').toUpperCase(), { value: scope }])) as Record<
    'DOCUMENTS_READ' | 'AGENTS_READ' | 'CHAT' | 'MANAGE',
    { value: (typeof TOKEN_SCOPES)[number] }
  >,
});

const TokenState = builder.enumType('AccessTokenState', { values: { ACTIVE: { value: 'active' }, EXPIRED: { value: 'expired' }, REVOKED: { value: 'revoked' } } as const });

export const AccessToken = builder.drizzleNode('accessTokens', {
  name: 'AccessToken',
  description: 'An access token of the workspace (its secret is shown once, when it is made).',
  authScopes: readableInWorkspace<AccessTokenRow>('AccessToken', 'manage', (_ctx, _token, actor) => actor.wsUserType >= WS_USER_TYPES.admin),
  id: { column: (t) => t.id },
  fields: (t) => ({
    internalID: t.exposeString('id'),
    name: t.exposeString('name'),
    hint: t.string({ description: 'How the token begins and ends, to tell it apart (zwt_…abcd).', resolve: (token) => `${TOKEN_PREFIX}…${token.lastFour}` }),
    scopes: t.field({ type: [TokenScopeEnum], resolve: (token) => token.scopes as (typeof TOKEN_SCOPES)[number][] }),
    state: t.field({
      type: TokenState,
      resolve: (token, _args, ctx) => (token.revokedAt ? 'revoked' : token.expiresAt <= ctx.now ? 'expired' : 'active'),
    }),
    createdBy: t.relation('createdByUser'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'Noted at most every five minutes.' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.drizzleObjectField(Workspace, 'accessTokens', (t) =>
  t.relatedConnection('accessTokens', {
    description: 'The workspace’s access tokens, newest first (creators and admins).',
    authScopes: { admin: 'manage' },
    totalCount: true,
    query: { orderBy: { createdAt: 'desc', id: 'desc' } },
  }),
);

const AccessTokenInput = builder.inputType('AccessTokenInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    scopes: t.field({ type: [TokenScopeEnum], required: true }),
    expiresInDays: t.int({
      required: false,
      description: `Days until it expires: ${TOKEN_LIFETIME.defaultDays} by default, ${TOKEN_LIFETIME.maxDays} at most.`,
    }),
  }),
});

const CreatePayload = builder.objectRef<{ tokenId: string; workspaceId: string; secret: string }>('CreateAccessTokenPayload').implement({
  fields: (t) => ({
    secret: t.exposeString('secret', { description: 'The token itself: shown only now, never again.' }),
    accessToken: t.drizzleField({
      type: 'accessTokens',
      resolve: (query, p, _args, ctx) => ctx.db.query.accessTokens.findFirst(query({ where: { workspaceId: p.workspaceId, id: p.tokenId } })).then((r) => r!),
    }),
  }),
});

builder.mutationField('createAccessToken', (t) =>
  t.authField({
    type: CreatePayload,
    description: 'Makes an access token for third parties (creators and admins); its secret is answered once.',
    authScopes: { admin: 'session' },
    errors: { types: ACTION_ERRORS },
    args: { input: t.arg({ type: AccessTokenInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const { token, secret } = await createAccessToken(ctx, actorOf(ctx), input);
      return { tokenId: token.id, workspaceId: token.workspaceId, secret };
    },
  }),
);

const RevokePayload = builder.objectRef<{ tokenId: string; workspaceId: string }>('RevokeAccessTokenPayload').implement({
  fields: (t) => ({
    accessToken: t.drizzleField({
      type: 'accessTokens',
      resolve: (query, p, _args, ctx) => ctx.db.query.accessTokens.findFirst(query({ where: { workspaceId: p.workspaceId, id: p.tokenId } })).then((r) => r!),
    }),
  }),
});

builder.mutationField('revokeAccessToken', (t) =>
  t.authField({
    type: RevokePayload,
    description: 'Revokes a token at once: requests with it are refused, and streams it opened end.',
    authScopes: { admin: 'session' },
    errors: { types: ACTION_ERRORS },
    args: { accessTokenId: t.arg.globalID({ required: true, for: AccessToken }) },
    resolve: async (_root, args, ctx) => {
      const token = await revokeAccessToken(ctx, actorOf(ctx), args.accessTokenId.id);
      return { tokenId: token.id, workspaceId: token.workspaceId };
    },
  }),
);
