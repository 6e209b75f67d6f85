import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A space's member or a document's collaborator: a person (by open_id, user_id or union_id), a group chat, a department, a user group, a space. */
export type FakeMember = { type: 'openid' | 'userid' | 'unionid' | 'openchat' | 'opendepartmentid' | 'groupid' | 'wikispaceid' | 'email'; id: string; role?: 'admin' | 'member' };
export type FakeNode = {
  token: string;
  title: string;
  type: 'docx' | 'sheet';
  edit: string;
  content?: string;
  children?: FakeNode[];
  broken?: boolean;
  /** Its link sharing (`link_share_entity`); `closed` unless said. */
  link?: string;
  /** Its own collaborators, beside its space's members. */
  collaborators?: FakeMember[];
};
/** A department of the contacts; `parent` '0' is the root's child. */
export type FakeDepartment = { id: string; name: string; parent: string };
/** A person of the contacts, in one department ('0' for the root). */
export type FakeContact = { openId: string; name: string; department: string; email?: string; enterpriseEmail?: string; resigned?: boolean };

export type FakeFeishu = {
  url: string;
  app: { id: string; secret: string };
  spaces: { id: string; name: string; visibility: 'public' | 'private'; nodes: FakeNode[]; members?: FakeMember[] }[];
  contacts: { departments: FakeDepartment[]; people: FakeContact[] };
  /** Group chats' members, by chat_id, by open_id. */
  chats: Map<string, string[]>;
  /** User groups, by group_id: their people (open_ids) and departments. */
  userGroups: Map<string, { people: string[]; departments: string[] }>;
  /** Group chats' and user groups' names, by ID (unnamed ones are called by their ID). */
  names: Map<string, string>;
  /** Spaces (by space_id) and documents (by obj_token) whose members the app may not read. */
  deniedMembers: Set<string>;
  /** Tenant tokens issued; clearing them makes the next API call answer 99991663. */
  tokens: Set<string>;
  tokenRequests: number;
  /** Raw answers for the next token requests, in turn, before the normal ones. */
  tokenAnswers: { status: number; body: string }[];
  /** Once this many API requests were answered, the tokens issued so far die (as during a run). */
  expireTokensAfter: number | null;
  rateLimitNext: boolean;
  requests: string[];
  /** The person (open_id, one of the contacts) signed in at Feishu's sign-in page, who approves any app's authorization. */
  signedIn: string | null;
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
 * (contact v3: a department's children, with `fetch_child` all below it, the people directly in a
 * department, a person by any of their IDs, a user group's members), who reads what (a space's
 * members, a document's collaborators and sharing settings, a group chat's members), `{code, msg}`
 * errors (99991663 for a dead token, 99991400 with HTTP 429 for the rate limit, 99991672 for a
 * missing scope, 1063002 for a permission denied, others for a failed item).
 */
export async function startFakeFeishu(): Promise<FakeFeishu> {
  const fake = { app: { id: 'cli_test', secret: 'app-secret' }, spaces: [], contacts: { departments: [], people: [] }, chats: new Map(), userGroups: new Map(), names: new Map(), deniedMembers: new Set<string>(), tokens: new Set<string>(), tokenRequests: 0, tokenAnswers: [], expireTokensAfter: null, rateLimitNext: false, requests: [] as string[], signedIn: null } as unknown as FakeFeishu;
  const signIn = userSignIn(fake);
  const PAGE = 2;
  // Page tokens hold `+`, `/` and `=` as real ones may: a client must encode them in the query.
  const pageToken = (start: number) => `pt+${start}/=`;
  const pageStart = (token: string | null) => (token === null ? 0 : /^pt\+(\d+)\/=$/.test(token) ? Number(token.slice(3, -2)) : null);
  const paged = <T>(items: T[], start: number, key = 'items') => {
    const more = start + PAGE < items.length;
    return { [key]: items.slice(start, start + PAGE), has_more: more, ...(more && { page_token: pageToken(start + PAGE) }) };
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
    if (await signIn(url, request, response)) return;
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
    const contacts = contactAnswer(fake, url, start, paged);
    if (contacts) return json(contacts.status, contacts.body);
    if (url.pathname === '/open-apis/contact/v3/users/find_by_department') {
      const department = url.searchParams.get('department_id');
      if (department !== '0' && !fake.contacts.departments.some((d) => d.id === department)) return json(400, { code: 40011, msg: 'department not found' });
      const items = fake.contacts.people
        .filter((p) => p.department === department)
        .map(contactUser);
      return json(200, { code: 0, msg: 'success', data: paged(items, start) });
    }
    const permissions = permissionAnswer(fake, url, find, start, paged);
    if (permissions) return json(permissions.status, permissions.body);
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

/** A person as contact v3 tells them, with their three IDs (`user_id` and `union_id` made from the open_id). */
function contactUser(p: FakeContact) {
  return {
    open_id: p.openId,
    union_id: `on_${p.openId}`,
    user_id: `uid_${p.openId}`,
    name: p.name,
    en_name: '',
    ...(p.email !== undefined && { email: p.email }),
    ...(p.enterpriseEmail !== undefined && { enterprise_email: p.enterpriseEmail }),
    mobile: '+8613800000000',
    department_ids: [p.department],
    status: { is_frozen: false, is_resigned: Boolean(p.resigned), is_activated: !p.resigned, is_exited: false, is_unjoin: false },
  };
}

type Answer = { status: number; body: unknown } | null;
type Paged = <T>(items: T[], start: number, key?: string) => object;
const ok = (data: unknown): Answer => ({ status: 200, body: { code: 0, msg: 'success', data } });
const memberOf = (m: FakeMember) => ({ member_type: m.type, member_id: m.id });

/**
 * Who reads what, as documented: a wiki space's members (`members`, paged; 99991672 when the app
 * lacks the scope), a document's collaborators (`items`, in one answer; 1063002 when it may not
 * see them), a document's sharing settings (`permission_public`).
 */
function permissionAnswer(fake: FakeFeishu, url: URL, find: (nodes: FakeNode[], token: string) => FakeNode | undefined, start: number, paged: Paged): Answer {
  const spaceMembers = /^\/open-apis\/wiki\/v2\/spaces\/([^/]+)\/members$/.exec(url.pathname);
  if (spaceMembers) {
    const space = fake.spaces.find((s) => s.id === decodeURIComponent(spaceMembers[1]!));
    if (!space) return { status: 400, body: { code: 131005, msg: 'space not found' } };
    if (fake.deniedMembers.has(space.id)) return { status: 400, body: { code: 99991672, msg: 'Access denied. One of the following scopes is required: [wiki:wiki, wiki:wiki:readonly].' } };
    const all = (space.members ?? []).map((m) => ({ ...memberOf(m), member_role: m.role ?? 'member', type: m.type === 'openchat' ? 'chat' : m.type === 'opendepartmentid' ? 'department' : 'user' }));
    return ok(paged(all, start, 'members'));
  }
  const drive = /^\/open-apis\/drive\/v[12]\/permissions\/obj-([^/]+)\/(members|public)$/.exec(url.pathname);
  if (!drive) return null;
  const node = fake.spaces.map((s) => find(s.nodes, decodeURIComponent(drive[1]!))).find(Boolean);
  if (!node || url.searchParams.get('type') !== 'docx') return { status: 400, body: { code: 1063001, msg: 'Invalid parameter' } };
  if (drive[2] === 'public') {
    if (!url.pathname.startsWith('/open-apis/drive/v2/')) return null;
    return ok({
      permission_public: {
        external_access_entity: 'closed',
        security_entity: 'anyone_can_view',
        comment_entity: 'anyone_can_view',
        share_entity: 'anyone',
        manage_collaborator_entity: 'collaborator_can_view',
        link_share_entity: node.link ?? 'closed',
        copy_entity: 'anyone_can_view',
        lock_switch: false,
      },
    });
  }
  if (!url.pathname.startsWith('/open-apis/drive/v1/')) return null;
  if (fake.deniedMembers.has(`obj-${node.token}`)) return { status: 403, body: { code: 1063002, msg: 'Permission denied' } };
  const named = url.searchParams.get('fields')?.split(',').includes('name');
  const nameOf = (m: FakeMember) =>
    fake.contacts.people.find((p) => p.openId === m.id)?.name ?? fake.contacts.departments.find((d) => d.id === m.id)?.name ?? fake.names.get(m.id) ?? m.id;
  return ok({ items: (node.collaborators ?? []).map((m) => ({ ...memberOf(m), perm: 'view', perm_type: 'container', type: m.type === 'openchat' ? 'chat' : 'user', ...(named && { name: nameOf(m) }) })) });
}

/**
 * Contacts beyond the directory's: a person by any of their IDs (`user`; 41050 for someone the
 * app's contacts do not show), a group chat's members (`items`, paged) and a user group's
 * (`memberlist`, paged, by member_type).
 */
function contactAnswer(fake: FakeFeishu, url: URL, start: number, paged: Paged): Answer {
  const user = /^\/open-apis\/contact\/v3\/users\/([^/]+)$/.exec(url.pathname);
  if (user && user[1] !== 'find_by_department') {
    const id = decodeURIComponent(user[1]!);
    const idType = url.searchParams.get('user_id_type') ?? 'open_id';
    const found = fake.contacts.people.find((p) => (idType === 'open_id' ? p.openId : idType === 'union_id' ? `on_${p.openId}` : `uid_${p.openId}`) === id);
    return found ? ok({ user: contactUser(found) }) : { status: 400, body: { code: 41050, msg: 'no user authority error' } };
  }
  const department = /^\/open-apis\/contact\/v3\/departments\/([^/]+)$/.exec(url.pathname);
  if (department) {
    const found = fake.contacts.departments.find((d) => d.id === decodeURIComponent(department[1]!));
    if (!found) return { status: 400, body: { code: 40003, msg: 'department not found' } };
    return ok({ department: { name: found.name, open_department_id: found.id, parent_department_id: found.parent, status: { is_deleted: false } } });
  }
  const chatInfo = /^\/open-apis\/im\/v1\/chats\/([^/]+)$/.exec(url.pathname);
  if (chatInfo) {
    const id = decodeURIComponent(chatInfo[1]!);
    if (!fake.chats.has(id)) return { status: 400, body: { code: 232011, msg: 'Operator and chat can NOT be in different tenants.' } };
    return ok({ name: fake.names.get(id) ?? id, chat_mode: 'group', chat_type: 'private', external: false, tenant_key: 'tenant' });
  }
  const groupInfo = /^\/open-apis\/contact\/v3\/group\/([^/]+)$/.exec(url.pathname);
  if (groupInfo) {
    const id = decodeURIComponent(groupInfo[1]!);
    if (!fake.userGroups.has(id)) return { status: 400, body: { code: 42001, msg: 'group not found' } };
    return ok({ group: { id, name: fake.names.get(id) ?? id, type: 1, member_user_count: 0, member_department_count: 0 } });
  }
  const chat = /^\/open-apis\/im\/v1\/chats\/([^/]+)\/members$/.exec(url.pathname);
  if (chat) {
    const members = fake.chats.get(decodeURIComponent(chat[1]!));
    if (!members) return { status: 400, body: { code: 232011, msg: 'Operator and chat can NOT be in different tenants.' } };
    const items = members.map((openId) => ({ member_id_type: 'open_id', member_id: openId, name: fake.contacts.people.find((p) => p.openId === openId)?.name ?? '', tenant_key: 'tenant' }));
    return ok({ ...paged(items, start), member_total: items.length });
  }
  const group = /^\/open-apis\/contact\/v3\/group\/([^/]+)\/member\/simplelist$/.exec(url.pathname);
  if (group) {
    const found = fake.userGroups.get(decodeURIComponent(group[1]!));
    if (!found) return { status: 400, body: { code: 42001, msg: 'group not found' } };
    const departments = url.searchParams.get('member_type') === 'department';
    const list = departments
      ? found.departments.map((id) => ({ member_id: id, member_type: 'department', member_id_type: 'open_department_id' }))
      : found.people.map((id) => ({ member_id: id, member_type: 'user', member_id_type: 'open_id' }));
    return ok(paged(list, start, 'memberlist'));
  }
  return null;
}

/**
 * A person's sign-in to an app (authen v1/v2): the authorization page approves for whoever is
 * signed in, a code is exchanged (JSON, the app's ID and secret, PKCE) for a user access token,
 * and the token tells who it acts as (`user_info`), by the open_id the app's syncs meet.
 */
function userSignIn(fake: FakeFeishu) {
  const codes = new Map<string, { challenge: string | null; redirect: string; openId: string | null }>();
  const users = new Map<string, string>();
  return async (url: URL, request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const json = (status: number, data: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));
      return true;
    };
    if (url.pathname === '/open-apis/authen/v1/authorize') {
      if (url.searchParams.get('client_id') !== fake.app.id) return json(400, { code: 20029, msg: 'app_id invalid' });
      const code = randomBytes(8).toString('hex');
      codes.set(code, { challenge: url.searchParams.get('code_challenge'), redirect: url.searchParams.get('redirect_uri')!, openId: fake.signedIn });
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      response.writeHead(302, { location: back.toString() }).end();
      return true;
    }
    if (url.pathname === '/open-apis/authen/v2/oauth/token' && request.method === 'POST') {
      const given = JSON.parse(await body(request)) as Record<string, string>;
      const grant = codes.get(given.code ?? '');
      codes.delete(given.code ?? '');
      const verifierOk = !grant?.challenge || createHash('sha256').update(given.code_verifier ?? '').digest('base64url') === grant.challenge;
      if (!grant?.openId || !verifierOk || given.grant_type !== 'authorization_code' || given.client_id !== fake.app.id || given.client_secret !== fake.app.secret || given.redirect_uri !== grant.redirect) {
        return json(400, { code: 20050, error: 'invalid_grant', error_description: 'The authorization code is invalid or expired.' });
      }
      const token = `u-${randomBytes(8).toString('hex')}`;
      users.set(token, grant.openId);
      return json(200, { code: 0, access_token: token, expires_in: 7200, token_type: 'Bearer', scope: '' });
    }
    if (url.pathname === '/open-apis/authen/v1/user_info') {
      const openId = users.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!openId) return json(401, { code: 99991668, msg: 'Invalid access token for authorization' });
      const person = fake.contacts.people.find((p) => p.openId === openId);
      return json(200, { code: 0, msg: 'success', data: { open_id: openId, union_id: `on_${openId}`, name: person?.name ?? openId, en_name: '', email: person?.email ?? '', tenant_key: 'tenant' } });
    }
    return false;
  };
}
