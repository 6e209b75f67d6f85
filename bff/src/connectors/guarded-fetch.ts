import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Fetching on behalf of a member must not reach what only the server can reach: this machine,
 * the private network, cloud metadata (169.254.169.254). Every hop of a redirect is checked.
 * Deployments that crawl their intranet on purpose allow private networks in the configuration.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

export class AddressNotAllowedError extends Error {
  constructor(readonly host: string) {
    super(`${host} is an internal address`);
  }
}

function isInternal(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return blocked.check(mapped, 'ipv4');
  return blocked.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

async function assertPublic(url: URL) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isInternal)) throw new AddressNotAllowedError(host);
}

export type FetchPolicy = { allowPrivateNetworks: boolean };

/** fetch, following up to five redirects itself so that each address is checked. */
export async function guardedFetch(url: string, init: RequestInit, policy: FetchPolicy): Promise<Response> {
  let current = new URL(url);
  for (let hop = 0; hop <= 5; hop++) {
    if (!['http:', 'https:'].includes(current.protocol)) throw new AddressNotAllowedError(current.href);
    if (!policy.allowPrivateNetworks) await assertPublic(current);
    const response = await fetch(current, { ...init, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      current = new URL(location, current);
      continue;
    }
    // The URL it ended at, as fetch reports it when it follows redirects itself.
    Object.defineProperty(response, 'url', { value: current.toString() });
    return response;
  }
  throw new Error('too many redirects');
}
