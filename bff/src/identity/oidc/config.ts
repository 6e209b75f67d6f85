import { ConfigError } from '../../config-error.ts';

/** Single sign-on through one OpenID Connect provider (the company's directory). */
export type OidcConfig = {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** Space-separated, as sent in the authorization request. */
  scopes: string;
  /** The label of the sign-in page's SSO button. */
  name: string;
};

const REQUIRED = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/**
 * Reads the provider from the environment: unset when none of the three required variables is
 * set, a ConfigError naming the missing ones when only some are (a half-configured SSO would
 * otherwise fail only when someone clicks the button).
 */
export function loadOidcConfig(env: NodeJS.ProcessEnv): OidcConfig | undefined {
  // An empty variable (`OIDC_ISSUER=` in a compose file) means "not set", like everywhere else.
  const value = (name: string) => env[name]?.trim() || undefined;
  const present = REQUIRED.filter((name) => value(name) !== undefined);
  if (present.length === 0) return undefined;

  const lines = REQUIRED.filter((name) => value(name) === undefined).map(
    (name) => `  ${name}: required when single sign-on is configured (${present.join(', ')} set)`,
  );
  const issuer = parseIssuer(value('OIDC_ISSUER'));
  if (issuer === 'invalid') {
    lines.push('  OIDC_ISSUER: must be an https:// URL (http:// only on localhost or 127.0.0.1)');
  }
  if (lines.length > 0 || !issuer || issuer === 'invalid') {
    throw new ConfigError(`Invalid single sign-on configuration:\n${lines.join('\n')}`);
  }
  return {
    issuer,
    clientId: value('OIDC_CLIENT_ID')!,
    clientSecret: value('OIDC_CLIENT_SECRET')!,
    scopes: (value('OIDC_SCOPES') ?? 'openid email profile phone').split(/\s+/).join(' '),
    name: value('OIDC_NAME') ?? 'SSO',
  };
}

/**
 * Plain HTTP to the provider is accepted only on this machine (a provider in development or in
 * the tests); anywhere else codes and tokens would cross the network in the clear.
 */
export function isLocalHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function parseIssuer(raw: string | undefined): URL | 'invalid' | undefined {
  if (raw === undefined) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || isLocalHttp(url) ? url : 'invalid';
  } catch {
    return 'invalid';
  }
}
