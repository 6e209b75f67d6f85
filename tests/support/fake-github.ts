import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeIssue = {
  number: number;
  title: string;
  body: string;
  updated_at: string;
  /** Defaults to a day of January 2026 numbered like the issue, so creation follows numbers. */
  created_at?: string;
  user: string;
  comments: string[];
  pull?: boolean;
  malformed?: boolean;
  /** Answer the issue's comments with this HTTP status instead. */
  commentsStatus?: number;
};
/** A person of an organisation: their public profile's name and e-mail address (either may be unset). */
export type FakeGitHubUser = { name: string | null; email: string | null };

/**
 * `empty`: a repository without a commit, whose tree GitHub answers with 409. `collaborators`
 * (logins) and `teams` (slugs of its owner's teams, in `FakeGitHub.teams`) have access to it;
 * `collaboratorsForbidden` answers its collaborators as to a token without push access.
 */
export type FakeRepo = {
  private: boolean;
  files: Map<string, string>;
  issues: FakeIssue[];
  empty?: boolean;
  collaborators?: string[];
  teams?: string[];
  collaboratorsForbidden?: boolean;
};
/** A team of an organisation, keyed `org/slug` in `FakeGitHub.teams`, with its members' logins. */
export type FakeTeam = { id: number; name: string; members: string[] };

export type FakeGitHub = {
  url: string;
  repos: Map<string, FakeRepo>;
  /** Organisations by login, with their members' logins (a repository's owner not here is a person). */
  orgs: Map<string, string[]>;
  users: Map<string, FakeGitHubUser>;
  teams: Map<string, FakeTeam>;
  /** The numeric ID GitHub gives a login (the same for the fake's whole life). */
  idOf: (login: string) => number;
  tokens: Set<string>;
  /** Answer the next API request with a rate-limit 403 (reset in a second). */
  rateLimitNext: boolean;
  /** Answer the next API request with a secondary rate limit's 403: a message and no header. */
  secondaryLimitNext: boolean;
  /**
   * Cut tree answers short as GitHub does for very large trees: `recursive` the recursive one only
   * (one entry, `truncated: true`), `all` every tree answer.
   */
  truncateTrees: 'recursive' | 'all' | null;
  /** Called with each API request's path and query before it is answered. */
  beforeRequest: ((path: string) => void) | null;
  requests: string[];
  /** Who is signed in at GitHub when the browser is sent to authorize: the token its code gives acts as them (`GET /user`). */
  signedIn: string | null;
  client: { id: string; secret: string };
  close: () => Promise<void>;
};

const PAGE = 2;
const blobSha = (content: string) => createHash('sha1').update(`blob ${Buffer.byteLength(content)}\0${content}`).digest('hex');
const treeSha = (dir: string) => createHash('sha1').update(`tree ${dir}`).digest('hex');
const createdAt = (issue: FakeIssue) => issue.created_at ?? `2026-01-${String(issue.number).padStart(2, '0')}T00:00:00Z`;

type TreeEntry = { path: string; type: 'tree' | 'blob'; sha: string; size?: number };

/** Every folder of a repository's files, by path ('' for the root). */
const foldersOf = (files: Map<string, string>) => {
  const folders = new Set<string>(['']);
  for (const path of files.keys()) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  return folders;
};

/** The whole tree, as `?recursive=1` answers it. */
const recursiveTree = (files: Map<string, string>): TreeEntry[] => [
  ...[...foldersOf(files)].filter(Boolean).map((path) => ({ path, type: 'tree' as const, sha: treeSha(path) })),
  ...[...files].map(([path, content]) => ({ path, type: 'blob' as const, sha: blobSha(content), size: Buffer.byteLength(content) })),
];

/** One folder's own entries, named relative to it, as a tree without `recursive` answers it. */
const folderTree = (files: Map<string, string>, folder: string): TreeEntry[] => {
  const prefix = folder ? `${folder}/` : '';
  const inside = (path: string) => path.startsWith(prefix) && path !== folder && !path.slice(prefix.length).includes('/');
  return recursiveTree(files)
    .filter((entry) => inside(entry.path))
    .map((entry) => ({ ...entry, path: entry.path.slice(prefix.length) }));
};

/** Issues in the order GitHub lists them: `sort` created (default) or updated, `direction` desc (default) or asc. */
const listed = (issues: FakeIssue[], params: URLSearchParams) => {
  const key = params.get('sort') === 'updated' ? (i: FakeIssue) => i.updated_at : createdAt;
  const sign = params.get('direction') === 'asc' ? 1 : -1;
  return [...issues].sort((a, b) => sign * key(a).localeCompare(key(b)));
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (c) => (data += c));
    request.on('end', () => resolve(data));
  });

/**
 * GitHub's REST API and OAuth endpoints as documented, for the repositories given: repository,
 * trees (recursive or a folder at a time, cut short on demand, 409 for an empty repository), blobs
 * (base64), issues (in the asked order) and comments paginated with Link headers (two a page),
 * organisation members (`/orgs/{org}/members`, paged alike; 404 for a login that is no
 * organisation) and public profiles (`/users/{login}`), a repository's collaborators
 * (`/repos/{owner}/{repo}/collaborators`, 403 without push access) and teams
 * (`/repos/{owner}/{repo}/teams`), a team's members (`/orgs/{org}/teams/{team_slug}/members`),
 * 401 for unknown tokens, the rate-limit 403s on demand, and the OAuth code flow with PKCE.
 */
export async function startFakeGitHub(): Promise<FakeGitHub> {
  const codes = new Map<string, { challenge: string | null; redirect: string; login: string | null }>();
  /** Whom each token acts as, when one was signed in at GitHub. */
  const owners = new Map<string, string>();
  const ids = new Map<string, number>();
  const idOf = (login: string) => {
    if (!ids.has(login)) ids.set(login, 1000 + ids.size);
    return ids.get(login)!;
  };
  const fake = { repos: new Map(), orgs: new Map(), users: new Map(), teams: new Map(), idOf, tokens: new Set<string>(), rateLimitNext: false, secondaryLimitNext: false, truncateTrees: null, beforeRequest: null, requests: [] as string[], signedIn: null, client: { id: 'gh-client', secret: 'gh-secret' } } as unknown as FakeGitHub;
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

    // OAuth (web host).
    if (url.pathname === '/login/oauth/authorize') {
      const code = randomBytes(8).toString('hex');
      codes.set(code, { challenge: url.searchParams.get('code_challenge'), redirect: url.searchParams.get('redirect_uri')!, login: fake.signedIn });
      const back = new URL(url.searchParams.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state')!);
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifierOk = !grant?.challenge || createHash('sha256').update(form.get('code_verifier') ?? '').digest('base64url') === grant.challenge;
      if (!grant || !verifierOk || form.get('client_id') !== fake.client.id || form.get('client_secret') !== fake.client.secret || form.get('redirect_uri') !== grant.redirect) {
        json(200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
        return;
      }
      const token = `gho_${randomBytes(8).toString('hex')}`;
      fake.tokens.add(token);
      if (grant.login) owners.set(token, grant.login);
      json(200, { access_token: token, token_type: 'bearer', scope: 'repo' });
      return;
    }

    // REST API.
    fake.requests.push(`${url.pathname}${url.search}`);
    fake.beforeRequest?.(`${url.pathname}${url.search}`);
    if (!fake.tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      json(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
      return;
    }
    if (fake.rateLimitNext) {
      fake.rateLimitNext = false;
      json(403, { message: 'API rate limit exceeded' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 1) });
      return;
    }
    if (fake.secondaryLimitNext) {
      fake.secondaryLimitNext = false;
      json(403, { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' });
      return;
    }
    const base = `http://${request.headers.host}`;
    const paged = <T>(items: T[], path: string) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Math.min(PAGE, Number(url.searchParams.get('per_page') ?? PAGE));
      const slice = items.slice((page - 1) * perPage, page * perPage);
      const headers: Record<string, string> = {};
      if (page * perPage < items.length) {
        const next = new URL(`${base}${path}`);
        url.searchParams.forEach((v, k) => next.searchParams.set(k, v));
        next.searchParams.set('page', String(page + 1));
        headers.link = `<${next}>; rel="next", <${base}${path}?page=${Math.ceil(items.length / perPage)}>; rel="last"`;
      }
      json(200, slice, headers);
    };
    const simpleUser = (login: string) => ({ login, id: idOf(login), node_id: `U_${idOf(login)}`, type: 'User', site_admin: false, html_url: `https://github.example/${login}` });
    const orgMembers = /^\/orgs\/([^/]+)\/members$/.exec(url.pathname);
    if (orgMembers) {
      const members = fake.orgs.get(decodeURIComponent(orgMembers[1]!));
      if (!members) json(404, { message: 'Not Found' });
      else paged(members.map((login, k) => ({ login, id: k + 1, type: 'User', site_admin: false, html_url: `https://github.example/${login}` })), url.pathname);
      return;
    }
    const teamMembers = /^\/orgs\/([^/]+)\/teams\/([^/]+)\/members$/.exec(url.pathname);
    if (teamMembers) {
      const team = fake.teams.get(`${decodeURIComponent(teamMembers[1]!)}/${decodeURIComponent(teamMembers[2]!)}`);
      if (!team) json(404, { message: 'Not Found' });
      else paged(team.members.map(simpleUser), url.pathname);
      return;
    }
    if (url.pathname === '/user') {
      const login = owners.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (!login) return json(403, { message: 'Resource not accessible by integration' });
      const user = fake.users.get(login);
      return json(200, { login, id: fake.idOf(login), type: 'User', name: user?.name ?? null, email: user?.email ?? null });
    }
    const profile = /^\/users\/([^/]+)$/.exec(url.pathname);
    if (profile) {
      const login = decodeURIComponent(profile[1]!);
      const user = fake.users.get(login);
      if (!user) json(404, { message: 'Not Found' });
      else json(200, { login, id: 1, type: 'User', name: user.name, email: user.email, html_url: `https://github.example/${login}` });
      return;
    }
    const match = /^\/repos\/([^/]+\/[^/]+)(\/.*)?$/.exec(url.pathname);
    const repo = match && fake.repos.get(match[1]!);
    if (!match || !repo) {
      json(404, { message: 'Not Found' });
      return;
    }
    const name = match[1]!;
    const rest = match[2] ?? '';
    if (rest === '') {
      json(200, { full_name: name, default_branch: 'main', private: repo.private, html_url: `https://github.example/${name}` });
    } else if (rest.startsWith('/git/trees/')) {
      const ref = rest.slice('/git/trees/'.length);
      const folder = ref === 'main' ? '' : [...foldersOf(repo.files)].find((f) => f && treeSha(f) === ref);
      if (repo.empty) json(409, { message: 'Git Repository is empty.' });
      else if (folder === undefined) json(404, { message: 'Not Found' });
      else if (url.searchParams.get('recursive')) {
        const tree = recursiveTree(repo.files);
        const cut = fake.truncateTrees !== null;
        json(200, { sha: treeSha(folder), truncated: cut, tree: cut ? tree.slice(0, 1) : tree });
      } else {
        const tree = folderTree(repo.files, folder);
        const cut = fake.truncateTrees === 'all';
        json(200, { sha: treeSha(folder), truncated: cut, tree: cut ? tree.slice(0, 1) : tree });
      }
    } else if (rest.startsWith('/git/blobs/')) {
      const content = [...repo.files.values()].find((c) => blobSha(c) === rest.slice('/git/blobs/'.length));
      if (content === undefined) json(404, { message: 'Not Found' });
      else json(200, { sha: blobSha(content), encoding: 'base64', content: Buffer.from(content).toString('base64') });
    } else if (rest === '/issues') {
      paged(
        listed(repo.issues, url.searchParams).map((i) =>
          i.malformed
            ? { number: i.number, html_url: '' }
            : {
                number: i.number,
                title: i.title,
                body: i.body,
                html_url: `https://github.example/${name}/issues/${i.number}`,
                created_at: createdAt(i),
                updated_at: i.updated_at,
                user: { login: i.user },
                comments: i.comments.length,
                comments_url: `${base}/repos/${name}/issues/${i.number}/comments`,
                ...(i.pull && { pull_request: { url: 'x' } }),
              },
        ),
        `/repos/${name}/issues`,
      );
    } else if (rest === '/collaborators') {
      if (repo.collaboratorsForbidden) json(403, { message: 'Must have push access to view repository collaborators.', documentation_url: 'https://docs.github.com/rest' });
      else paged((repo.collaborators ?? []).map((login) => ({ ...simpleUser(login), permissions: { pull: true, triage: false, push: false, maintain: false, admin: false }, role_name: 'read' })), url.pathname);
    } else if (rest === '/teams') {
      const org = name.split('/')[0]!;
      paged(
        (repo.teams ?? []).map((slug) => {
          const team = fake.teams.get(`${org}/${slug}`)!;
          return { id: team.id, node_id: `T_${team.id}`, name: team.name, slug, description: null, privacy: 'closed', permission: 'pull', members_url: `${base}/orgs/${org}/teams/${slug}/members{/member}`, parent: null };
        }),
        url.pathname,
      );
    } else if (/^\/issues\/\d+\/comments$/.test(rest)) {
      const issue = repo.issues.find((i) => i.number === Number(rest.split('/')[2]));
      if (issue?.commentsStatus) {
        json(issue.commentsStatus, { message: 'Server Error' });
        return;
      }
      paged((issue?.comments ?? []).map((body, k) => ({ id: k, body, user: { login: `commenter${k}` } })), `/repos/${name}${rest}`);
    } else {
      json(404, { message: 'Not Found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
