import { lookup as lookupCallback, type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Agent, fetch as undiciFetch } from 'undici';

/**
 * Fetching on behalf of a member must not reach what only the server can reach: this machine,
 * the private network, cloud metadata (169.254.169.254). Every hop of a redirect is checked, and
 * a DNS name is checked by every address it resolves to, in the connection's own lookup: the
 * address checked is the one connected to, so a name that answers a public address to a check
 * and 127.0.0.1 to the connection right after (DNS rebinding) gets nowhere. Deployments that crawl
 * their intranet (or run their models there) on purpose allow private networks in the configuration.
 */
const INTERNAL_IPV4 = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const;

const blocked = new BlockList();
for (const [network, prefix] of INTERNAL_IPV4) {
  // Node checks IPv4-mapped addresses (::ffff:127.0.0.1, written ::ffff:7f00:1 by URLs) against
  // these by itself; the other IPv6 forms that carry an IPv4 address are added below.
  blocked.addSubnet(network, prefix, 'ipv4');
  const [a, b] = network.split('.').map(Number) as [number, number];
  // IPv4-compatible (::127.0.0.1), NAT64 (64:ff9b::127.0.0.1) and 6to4 (2002:7f00::).
  blocked.addSubnet(`::${network}`, 96 + prefix, 'ipv6');
  blocked.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6');
  blocked.addSubnet(`2002:${((a << 8) | b).toString(16)}::`, 16 + prefix, 'ipv6');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local, deprecated but still routed by some networks.
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

export class AddressNotAllowedError extends Error {
  constructor(readonly host: string) {
    super(`${host} is an internal address`);
  }
}

/** Whether an IP address (v4 or v6, without brackets) is this machine's or a private network's. */
export function isInternalAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return blocked.check(address, version === 6 ? 'ipv6' : 'ipv4');
}

/** A URL's host when it is an IP address literal (brackets removed), else null (a DNS name). */
export function literalAddressOf(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
}

const refusesAny = (addresses: string[]) => addresses.length === 0 || addresses.some(isInternalAddress);

export type FetchPolicy = { allowPrivateNetworks: boolean };

/** What can be judged without DNS: the scheme, and an address written in the URL itself. */
function assertTargetAllowed(url: URL, policy: FetchPolicy) {
  if (!['http:', 'https:'].includes(url.protocol)) throw new AddressNotAllowedError(url.href);
  const literal = literalAddressOf(url);
  if (!policy.allowPrivateNetworks && literal && isInternalAddress(literal)) throw new AddressNotAllowedError(literal);
}

/**
 * Throws AddressNotAllowedError unless the policy lets the server fetch this URL, before any
 * request (a client that retries failed connections is refused once). The fetch checks again.
 */
export async function assertFetchAllowed(url: URL, policy: FetchPolicy): Promise<void> {
  assertTargetAllowed(url, policy);
  if (policy.allowPrivateNetworks || literalAddressOf(url)) return;
  if (refusesAny((await lookup(url.hostname, { all: true })).map((a) => a.address))) throw new AddressNotAllowedError(url.hostname);
}

/**
 * A socket's `lookup` that resolves the name with `resolve` (the system's resolver unless a test
 * names one) and hands the socket only addresses it has checked; a name with any internal address
 * is refused. Sockets connect to an address written in the URL without a lookup: those are judged
 * before the request.
 */
export function publicAddressLookup(resolve: typeof lookupCallback = lookupCallback): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '');
      if (refusesAny(addresses.map((a) => a.address))) return callback(new AddressNotAllowedError(hostname), '');
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

type UndiciInit = NonNullable<Parameters<typeof undiciFetch>[1]>;

let publicOnly: Promise<{ agent: Agent; fetch: typeof undiciFetch }> | undefined;

/**
 * Connections that reach public addresses only, and undici's fetch to make them with: made (and
 * undici loaded) when first needed, shared for keep-alive.
 */
const publicOnlyFetch = () =>
  (publicOnly ??= import('undici').then(({ Agent, fetch }) => ({ agent: new Agent({ connect: { lookup: publicAddressLookup() } }), fetch })));

/**
 * One request, without following redirects. With private networks refused it goes through undici's
 * own fetch and a dispatcher of the same version (Node's fetch bundles another undici, whose
 * handlers a newer Agent's need not match), and a refusal at connect time is thrown as itself.
 */
async function fetchOnce(url: URL, init: RequestInit, policy: FetchPolicy): Promise<Response> {
  if (policy.allowPrivateNetworks) return fetch(url, { ...init, redirect: 'manual' });
  // The platform's FormData is the other undici's class: this fetch would send "[object FormData]".
  if (init.body instanceof FormData) throw new TypeError('a guarded fetch sends no FormData');
  const { agent, fetch: publicFetch } = await publicOnlyFetch();
  try {
    // Its RequestInit and Response are the platform's interfaces, typed apart by undici's own types.
    const response = await publicFetch(url, { ...(init as UndiciInit), redirect: 'manual', dispatcher: agent });
    return response as unknown as Response;
  } catch (error) {
    if (error instanceof Error && error.cause instanceof AddressNotAllowedError) throw error.cause;
    throw error;
  }
}

// Credentials meant for one origin do not follow a redirect to another (as fetch itself does).
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/** The request for the next hop: a 303 (or a 301/302 after a POST) becomes a GET without a body. */
function nextHop(init: RequestInit, status: number, from: URL, to: URL): RequestInit {
  const method = (init.method ?? 'GET').toUpperCase();
  const toGet = status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST';
  const headers = new Headers(init.headers);
  if (from.origin !== to.origin) for (const name of ORIGIN_BOUND_HEADERS) headers.delete(name);
  if (toGet) for (const name of ['content-type', 'content-length', 'content-encoding']) headers.delete(name);
  return { ...init, headers, ...(toGet && { method: 'GET', body: undefined }) };
}

/** fetch, following up to five redirects itself so that each address is checked. */
export async function guardedFetch(url: string | URL, init: RequestInit, policy: FetchPolicy): Promise<Response> {
  let current = new URL(url);
  let request = init;
  for (let hop = 0; hop <= 5; hop++) {
    assertTargetAllowed(current, policy);
    const response = await fetchOnce(current, request, policy);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, current);
      request = nextHop(request, response.status, current, next);
      current = next;
      continue;
    }
    // The URL it ended at, as fetch reports it when it follows redirects itself.
    Object.defineProperty(response, 'url', { value: current.toString() });
    return response;
  }
  throw new Error('too many redirects');
}
