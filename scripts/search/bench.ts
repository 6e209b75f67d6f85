/**
 * Search speed. Usage: npm run bench:search -- [N=100000]
 *
 * Generates N synthetic bilingual chunks (Chinese and English words with Zipf-skewed frequencies,
 * in workspaces of Zipf-skewed sizes), ingests them through the real indexing code in batches, and
 * times rotating queries (a common term, a rare term, two terms, a Chinese phrase, a misspelled
 * word) in the largest and a median workspace: GraphQL over HTTP, the same request's statements
 * replayed on the bare database client (postgres.js, or PGlite itself), and the search service
 * alone. The server runs in this process as `npm start` runs it (its heap settings, and
 * `NODE_ENV=production`). The ranked page and the count with its facets are timed apart, as the
 * search page asks for them (two queries, each shown as it arrives). Each answer's top 10 is
 * compared with ranking every match. Beside them, the same client's exchange with a bare HTTP
 * server answering the very bytes of the GraphQL answer, doing no work: the transport's own cost,
 * and so the lowest GraphQL/SQL ratio any server over HTTP could reach for those statements.
 * On the embedded database, or on DATABASE_URL's Postgres (a fresh database, dropped afterwards).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { pino } from 'pino';
import postgres from 'postgres';
import { startApp } from '../../bff/src/app.ts';
import { documents } from '../../bff/src/apps/tables.ts';
import { loadConfig } from '../../bff/src/config.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { chunkRows, insertChunks, mergePendingEntries, type ChunkRow } from '../../bff/src/search/indexer.ts';
import { searchDocuments } from '../../bff/src/search/query.ts';
import { sql } from 'drizzle-orm';
import { v7 as timeOrderedId } from 'uuid';
import { workspaceWithApp } from './fixture.ts';

const n = Number(process.argv[2] ?? 100_000);
const WORKSPACES = 40;
const WORDS_PER_CHUNK = 110;

// A deterministic generator, so runs are comparable.
let seed = 42;
const random = () => ((seed = (seed * 1664525 + 1013904223) % 4294967296) / 4294967296);
const CHARS = '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严';
const zipf = (size: number) => Math.min(size - 1, Math.floor(Math.pow(random(), 2.2) * size));
const zhWords = Array.from({ length: 6000 }, () => CHARS[Math.floor(random() * CHARS.length)]! + CHARS[Math.floor(random() * CHARS.length)]!);
const enWords = Array.from({ length: 6000 }, () => {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 4 + Math.floor(random() * 6) }, () => letters[Math.floor(random() * 26)]).join('');
});
const word = () => (random() < 0.55 ? zhWords[zipf(zhWords.length)]! : enWords[zipf(enWords.length)]!);
const LATIN = /^[a-z]/;
// Chinese words run together, or meet a Latin word with or without a space, as people write
// them; two Latin words are always spaced (run together they would be one word no text holds).
const chunkText = () => {
  const parts: string[] = [];
  let latin = false;
  for (let i = 0; i < WORDS_PER_CHUNK; i++) {
    const next = word();
    const spaced = latin && LATIN.test(next);
    parts.push(random() < 0.08 ? '。\n\n' : spaced || random() < 0.5 ? ' ' : '', next);
    latin = LATIN.test(next);
  }
  return parts.join('').trimStart();
};

// The database: embedded, or a fresh one on a server.
let databaseUrl: string | undefined;
let drop = async () => {};
if (process.env.DATABASE_URL) {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  drop = async () => {
    // BENCH_KEEP=1 leaves the database for a closer look at its statements.
    if (process.env.BENCH_KEEP) {
      console.log(`database kept: ${databaseUrl}`);
      return admin.end();
    }
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', SYNC_WORKERS: '1', ...(databaseUrl && { DATABASE_URL: databaseUrl }), REDIS_URL: '' });
const app = await startApp(config, pino({ level: 'silent' }));
const { db } = app.deps.database;

// Workspace sizes: Zipf over 40 workspaces (the largest holds about a fifth).
const weights = Array.from({ length: WORKSPACES }, (_, i) => 1 / (i + 1) ** 0.9);
const total = weights.reduce((a, b) => a + b, 0);
const sizes = weights.map((w) => Math.max(1, Math.round((w / total) * n)));
const spaces = [];
for (let i = 0; i < WORKSPACES; i++) spaces.push(await workspaceWithApp(db, `Bench ${i} ${randomBytes(3).toString('hex')}`));

const ingestStarted = performance.now();
let ingested = 0;
const BATCH = 500;
// A bulk indexer's pipeline: the next batch is tokenised while the database writes the last ones
// (the tokeniser yields now and then, so the writes' next statements go out without waiting for
// it). A server takes two batches at once, in two transactions, as its two sync workers (the
// default) write: most of a write is the full-text index's upkeep, one core's work a statement.
// The embedded database runs one statement at a time, so one batch there.
const WRITERS = app.deps.database.kind === 'postgres' ? 2 : 1;
const inFlight: Promise<void>[] = [];
for (let w = 0; w < WORKSPACES; w++) {
  const { workspace, app: dataApp } = spaces[w]!;
  for (let offset = 0; offset < sizes[w]!; offset += BATCH) {
    const count = Math.min(BATCH, sizes[w]! - offset);
    const docs = Array.from({ length: count }, (_, i) => {
      const title = `${word()}${word()} ${word()}`;
      const text = chunkText();
      const contentHash = createHash('sha1').update(text).digest('hex');
      // Indexed in the same transaction: a server started on the kept database has nothing to index.
      return { id: timeOrderedId(), workspaceId: workspace.id, appId: dataApp.id, externalId: `${offset + i}`, title, text, sourceType: 'markdown', updatedAt: new Date(), contentHash, indexedHash: contentHash };
    });
    const chunks: ChunkRow[] = [];
    for (let i = 0; i < docs.length; i++) {
      chunks.push(...(await chunkRows({ ...docs[i]!, restricted: false })));
      if (i % 25 === 24) await new Promise((resolve) => setImmediate(resolve));
    }
    if (inFlight.length >= WRITERS) await inFlight.shift();
    inFlight.push(
      db.transaction(async (tx) => {
        await tx.insert(documents).values(docs);
        await insertChunks(tx, chunks);
        ingested += chunks.length;
      }),
    );
  }
}
await Promise.all(inFlight);
// As a sync run does at its end: searches then find the indexes' pending lists empty.
await mergePendingEntries(db);
const ingestSeconds = (performance.now() - ingestStarted) / 1000;
await db.execute(sql`analyze`);

const largest = 0;
const median = Math.floor(WORKSPACES / 2);
const queries = [
  { kind: 'common term', text: () => zhWords[Math.floor(random() * 3)]! },
  { kind: 'rare term', text: () => enWords[3000 + Math.floor(random() * 3000)]! },
  { kind: 'two terms', text: () => `${enWords[Math.floor(random() * 40)]} ${zhWords[Math.floor(random() * 40)]}` },
  { kind: 'Chinese phrase', text: () => `"${zhWords[Math.floor(random() * 20)]}${zhWords[Math.floor(random() * 20)]}"` },
  // A rare word with a letter left out (typed to its end, not as a prefix): nothing matches, and
  // the search is made again with the word corrected.
  { kind: 'misspelled', text: () => `${misspell(enWords[3000 + Math.floor(random() * 3000)]!)} ` },
];
function misspell(word: string) {
  const at = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, at) + word.slice(at + 1);
}
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;
const fmt = (v: number) => `${v.toFixed(1)}`.padStart(7);

console.log(`bench:search on ${app.deps.database.kind}: ${ingested} chunks in ${WORKSPACES} workspaces (largest ${sizes[largest]}, median ${sizes[median]})`);
console.log(`ingest: ${(ingested / ingestSeconds).toFixed(0)} chunks/s (${ingestSeconds.toFixed(1)} s, batches of ${BATCH}, ${WRITERS} written at once, tokenising included)`);
// The service's statements, captured as its driver receives them, so that the same SQL can be
// timed on the bare client (postgres.js, or PGlite itself) without the ORM or the server around it.
// A statement issued while another was still running ran beside it, and is replayed so; one run
// prepared (or not) is replayed so too: a kept plan skips planning, and may differ from one made
// for the values at hand.
type Statement = { text: string; params: unknown[]; options: unknown; beside: boolean };
type Client = Record<'unsafe' | 'query', (text: string, params?: unknown[], ...rest: unknown[]) => PromiseLike<unknown>>;
const client = (db as unknown as { $client: Client }).$client;
const method = app.deps.database.kind === 'postgres' ? 'unsafe' : 'query';
async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const original = client[method];
  let running = 0;
  client[method] = function (this: unknown, text, params, ...rest) {
    seen.push({ text, params: params ?? [], options: rest[0], beside: running > 0 });
    running += 1;
    const done = () => (running -= 1);
    const result = original.call(this, text, params, ...rest);
    Promise.resolve(result).then(done, done);
    return result;
  };
  try {
    await run();
  } finally {
    client[method] = original;
  }
  return seen;
}
async function bare(statements: Statement[]) {
  const groups: Statement[][] = [];
  for (const statement of statements) {
    if (statement.beside && groups.length) groups.at(-1)!.push(statement);
    else groups.push([statement]);
  }
  for (const group of groups) await Promise.all(group.map((statement) => client[method](statement.text, statement.params, statement.options)));
}

/**
 * The API's client: POSTs over a kept-alive connection with Node's own HTTP client, from a thread
 * of its own, as a client elsewhere would send them (in the server's thread, its HTTP parsing and
 * its JSON.parse of every answer were counted as the server's). It times each request from
 * sending to the parsed answer.
 */
const httpClient = new Worker(
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
        parentPort.postMessage({ ms: performance.now() - started, errors: answer.errors });
      });
      response.on('error', fail);
    });
    sent.on('error', fail);
    sent.end(body);
  });`,
  { eval: true },
);
/** One request at a time: the answer's time, as the client measured it. */
const post = (path: string, cookie: string, body: string, base = app.url) =>
  new Promise<number>((resolve, reject) => {
    httpClient.once('message', (reply: { ms?: number; error?: string; errors?: unknown }) =>
      reply.ms !== undefined && !reply.errors ? resolve(reply.ms) : reject(new Error(reply.error ?? JSON.stringify(reply.errors))),
    );
    httpClient.postMessage({ url: new URL(path, base).toString(), cookie, body });
  });

/**
 * The transport alone: a bare HTTP server (Node's own, no framework) that reads the request and
 * answers the bytes it is given, as the GraphQL answer came (same length, same headers' shape).
 * Timed by the same client, it is what any server over HTTP pays before doing any work.
 */
let canned = Buffer.alloc(0);
const echo = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/graphql-response+json; charset=utf-8', 'content-length': canned.length });
    response.end(canned);
  });
});
await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
const echoUrl = `http://127.0.0.1:${(echo.address() as AddressInfo).port}`;

// Enough rounds for a p95 and a p99 of the page (of 20, the p95 would be the slowest). Every
// fifth round also ranks every match to compare its top 10, and times the count with the facets:
// both read every match, so they are fewer.
const ROUNDS = 100;
const FULL_EVERY = 5;
// What the search page asks (SearchResultItem's fragment).
const PAGE_QUERY =
  'query ($q: String!) { search(query: $q, first: 10) { matchedAllTerms edges { cursor node { score title { text highlighted } passage { text highlighted } preview { text highlighted } heading link sourceType author updatedAt appTitle } } } }';
const COUNT_QUERY = 'query ($q: String!) { search(query: $q, first: 10) { totalCount facets { apps { appId title count } sourceTypes { sourceType count } } } }';
const overlaps: number[] = [];
for (const which of [largest, median]) {
  const { workspace, creator } = spaces[which]!;
  const reader = { workspaceId: workspace.id, userId: creator.id, wsUserType: 3 };
  const token = await createSignInLink(db, creator.id, new Date(), 5);
  const cookie = ((await fetch(`${app.url}/api/auth/link/${token}`, { redirect: 'manual' })).headers.get('set-cookie') ?? '').split(';')[0]!;
  console.log(`\nworkspace of ${sizes[which]} chunks, ms p50/p95/p99 (the page over ${ROUNDS} rounds, the count over ${ROUNDS / FULL_EVERY})`);
  console.log(`  the page (ranked)  bare SQL               service                GraphQL          GraphQL/SQL p50   HTTP alone p50 (lowest ratio)   from impact lists   the count and facets: bare SQL   GraphQL`);
  for (const query of queries) {
    const direct: number[] = [];
    const service: number[] = [];
    const graphql: number[] = [];
    const countSql: number[] = [];
    const countGraphql: number[] = [];
    const transport: number[] = [];
    let fromImpacts = 0;
    let corrected = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const text = query.text();
      const full = i % FULL_EVERY === 0;
      let started = performance.now();
      const page = await searchDocuments(db, reader, { query: text, first: 10, offset: 0 });
      service.push(performance.now() - started);
      if (page.rankedBy === 'impacts') fromImpacts += 1;
      if (page.correctedQuery) corrected += 1;
      if (full) {
        // The same page by ranking every match: how much of the top 10 the answer shares with it.
        const exact = await searchDocuments(db, reader, { query: text, first: 10, offset: 0, rankBy: 'every match' });
        const top = new Set(exact.hits.map((h) => h.documentId));
        overlaps.push(exact.hits.length ? page.hits.filter((h) => top.has(h.documentId)).length / exact.hits.length : 1);
      }
      // As the search page asks: the results, and the count with the facets (sent together, shown
      // as each arrives). Each request is made once untimed, its statements (its session's too)
      // captured; then those statements are timed on the bare client, and the request again
      // through GraphQL, both finding the database's cache as that first request left it. (Timed
      // right after the request that ran them first, the bare statements found every page they
      // read in memory and the request did not: after ranking every match of a common word in
      // the largest workspace, its documents' pages were read from disk again.)
      const timed = async (query: string, sqlTimes: number[], graphqlTimes: number[]) => {
        const body = JSON.stringify({ query, variables: { q: text } });
        const statements = await statementsOf(() => post('/graphql', cookie, body));
        started = performance.now();
        await bare(statements);
        sqlTimes.push(performance.now() - started);
        graphqlTimes.push(await post('/graphql', cookie, body));
        return body;
      };
      const body = await timed(PAGE_QUERY, direct, graphql);
      canned = Buffer.from(await (await fetch(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body })).arrayBuffer());
      transport.push(await post('/graphql', cookie, body, echoUrl));
      if (full) await timed(COUNT_QUERY, countSql, countGraphql);
    }
    const cells = (values: number[]) => `${fmt(quantile(values, 0.5))}${fmt(quantile(values, 0.95))}${fmt(quantile(values, 0.99))}`;
    const alone = quantile(transport, 0.5);
    console.log(
      `  ${query.kind.padEnd(16)} ${cells(direct)}  ${cells(service)}  ${cells(graphql)}     ${(quantile(graphql, 0.5) / quantile(direct, 0.5)).toFixed(2)}            ${fmt(alone)} (${((quantile(direct, 0.5) + alone) / quantile(direct, 0.5)).toFixed(2)})              ${String(fromImpacts).padStart(3)}/${ROUNDS}           ${cells(countSql)}  ${cells(countGraphql)}${corrected ? `   corrected ${corrected}/${ROUNDS}` : ''}`,
    );
  }
}
console.log(`\ntop-10 overlap with the exhaustive exact ranking (every match ranked): ${(overlaps.reduce((a, b) => a + b, 0) / overlaps.length).toFixed(3)} mean, ${Math.min(...overlaps).toFixed(2)} lowest, over ${overlaps.length} searches`);
await httpClient.terminate();
echo.close();
await app.close();
await drop();
process.exit(0);
