import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeNode = { token: string; title: string; type: 'docx' | 'sheet'; edit: string; content?: string; children?: FakeNode[]; broken?: boolean };
/** A department of the contacts; `parent` '0' is the root's child. */
export type FakeDepartment = { id: string; name: string; parent: string };
/** A person of the contacts, in one department ('0' for the root). */
export type FakeContact = { openId: string; name: string; department: string; email?: string; enterpriseEmail?: string; resigned?: boolean };

export type FakeFeishu = {
  url: string;
  app: { id: string; secret: string };
  spaces: { id: string; name: string; visibility: 'public' | 'private'; nodes: FakeNode[] }[];
  contacts: { departments: FakeDepartment[]; people: FakeContact[] };
  /** Tenant tokens issued; clearing them makes the next API call answer 99991663. */
  tokens: Set<string>;
  tokenRequests: number;
  /** Raw answers for the next token requests, in turn, before the normal ones. */
  tokenAnswers: { status: number; body: string }[];
  /** Once this many API requests were answered, the tokens issued so far die (as during a run). */
  expireTokensAfter: number | null;
  rateLimitNext: boolean;
  requests: string[];
  close: () => Promise<void>;
};

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (c) => (data += c));
    request.on('end', () => resolve(data));
  });

/**
 * Feishu's open API as documented: the tenant access token of a custom app, wiki spaces and nodes
 * with page tokens (two a page here, holding characters to encode), docx raw content, the contacts
 * (contact v3: a department's children, with `fetch_child` all below it, and the people directly
 * in a department), `{code, msg}` errors (99991663 for a dead
 * token, 99991400 with HTTP 429 for the rate limit, others for a failed item).
 */
export async function startFakeFeishu(): Promise<FakeFeishu> {
  const fake = { app: { id: 'cli_test', secret: 'app-secret' }, spaces: [], contacts: { departments: [], people: [] }, tokens: new Set<string>(), tokenRequests: 0, tokenAnswers: [], expireTokensAfter: null, rateLimitNext: false, requests: [] as string[] } as unknown as FakeFeishu;
  const PAGE = 2;
  // Page tokens hold `+`, `/` and `=` as real ones may: a client must encode them in the query.
  const pageToken = (start: number) => `pt+${start}/=`;
  const pageStart = (token: string | null) => (token === null ? 0 : /^pt\+(\d+)\/=$/.test(token) ? Number(token.slice(3, -2)) : null);
  const paged = <T>(items: T[], start: number) => {
    const more = start + PAGE < items.length;
    return { items: items.slice(start, start + PAGE), has_more: more, ...(more && { page_token: pageToken(start + PAGE) }) };
  };
  const find = (nodes: FakeNode[], token: string): FakeNode | undefined => {
    for (const node of nodes) {
      if (node.token === token) return node;
      const inner = find(node.children ?? [], token);
      if (inner) return inner;
    }
    return undefined;
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const json = (status: number, data: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
    if (url.pathname === '/open-apis/auth/v3/tenant_access_token/internal') {
      fake.tokenRequests += 1;
      const canned = fake.tokenAnswers.shift();
      if (canned) return response.writeHead(canned.status, { 'content-type': 'text/plain' }).end(canned.body);
      const given = JSON.parse(await body(request)) as { app_id: string; app_secret: string };
      if (given.app_id !== fake.app.id || given.app_secret !== fake.app.secret) return json(200, { code: 10014, msg: 'app secret invalid' });
      const token = `t-${randomBytes(6).toString('hex')}`;
      fake.tokens.add(token);
      return json(200, { code: 0, msg: 'ok', tenant_access_token: token, expire: 7200 });
    }
    fake.requests.push(`${url.pathname}${url.search}`);
    if (fake.expireTokensAfter !== null && fake.requests.length > fake.expireTokensAfter) {
      fake.expireTokensAfter = null;
      fake.tokens.clear();
    }
    if (!fake.tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) return json(400, { code: 99991663, msg: 'Invalid access token for authorization' });
    if (fake.rateLimitNext) {
      fake.rateLimitNext = false;
      return json(429, { code: 99991400, msg: 'request trigger frequency limit' });
    }
    const start = pageStart(url.searchParams.get('page_token'));
    if (start === null) return json(400, { code: 99992402, msg: 'field validation failed: page_token' });
    if (url.pathname === '/open-apis/wiki/v2/spaces') {
      return json(200, { code: 0, msg: 'success', data: paged(fake.spaces.map((s) => ({ space_id: s.id, name: s.name, visibility: s.visibility })), start) });
    }
    const nodesPath = /^\/open-apis\/wiki\/v2\/spaces\/([^/]+)\/nodes$/.exec(url.pathname);
    if (nodesPath) {
      const space = fake.spaces.find((s) => s.id === nodesPath[1]);
      if (!space) return json(400, { code: 131005, msg: 'space not found' });
      const parent = url.searchParams.get('parent_node_token');
      const list = parent ? (find(space.nodes, parent)?.children ?? []) : space.nodes;
      const items = list.map((n) => ({ node_token: n.token, obj_token: `obj-${n.token}`, obj_type: n.type, title: n.title, has_child: Boolean(n.children?.length), obj_edit_time: n.edit, obj_create_time: '1767225600' }));
      return json(200, { code: 0, msg: 'success', data: paged(items, start) });
    }
    const children = /^\/open-apis\/contact\/v3\/departments\/([^/]+)\/children$/.exec(url.pathname);
    if (children) {
      const below = (parent: string): FakeDepartment[] =>
        fake.contacts.departments.filter((d) => d.parent === parent).flatMap((d) => [d, ...(url.searchParams.get('fetch_child') === 'true' ? below(d.id) : [])]);
      const items = below(decodeURIComponent(children[1]!)).map((d) => ({
        name: d.name,
        department_id: `d-${d.id}`,
        open_department_id: d.id,
        parent_department_id: d.parent,
        status: { is_deleted: false },
      }));
      return json(200, { code: 0, msg: 'success', data: paged(items, start) });
    }
    if (url.pathname === '/open-apis/contact/v3/users/find_by_department') {
      const department = url.searchParams.get('department_id');
      if (department !== '0' && !fake.contacts.departments.some((d) => d.id === department)) return json(400, { code: 40011, msg: 'department not found' });
      const items = fake.contacts.people
        .filter((p) => p.department === department)
        .map((p) => ({
          open_id: p.openId,
          union_id: `on_${p.openId}`,
          name: p.name,
          en_name: '',
          ...(p.email !== undefined && { email: p.email }),
          ...(p.enterpriseEmail !== undefined && { enterprise_email: p.enterpriseEmail }),
          department_ids: [p.department],
          status: { is_frozen: false, is_resigned: Boolean(p.resigned), is_activated: !p.resigned, is_exited: false, is_unjoin: false },
        }));
      return json(200, { code: 0, msg: 'success', data: paged(items, start) });
    }
    const raw = /^\/open-apis\/docx\/v1\/documents\/obj-([^/]+)\/raw_content$/.exec(url.pathname);
    if (raw) {
      const node = fake.spaces.map((s) => find(s.nodes, raw[1]!)).find(Boolean);
      if (!node) return json(404, { code: 1770002, msg: 'not found' });
      if (node.broken) return json(400, { code: 1770032, msg: 'forbidden' });
      return json(200, { code: 0, msg: 'success', data: { content: node.content ?? '' } });
    }
    return json(404, { code: 404, msg: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
