import { isIP } from 'node:net';
import { Client, escapeFilter, InvalidCredentialsError, SizeLimitExceededError, type Entry, type SearchOptions } from 'ldapts';
import type { LdapConfig } from './config.ts';

/** A person as the directory holds them, once their password is proved. */
export type DirectoryPerson = {
  /** The entry's stable ID (`entryUUID`, Active Directory's `objectGUID`), else its DN. */
  externalId: string;
  dn: string;
  /** What they typed to sign in, as the directory spells it where it tells (`uid`, `sAMAccountName`). */
  login: string;
  name: string | undefined;
  email: string | undefined;
  /** As the directory holds it (`+86 13800000000` when it is E.164). */
  phone: string | undefined;
  /** Their groups, each by DN (lower case, as principals compare) and common name. */
  groups: { dn: string; name: string | null }[];
};

/** The person's contact, where the directory has one: who a refused sign-in was, for their admins. */
export type DirectoryContact = Pick<DirectoryPerson, 'email' | 'phone'>;

export type DirectoryAnswer =
  | { outcome: 'signed_in'; person: DirectoryPerson }
  /** Unknown name or wrong password (told apart to no one), or an account the directory locked or disabled. */
  | { outcome: 'refused'; reason: 'invalid' | 'locked'; contact: DirectoryContact | null };

/** The directory could not be asked (down, refused the service account, TLS failed); the detail is for the log. */
export class DirectoryUnavailable extends Error {}

const CONNECT_MS = 5_000;
const OPERATION_MS = 10_000;
/** The groups kept for one person: those past it are dropped. */
const GROUPS_MAX = 500;
/** Active Directory's `userAccountControl` bit of a disabled account. */
const AD_DISABLED = 0x2;

/**
 * Bind-and-search: the service account finds the one entry the filter names with what the person
 * typed (escaped, RFC 4515) and reads its groups; a bind as that entry with the password proves
 * it. An empty password is refused before the directory is asked: LDAP takes a bind with one as
 * an anonymous bind, which succeeds.
 */
export async function signInToDirectory(config: LdapConfig, username: string, password: string): Promise<DirectoryAnswer> {
  if (!username || !password) return { outcome: 'refused', reason: 'invalid', contact: null };
  const client = new Client({
    url: config.url.href,
    connectTimeout: CONNECT_MS,
    timeout: OPERATION_MS,
    // Given for ldap:// too, the client would speak TLS from the first byte: StartTLS gets them instead.
    ...(config.url.protocol === 'ldaps:' && { tlsOptions: tlsOptionsOf(config) }),
  });
  try {
    const found = await step('find the person', async () => {
      if (config.startTls) await client.startTLS(tlsOptionsOf(config));
      if (config.bindDn) await client.bind(config.bindDn, config.bindPassword);
      const entries = await findPeople(client, config, username);
      // No one, or a filter that names several people: refused alike, and nothing is told of which.
      if (entries.length !== 1) return null;
      const entry = entries[0]!;
      return { entry, groups: await groupsOf(client, config, entry, username) };
    });
    if (!found) return { outcome: 'refused', reason: 'invalid', contact: null };
    const person = personOf(config, found.entry, username, found.groups);
    const contact = { email: person.email, phone: person.phone };
    try {
      await client.bind(found.entry.dn, password);
    } catch (error) {
      if (!(error instanceof InvalidCredentialsError)) throw new DirectoryUnavailable('the bind as the person failed', { cause: error });
      return { outcome: 'refused', reason: isLocked(found.entry, error) ? 'locked' : 'invalid', contact };
    }
    return { outcome: 'signed_in', person };
  } finally {
    await client.unbind().catch(() => {});
  }
}

// A name to check the certificate against; an address is checked against its IP entries (and sent as no SNI).
const tlsOptionsOf = (config: LdapConfig) => ({
  ...(config.ca && { ca: config.ca }),
  ...(isIP(config.url.hostname.replace(/^\[|\]$/g, '')) === 0 && { servername: config.url.hostname }),
  minVersion: 'TLSv1.2' as const,
});

/** Any failure talking to the directory before the person's own bind: it is unavailable, not the person refused. */
async function step<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new DirectoryUnavailable(`could not ${what}`, { cause: error });
  }
}

/** A filter template with its placeholders filled, each value escaped so that it can only ever be a value. */
export function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? escapeFilter`${values[name]!}` : whole));
}

const userAttributes = (config: LdapConfig) => [
  config.attributes.email,
  config.attributes.phone,
  config.attributes.name,
  'cn',
  'uid',
  'sAMAccountName',
  'entryUUID',
  'objectGUID',
  'memberOf',
  // Why a bind failed: OpenLDAP's password policy, Active Directory's lockout and disabled flag.
  'pwdAccountLockedTime',
  'lockoutTime',
  'userAccountControl',
];

/** At most two entries: one is the person, two mean the filter does not name one person. */
async function findPeople(client: Client, config: LdapConfig, username: string) {
  try {
    const filter = fill(config.userFilter, { username });
    const options: SearchOptions = { scope: 'sub', filter, attributes: userAttributes(config), sizeLimit: 2, explicitBufferAttributes: ['objectGUID'] };
    return (await client.search(config.userBaseDn, options)).searchEntries;
  } catch (error) {
    if (error instanceof SizeLimitExceededError) return [];
    throw error;
  }
}

/** The person's groups: those under the group base whose filter names them, else their `memberOf`. */
async function groupsOf(client: Client, config: LdapConfig, entry: Entry, username: string) {
  if (!config.groupBaseDn) {
    return values(entry, 'memberOf')
      .slice(0, GROUPS_MAX)
      .map((dn) => ({ dn: dn.toLowerCase(), name: commonNameOf(dn) }));
  }
  const filter = fill(config.groupFilter, { dn: entry.dn, username });
  // Paged, so that a server's own size limit does not fail a person in many groups.
  const { searchEntries } = await client.search(config.groupBaseDn, { scope: 'sub', filter, attributes: ['cn'], paged: { pageSize: 200 } });
  return searchEntries.slice(0, GROUPS_MAX).map((group) => ({ dn: group.dn.toLowerCase(), name: first(group, 'cn') ?? commonNameOf(group.dn) }));
}

function personOf(config: LdapConfig, entry: Entry, username: string, groups: DirectoryPerson['groups']): DirectoryPerson {
  const guid = entry.objectGUID;
  const externalId = first(entry, 'entryUUID') ?? (Buffer.isBuffer(guid) ? guid.toString('hex') : undefined) ?? entry.dn.toLowerCase();
  return {
    externalId,
    dn: entry.dn,
    login: first(entry, 'uid') ?? first(entry, 'sAMAccountName') ?? username,
    name: first(entry, config.attributes.name) ?? first(entry, 'cn'),
    email: first(entry, config.attributes.email)?.toLowerCase(),
    phone: first(entry, config.attributes.phone),
    groups,
  };
}

/** Whether a refused bind was an account the directory locked or disabled rather than a wrong password. */
function isLocked(entry: Entry, error: Error) {
  if (first(entry, 'pwdAccountLockedTime')) return true;
  if (Number(first(entry, 'lockoutTime') ?? 0) > 0) return true;
  if (Number(first(entry, 'userAccountControl') ?? 0) & AD_DISABLED) return true;
  // Active Directory says why in the message: 775 locked, 533 disabled, 701 and 532 expired.
  return /\bdata (775|533|701|532)\b/.test(error.message);
}

function values(entry: Entry, attribute: string): string[] {
  const key = Object.keys(entry).find((name) => name.toLowerCase() === attribute.toLowerCase());
  const value = key ? entry[key] : undefined;
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map((one) => (Buffer.isBuffer(one) ? one.toString('utf8') : one)).filter(Boolean);
}

const first = (entry: Entry, attribute: string): string | undefined => values(entry, attribute)[0]?.trim() || undefined;

/** `cn=Engineering,ou=groups,…` → `Engineering`, for a group known by its DN alone. */
function commonNameOf(dn: string) {
  const match = /^\s*cn=((?:\\.|[^,])*)/i.exec(dn);
  return match ? match[1]!.replace(/\\(.)/g, '$1') : null;
}
