import * as oidc from 'openid-client';
import { checkEmail } from '../../validation/rules.ts';
import { splitPhoneNumber } from '../phone-number.ts';
import type { CodeTarget } from '../targets.ts';
import { isLocalHttp, type OidcConfig } from './config.ts';

/** What must survive the trip to the provider and back, to check the answer belongs to us. */
export type PendingSignIn = { state: string; nonce: string; codeVerifier: string };

/** The person as the provider vouches for them: the addresses we may sign them in by. */
export type OidcPerson = { subject: string; targets: CodeTarget[]; displayName: string | undefined };

/** The provider's answer could not be used; the detail is for the log, never for the person. */
export class OidcCallbackError extends Error {}

/**
 * The relying party for one provider. Discovery happens on first use and is kept, so a provider
 * that is down while the server starts only fails the sign-ins tried meanwhile; a failed
 * discovery is forgotten so the next sign-in tries again.
 */
export function createOidcClient(config: OidcConfig, redirectUri: string) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= discover(config).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  return {
    /** Where to send the browser (code flow, PKCE S256), and what to keep until it returns. */
    async authorizationUrl(): Promise<{ url: URL; pending: PendingSignIn }> {
      const server = await configuration();
      const pending = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(server, {
        redirect_uri: redirectUri,
        scope: config.scopes,
        response_type: 'code',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, pending };
    },

    /**
     * Checks the provider's answer (state, issuer), spends the code with the PKCE verifier, checks
     * the ID token's signature and nonce, and answers who signed in. The UserInfo endpoint is asked
     * only when the ID token carries neither an e-mail address nor a phone number, as providers
     * following OIDC core leave those out of the ID token in the code flow.
     */
    async person(callbackUrl: URL, pending: PendingSignIn): Promise<OidcPerson> {
      const server = await configuration();
      const tokens = await oidc.authorizationCodeGrant(server, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new OidcCallbackError('the token response has no ID token');
      let claims: Record<string, unknown> = idToken;
      if (idToken.email === undefined && idToken.phone_number === undefined) {
        // fetchUserInfo checks that UserInfo speaks about the ID token's subject.
        claims = { ...(await oidc.fetchUserInfo(server, tokens.access_token, idToken.sub)), ...idToken };
      }
      return personFrom(idToken.sub, claims);
    },
  };
}

async function discover(config: OidcConfig) {
  return oidc.discovery(config.issuer, config.clientId, config.clientSecret, clientSecretAuth(config.clientSecret), {
    timeout: 10,
    // The only plain-HTTP provider allowed is one on this machine (see isLocalHttp).
    ...(isLocalHttp(config.issuer) && { execute: [oidc.allowInsecureRequests] }),
  });
}

/**
 * client_secret_basic, the method a client is registered with unless it says otherwise, when the
 * provider supports it; client_secret_post for providers that only take that.
 */
function clientSecretAuth(secret: string): oidc.ClientAuth {
  const basic = oidc.ClientSecretBasic(secret);
  const post = oidc.ClientSecretPost(secret);
  return (as, client, body, headers) => {
    const supported = as.token_endpoint_auth_methods_supported;
    const method = !supported || supported.includes('client_secret_basic') ? basic : post;
    method(as, client, body, headers);
  };
}

/**
 * The addresses a person may be found by, best first: the e-mail address, unless the provider
 * says it is unverified (`email_verified: false`; absent means the provider does not tell, as
 * Microsoft Entra ID does not, and the provider is trusted to hand out only its own addresses),
 * then the phone number on the same rule with `phone_number_verified`.
 */
export function personFrom(subject: string, claims: Record<string, unknown>): OidcPerson {
  const targets: CodeTarget[] = [];
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (email && !isFalse(claims.email_verified) && !checkEmail(email)) targets.push({ kind: 'email', email });
  const phone = typeof claims.phone_number === 'string' ? splitPhoneNumber(claims.phone_number) : null;
  if (phone && !isFalse(claims.phone_number_verified)) targets.push(phone);
  const name = [claims.name, claims.preferred_username].find((v): v is string => typeof v === 'string' && !!v.trim());
  return { subject, targets, displayName: name?.trim().slice(0, 100) };
}

// Some providers (Amazon Cognito) send booleans as strings.
const isFalse = (value: unknown) => value === false || value === 'false';
