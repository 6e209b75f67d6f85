/**
 * Search with permissions that follow the source. Usage: npm run bench:search -- --permissions [N=100000]
 *
 * Two workspaces hold the same N synthetic documents, chunk for chunk (`bench-corpus.ts`). In one,
 * their app follows the source's permissions: the documents are spread over 1,000 reader sets,
 * each naming a few of the source's 5,000 accounts and up to two of its 200 groups (one set is
 * everyone's); its members are each linked to an account and belong to 0–50 groups. In the other,
 * the app is open to all members. Each query kind is asked over GraphQL, as the search page asks,
 * by a member of each workspace in turns (who goes first alternating), and the p50 and p95 of
 * each side are printed with their ratio. Every fifth query also asks the count and facets; where
 * the open workspace's matches are few enough to list (≤ 2,000), the count a member is given is
 * compared with those matches whose reader set names one of the member's principals, worked out
 * here from the sets as they were made. Ends with the targets, PASS or FAIL.
 */
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { v7 as timeOrderedId } from 'uuid';
import { startApp } from '../../bff/src/app.ts';
import { readerSetOf } from '../../bff/src/apps/reader-sets.ts';
import { apps, documents, sourceGroupMembers, sourceIdentities } from '../../bff/src/apps/tables.ts';
import { loadConfig } from '../../bff/src/config.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { users } from '../../bff/src/identity/tables.ts';
import { chunkRows, insertChunks, mergePendingEntries } from '../../bff/src/search/indexer.ts';
import { searchDocuments } from '../../bff/src/search/query.ts';
import { workspaceMembers } from '../../bff/src/workspaces/tables.ts';
import { chunkText, queryKinds, random, word } from './bench-corpus.ts';
import { benchDatabase } from './bench-database.ts';
import { httpClient } from './bench-http.ts';
import { workspaceWithApp } from './fixture.ts';

const n = Number(process.argv[3] ?? 100_000);
const SETS = 1000;
const ACCOUNTS = 5000;
const GROUPS = 200;
/** Accounts in each group besides the measured members. */
const GROUP_SIZE = 40;
/** Measured members: member k belongs to 2k groups (0 to 50). */
const MEMBERS = 26;
const ROUNDS = 60;
const COUNT_EVERY = 5;
const ORACLE_LIMIT = 2000;
const TARGET_RATIO = 1.2;
const BATCH = 500;

const { databaseUrl, drop } = await benchDatabase();
const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', SYNC_WORKERS: '1', ...(databaseUrl && { DATABASE_URL: databaseUrl }), REDIS_URL: '', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_IP_PER_MINUTE: '0' });
const app = await startApp(config, pino({ level: 'silent' }));
const { db, kind } = app.deps.database;

const source = await workspaceWithApp(db, `Bench as in the source ${timeOrderedId().slice(-6)}`);
const open = await workspaceWithApp(db, `Bench open to all ${timeOrderedId().slice(-6)}`);
await db.update(apps).set({ dataPermission: 'as_in_source' }).where(sql`${apps.workspaceId} = ${source.workspace.id} and ${apps.id} = ${source.app.id}`);

const pickBelow = (size: number) => Math.floor(random() * size);
const account = (k: number) => `github:user:${k}`;
const group = (g: number) => `github:team:${g}`;

// The reader sets, as principals: set 0 is everyone's, the others a few accounts and groups.
const setPrincipals: string[][] = [['everyone']];
for (let s = 1; s < SETS; s++) {
  const principals = Array.from({ length: 1 + pickBelow(6) }, () => account(pickBelow(ACCOUNTS)));
  for (let g = pickBelow(3); g > 0; g--) principals.push(group(pickBelow(GROUPS)));
  setPrincipals.push(principals);
}
const cache = new Map<string, string>();
const setIds: string[] = [];
for (const principals of setPrincipals) {
  setIds.push(await readerSetOf(db, source.workspace.id, principals[0] === 'everyone' ? { everyone: true } : { principals }, cache));
}

// The source's accounts and groups; the measured members, each linked to account k, in 2k groups.
const memberGroups = Array.from({ length: MEMBERS }, (_, k) => new Set(Array.from({ length: 2 * k }, (_, i) => (k * 7 + i * 3) % GROUPS)));
const accountRows = Array.from({ length: ACCOUNTS }, (_, k) => ({ workspaceId: source.workspace.id, provider: 'github', externalId: String(k), login: `acct${k}` }));
for (let i = 0; i < accountRows.length; i += BATCH) await db.insert(sourceIdentities).values(accountRows.slice(i, i + BATCH));
const groupRows = new Map<string, { workspaceId: string; provider: string; groupPrincipal: string; externalId: string }>();
const inGroup = (g: number, k: number) => groupRows.set(`${g} ${k}`, { workspaceId: source.workspace.id, provider: 'github', groupPrincipal: group(g), externalId: String(k) });
for (let g = 0; g < GROUPS; g++) for (let i = 0; i < GROUP_SIZE; i++) inGroup(g, MEMBERS + pickBelow(ACCOUNTS - MEMBERS));
memberGroups.forEach((groups, k) => groups.forEach((g) => inGroup(g, k)));
const memberships = [...groupRows.values()];
for (let i = 0; i < memberships.length; i += BATCH) await db.insert(sourceGroupMembers).values(memberships.slice(i, i + BATCH));

async function addMember(workspaceId: string, name: string) {
  const [user] = await db.insert(users).values({ displayName: name, username: `u_${timeOrderedId().replace(/-/g, '').slice(-12)}`, isActive: true }).returning();
  await db.insert(workspaceMembers).values({ workspaceId, userId: user!.id, wsUserType: 1, wsUsername: name });
  return user!.id;
}
const sourceMembers: string[] = [];
for (let k = 0; k < MEMBERS; k++) {
  const userId = await addMember(source.workspace.id, `member ${k}`);
  await db.update(sourceIdentities).set({ userId }).where(sql`${sourceIdentities.workspaceId} = ${source.workspace.id} and ${sourceIdentities.externalId} = ${String(k)}`);
  sourceMembers.push(userId);
}
const openMember = await addMember(open.workspace.id, 'member');
/** Which sets each measured member reads, as worked out here. */
const reads = memberGroups.map((groups, k) => setPrincipals.map((principals) => principals.some((p) => p === 'everyone' || p === account(k) || [...groups].some((g) => p === group(g)))));

// The documents, the same in both workspaces (the same IDs: a workspace's own key), each source
// one in a set, N / 1,000 documents a set.
const setOf = new Map<string, number>();
const started = performance.now();
let chunks = 0;
for (let offset = 0; offset < n; offset += BATCH) {
  const batch = Array.from({ length: Math.min(BATCH, n - offset) }, (_, i) => {
    const text = chunkText();
    // Documents of a set come together, as a sync takes in a repository's or a space's items together.
    return { id: timeOrderedId(), externalId: String(offset + i), title: `${word()}${word()} ${word()}`, text, set: Math.floor(((offset + i) * SETS) / n), contentHash: `h${offset + i}` };
  });
  const updatedAt = new Date();
  const rows = { source: [] as Awaited<ReturnType<typeof chunkRows>>, open: [] as Awaited<ReturnType<typeof chunkRows>> };
  for (const doc of batch) {
    setOf.set(doc.id, doc.set);
    const common = { id: doc.id, title: doc.title, text: doc.text, restricted: false, sourceType: 'markdown', updatedAt, contentHash: doc.contentHash };
    const sourceRows = await chunkRows({ ...common, workspaceId: source.workspace.id, appId: source.app.id, readerSetId: setIds[doc.set]! });
    rows.source.push(...sourceRows);
    rows.open.push(...sourceRows.map((row) => ({ ...row, workspaceId: open.workspace.id, appId: open.app.id, readerSetId: null })));
  }
  for (const [space, readerSet] of [
    [source, true],
    [open, false],
  ] as const) {
    await db.insert(documents).values(
      batch.map((doc) => ({
        id: doc.id,
        workspaceId: space.workspace.id,
        appId: space.app.id,
        externalId: doc.externalId,
        title: doc.title,
        text: doc.text,
        sourceType: 'markdown',
        updatedAt,
        contentHash: doc.contentHash,
        indexedHash: doc.contentHash,
        readerSetId: readerSet ? setIds[doc.set]! : null,
      })),
    );
    await db.transaction((tx) => insertChunks(tx, readerSet ? rows.source : rows.open));
  }
  chunks += rows.source.length;
}
await mergePendingEntries(db);
await db.execute(sql`vacuum analyze`);
console.log(
  `bench:search --permissions on ${kind}: ${n} documents (${chunks} chunks) in each of two workspaces, indexed in ${((performance.now() - started) / 1000).toFixed(0)} s; ` +
    `${SETS} reader sets of ${ACCOUNTS} accounts and ${GROUPS} groups; ${MEMBERS} members in 0–50 groups`,
);

const cookieOf = async (userId: string) => {
  const token = await createSignInLink(db, userId, new Date(), 5);
  return ((await fetch(`${app.url}/api/auth/link/${token}`, { redirect: 'manual' })).headers.get('set-cookie') ?? '').split(';')[0]!;
};
const sourceCookies = await Promise.all(sourceMembers.map(cookieOf));
const openCookie = await cookieOf(openMember);
const client = httpClient();
const PAGE_QUERY =
  'query ($q: String!) { search(query: $q, first: 10) { matchedAllTerms correctedQuery edges { cursor node { score title { text highlighted } heading passage { text highlighted } preview { text highlighted } link sourceType author updatedAt appTitle } } } }';
const COUNT_QUERY = 'query ($q: String!) { search(query: $q, first: 10) { matchedAllTerms correctedQuery totalCount facets { apps { appId title count } sourceTypes { sourceType count } } } }';
type Counted = { search: { matchedAllTerms: boolean; correctedQuery: string | null; totalCount: number; facets: { apps: { count: number }[]; sourceTypes: { count: number }[] } } };
const ask = async (cookie: string, query: string, text: string) => {
  const answer = await client.post(`${app.url}/graphql`, cookie, JSON.stringify({ query, variables: { q: text } }));
  if (answer.body.errors) throw new Error(`search failed: ${JSON.stringify(answer.body.errors)}`);
  return answer;
};

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? NaN;
const fmt = (v: number, width = 8) => `${v.toFixed(1)}`.padStart(width);
const all = { source: [] as number[], open: [] as number[] };
const counts = { checked: 0, exact: 0, facetsAgree: 0, asked: 0 };
const openReader = { workspaceId: open.workspace.id, userId: openMember, wsUserType: 1 };

// One of each kind first, untimed, as a server that has been answering.
for (const query of queryKinds) {
  await ask(sourceCookies[0]!, PAGE_QUERY, query.text(0));
  await ask(openCookie, PAGE_QUERY, query.text(0));
}
console.log(`\nms over ${ROUNDS} rounds a kind, each side; the member asking rotates over the ${MEMBERS}`);
console.log(`  ${'kind'.padEnd(17)}  as in the source p50     p95   open to all p50     p95   p95 ratio`);
for (const query of queryKinds) {
  const side = { source: [] as number[], open: [] as number[] };
  for (let round = 0; round < ROUNDS; round++) {
    const text = query.text(round);
    const k = round % MEMBERS;
    const order = round % 2 ? (['open', 'source'] as const) : (['source', 'open'] as const);
    for (const which of order) side[which].push((await ask(which === 'source' ? sourceCookies[k]! : openCookie, PAGE_QUERY, text)).ms);
    if (round % COUNT_EVERY !== 0) continue;
    counts.asked += 1;
    const counted = (await ask(sourceCookies[k]!, COUNT_QUERY, text)).body.data as Counted;
    const { totalCount, facets, matchedAllTerms, correctedQuery } = counted.search;
    const facetSum = (list: { count: number }[]) => list.reduce((sum, facet) => sum + facet.count, 0);
    if (facetSum(facets.apps) === totalCount && facetSum(facets.sourceTypes) === totalCount) counts.facetsAgree += 1;
    const openCount = ((await ask(openCookie, COUNT_QUERY, text)).body.data as Counted).search.totalCount;
    if (openCount > ORACLE_LIMIT) continue;
    // Every match in the open workspace, the same documents: those the member's sets hold are what they must be counted.
    const matches = await searchDocuments(db, openReader, { query: text, first: Math.max(1, openCount), offset: 0, rankBy: 'every match' });
    // A member who reads no document holding every word is shown those holding some (or the words corrected): another search.
    if (matches.matchedAllTerms !== matchedAllTerms || matches.correctedQuery !== correctedQuery) continue;
    const expected = matches.hits.filter((hit) => reads[k]![setOf.get(hit.documentId)!]).length;
    counts.checked += 1;
    if (expected === totalCount) counts.exact += 1;
    else console.log(`    count differs for member ${k}, "${text}": ${totalCount} counted, ${expected} readable of ${openCount}`);
  }
  console.log(
    `  ${query.kind.padEnd(17)}  ${fmt(quantile(side.source, 0.5), 20)}${fmt(quantile(side.source, 0.95))}  ${fmt(quantile(side.open, 0.5), 15)}${fmt(quantile(side.open, 0.95))}   ${(quantile(side.source, 0.95) / quantile(side.open, 0.95)).toFixed(2).padStart(8)}`,
  );
  all.source.push(...side.source);
  all.open.push(...side.open);
}
const ratio = quantile(all.source, 0.95) / quantile(all.open, 0.95);
console.log(
  `  ${'all kinds'.padEnd(17)}  ${fmt(quantile(all.source, 0.5), 20)}${fmt(quantile(all.source, 0.95))}  ${fmt(quantile(all.open, 0.5), 15)}${fmt(quantile(all.open, 0.95))}   ${ratio.toFixed(2).padStart(8)}`,
);
const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
console.log(`\ntargets:`);
console.log(`  a member's search p95 as in the source ≤ ${TARGET_RATIO}× open to all, all kinds: ${ratio.toFixed(2)}×   ${pass(ratio <= TARGET_RATIO)}`);
console.log(`  count and facets agree: ${counts.facetsAgree}/${counts.asked}   ${pass(counts.facetsAgree === counts.asked)}`);
console.log(`  count = the matches the member's sets hold (where ≤ ${ORACLE_LIMIT} matches to list): ${counts.exact}/${counts.checked}   ${pass(counts.checked > 0 && counts.exact === counts.checked)}`);
await client.close();
await app.close();
await drop();
