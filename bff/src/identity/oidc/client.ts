import * as oidc from 'openid-client';
import { checkEmail, checkPhone } from '../../validation/rules.ts';
import type { CodeTarget } from '../targets.ts';
import { isLocalHttp, type OidcConfig } from './config.ts';

/** What must survive the trip to the provider and back, to check the answer belongs to us. */
export type PendingSignIn = { state: string; nonce: string; codeVerifier: string };

/** The person as the provider vouches for them: the addresses we may sign them in by. */
export type OidcPerson = { subject: string; targets: CodeTarget[]; displayName: string | undefined };

/** The provider's answer could not be used; the detail is for the log, never for the person. */
export class OidcCallbackError extends Error {}

export type OidcClient = ReturnType<typeof createOidcClient>;

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

/**
 * Splits an E.164 number (`+8613800138000`) into the country code and national number this
 * product stores (`+86`, `13800138000`). Country codes are prefix-free, so the 1- and 2-digit
 * ones listed here tell the length; every other code has 3 digits. A number that is not E.164
 * or whose national part fails the phone rule is not used.
 */
export function splitPhoneNumber(raw: string): Extract<CodeTarget, { kind: 'phone' }> | null {
  const digits = raw.replace(/[\s\-().]/g, '');
  if (!/^\+\d{8,15}$/.test(digits)) return null;
  const body = digits.slice(1);
  const length = SHORT_COUNTRY_CODES.has(body.slice(0, 1)) ? 1 : SHORT_COUNTRY_CODES.has(body.slice(0, 2)) ? 2 : 3;
  const phone = body.slice(length);
  return checkPhone(phone) ? null : { kind: 'phone', countryCode: `+${body.slice(0, length)}`, phone };
}

const SHORT_COUNTRY_CODES = new Set(
  '1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);
