import { and, eq, sql } from 'drizzle-orm';
import { accountLinkOf } from '../connectors/account-links.ts';
import type { Context } from '../request/context.ts';
import { ExpectedError } from '../request/errors.ts';
import type { ActingMember } from '../request/viewer.ts';
import { findMember } from '../workspaces/members.ts';
import { AuthorizationFailedError, callbackUrl, completeGrant, startGrant } from './oauth.ts';
import type { SourceProvider } from './source-identities.ts';
import { sourceIdentities } from './tables.ts';

/** Where the provider sends a member back: below the provider's app callback, which its OAuth app already allows. */
export const accountCallbackUrl = (publicUrl: string, provider: string) => `${callbackUrl(publicUrl, provider)}/account`;

/**
 * Starts a member linking their own account at a source: they sign in there, and the account the
 * provider vouches for becomes theirs in this workspace (`completeSourceAccountLink`).
 */
export async function startSourceAccountLink(ctx: Context, actor: ActingMember, provider: SourceProvider): Promise<string> {
  const oauth = accountLinkOf(provider)?.oauth(ctx.connectors);
  if (!oauth) throw new ExpectedError('oauthNotConfigured');
  return startGrant(ctx, oauth, {
    purpose: 'account',
    workspaceId: actor.workspaceId,
    userId: actor.userId,
    connectorKey: provider,
    redirectUri: accountCallbackUrl(ctx.publicUrl, provider),
  });
}

/**
 * Completes a member's link: the account the provider's token acts as is linked to them in the
 * workspace they started from, whoever it was linked to before (the provider vouches for it), and
 * kept as a sync would have met it. They then read what the source lets it read.
 */
export async function completeSourceAccountLink(ctx: Context, provider: string, input: { code?: string; state?: string; error?: string }) {
  const link = accountLinkOf(provider);
  const { claimed, tokens } = await completeGrant(ctx, 'account', provider, link?.oauth(ctx.connectors) ?? null, accountCallbackUrl(ctx.publicUrl, provider), input);
  // Someone removed from the workspace meanwhile links nothing in it.
  await findMember(ctx.db, claimed.workspaceId, claimed.userId);
  let account;
  try {
    account = await link!.accountOf(ctx.connectors, tokens.access_token, AbortSignal.timeout(20_000));
  } catch (error) {
    throw new AuthorizationFailedError(`who the token acts as: ${error instanceof Error ? error.message : String(error)}`);
  }
  await ctx.db
    .insert(sourceIdentities)
    .values({ workspaceId: claimed.workspaceId, provider, externalId: account.externalId, login: account.login, name: account.name, email: account.email, userId: claimed.userId })
    .onConflictDoUpdate({
      target: [sourceIdentities.workspaceId, sourceIdentities.provider, sourceIdentities.externalId],
      set: {
        userId: claimed.userId,
        login: sql`coalesce(excluded.login, ${sourceIdentities.login})`,
        name: sql`coalesce(excluded.name, ${sourceIdentities.name})`,
        email: sql`coalesce(excluded.email, ${sourceIdentities.email})`,
        updatedAt: ctx.now,
      },
    });
  return { provider, externalId: account.externalId, login: account.login ?? account.externalId };
}

/** Ends one of the member's own links: only an account linked to them. */
export async function unlinkOwnSourceAccount(ctx: Context, actor: ActingMember, provider: SourceProvider, externalId: string) {
  const [unlinked] = await ctx.db
    .update(sourceIdentities)
    .set({ userId: null, updatedAt: ctx.now })
    .where(
      and(
        eq(sourceIdentities.workspaceId, actor.workspaceId),
        eq(sourceIdentities.provider, provider),
        eq(sourceIdentities.externalId, externalId),
        eq(sourceIdentities.userId, actor.userId),
      ),
    )
    .returning({ externalId: sourceIdentities.externalId });
  if (!unlinked) throw new ExpectedError('sourceAccountNotFound');
  return { workspaceId: actor.workspaceId, provider, externalId };
}
