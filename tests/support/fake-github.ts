import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeIssue = { number: number; title: string; body: string; updated_at: string; user: string; comments: string[]; pull?: boolean; malformed?: boolean };
export type FakeRepo = { private: boolean; files: Map<string, string>; issues: FakeIssue[] };

export type FakeGitHub = {
  url: string;
  repos: Map<string, FakeRepo>;
  tokens: Set<string>;
  /** Answer the next API request with a rate-limit 403 (reset in a second). */
  rateLimitNext: boolean;
  requests: string[];
  client: { id: string; secret: string };
  close: () => Promise<void>;
};

const PAGE = 2;
const blobSha = (content: string) => createHash('sha1').update(`blob ${Buffer.byteLength(content)}\0${content}`).digest('hex');

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (c) => (data += c));
    request.on('end', () => resolve(data));
  });

/**
 * GitHub's REST API and OAuth endpoints as documented, for the repositories given: repository,
 * recursive tree, blobs (base64), issues and comments paginated with Link headers (two a page),
 * 401 for unknown tokens, the rate-limit 403 on demand, and the OAuth code flow with PKCE.
 */
export async function startFakeGitHub(): Promise<FakeGitHub> {
  const codes = new Map<string, { challenge: string | null; redirect: string }>();
  const fake = { repos: new Map(), tokens: new Set<string>(), rateLimitNext: false, requests: [] as string[], client: { id: 'gh-client', secret: 'gh-secret' } } as unknown as FakeGitHub;
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

    // OAuth (web host).
    if (url.pathname === '/login/oauth/authorize') {
      const code = randomBytes(8).toString('hex');
      codes.set(code, { challenge: url.searchParams.get('code_challenge'), redirect: url.searchParams.get('redirect_uri')! });
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
      json(200, { access_token: token, token_type: 'bearer', scope: 'repo' });
      return;
    }

    // REST API.
    fake.requests.push(`${url.pathname}${url.search}`);
    if (!fake.tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) {
      json(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
      return;
    }
    if (fake.rateLimitNext) {
      fake.rateLimitNext = false;
      json(403, { message: 'API rate limit exceeded' }, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.ceil(Date.now() / 1000) + 1) });
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
    const base = `http://${request.headers.host}`;
    const paged = <T>(items: T[], path: string) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const slice = items.slice((page - 1) * PAGE, page * PAGE);
      const headers: Record<string, string> = {};
      if (page * PAGE < items.length) {
        const next = new URL(`${base}${path}`);
        url.searchParams.forEach((v, k) => next.searchParams.set(k, v));
        next.searchParams.set('page', String(page + 1));
        headers.link = `<${next}>; rel="next", <${base}${path}?page=${Math.ceil(items.length / PAGE)}>; rel="last"`;
      }
      json(200, slice, headers);
    };
    if (rest === '') {
      json(200, { full_name: name, default_branch: 'main', private: repo.private, html_url: `https://github.example/${name}` });
    } else if (rest === '/git/trees/main') {
      json(200, {
        sha: 'tree',
        truncated: false,
        tree: [
          { path: 'src', type: 'tree', sha: 'dir' },
          ...[...repo.files].map(([path, content]) => ({ path, type: 'blob', sha: blobSha(content), size: Buffer.byteLength(content) })),
        ],
      });
    } else if (rest.startsWith('/git/blobs/')) {
      const content = [...repo.files.values()].find((c) => blobSha(c) === rest.slice('/git/blobs/'.length));
      if (content === undefined) json(404, { message: 'Not Found' });
      else json(200, { sha: blobSha(content), encoding: 'base64', content: Buffer.from(content).toString('base64') });
    } else if (rest === '/issues') {
      const sorted = [...repo.issues].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
      paged(
        sorted.map((i) =>
          i.malformed
            ? { number: i.number, html_url: '' }
            : {
                number: i.number,
                title: i.title,
                body: i.body,
                html_url: `https://github.example/${name}/issues/${i.number}`,
                created_at: '2026-01-01T00:00:00Z',
                updated_at: i.updated_at,
                user: { login: i.user },
                comments: i.comments.length,
                comments_url: `${base}/repos/${name}/issues/${i.number}/comments`,
                ...(i.pull && { pull_request: { url: 'x' } }),
              },
        ),
        `/repos/${name}/issues`,
      );
    } else if (/^\/issues\/\d+\/comments$/.test(rest)) {
      const issue = repo.issues.find((i) => i.number === Number(rest.split('/')[2]));
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
