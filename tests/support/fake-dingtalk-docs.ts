import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A permission as DingTalk's `ListPermissions` answers it: a member of a type, and a role. */
export type FakePermission = { type: 'USER' | 'DEPT' | 'ORG' | 'ALL_USERS' | 'TAG' | 'CONVERSATION' | 'GG'; id: string; role?: string };
export type FakeNode = {
  id: string;
  name: string;
  type: 'FILE' | 'FOLDER';
  extension?: string;
  modified?: string;
  /** Paragraph texts; the first is a heading. */
  paragraphs?: string[];
  permissions?: FakePermission[];
  children?: FakeNode[];
};
export type FakeKnowledgeBase = { id: string; name: string; rootNodeId: string; permissions: FakePermission[]; nodes: FakeNode[] };
export type FakeStaff = { userid: string; unionid: string; name: string; dept: number; email?: string; orgEmail?: string; mobile?: string };

/**
 * DingTalk's knowledge-base and directory APIs, as an internal app calls them, on a local port,
 * with the documented shapes: on the open API (`api.dingtalk.com`) the app's access token
 * (`POST /v1.0/oauth2/accessToken`), knowledge bases and nodes (`GET /v2.0/wiki/workspaces`,
 * `GET /v2.0/wiki/nodes`, paged by `nextToken`), a document's blocks
 * (`GET /v1.0/doc/suites/documents/{id}/blocks`) and a dentry's permissions
 * (`POST /v2.0/storage/spaces/dentries/{id}/permissions/query`); on the older one
 * (`oapi.dingtalk.com`) people and departments (`/topapi/v2/user/get`, `/topapi/user/getbyunionid`,
 * `/topapi/user/listid`, `/topapi/v2/department/get`, `/topapi/v2/department/listsubid`).
 */
export type FakeDingtalkDocs = {
  url: string;
  app: { key: string; secret: string };
  staff: FakeStaff[];
  departments: { id: number; name: string; parent: number }[];
  bases: FakeKnowledgeBase[];
  /** Dentries whose permissions the app may not read. */
  deniedPermissions: Set<string>;
  /** Every path asked, with its query. */
  requests: string[];
  close: () => Promise<void>;
};

const PAGE = 2;

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (piece) => (data += piece));
    request.on('end', () => resolve(data));
  });

export async function startFakeDingtalkDocs(): Promise<FakeDingtalkDocs> {
  const tokens = new Set<string>();
  const fake = { app: { key: 'dingdocsappkey', secret: 'dingdocs-secret' }, staff: [], departments: [], bases: [], deniedPermissions: new Set(), requests: [] } as unknown as FakeDingtalkDocs;

  const allNodes = () => {
    const found = new Map<string, { node: FakeNode; base: FakeKnowledgeBase }>();
    const walk = (base: FakeKnowledgeBase, nodes: FakeNode[]) => {
      for (const node of nodes) {
        found.set(node.id, { node, base });
        walk(base, node.children ?? []);
      }
    };
    for (const base of fake.bases) walk(base, base.nodes);
    return found;
  };
  const paged = <T>(items: T[], token: string | null) => {
    const start = Number(token ?? 0);
    const next = start + PAGE < items.length ? String(start + PAGE) : undefined;
    return { page: items.slice(start, start + PAGE), next };
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    fake.requests.push(`${url.pathname}${url.search}`);
    const json = (value: unknown, status = 200) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    const body = request.method === 'POST' ? (JSON.parse((await read(request)) || '{}') as Record<string, unknown>) : {};

    if (request.method === 'POST' && url.pathname === '/v1.0/oauth2/accessToken') {
      if (body.appKey !== fake.app.key || body.appSecret !== fake.app.secret) return json({ code: 'invalidClientIdOrSecret', message: '无效的clientId或者clientSecret' }, 400);
      const token = randomBytes(8).toString('hex');
      tokens.add(token);
      return json({ accessToken: token, expireIn: 7200 });
    }
    if (url.pathname.startsWith('/topapi/')) {
      if (!tokens.has(url.searchParams.get('access_token') ?? '')) return json({ errcode: 88, errmsg: '不合法的access_token' });
      const ok = (result: unknown) => json({ errcode: 0, errmsg: 'ok', result, request_id: 'fake' });
      const missing = () => json({ errcode: 60121, errmsg: '找不到该用户' });
      if (url.pathname === '/topapi/v2/user/get') {
        const person = fake.staff.find((s) => s.userid === body.userid);
        if (!person) return missing();
        return ok({
          userid: person.userid,
          unionid: person.unionid,
          name: person.name,
          dept_id_list: [person.dept],
          ...(person.email && { email: person.email }),
          ...(person.orgEmail && { org_email: person.orgEmail }),
          ...(person.mobile && { mobile: person.mobile, state_code: '86' }),
        });
      }
      if (url.pathname === '/topapi/user/getbyunionid') {
        const person = fake.staff.find((s) => s.unionid === body.unionid);
        return person ? ok({ contact_type: 0, userid: person.userid }) : missing();
      }
      if (url.pathname === '/topapi/user/listid') return ok({ userid_list: fake.staff.filter((s) => s.dept === body.dept_id).map((s) => s.userid) });
      if (url.pathname === '/topapi/v2/department/listsubid') return ok({ dept_id_list: fake.departments.filter((d) => d.parent === body.dept_id).map((d) => d.id) });
      if (url.pathname === '/topapi/v2/department/get') {
        const department = fake.departments.find((d) => d.id === body.dept_id);
        return department ? ok({ dept_id: department.id, name: department.name, parent_id: department.parent }) : json({ errcode: 60003, errmsg: '部门不存在' });
      }
      return json({ errcode: 404, errmsg: 'not found' });
    }

    if (!tokens.has(String(request.headers['x-acs-dingtalk-access-token'] ?? ''))) return json({ code: 'InvalidAuthentication', message: '不合法的access_token' }, 401);
    const token = url.searchParams.get('nextToken');
    if (request.method === 'GET' && url.pathname === '/v2.0/wiki/workspaces') {
      const { page, next } = paged(fake.bases, token);
      return json({ workspaces: page.map((b) => ({ workspaceId: b.id, name: b.name, rootNodeId: b.rootNodeId, type: 'TEAM', url: `https://alidocs.dingtalk.com/i/spaces/${b.id}/overview` })), nextToken: next });
    }
    if (request.method === 'GET' && url.pathname === '/v2.0/wiki/nodes') {
      const parent = url.searchParams.get('parentNodeId');
      const base = fake.bases.find((b) => b.rootNodeId === parent);
      const children = base ? base.nodes : (allNodes().get(parent ?? '')?.node.children ?? null);
      if (!children) return json({ code: 'NotFound.Node', message: '节点不存在' }, 404);
      const { page, next } = paged(children, token);
      return json({
        nodes: page.map((n) => ({
          nodeId: n.id,
          name: n.type === 'FILE' ? `${n.name}.${n.extension ?? 'adoc'}` : n.name,
          type: n.type,
          category: n.extension === 'adoc' || !n.extension ? 'ALIDOC' : 'OTHER',
          extension: n.type === 'FILE' ? (n.extension ?? 'adoc') : undefined,
          url: `https://alidocs.dingtalk.com/i/nodes/${n.id}`,
          hasChildren: Boolean(n.children?.length),
          createTime: '2026-01-02T08:00Z',
          modifiedTime: n.modified ?? '2026-01-02T09:00Z',
        })),
        nextToken: next,
      });
    }
    const blocks = /^\/v1\.0\/doc\/suites\/documents\/([^/]+)\/blocks$/.exec(url.pathname);
    if (request.method === 'GET' && blocks) {
      const found = allNodes().get(decodeURIComponent(blocks[1]!));
      if (!found) return json({ code: 'NotFound.Document', message: '文档不存在' }, 404);
      const data = (found.node.paragraphs ?? []).map((text, index) =>
        index === 0 ? { blockType: 'heading', heading: { level: 'heading-1', text }, index, id: `b${index}` } : { blockType: 'paragraph', paragraph: { text }, index, id: `b${index}` },
      );
      data.push({ blockType: 'unknown', index: data.length, id: 'img', unknown: {} } as never);
      return json({ result: { data }, success: true });
    }
    const permissions = /^\/v2\.0\/storage\/spaces\/dentries\/([^/]+)\/permissions\/query$/.exec(url.pathname);
    if (request.method === 'POST' && permissions) {
      const id = decodeURIComponent(permissions[1]!);
      if (fake.deniedPermissions.has(id)) return json({ code: 'Forbidden.AccessDenied', message: '没有权限' }, 403);
      const base = fake.bases.find((b) => b.rootNodeId === id);
      const list = base ? base.permissions : allNodes().get(id)?.node.permissions;
      if (!list && !allNodes().has(id)) return json({ code: 'NotFound.Dentry', message: '文件不存在' }, 404);
      const { page, next } = paged(list ?? [], ((body.option as { nextToken?: string } | undefined)?.nextToken) ?? null);
      return json({
        permissions: page.map((p) => ({ dentryUuid: id, member: { type: p.type, id: p.id, corpId: 'dingcorp' }, role: { id: p.role ?? 'READER', name: p.role ?? 'READER' }, duration: 0 })),
        nextToken: next,
      });
    }
    json({ code: 'NotFound', message: `${request.method} ${url.pathname}` }, 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
