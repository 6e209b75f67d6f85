/**
 * Search speed. Usage: npm run bench:search -- [N=100000]
 * (`npm run bench:search -- --permissions [N]`: permissions that follow the source, `bench-permissions.ts`.)
 *
 * Generates N synthetic bilingual documents of a chunk or so (Chinese and English words with
 * Zipf-skewed frequencies, in workspaces of Zipf-skewed sizes: `bench-corpus.ts`) and indexes them
 * twice side by side (`bench-ingest.ts`): by the real indexing path, and as a plain insert into a
 * table with a full-text GIN index alone; chunks a second of each. Then times rotating queries of
 * 1–7 words (a common word, a rare word, 2–3 words, a Chinese question, an English question, a
 * misspelled word) in the largest and a median workspace, p50 and p95 per kind and for all kinds:
 * GraphQL's `search` over HTTP as the search page asks for its results, first as a person meets it
 * (the words' rarities counted already or not, as the rotation left them), then again beside a
 * minimal endpoint over the same search service (`bench-http.ts`: Node's own HTTP server, the
 * session, the service, JSON), both by the same client, in turns, with the service's own time
 * inside the endpoint. Every query's top 10 is compared with ranking every match (`rankBy: 'every
 * match'`), and the path that answered it counted (the impact lists, or every match ranked); the
 * count with its facets is timed on every fifth, with whether it counted every match
 * (`totalCountIsExact`). Ends with the targets, PASS or FAIL. The server runs in this process as
 * `npm start` runs it (its heap settings, and `NODE_ENV=production`). On the embedded database, or
 * on DATABASE_URL's Postgres (a fresh database, dropped afterwards; BENCH_KEEP=1 keeps it, and
 * BENCH_REUSE=1 with DATABASE_URL naming it searches it again without ingesting: `bench-database.ts`).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { startApp } from '../../bff/src/app.ts';
import { loadConfig } from '../../bff/src/config.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { searchDocuments } from '../../bff/src/search/query.ts';
import { recountDueTerms } from '../../bff/src/search/term-counts.ts';
import { queryKinds } from './bench-corpus.ts';
import { benchDatabase } from './bench-database.ts';
import { httpClient, minimalEndpoint, type Answer } from './bench-http.ts';
import { ingest } from './bench-ingest.ts';
import { keptSpaces, workspaceWithApp, type Space } from './fixture.ts';

const n = Number(process.argv[2] ?? 100_000);
const WORKSPACES = 40;
// Enough rounds for a p95 of each kind (of 20, the p95 would be the slowest).
const ROUNDS = 100;
const COUNT_EVERY = 5;
const TARGET_P95_MS = 100;
const TARGET_IDENTICAL = 0.99;
const TARGET_RATIO = 1.3;
const TARGET_COUNT_P95_MS = 150;

if (process.argv[2] === '--permissions') {
  // Search with permissions that follow the source: a mode of its own (`bench-permissions.ts`).
  await import('./bench-permissions.ts');
  process.exit(0);
}

// The database: embedded, or a fresh one on a server.
const { databaseUrl, drop, reused } = await benchDatabase();
// No rate limits: the bench sends thousands of queries a minute from this machine, and times search
// alone. No scheduled recount of common words: it runs once, after the ingest, timed on its own.
const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: 'memory://',
  LOG_LEVEL: 'silent',
  SYNC_WORKERS: '1',
  ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  REDIS_URL: '',
  RATE_LIMIT_PER_MINUTE: '0',
  RATE_LIMIT_IP_PER_MINUTE: '0',
  SEARCH_RECOUNT_MIN_CHUNKS: '0',
});
const app = await startApp(config, pino({ level: 'silent' }));
const { db, kind } = app.deps.database;

// Workspace sizes: Zipf over 40 workspaces (the largest holds about a fifth); a kept database's as they are.
let sizes: number[];
let spaces: Space[];
if (reused) {
  ({ sizes, spaces } = await keptSpaces(db));
  console.log(`bench:search on ${kind}, the kept database searched again: ${sizes.reduce((a, b) => a + b, 0)} chunks in ${spaces.length} workspaces (largest ${sizes[0]}, median ${sizes[Math.floor(spaces.length / 2)]})`);
} else {
  const weights = Array.from({ length: WORKSPACES }, (_, i) => 1 / (i + 1) ** 0.9);
  const total = weights.reduce((a, b) => a + b, 0);
  sizes = weights.map((w) => Math.max(1, Math.round((w / total) * n)));
  spaces = [];
  for (let i = 0; i < WORKSPACES; i++) spaces.push(await workspaceWithApp(db, `Bench ${i} ${randomBytes(3).toString('hex')}`));
  const ingested = await ingest(db, kind, spaces, sizes);
  // The tables as autovacuum leaves them soon after a sync: visibility maps set (a workspace's
  // documents are counted from an index alone, not by reading every document: 2 ms instead of
  // 65 ms for 20k of 100k), statistics fresh. Vacuumed here, as a Postgres may run without it.
  await db.execute(sql`vacuum analyze`);
  const rate = (seconds: number) => `${(ingested.chunks / seconds).toFixed(0).padStart(6)} chunks/s (${seconds.toFixed(1)} s)`;
  console.log(`bench:search on ${kind}: ${ingested.chunks} chunks in ${WORKSPACES} workspaces (largest ${sizes[0]}, median ${sizes[Math.floor(WORKSPACES / 2)]})`);
  console.log(
    `ingest, the same chunks both ways in the same run (blocks of ${ingested.block} documents, which way first alternating; batches of ${ingested.batch}, ${ingested.writers} written at once, tokenising included):`,
  );
  console.log(`  the indexing path (chunks, impact lists, words)                     ${rate(ingested.indexed)}`);
  console.log(`  plain insert (chunks, GIN (workspace_id, tsv) alone, no key)        ${rate(ingested.plain)}   the indexing path takes ${(ingested.indexed / ingested.plain).toFixed(2)}× as long`);
  console.log(`  tokenising alone (in both)                                          ${rate(ingested.tokenising)}`);
}
// The large workspaces' common words counted ahead (`term-counts.ts`), as the recount's schedule
// does within ten minutes of a sync: timed on its own, not as part of the ingest.
const recountStarted = performance.now();
const recount = kind === 'postgres' ? await recountDueTerms(db, { info: () => {} }) : { recounted: 0 };
console.log(`recount of the large workspaces' common words (the schedule's work after a sync): ${recount.recounted} workspaces in ${((performance.now() - recountStarted) / 1000).toFixed(1)} s`);
const largest = 0;
const median = Math.floor(spaces.length / 2);

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
const fmt = (v: number, width = 7) => `${v.toFixed(1)}`.padStart(width);
const share = (count: number, of: number) => `${count}/${of}`.padStart(8);
const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

const client = httpClient();
const endpoint = await minimalEndpoint(db, app.deps);
// What the search page asks (SearchResultsQuery, SearchResultItem_result), and the score to tell answers apart.
const PAGE_QUERY =
  'query ($q: String!) { search(query: $q, first: 10) { searchId matchedAllTerms correctedQuery edges { cursor node { score title { text highlighted } heading passage { text highlighted } preview { text highlighted } link sourceType author updatedAt appTitle } } } }';
const COUNT_QUERY = 'query ($q: String!) { search(query: $q, first: 10) { totalCount totalCountIsExact facets { apps { appId title count } sourceTypes { sourceType count } } } }';
/** What tells two answers apart: each result's score and title. */
const edgesOf = (answer: Answer) =>
  JSON.stringify((answer.body.data as { search: { edges: { node: { score: number; title: unknown } }[] } }).search.edges.map(({ node }) => [node.score, node.title]));

type Times = {
  first: number[];
  graphql: number[];
  endpoint: number[];
  service: number[];
  count: number[];
  matches: number[];
  countedExactly: number;
  sameAnswer: number;
  identical: number;
  fromImpacts: number;
  identicalFromImpacts: number;
  corrected: number;
};
const times = (): Times => ({ first: [], graphql: [], endpoint: [], service: [], count: [], matches: [], countedExactly: 0, sameAnswer: 0, identical: 0, fromImpacts: 0, identicalFromImpacts: 0, corrected: 0 });
const results: { which: string; chunks: number; all: Times; over: string[] }[] = [];

for (const [which, at] of [['largest', largest], ['median', median]] as const) {
  const { workspace, creator } = spaces[at]!;
  const reader = { workspaceId: workspace.id, userId: creator.id, wsUserType: 3 };
  const token = await createSignInLink(db, creator.id, new Date(), 5);
  const cookie = ((await fetch(`${app.url}/api/auth/link/${token}`, { redirect: 'manual' })).headers.get('set-cookie') ?? '').split(';')[0]!;
  const graphql = (query: string, text: string) => client.post(`${app.url}/graphql`, cookie, JSON.stringify({ query, variables: { q: text } }));
  const minimal = (text: string) => client.post(endpoint.url, cookie, JSON.stringify({ query: text }));
  // One of each kind first, untimed, as a server that has been answering (its statements' shapes prepared).
  for (const query of queryKinds) {
    await graphql(PAGE_QUERY, query.text(0));
    await minimal(query.text(0));
    endpoint.served();
  }

  console.log(`\nworkspace of ${sizes[at]} chunks (${which}), ms over ${ROUNDS} rounds a kind (the count and facets, and the documents matched, over ${ROUNDS / COUNT_EVERY})`);
  console.log(
    `  ${'kind'.padEnd(17)}  first search p50    p95   again: GraphQL p50    p95   endpoint p50    p95   service p50    p95   GraphQL/endpoint p50   same answer   top 10 = every match   from impact lists   count p50    p95   matches p50   counted exactly   corrected`,
  );
  const all = times();
  const over: string[] = [];
  const row = (label: string, t: Times) => {
    const rounds = t.graphql.length;
    console.log(
      `  ${label.padEnd(17)}  ${fmt(quantile(t.first, 0.5), 16)}${fmt(quantile(t.first, 0.95))}  ${fmt(quantile(t.graphql, 0.5), 18)}${fmt(quantile(t.graphql, 0.95))}  ${fmt(quantile(t.endpoint, 0.5), 12)}${fmt(quantile(t.endpoint, 0.95))}  ${fmt(quantile(t.service, 0.5), 11)}${fmt(quantile(t.service, 0.95))}` +
        `   ${(quantile(t.graphql, 0.5) / quantile(t.endpoint, 0.5)).toFixed(2).padStart(20)}   ${share(t.sameAnswer, rounds).padStart(11)}   ${share(t.identical, rounds).padStart(20)}   ${share(t.fromImpacts, rounds).padStart(17)}` +
        `  ${fmt(quantile(t.count, 0.5), 9)}${fmt(quantile(t.count, 0.95))}   ${String(quantile(t.matches, 0.5)).padStart(11)}   ${share(t.countedExactly, t.count.length).padStart(15)}   ${share(t.corrected, rounds).padStart(9)}`,
    );
  };
  for (const query of queryKinds) {
    const t = times();
    for (let round = 0; round < ROUNDS; round++) {
      const text = query.text(round);
      // The search as a person meets it: the words' rarities counted already or not, as the
      // rotation left them (`term-stats.ts` keeps them a few minutes).
      const page = await graphql(PAGE_QUERY, text);
      t.first.push(page.ms);
      // GraphQL and the endpoint again, in turns, both finding the rarities counted: the same
      // work behind both (timed first, one of them would count them for the other).
      let again: Answer, bare: Answer;
      if (round % 2 === 0) {
        again = await graphql(PAGE_QUERY, text);
        bare = await minimal(text);
      } else {
        bare = await minimal(text);
        again = await graphql(PAGE_QUERY, text);
      }
      const served = endpoint.served();
      t.graphql.push(again.ms);
      t.endpoint.push(bare.ms);
      t.service.push(served.serviceMs);
      if (edgesOf(page) === edgesOf(bare) && edgesOf(again) === edgesOf(bare)) t.sameAnswer += 1;
      if (served.page.correctedQuery) t.corrected += 1;
      // The same top 10 from ranking every match: the same documents in the same order.
      const exact = await searchDocuments(db, reader, { query: text, first: 10, offset: 0, rankBy: 'every match' });
      const identical = exact.hits.map((h) => h.documentId).join() === served.page.hits.map((h) => h.documentId).join();
      if (identical) t.identical += 1;
      if (served.page.rankedBy === 'impacts') {
        t.fromImpacts += 1;
        if (identical) t.identicalFromImpacts += 1;
      }
      if (round % COUNT_EVERY === 0) {
        const counted = await graphql(COUNT_QUERY, text);
        t.count.push(counted.ms);
        const { totalCount, totalCountIsExact } = (counted.body.data as { search: { totalCount: number; totalCountIsExact: boolean } }).search;
        t.matches.push(totalCount);
        if (totalCountIsExact) t.countedExactly += 1;
      }
    }
    row(query.kind, t);
    if (quantile(t.first, 0.95) > TARGET_P95_MS) over.push(`${query.kind} ${quantile(t.first, 0.95).toFixed(0)} ms`);
    for (const key of ['first', 'graphql', 'endpoint', 'service', 'count', 'matches'] as const) all[key].push(...t[key]);
    for (const key of ['countedExactly', 'sameAnswer', 'identical', 'fromImpacts', 'identicalFromImpacts', 'corrected'] as const) all[key] += t[key];
  }
  row('all kinds', all);
  results.push({ which, chunks: sizes[at]!, all, over });
}

console.log(`\ntargets:`);
for (const { which, chunks, all, over } of results) {
  const p95 = quantile(all.first, 0.95);
  const ratio = quantile(all.graphql, 0.5) / quantile(all.endpoint, 0.5);
  console.log(
    `  ${which} workspace (${chunks} chunks): first search's p95 ≤ ${TARGET_P95_MS} ms, all kinds: ${fmt(p95, 0)} ms   ${pass(p95 <= TARGET_P95_MS)}${over.length ? `   (kinds over it: ${over.join(', ')})` : ''}`,
  );
  console.log(`  ${which} workspace (${chunks} chunks): GraphQL p50 ≤ ${TARGET_RATIO}× the minimal endpoint's: ${ratio.toFixed(2)}×   ${pass(ratio <= TARGET_RATIO)}`);
  const countP95 = quantile(all.count, 0.95);
  console.log(`  ${which} workspace (${chunks} chunks): the count's p95 ≤ ${TARGET_COUNT_P95_MS} ms, all kinds: ${fmt(countP95, 0)} ms   ${pass(countP95 <= TARGET_COUNT_P95_MS)}`);
}
const rounds = results.reduce((sum, r) => sum + r.all.graphql.length, 0);
const identical = results.reduce((sum, r) => sum + r.all.identical, 0);
const fromImpacts = results.reduce((sum, r) => sum + r.all.fromImpacts, 0);
const identicalFromImpacts = results.reduce((sum, r) => sum + r.all.identicalFromImpacts, 0);
console.log(
  `  top 10 identical to ranking every match ≥ ${TARGET_IDENTICAL * 100}%: ${((identical / rounds) * 100).toFixed(1)}% (${identical}/${rounds}; answered from the impact lists ${fromImpacts}/${rounds}, of them identical ${identicalFromImpacts})   ${pass(identical / rounds >= TARGET_IDENTICAL)}`,
);
await client.close();
await endpoint.close();
await app.close();
await drop();
process.exit(0);
