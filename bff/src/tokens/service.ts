import { auditedTransaction } from '../audit/record.ts';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import type { PubSub } from '../request/pubsub.ts';
import { LimitReachedError, NotFoundError, ValidationError, type FieldProblem } from '../request/errors.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { checkLength } from '../validation/rules.ts';
import type { ActingMember } from '../request/viewer.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { TOKEN_PREFIX } from './authenticate.ts';
import { TOKEN_SCOPES, type TokenScope } from '../request/token-scopes.ts';
import { accessTokens } from './tables.ts';

/** A token lives 30 days unless its maker chooses otherwise, and a year at most. */
export const TOKEN_LIFETIME = { defaultDays: 30, maxDays: 365 } as const;
/** Live tokens a workspace may hold at once. */
export const TOKENS_PER_WORKSPACE = 100;

export type TokenInput = { name: string; scopes: readonly string[]; expiresInDays?: number | null };

/**
 * Makes a token for the workspace (its creators and admins): answered once, in full, and kept only
 * as a hash with its last four characters.
 */
export async function createAccessToken(ctx: Context, actor: ActingMember, input: TokenInput) {
  const problems: FieldProblem[] = [];
  const name = input.name.trim();
  if (!name) problems.push({ field: 'name', key: 'tokenNameRequired' });
  else if (checkLength('tokenName', name)) problems.push({ field: 'name', key: 'tokenNameTooLong' });
  const scopes = [...new Set(input.scopes)];
  if (scopes.length === 0 || scopes.some((s) => !(TOKEN_SCOPES as readonly string[]).includes(s))) problems.push({ field: 'scopes', key: 'tokenScopesRequired' });
  const days = input.expiresInDays ?? TOKEN_LIFETIME.defaultDays;
  if (!Number.isInteger(days) || days < 1 || days > TOKEN_LIFETIME.maxDays) problems.push({ field: 'expiresInDays', key: 'tokenExpiryInvalid' });
  if (problems.length > 0) throw new ValidationError(problems);
  if (actor.wsUserType < WS_USER_TYPES.admin) throw new NotFoundError();

  const secret = `${TOKEN_PREFIX}${newToken()}`;
  const token = await auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [live] = await tx
      .select({ n: count() })
      .from(accessTokens)
      .where(and(eq(accessTokens.workspaceId, actor.workspaceId), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, ctx.now)));
    if ((live?.n ?? 0) >= TOKENS_PER_WORKSPACE) throw new LimitReachedError('accessTokenLimit');
    const [row] = await tx
      .insert(accessTokens)
      .values({
        workspaceId: actor.workspaceId,
        name,
        createdBy: actor.userId,
        scopes: scopes as TokenScope[],
        tokenHash: hashToken(secret),
        lastFour: secret.slice(-4),
        expiresAt: new Date(ctx.now.getTime() + days * 86_400_000),
        createdAt: ctx.now,
      })
      .returning();
    const act = { action: 'token.created', object: { type: 'token', id: row!.id, label: name }, detail: { after: { scopes, expiresAt: row!.expiresAt.toISOString() } } };
    return { result: row!, act };
  });
  return { token, secret };
}

/** Ends every live token a person made in a workspace (they left it): none revives if they come back. */
export async function revokeTokensOf(deps: { db: Pick<Database, 'update'>; pubsub: PubSub; now: Date }, workspaceId: string, userId: string) {
  const revoked = await deps.db
    .update(accessTokens)
    .set({ revokedAt: deps.now })
    .where(and(eq(accessTokens.workspaceId, workspaceId), eq(accessTokens.createdBy, userId), isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id });
  for (const { id } of revoked) deps.pubsub.publish('token:revoked', id, { tokenId: id });
}

/** Ends a token at once: every request with it is refused from now, and streams it opened end. */
export async function revokeAccessToken(ctx: Context, actor: ActingMember, id: string) {
  const token = await auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [token] = await tx
      .update(accessTokens)
      .set({ revokedAt: ctx.now })
      .where(and(eq(accessTokens.workspaceId, actor.workspaceId), eq(accessTokens.id, id), isNull(accessTokens.revokedAt)))
      .returning();
    if (!token) throw new NotFoundError('accessTokenNotFound');
    return { result: token, act: { action: 'token.revoked', object: { type: 'token', id: token.id, label: token.name } } };
  });
  ctx.pubsub.publish('token:revoked', token.id, { tokenId: token.id });
  return token;
}
