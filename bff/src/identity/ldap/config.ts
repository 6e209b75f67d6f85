import { readFileSync } from 'node:fs';
import { ConfigError } from '../../config-error.ts';

/** Sign-in against the company's LDAP directory (OpenLDAP, Active Directory): bind-and-search. */
export type LdapConfig = {
  url: URL;
  /** Upgrade an `ldap://` connection with StartTLS before anything is sent. */
  startTls: boolean;
  /** The CA certificates (PEM) the directory's certificate is checked against; the system's when unset. */
  ca: string | undefined;
  /** The service account that finds people and their groups; anonymous when unset. */
  bindDn: string | undefined;
  bindPassword: string | undefined;
  userBaseDn: string;
  /** `{username}` stands for what the person typed, escaped (RFC 4515). */
  userFilter: string;
  attributes: { email: string; phone: string; name: string };
  /** Where groups are searched for with `groupFilter` (`{dn}`, `{username}`); unset: the person's `memberOf`. */
  groupBaseDn: string | undefined;
  groupFilter: string;
  /** The label of the sign-in page's directory tab. */
  name: string;
};

export const DEFAULT_USER_FILTER = '(|(uid={username})(mail={username}))';
export const DEFAULT_GROUP_FILTER = '(|(member={dn})(uniqueMember={dn})(memberUid={username}))';

/**
 * Reads the directory from the environment: unset without `LDAP_URL`; a ConfigError naming every
 * problem when it is set but cannot work (a half-configured sign-in would fail only when someone
 * tries it). Passwords never cross a network in the clear: `ldap://` to another machine needs
 * `LDAP_START_TLS=true`, or `ldaps://`.
 */
export function loadLdapConfig(env: NodeJS.ProcessEnv): LdapConfig | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const raw = value('LDAP_URL');
  if (!raw) return undefined;
  const lines: string[] = [];
  let url: URL | undefined;
  try {
    url = new URL(raw);
    if (url.protocol !== 'ldap:' && url.protocol !== 'ldaps:') lines.push('  LDAP_URL: must be an ldap:// or ldaps:// URL');
  } catch {
    lines.push('  LDAP_URL: must be an ldap:// or ldaps:// URL');
  }
  const startTls = ['true', '1', 'yes'].includes(value('LDAP_START_TLS')?.toLowerCase() ?? '');
  if (url?.protocol === 'ldap:' && !startTls && !isLoopback(url.hostname)) {
    lines.push('  LDAP_START_TLS: must be true for an ldap:// directory on another machine (or use ldaps://): passwords would cross the network in the clear');
  }
  const userBaseDn = value('LDAP_USER_BASE_DN');
  if (!userBaseDn) lines.push('  LDAP_USER_BASE_DN: required when LDAP_URL is set (where people are searched for)');
  const bindDn = value('LDAP_BIND_DN');
  const bindPassword = env.LDAP_BIND_PASSWORD || undefined;
  if (bindDn && !bindPassword) lines.push('  LDAP_BIND_PASSWORD: required with LDAP_BIND_DN');
  const userFilter = value('LDAP_USER_FILTER') ?? DEFAULT_USER_FILTER;
  if (!userFilter.includes('{username}')) lines.push('  LDAP_USER_FILTER: must hold {username}');
  let ca: string | undefined;
  const caFile = value('LDAP_TLS_CA_FILE');
  if (caFile) {
    try {
      ca = readFileSync(caFile, 'utf8');
    } catch {
      lines.push(`  LDAP_TLS_CA_FILE: cannot read ${caFile}`);
    }
  }
  if (lines.length > 0 || !url || !userBaseDn) throw new ConfigError(`Invalid LDAP sign-in configuration:\n${lines.join('\n')}`);
  return {
    url,
    startTls,
    ca,
    bindDn,
    bindPassword,
    userBaseDn,
    userFilter,
    attributes: { email: value('LDAP_ATTR_EMAIL') ?? 'mail', phone: value('LDAP_ATTR_PHONE') ?? 'mobile', name: value('LDAP_ATTR_NAME') ?? 'displayName' },
    groupBaseDn: value('LDAP_GROUP_BASE_DN'),
    groupFilter: value('LDAP_GROUP_FILTER') ?? DEFAULT_GROUP_FILTER,
    name: value('LDAP_NAME') ?? 'LDAP',
  };
}

const isLoopback = (host: string) => ['localhost', '127.0.0.1', '[::1]'].includes(host);
