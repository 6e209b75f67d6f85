import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeYuqueDoc = { slug: string; title: string; updated_at: string; format: 'markdown' | 'lake'; body: string; public?: number; malformed?: boolean };
export type FakeYuque = {
  url: string;
  books: Map<string, { public: number; docs: FakeYuqueDoc[] }>;
  /** Groups (teams) by login, with their members (a book's owner not here is a person). */
  groups: Map<string, { login: string; name: string }[]>;
  tokens: Set<string>;
  /** Groups whose members the token may not list (403). */
  forbiddenGroups: Set<string>;
  /** A person's or a team's numeric ID, the same in every answer. */
  idOf: (login: string) => number;
  /** Answer the next request with 429 and Retry-After: 1. */
  rateLimitNext: boolean;
  requests: string[];
  close: () => Promise<void>;
};

/**
 * Yuque's open API v2 as documented: `{data}` bodies, X-Auth-Token, offset/limit pages (two here),
 * a group's members (`/groups/{login}/users` by offset, each with its user; 404 for no group), a
 * book's owner (`user`: the group of its namespace, or else a person).
 */
export async function startFakeYuque(): Promise<FakeYuque> {
  const fake = { books: new Map(), groups: new Map(), forbiddenGroups: new Set<string>(), tokens: new Set<string>(), rateLimitNext: false, requests: [] as string[] } as unknown as FakeYuque;
  const PAGE = 2;
  const ids = new Map<string, number>();
  fake.idOf = (login) => ids.get(login) ?? (ids.set(login, 1000 + ids.size), ids.get(login)!);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    fake.requests.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    if (!fake.tokens.has(String(request.headers['x-auth-token'] ?? ''))) return json(401, { status: 401, message: 'Unauthorized' });
    if (fake.rateLimitNext) {
      fake.rateLimitNext = false;
      return json(429, { status: 429, message: 'Too Many Requests' }, { 'retry-after': '1' });
    }
    const groupUsers = /^\/api\/v2\/groups\/([^/]+)\/users$/.exec(url.pathname);
    if (groupUsers) {
      if (fake.forbiddenGroups.has(decodeURIComponent(groupUsers[1]!))) return json(403, { status: 403, message: 'Forbidden' });
      const members = fake.groups.get(decodeURIComponent(groupUsers[1]!));
      if (!members) return json(404, { status: 404, message: 'Not Found' });
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return json(200, {
        data: members.slice(offset, offset + PAGE).map((m, k) => ({
          id: offset + k + 1,
          group_id: fake.idOf(decodeURIComponent(groupUsers[1]!)),
          user_id: fake.idOf(m.login),
          role: 1,
          user: { id: fake.idOf(m.login), type: 'User', login: m.login, name: m.name, avatar_url: '' },
        })),
      });
    }
    const match = /^\/api\/v2\/repos\/([^/]+\/[^/]+)(\/docs(?:\/([^/]+))?)?$/.exec(url.pathname);
    const book = match && fake.books.get(match[1]!);
    if (!match || !book) return json(404, { status: 404, message: 'Not Found' });
    if (!match[2]) {
      const owner = match[1]!.split('/')[0]!;
      const user = fake.groups.has(owner) ? { id: fake.idOf(owner), type: 'Group', login: owner, name: owner } : { id: fake.idOf(owner), type: 'User', login: owner, name: owner };
      return json(200, { data: { id: 1, type: 'Book', namespace: match[1], name: match[1], public: book.public, user_id: user.id, user } });
    }
    if (!match[3]) {
      // The real API caps limit at 100; this fake pages by two regardless, to test paging.
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Math.min(PAGE, Number(url.searchParams.get('limit') ?? PAGE));
      return json(200, {
        data: book.docs.slice(offset, offset + limit).map((d) => (d.malformed ? { id: 9, title: d.title } : { id: 1, slug: d.slug, title: d.title, updated_at: d.updated_at, public: d.public ?? 1 })),
      });
    }
    const doc = book.docs.find((d) => d.slug === decodeURIComponent(match[3]!));
    if (!doc) return json(404, { status: 404, message: 'Not Found' });
    return json(200, {
      data: {
        id: 1,
        slug: doc.slug,
        title: doc.title,
        format: doc.format,
        body: doc.format === 'markdown' ? doc.body : '',
        body_html: doc.format === 'lake' ? doc.body : `<p>${doc.body}</p>`,
        updated_at: doc.updated_at,
        created_at: '2026-01-01T00:00:00.000Z',
        public: doc.public ?? 1,
        creator: { name: '作者' },
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
