import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBlock = { type: string; text: string; children?: FakeBlock[] };
export type FakePage = { id: string; title: string; edited: string; blocks: FakeBlock[]; publicUrl?: string; row?: boolean; malformed?: boolean };

export type FakeNotion = {
  url: string;
  pages: FakePage[];
  tokens: Set<string>;
  rateLimitNext: boolean;
  requests: string[];
  client: { id: string; secret: string };
  close: () => Promise<void>;
};

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (c) => (data += c));
    request.on('end', () => resolve(data));
  });

/**
 * Notion's API as documented (version 2022-06-28): POST /search and GET /blocks/{id}/children
 * with cursor pages (two a page here), 401, 429 with Retry-After, and the public integration's
 * OAuth (token exchange with HTTP Basic and JSON).
 */
export async function startFakeNotion(): Promise<FakeNotion> {
  const fake = { pages: [], tokens: new Set<string>(), rateLimitNext: false, requests: [] as string[], client: { id: 'notion-client', secret: 'notion-secret' } } as unknown as FakeNotion;
  const codes = new Set<string>();
  const blocks = new Map<string, FakeBlock[]>();
  const PAGE = 2;
  const paged = <T>(items: T[], cursor: string | null) => {
    const start = cursor ? Number(cursor) : 0;
    const more = start + PAGE < items.length;
    return { object: 'list', results: items.slice(start, start + PAGE), next_cursor: more ? String(start + PAGE) : null, has_more: more };
  };
  const blockJson = (parent: string, list: FakeBlock[]) =>
    list.map((b, i) => {
      const id = `${parent}-${i}`;
      if (b.children) blocks.set(id, b.children);
      return { object: 'block', id, type: b.type, has_children: Boolean(b.children?.length), [b.type]: { rich_text: [{ type: 'text', plain_text: b.text }] } };
    });
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const json = (status: number, data: unknown, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(data));
    if (url.pathname === '/v1/oauth/authorize') {
      const code = randomBytes(6).toString('hex');
      codes.add(code);
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      return response.writeHead(302, { location: back.toString() }).end();
    }
    if (url.pathname === '/v1/oauth/token') {
      const basic = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
      const grant = JSON.parse(await body(request)) as { code: string; grant_type: string };
      if (basic !== `${fake.client.id}:${fake.client.secret}` || !codes.delete(grant.code)) return json(400, { error: 'invalid_grant' });
      const token = `secret_${randomBytes(6).toString('hex')}`;
      fake.tokens.add(token);
      return json(200, { access_token: token, token_type: 'bearer', workspace_name: 'Acme', bot_id: 'bot' });
    }
    fake.requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (!fake.tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) return json(401, { object: 'error', status: 401, code: 'unauthorized' });
    if (request.headers['notion-version'] !== '2022-06-28') return json(400, { object: 'error', code: 'missing_version' });
    if (fake.rateLimitNext) {
      fake.rateLimitNext = false;
      return json(429, { object: 'error', status: 429, code: 'rate_limited' }, { 'retry-after': '1' });
    }
    if (url.pathname === '/v1/search' && request.method === 'POST') {
      const query = JSON.parse((await body(request)) || '{}') as { start_cursor?: string };
      const pages = fake.pages.map((p) =>
        p.malformed
          ? { object: 'page', id: p.id }
          : {
              object: 'page',
              id: p.id,
              url: `https://www.notion.so/${p.id}`,
              public_url: p.publicUrl ?? null,
              created_time: '2026-01-01T00:00:00.000Z',
              last_edited_time: p.edited,
              parent: { type: p.row ? 'database_id' : 'workspace' },
              properties: { Name: { type: 'title', title: [{ plain_text: p.title }] } },
            },
      );
      return json(200, paged(pages, query.start_cursor ?? null));
    }
    const children = /^\/v1\/blocks\/([^/]+)\/children$/.exec(url.pathname);
    if (children) {
      const id = children[1]!;
      const page = fake.pages.find((p) => p.id === id);
      const list = page ? page.blocks : blocks.get(id);
      if (!list) return json(404, { object: 'error', code: 'object_not_found' });
      return json(200, paged(blockJson(id, list), url.searchParams.get('start_cursor')));
    }
    return json(404, { object: 'error', code: 'object_not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
