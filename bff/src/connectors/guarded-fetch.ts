import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Fetching on behalf of a member must not reach what only the server can reach: this machine,
 * the private network, cloud metadata (169.254.169.254). Every hop of a redirect is checked, and
 * a DNS name is checked by every address it resolves to. Deployments that crawl their intranet
 * (or run their models there) on purpose allow private networks in the configuration.
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

async function assertPublic(url: URL) {
  const literal = literalAddressOf(url);
  const addresses = literal ? [literal] : (await lookup(url.hostname, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isInternalAddress)) throw new AddressNotAllowedError(literal ?? url.hostname);
}

export type FetchPolicy = { allowPrivateNetworks: boolean };

/** Throws AddressNotAllowedError unless the policy lets the server fetch this URL (before any request). */
export async function assertFetchAllowed(url: URL, policy: FetchPolicy): Promise<void> {
  if (!['http:', 'https:'].includes(url.protocol)) throw new AddressNotAllowedError(url.href);
  if (!policy.allowPrivateNetworks) await assertPublic(url);
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
    await assertFetchAllowed(current, policy);
    const response = await fetch(current, { ...request, redirect: 'manual' });
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
