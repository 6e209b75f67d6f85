import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { accountLinkOf, appLinkedProviders, serverLinkableProviders, type AccountLink } from '../connectors/account-links.ts';
import { openCredentials } from '../lib/sealed.ts';
import type { Context } from '../request/context.ts';
import { ExpectedError, NotFoundError } from '../request/errors.ts';
import type { ActingMember } from '../request/viewer.ts';
import { findMember } from '../workspaces/members.ts';
import { AuthorizationFailedError, callbackUrl, completeGrant, startGrant } from './oauth.ts';
import { auditedTransaction } from '../audit/record.ts';
import { linkAct, type SourceProvider } from './source-identities.ts';
import { apps, sourceIdentities } from './tables.ts';
import { appVisibleTo, type Reader } from './visibility.ts';

type App = typeof apps.$inferSelect;

/** A way for a member to link their account at a source: the server's OAuth app, or an installed app's own sign-in. */
export type LinkableSource = { provider: SourceProvider; app: App | null };

/**
 * Installed apps whose source accounts matter to members: those "as in the source", or syncing
 * the organisation's departments (which roles may follow), with credentials to sign in with;
 * of those, the ones the member sees, when starting.
 */
const linkingApps = (workspaceId: string, connectorKeys: string[], member?: Reader) =>
  and(
    eq(apps.workspaceId, workspaceId),
    member && appVisibleTo(member),
    eq(apps.scope, 'workspace'),
    inArray(apps.connectorKey, connectorKeys),
    isNotNull(apps.credentials),
    or(eq(apps.dataPermission, 'as_in_source'), sql`(${apps.config}->>'organisation')::boolean is true`),
  );

/** Where a member of the workspace may link their own account: the server's OAuth apps, then each app that signs in for its source. */
export async function linkableSources(ctx: Context, member: Reader): Promise<LinkableSource[]> {
  const throughApps = appLinkedProviders();
  const installed = throughApps.length
    ? await ctx.db.select().from(apps).where(linkingApps(member.workspaceId, throughApps.map((p) => p.connectorKey), member)).orderBy(apps.title, apps.id)
    : [];
  return [
    ...serverLinkableProviders(ctx.connectors).map((provider) => ({ provider: provider as SourceProvider, app: null })),
    ...installed.flatMap((app) => throughApps.filter((p) => p.connectorKey === app.connectorKey).map((p) => ({ provider: p.provider as SourceProvider, app }))),
  ];
}

/** The OAuth a link signs in with: the server's, or the named installed app's own (one a member may link through). */
async function linkOAuth(ctx: Context, link: AccountLink, workspaceId: string, appId: string | null, member?: Reader) {
  if (!link.throughApp) return link.oauth(ctx.connectors, null);
  const [app] = appId ? await ctx.db.select().from(apps).where(and(linkingApps(workspaceId, [link.throughApp], member), eq(apps.id, appId))) : [];
  if (!app) throw new NotFoundError('appNotFound');
  return link.oauth(ctx.connectors, openCredentials(ctx.secrets, app.credentials!, app.id));
}

/** Where the provider sends a member back: below the provider's app callback, which its OAuth app already allows. */
export const accountCallbackUrl = (publicUrl: string, provider: string) => `${callbackUrl(publicUrl, provider)}/account`;

/**
 * Starts a member linking their own account at a source: they sign in there, and the account the
 * provider vouches for becomes theirs in this workspace (`completeSourceAccountLink`).
 */
export async function startSourceAccountLink(ctx: Context, actor: ActingMember, provider: SourceProvider, appId: string | null): Promise<string> {
  const link = accountLinkOf(provider);
  const oauth = link ? await linkOAuth(ctx, link, actor.workspaceId, appId, actor) : null;
  if (!oauth) throw new ExpectedError('oauthNotConfigured');
  return startGrant(ctx, oauth, {
    purpose: 'account',
    appId: link!.throughApp ? appId : null,
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
  const oauthOf = async (claimed: { workspaceId: string; appId: string | null }) => (link ? linkOAuth(ctx, link, claimed.workspaceId, claimed.appId) : null);
  const { claimed, tokens } = await completeGrant(ctx, 'account', provider, oauthOf, accountCallbackUrl(ctx.publicUrl, provider), input);
  // Someone removed from the workspace meanwhile links nothing in it.
  await findMember(ctx.db, claimed.workspaceId, claimed.userId);
  let account;
  try {
    account = await link!.accountOf(ctx.connectors, tokens.access_token, AbortSignal.timeout(20_000));
  } catch (error) {
    throw new AuthorizationFailedError(`who the token acts as: ${error instanceof Error ? error.message : String(error)}`);
  }
  await auditedTransaction(ctx, claimed.workspaceId, async (tx) => {
    await tx
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
    return { result: undefined, act: linkAct('source_account.linked', { provider, ...account }, { self: true }) };
  });
  return { provider, externalId: account.externalId, login: account.login ?? account.externalId };
}

/** Ends one of the member's own links: only an account linked to them. */
export async function unlinkOwnSourceAccount(ctx: Context, actor: ActingMember, provider: SourceProvider, externalId: string) {
  await auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [unlinked] = await tx
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
    return { result: undefined, act: linkAct('source_account.unlinked', { provider, externalId }, { self: true }) };
  });
  return { workspaceId: actor.workspaceId, provider, externalId };
}
