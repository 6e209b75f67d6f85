import { randomBytes } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { pino } from 'pino';
import postgres from 'postgres';
import { startApp } from '../../bff/src/app.ts';
import { loadConfig } from '../../bff/src/config.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { searchChunks, searchVectors } from '../../bff/src/search/tables.ts';

export type Product = Awaited<ReturnType<typeof startProduct>>;
export type Session = Awaited<ReturnType<Product['newWorkspace']>>;

/**
 * The product as `npm start` runs it, in this process, on a database holding nothing yet: the
 * embedded one in memory, or a fresh database on DATABASE_URL's Postgres (dropped by `close`,
 * unless EVAL_KEEP is set: then kept, to search again or inspect).
 * The rest of the environment is the caller's (an embedding model, say); crawling this machine is
 * allowed, as the sites it evaluates on listen on the loopback.
 */
export async function startProduct() {
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (process.env.DATABASE_URL) {
    const name = `eval_${randomBytes(4).toString('hex')}`;
    const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      if (process.env.EVAL_KEEP) {
        console.log(`\nthe database ${name} is kept (EVAL_KEEP)`);
        return void (await admin.end());
      }
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const { DATABASE_URL: _server, ...env } = process.env;
  const config = loadConfig({
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    REDIS_URL: '',
    CRAWL_PRIVATE_NETWORKS: 'allow',
    // Every query comes from this machine, as fast as it is answered: no rate limits.
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_IP_PER_MINUTE: '0',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const app = await startApp(config, pino({ level: 'silent' })).catch(async (error: unknown) => {
    await drop();
    throw error;
  });
  const { db } = app.deps.database;

  /** One GraphQL request with a session, failing on any error: an evaluation must not go on half-done. */
  async function graphql<T>(cookie: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.json()) as { data?: T; errors?: unknown[] };
    if (answer.errors || !answer.data) throw new Error(`GraphQL ${response.status}: ${JSON.stringify(answer.errors ?? answer)}`);
    return answer.data;
  }

  /**
   * A person signed in through a one-time link, as from an e-mail, with a workspace they have
   * just created. The product makes people only at a first sign-in by code or single sign-on,
   * so the row is written here, as it stands once its owner has gone through the guide.
   */
  async function newWorkspace(name: string) {
    const tag = randomBytes(4).toString('hex');
    const [user] = await db.insert(users).values({ displayName: `${name} evaluator`, username: `eval_${tag}`, isActive: true }).returning();
    const token = await createSignInLink(db, user!.id, new Date(), 5);
    const signIn = await fetch(`${app.url}/api/auth/link/${token}`, { redirect: 'manual' });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    if (!cookie) throw new Error(`sign-in link answered ${signIn.status} without a session`);
    const created = await graphql<{ createWorkspace: { __typename: string; message?: string } }>(
      cookie,
      'mutation ($name: String!) { createWorkspace(input: { name: $name }) { __typename ... on Error { message } } }',
      { name: `${name} ${tag}` },
    );
    if (created.createWorkspace.__typename !== 'WorkspacePayload') throw new Error(`createWorkspace: ${JSON.stringify(created.createWorkspace)}`);
    const ask = <T>(query: string, variables?: Record<string, unknown>) => graphql<T>(cookie, query, variables);
    return { graphql: ask, search: (query: string) => searchLinks(ask, query) };
  }

  /**
   * With an embedding model, chunks get their vectors after the sync, in the background, and
   * nothing the API shows tells when they all have: waits for that here, from inside.
   */
  async function embedded(timeoutMs = 10 * 60_000) {
    const semantic = app.deps.semantic;
    const model = semantic?.server?.model;
    if (!semantic || !model) return;
    for (const deadline = Date.now() + timeoutMs; ; ) {
      await semantic.embedPending();
      const [left] = await db
        .select({ n: count() })
        .from(searchChunks)
        .leftJoin(searchVectors, and(eq(searchVectors.workspaceId, searchChunks.workspaceId), eq(searchVectors.chunkId, searchChunks.id), eq(searchVectors.model, model)))
        .where(isNull(searchVectors.chunkId));
      if (!left?.n) return;
      if (Date.now() > deadline) throw new Error(`${left.n} chunks still lack a vector of ${model}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  const embedding = app.deps.semantic?.server
    ? `embedding model ${app.deps.semantic.server.model} beside the keywords (${app.deps.semantic.vectorIndex ? 'pgvector index' : 'keyword candidates re-ranked by exact cosine'})`
    : 'keyword search only (no embedding model configured)';
  return {
    app,
    newWorkspace,
    embedded,
    database: databaseUrl ? `Postgres, a fresh database ${new URL(databaseUrl).pathname.slice(1)} on ${new URL(databaseUrl).host} (${process.env.EVAL_KEEP ? 'kept' : 'dropped'} afterwards)` : 'embedded PGlite in memory',
    settings: embedding,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** The most results one search page holds (the API refuses more). */
const PAGE_SIZE = 100;

/**
 * Where a search's results open, best first: one page of the most the API gives, with no filter
 * and the query as typed (so corrected when it finds nothing, as the search box does).
 */
async function searchLinks(graphql: <T>(query: string, variables?: Record<string, unknown>) => Promise<T>, query: string) {
  const answer = await graphql<{ search: { edges: { node: { link: string | null } }[] } }>(
    'query ($q: String!, $first: Int!) { search(query: $q, first: $first) { edges { node { link } } } }',
    { q: query, first: PAGE_SIZE },
  );
  return answer.search.edges.map((edge) => edge.node.link);
}
