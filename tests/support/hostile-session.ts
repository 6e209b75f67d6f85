import { decodeGlobalID } from '@pothos/plugin-relay';
import fc from 'fast-check';
import { isObjectType } from 'graphql';
import { pino } from 'pino';
import { schema } from '../../bff/src/graphql/schema.ts';
import { startTestApp, type TestApp } from './app.ts';
import { addMember } from './fixtures.ts';
import { localeOf, problemsOf, send, speaks, type Locale } from './hostile-checks.ts';
import { fieldOperations, HOSTILE_BODIES, HOSTILE_DOCUMENTS, type Operation } from './hostile-graphql.ts';
import { multipartRequests, namelessFiles, oversized } from './hostile-multipart.ts';
import { recordRoutes, restRequests, type HostileRequest, type Identity, type RouteInfo } from './hostile-rest.ts';
import type { KnownIds } from './hostile-values.ts';

/**
 * A server to send hostile input to, as the suite and the memory bench use it: every route it
 * declared, a member and an admin of the demo workspace signed in, and the IDs of its rows.
 */
export type HostileSession = {
  app: TestApp;
  routes: RouteInfo[];
  known: KnownIds;
  cookies: Record<Identity, string | undefined>;
  userIds: Record<Identity, string>;
  /** Internal errors of the known class of IDs whose inner ID is no UUID (kept apart from the others). */
  /** What the server logged at error level or above, and the subscriptions it refused (at info). */
  logged: { errors: string[]; refusals: string[] };
};

export async function startHostileSession(env: Record<string, string> = {}): Promise<HostileSession> {
  const recorder = recordRoutes();
  const logged: HostileSession['logged'] = { errors: [], refusals: [] };
  const log = pino(
    { level: 'info' },
    {
      write: (line: string) => {
        if (/"level":(50|60)/.test(line)) logged.errors.push(line.slice(0, 1_000));
        else if (line.includes('"msg":"subscription refused"')) logged.refusals.push(line);
      },
    },
  );
  const app = await startTestApp({ UPLOAD_MAX_MB: '1', ...env }, { log });
  recorder.stop();
  const routes = [...new Map(recorder.routes.map((route) => [`${route.method} ${route.url}`, route])).values()];
  const { db } = app.deps.database;
  const userIds: Record<Identity, string> = { signedOut: '', admin: await app.demoCreatorId(), member: '' };
  const workspace = (await db.query.workspaces.findFirst({ where: { name: '演示工作区' } }))!;
  userIds.member = (await addMember(db, workspace.id, 1)).id;
  const cookies = { signedOut: undefined, admin: await app.signIn(userIds.admin), member: await app.signIn(userIds.member) };
  // Rows for the IDs to name: a role, an invitation, a conversation with an answer.
  await app.graphql('mutation { createRole(input: { name: "Hostile role" }) { __typename } }', { cookie: cookies.admin });
  await app.graphql('mutation { createInvitation { __typename } }', { cookie: cookies.admin });
  const asked = await app.rest('POST', '/chat/messages', { cookie: cookies.member, body: { text: '知问是什么？' } });
  if (asked.status !== 200) throw new Error(`the member could not ask: ${JSON.stringify(asked.body)}`);
  const session: HostileSession = { app, routes, cookies, userIds, known: { byType: {}, nodeTypes: [], strings: {} }, logged };
  session.known = await collectIds(session);
  return session;
}

/** Global IDs of the rows the admin and the member can see, by type. */
async function collectIds({ app, cookies }: Pick<HostileSession, 'app' | 'cookies'>): Promise<KnownIds> {
  const byType: Record<string, string[]> = {};
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key !== 'id' || typeof inner !== 'string') walk(inner);
      else if (!(byType[decodeGlobalID(inner).typename] ??= []).includes(inner)) byType[decodeGlobalID(inner).typename]!.push(inner);
    }
  };
  const edges = (field: string, inner = 'id') => `${field}(first: 10) { edges { node { ${inner} } } }`;
  for (const cookie of [cookies.admin, cookies.member]) {
    const { data } = await app.graphql(
      `{ viewer { user { id } currentMember { id } currentWorkspace { id
          ${edges('apps', `id latestRun { id } ${edges('documents')}`)} ${edges('roles')} ${edges('members')} ${edges('invitations')} ${edges('agents')} } }
        availableAgents { id } ${edges('conversations', `id ${edges('messages')}`)} }`,
      { cookie },
    );
    walk(data);
  }
  const nodeTypes = Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Node'))
    .map((type) => type.name);
  const stores = await app.graphql<{ appStore: { key: string }[]; agentStore: { key: string }[] }>('{ appStore { key } agentStore { key } }', { cookie: cookies.admin });
  const strings = { connectorKey: stores.data?.appStore.map((c) => c.key) ?? [], templateKey: stores.data?.agentStore.map((t) => t.key) ?? [] };
  return { byType, nodeTypes, strings };
}

/** Path segments that name real rows of the type the path's previous segment names (or of any type). */
const PATH_TYPES: Record<string, string[]> = { apps: ['App'], conversations: ['Conversation'], messages: ['ChatMessage'], documents: ['Document'] };
function realSegments(known: KnownIds, url: string) {
  const types = PATH_TYPES[/\/([a-z-]+)\/:[A-Za-z]+/.exec(url)?.[1] ?? ''] ?? Object.keys(known.byType);
  const ids = types.flatMap((type) => known.byType[type] ?? []);
  return [...ids, ...ids.map((id) => decodeGlobalID(id).id)].map(encodeURIComponent).concat('none');
}

export const isUpload = (route: RouteInfo) => route.method === 'POST' && /\/(upload|files)$/.test(route.url);
const isFile = (route: RouteInfo) => /\.\w+$/.test(route.url);

export type Runs = { route: number; other: number; upload: number; field: number };

/**
 * Requests to every route: `runs.route` to each under /api (but HEAD), `runs.other` to the rest
 * (GraphQL over GET, health, one of the web app's files).
 */
export function restPlan({ routes, known }: HostileSession, runs: Runs, seed: number): HostileRequest[] {
  const chosen = routes.filter((route, i) => route.url.startsWith('/api/') || !isFile(route) || routes.findIndex((r) => isFile(r) && r.method === route.method) === i);
  return chosen.flatMap((route, i) => {
    const numRuns = route.url.startsWith('/api/') && route.method !== 'HEAD' ? runs.route : runs.other;
    return fc.sample(restRequests(route, known, realSegments(known, route.url)), { seed: seed + i, numRuns });
  });
}

/** Multipart bodies to every upload route, one well-formed file a byte over its limit, and files without a name. */
export function uploadPlan({ routes, known }: HostileSession, runs: Runs, seed: number): HostileRequest[] {
  return routes.filter(isUpload).flatMap((route, i) => {
    const paths = realSegments(known, route.url).map((segment) => route.url.replace(/:[A-Za-z]+/, segment));
    const chat = route.url.startsWith('/api/chat/');
    // The chat's limit is 20 MB; the others' is UPLOAD_MAX_MB, 1 MB here.
    const big = oversized(route, paths[0]!, chat ? 'member' : 'admin', (chat ? 20 : 1) * 1024 * 1024);
    const nameless = namelessFiles(route, paths[0]!, chat ? 'member' : 'admin');
    return [...fc.sample(multipartRequests(route, paths), { seed: seed + 100 + i, numRuns: runs.upload }), big, ...nameless];
  });
}

/** Operations on every query and mutation field; then documents, given whole and cut or changed. */
export function graphqlPlan({ known }: HostileSession, runs: Runs, seed: number): Operation[] {
  const fields = fieldOperations(schema, known);
  const operations = fields.flatMap(({ arbitrary }, i) => fc.sample(arbitrary, { seed: seed + 200 + i, numRuns: runs.field }));
  const mangled = fc.tuple(fc.constantFrom(...fields.map((f) => f.arbitrary)).chain((a) => a), fc.nat(), fc.string({ maxLength: 2 }));
  for (const [operation, at, insert] of fc.sample(mangled, { seed: seed + 300, numRuns: 20 })) {
    const cut = at % (operation.query.length + 1);
    operations.push({ ...operation, label: 'mangled', query: operation.query.slice(0, cut) + insert + operation.query.slice(cut + (at % 2)) });
  }
  operations.push(...HOSTILE_DOCUMENTS.map((query): Operation => ({ label: 'document', identity: 'admin', language: 'en', query, variables: {} })));
  // Distinct large documents (a server that kept each would hold gigabytes): just under the token
  // limit, asking for fields that are not there, and a megabyte that does not parse.
  for (let i = 0; i < 30; i++) {
    const fields = Array.from({ length: 1_900 }, (_, j) => `f${seed}_${i}_${j}`).join(' ');
    operations.push({ label: 'large document', identity: 'admin', language: 'en', query: `{ ${fields} }`, variables: {} });
  }
  for (let i = 0; i < 6; i++) {
    operations.push({ label: 'unparsable megabyte', identity: 'member', language: undefined, query: `{ __typename ${'x'.repeat(900_000)}${seed}_${i} `, variables: {} });
  }
  return operations;
}

/** The caller's language: their own setting (which a hostile update may have changed), else Accept-Language. */
async function localeFor({ app, userIds }: HostileSession, identity: Identity, acceptLanguage: string | undefined): Promise<Locale> {
  if (identity === 'signedOut') return localeOf(acceptLanguage);
  const user = await app.deps.database.db.query.users.findFirst({ where: { id: userIds[identity] } });
  return user?.preferredLanguage ?? localeOf(acceptLanguage);
}

export async function restProblems(session: HostileSession, request: HostileRequest): Promise<string[]> {
  const { app, cookies, userIds } = session;
  // Signing out ends the session it is sent with: that one is spent on a session of its own.
  const own = request.route.url === '/api/auth/logout' && request.identity !== 'signedOut';
  const outcome = await send(app.url, request, own ? { ...cookies, [request.identity]: await app.signIn(userIds[request.identity]) } : cookies);
  // A HEAD answer has no body to read a message from.
  const problems = problemsOf(request.method === 'HEAD' ? { ...request, path: '/' } : request, outcome, await localeFor(session, request.identity, request.language));
  return problems.map((problem) => `${request.label} as ${request.identity} (${request.method} ${request.path.slice(0, 120)}, ${request.contentType ?? 'no type'}): ${problem}`);
}

/** What is wrong with the answer to an operation: a 5xx, an internal (masked) error, or a message of ours not in the caller's language. */
export async function graphqlProblems(session: HostileSession, operation: Operation): Promise<string[]> {
  const { app, cookies } = session;
  const where = `${operation.label} as ${operation.identity}: ${operation.query.slice(0, 160)} ${JSON.stringify(operation.variables).slice(0, 160)}`;
  let response: Response;
  try {
    response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(cookies[operation.identity] && { cookie: cookies[operation.identity] }),
        ...(operation.language && { 'accept-language': operation.language }),
      },
      body: JSON.stringify({ query: operation.query, variables: operation.variables }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    return [`${where}: no answer (${String(error)})`];
  }
  if (response.status >= 500) return [`${where}: HTTP ${response.status} ${(await response.text()).slice(0, 200)}`];
  // A subscription sent over HTTP streams its events: whether it was taken is all that matters here.
  if (!response.headers.get('content-type')?.includes('json')) {
    await response.body?.cancel();
    return [];
  }
  const text = await response.text();
  let body: { errors?: { message: string; extensions?: { code?: string; key?: string } }[] };
  try {
    body = JSON.parse(text);
  } catch {
    return response.status === 413 ? [] : [`${where}: HTTP ${response.status}, no JSON: ${text.slice(0, 120)}`];
  }
  const problems: string[] = [];
  const locale = await localeFor(session, operation.identity, operation.language);
  for (const error of body.errors ?? []) {
    if (error.extensions?.code === 'INTERNAL_SERVER_ERROR' || error.message === 'Unexpected error.') {
      problems.push(`${where}: internal error "${error.message}"`);
    } else if (error.extensions?.key && !speaks(error.message, locale)) {
      // Our own refusals (their message keyed) speak the caller's language; GraphQL's own checks speak English.
      problems.push(`${where}: "${error.message}" is not in ${locale}`);
    }
  }
  return problems;
}

/** Request bodies that are no GraphQL request (or one of the wrong shape), under each content type. */
export async function bodyProblems({ app, cookies }: HostileSession): Promise<string[]> {
  const problems: string[] = [];
  for (const body of HOSTILE_BODIES) {
    for (const type of ['application/json', 'text/plain', 'application/graphql']) {
      const response = await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': type, cookie: cookies.admin! }, body });
      if (response.status >= 500) problems.push(`body ${body.slice(0, 80)} as ${type}: HTTP ${response.status}`);
      await response.body?.cancel();
    }
  }
  return problems;
}

export const BODY_REQUESTS = HOSTILE_BODIES.length * 3;
