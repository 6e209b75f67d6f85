import type { lookup as dnsLookup, LookupAddress, LookupAllOptions } from 'node:dns';
import type * as dnsPromises from 'node:dns/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddressNotAllowedError, guardedFetch, publicAddressLookup } from '../../bff/src/connectors/guarded-fetch.ts';

// A name whose DNS answers a public address to whoever checks it first, and this machine to the
// connection that follows (DNS rebinding): any lookup the guard makes apart from the connection's
// own gets the public answer, while the socket's resolver says what the system says.
vi.mock('node:dns/promises', async (original) => ({
  ...(await original<typeof dnsPromises>()),
  lookup: async () => [{ address: '203.0.113.7', family: 4 }],
}));

let server: Server;
let port: number;
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.end('only reachable from inside');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const DENY = { allowPrivateNetworks: false };
const ALLOW = { allowPrivateNetworks: true };

describe('the guarded fetch checks the address it connects to', () => {
  it('refuses a name that resolves to this machine when it connects, whatever an earlier lookup said', async () => {
    requests.length = 0;
    await expect(guardedFetch(`http://localhost:${port}/secret`, {}, DENY)).rejects.toBeInstanceOf(AddressNotAllowedError);
    await expect(guardedFetch(`http://LocalHost:${port}/secret`, { method: 'POST', body: 'x' }, DENY)).rejects.toBeInstanceOf(AddressNotAllowedError);
    expect(requests).toEqual([]);
  });

  it('refuses address literals of this machine before connecting', async () => {
    requests.length = 0;
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::1]', '2130706433']) {
      await expect(guardedFetch(`http://${host}:${port}/secret`, {}, DENY), host).rejects.toBeInstanceOf(AddressNotAllowedError);
    }
    expect(requests).toEqual([]);
  });

  it('reaches this machine when private networks are allowed', async () => {
    requests.length = 0;
    const response = await guardedFetch(`http://localhost:${port}/allowed`, {}, ALLOW);
    expect(await response.text()).toBe('only reachable from inside');
    expect(requests).toEqual(['/allowed']);
  });
});

/** A resolver answering from a table, as `dns.lookup` with `all` does. */
function resolverOf(table: Record<string, string[]>) {
  const resolve = (hostname: string, _options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => {
    const addresses = table[hostname];
    if (!addresses) return callback(Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
    callback(null, addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
  return resolve as unknown as typeof dnsLookup;
}

describe('the connection’s lookup', () => {
  const lookup = publicAddressLookup(
    resolverOf({
      'intranet.example': ['127.0.0.1'],
      'metadata.example': ['169.254.169.254'],
      'mixed.example': ['203.0.113.7', '10.0.0.8'],
      'v6.example': ['2001:db8::1', 'fd00::1'],
      'public.example': ['203.0.113.7', '2001:db8::7'],
    }),
  );
  const answer = (hostname: string, all: boolean) =>
    new Promise<{ error: Error | null; address: string | LookupAddress[]; family?: number }>((resolve) =>
      lookup(hostname, { all }, (error, address, family) => resolve({ error, address, family })),
    );

  it('refuses a name when any of its addresses is internal', async () => {
    for (const hostname of ['intranet.example', 'metadata.example', 'mixed.example', 'v6.example']) {
      for (const all of [true, false]) expect((await answer(hostname, all)).error, hostname).toBeInstanceOf(AddressNotAllowedError);
    }
    expect((await answer('missing.example', true)).error).toMatchObject({ code: 'ENOTFOUND' });
  });

  it('hands the socket the addresses it checked', async () => {
    expect(await answer('public.example', true)).toMatchObject({
      error: null,
      address: [
        { address: '203.0.113.7', family: 4 },
        { address: '2001:db8::7', family: 6 },
      ],
    });
    expect(await answer('public.example', false)).toMatchObject({ error: null, address: '203.0.113.7', family: 4 });
  });

  it('refuses at connect time, before any byte is sent', async () => {
    requests.length = 0;
    const agent = new Agent({ connect: { lookup } });
    try {
      const refused = await undiciFetch(`http://intranet.example:${port}/secret`, { dispatcher: agent }).catch((error: Error) => error);
      expect(refused).toBeInstanceOf(TypeError);
      expect((refused as Error).cause).toBeInstanceOf(AddressNotAllowedError);
    } finally {
      await agent.close();
    }
    expect(requests).toEqual([]);
  });
});
