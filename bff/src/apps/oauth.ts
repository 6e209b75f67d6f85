import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { findConnector } from '../connectors/catalogue.ts';
import type { OAuthProvider } from '../connectors/types.ts';
import type { Context } from '../request/context.ts';
import { ExpectedError, ForbiddenError, NotFoundError } from '../request/errors.ts';
import { openCredentials, sealCredentials } from '../lib/sealed.ts';
import { hashToken } from '../lib/tokens.ts';
import type { ActingMember } from '../request/viewer.ts';
import { managedApp } from './service.ts';
import { appOAuthStates, apps } from './tables.ts';

const STATE_MINUTES = 10;

/** Where the provider sends the person back: the web app's callback page for the connector. */
export const callbackUrl = (publicUrl: string, connectorKey: string) => `${publicUrl}/oauth/data-source/callback/${connectorKey}`;

/**
 * Starts an authorization with a provider: a random state bound to this session (single-use, ten
 * minutes) and, where the provider supports it, a PKCE verifier; answers the URL to send the
 * browser to. For an app's credentials, or for a member linking their own account.
 */
export async function startGrant(
  ctx: Context,
  provider: OAuthProvider,
  grant: { workspaceId: string; userId: string; connectorKey: string; redirectUri: string } & ({ purpose: 'app'; appId: string } | { purpose: 'account'; appId: string | null }),
): Promise<string> {
  // Authorization returns to the browser session that started it: an access token has none.
  const sessionId = ctx.viewer?.sessionId;
  if (!sessionId) throw new ForbiddenError();
  const state = randomBytes(32).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  await ctx.db.insert(appOAuthStates).values({
    stateHash: hashToken(state),
    workspaceId: grant.workspaceId,
    purpose: grant.purpose,
    appId: grant.appId,
    userId: grant.userId,
    sessionId,
    connectorKey: grant.connectorKey,
    verifier: sealCredentials(ctx.secrets, { verifier }, `oauth:${hashToken(state)}`),
    expiresAt: new Date(ctx.now.getTime() + STATE_MINUTES * 60_000),
  });
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', grant.redirectUri);
  url.searchParams.set('state', state);
  if (provider.scopes.length > 0) url.searchParams.set('scope', provider.scopes.join(' '));
  if (provider.pkce) {
    url.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

/** Starts authorizing an app with its connector's provider. */
export async function startAuthorization(ctx: Context, actor: ActingMember, appId: string): Promise<string> {
  const app = await managedApp(ctx, actor, appId);
  const provider = findConnector(app.connectorKey)?.oauth?.(ctx.connectors);
  if (!provider) throw new ExpectedError('oauthNotConfigured');
  return startGrant(ctx, provider, {
    purpose: 'app',
    appId: app.id,
    workspaceId: app.workspaceId,
    userId: actor.userId,
    connectorKey: app.connectorKey,
    redirectUri: callbackUrl(ctx.publicUrl, app.connectorKey),
  });
}

export class AuthorizationFailedError extends ExpectedError {
  constructor(readonly detail: string) {
    super('authorizationCallbackFailed');
  }
}

type Tokens = { access_token?: string; refresh_token?: string; expires_in?: number; error?: string; error_description?: string };

type ClaimedState = typeof appOAuthStates.$inferSelect;

/**
 * Completes a grant the provider sent the browser back with: the state must be this session's,
 * unused, unexpired, for this connector and this purpose; the code is exchanged for tokens with
 * the provider the claimed state names (an app's own, for some).
 */
export async function completeGrant(
  ctx: Context,
  purpose: 'app' | 'account',
  connectorKey: string,
  providerOf: (claimed: ClaimedState) => Promise<OAuthProvider | null>,
  redirectUri: string,
  input: { code?: string; state?: string; error?: string },
) {
  if (input.error) throw new AuthorizationFailedError(`provider: ${input.error}`);
  if (!input.code) throw new ExpectedError('authorizationCodeMissing');
  if (!input.state) throw new AuthorizationFailedError('state missing');
  const stateHash = hashToken(input.state);
  // Spent at once: a state works a single time, whatever happens next.
  const [claimed] = await ctx.db
    .update(appOAuthStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(appOAuthStates.stateHash, stateHash),
        isNull(appOAuthStates.usedAt),
        gt(appOAuthStates.expiresAt, ctx.now),
        eq(appOAuthStates.sessionId, ctx.viewer?.sessionId ?? ''),
        eq(appOAuthStates.connectorKey, connectorKey),
        eq(appOAuthStates.purpose, purpose),
      ),
    )
    .returning();
  if (!claimed) throw new AuthorizationFailedError('state unknown, used, expired or of another session');
  const provider = await providerOf(claimed);
  if (!provider) throw new AuthorizationFailedError('provider not configured');
  const { verifier } = openCredentials(ctx.secrets, claimed.verifier, `oauth:${stateHash}`);

  const grant = {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: redirectUri,
    ...(provider.pkce && { code_verifier: verifier! }),
  };
  let tokens: Tokens;
  try {
    const response = await fetch(provider.tokenUrl, { method: 'POST', ...tokenRequest(provider, grant), signal: AbortSignal.timeout(20_000) });
    tokens = (await response.json()) as Tokens;
    if (!response.ok || !tokens.access_token) throw new Error(tokens.error_description ?? tokens.error ?? `HTTP ${response.status}`);
  } catch (error) {
    throw new AuthorizationFailedError(error instanceof Error ? error.message : String(error));
  }
  return { claimed, tokens: tokens as Tokens & { access_token: string } };
}

/** The code's exchange as the provider takes it: a form with the client's secret (most), JSON with HTTP Basic (Notion), or JSON with the secret (Feishu). */
function tokenRequest(provider: OAuthProvider, grant: Record<string, string>): { headers: Record<string, string>; body: string | URLSearchParams } {
  const client = { client_id: provider.clientId, client_secret: provider.clientSecret };
  switch (provider.tokenRequest) {
    case 'basic-json':
      return {
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Basic ${Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString('base64')}`,
        },
        body: JSON.stringify(grant),
      };
    case 'json':
      return { headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' }, body: JSON.stringify({ ...grant, ...client }) };
    default:
      return { headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }, body: new URLSearchParams({ ...grant, ...client }) };
  }
}

/** Completes authorizing an app: the tokens are sealed onto it. */
export async function completeAuthorization(ctx: Context, connectorKey: string, input: { code?: string; state?: string; error?: string }) {
  const provider = async () => findConnector(connectorKey)?.oauth?.(ctx.connectors) ?? null;
  const { claimed, tokens } = await completeGrant(ctx, 'app', connectorKey, provider, callbackUrl(ctx.publicUrl, connectorKey), input);
  const app = claimed.appId ? await ctx.db.query.apps.findFirst({ where: { workspaceId: claimed.workspaceId, id: claimed.appId } }) : undefined;
  if (!app) throw new NotFoundError('appNotFound');
  const previous = app.credentials ? openCredentials(ctx.secrets, app.credentials, app.id) : {};
  const credentials: Record<string, string> = {
    ...withoutGrant(previous),
    accessToken: tokens.access_token,
    ...(tokens.refresh_token && { refreshToken: tokens.refresh_token }),
    ...(tokens.expires_in && { expiresAt: new Date(ctx.now.getTime() + tokens.expires_in * 1000).toISOString() }),
  };
  await ctx.db
    .update(apps)
    .set({ credentials: sealCredentials(ctx.secrets, credentials, app.id), authType: 'oauth', syncErrorKey: null, syncErrorDetail: null })
    .where(and(eq(apps.workspaceId, app.workspaceId), eq(apps.id, app.id)));
  return app;
}

/** Stored credentials less any earlier token or grant: the new grant replaces them all, or a dead token could stay in use. */
function withoutGrant(credentials: Record<string, string>): Record<string, string> {
  const { token: _token, accessToken: _access, refreshToken: _refresh, expiresAt: _expires, ...settings } = credentials;
  return settings;
}
