/**
 * `npm run bench:search`'s two ends of HTTP: the client that times requests, and a minimal search
 * endpoint to time GraphQL against.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { Database } from '../../bff/src/db/client.ts';
import type { AppDeps } from '../../bff/src/http/deps.ts';
import { resolveViewer } from '../../bff/src/identity/viewer.ts';
import { searchDocuments, type SearchPage } from '../../bff/src/search/query.ts';
import { recordSearch } from '../../bff/src/search/search-log.ts';

/** An answer as the client read it: how long it took from sending to parsed, and the parsed JSON. */
export type Answer = { ms: number; body: { data?: unknown; errors?: unknown } };

/**
 * The API's client: POSTs over a kept-alive connection with Node's own HTTP client, from a thread
 * of its own, as a client elsewhere would send them (in the server's thread, its HTTP parsing and
 * its JSON.parse of every answer were counted as the server's). One request at a time; it times
 * each from sending to the parsed answer.
 */
export function httpClient() {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
    const { Agent, request } = require('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    parentPort.on('message', ({ url, cookie, body }) => {
      const started = performance.now();
      const fail = (error) => parentPort.postMessage({ error: String(error) });
      const sent = request(url, { agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie } }, (response) => {
        const parts = [];
        response.on('data', (part) => parts.push(part));
        response.on('end', () => {
          // An answer that is not JSON (a proxy's error page, say) fails the run instead of hanging it.
          let answer;
          try {
            answer = JSON.parse(Buffer.concat(parts).toString('utf8'));
          } catch (error) {
            return fail(error);
          }
          parentPort.postMessage({ ms: performance.now() - started, body: answer });
        });
        response.on('error', fail);
      });
      sent.on('error', fail);
      sent.end(body);
    });`,
    { eval: true },
  );
  const post = (url: string, cookie: string, body: string) =>
    new Promise<Answer>((resolve, reject) => {
      worker.once('message', (reply: { ms?: number; body?: Answer['body']; error?: string }) =>
        reply.ms !== undefined && reply.body && !reply.body.errors ? resolve({ ms: reply.ms, body: reply.body }) : reject(new Error(reply.error ?? JSON.stringify(reply.body?.errors))),
      );
      worker.postMessage({ url, cookie, body });
    });
  return { post, close: () => worker.terminate() };
}

/** What the last request to the minimal endpoint found, and how long the search service took for it. */
export type Served = { page: SearchPage; serviceMs: number };

const cursorAt = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64');

/**
 * The least a server over HTTP does to answer the search page: Node's own HTTP server (no
 * framework, no GraphQL), the session looked up as every request's is (`resolveViewer`), the same
 * search service for the same reader, the search recorded as GraphQL records a first page (the
 * page asks for its `searchId`), and the page's fields as JSON in the GraphQL answer's shape.
 * What GraphQL costs above it is the framework's, the schema's and its execution's.
 */
export async function minimalEndpoint(db: Database, deps: Pick<AppDeps, 'cookie' | 'parseCookie' | 'memberships'>) {
  let served: Served | undefined;
  const server = createServer((request, response) => {
    const parts: Buffer[] = [];
    request.on('data', (part: Buffer) => parts.push(part));
    request.on('end', async () => {
      const answer = (status: number, value: unknown) => {
        const body = JSON.stringify(value);
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        response.end(body);
      };
      try {
        const { query } = JSON.parse(Buffer.concat(parts).toString('utf8')) as { query: string };
        const viewer = await resolveViewer(db, deps.memberships, deps.parseCookie(request.headers.cookie ?? '')[deps.cookie.name], new Date(), request.socket.remoteAddress ?? '');
        if (!viewer?.membership) return answer(401, { errors: [{ message: 'not a member' }] });
        const reader = { workspaceId: viewer.membership.workspaceId, userId: viewer.user.id, wsUserType: viewer.membership.wsUserType };
        const started = performance.now();
        // The search recorded as the page's first page is (its id answered), beside its last statement.
        let recorded: Promise<string | null> | undefined;
        const record = (found: number) => (recorded = recordSearch(db, reader, query, found, new Date()));
        const page = await searchDocuments(db, reader, { query: query.slice(0, 500), first: 10, offset: 0 }, null, record);
        const searchId = await (recorded ?? record(page.hits.length));
        served = { page, serviceMs: performance.now() - started };
        answer(200, {
          data: {
            search: {
              searchId,
              matchedAllTerms: page.matchedAllTerms,
              correctedQuery: page.correctedQuery,
              edges: page.hits.map((hit, i) => ({
                cursor: cursorAt(i),
                node: {
                  score: hit.score,
                  title: hit.title,
                  heading: hit.heading,
                  passage: hit.passage,
                  preview: hit.preview,
                  link: hit.link,
                  sourceType: hit.sourceType,
                  author: hit.author,
                  updatedAt: hit.updatedAt,
                  appTitle: hit.appTitle,
                },
              })),
            },
          },
        });
      } catch (error) {
        answer(500, { errors: [{ message: String(error) }] });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`,
    /** What the last request found (taken once). */
    served: () => {
      const last = served!;
      served = undefined;
      return last;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
