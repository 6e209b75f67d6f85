/**
 * A sync after a change of readers alone, beside a sync after no change at all.
 *
 *   npm run bench:permission-sync -- [items=10000]
 *
 * A GitHub app "as in the source" over 50 private repositories of items/50 files each, served by
 * the tests' GitHub (the documented shapes, in this process), synced once. Then, in turns, five
 * times each: a sync when nothing changed, and a sync after one repository gained or lost a
 * collaborator (2% of the items, twice the target's 1%, whose readers alone change: their content
 * is not indexed again).
 * Each sync is timed from asking for it to its run's end as the API tells it; printed: each kind's
 * median and the ratio of the medians, with the target (≤ 1.2×), PASS or FAIL. On PGlite in
 * memory, or a fresh database on DATABASE_URL's Postgres.
 */
import { startTestApp, type TestApp } from '../../tests/support/app.ts';
import { startFakeGitHub } from '../../tests/support/fake-github.ts';
import { workspaces } from '../../bff/src/workspaces/tables.ts';

const items = Number(process.argv[2] ?? 10_000);
/** The most an app takes (`repositoriesInvalid`): one repository's change is 2% of the items, twice the target's 1%. */
const REPOSITORIES = 50;
const ROUNDS = 5;
const TARGET_RATIO = 1.2;

const github = await startFakeGitHub();
const app: TestApp = await startTestApp({ GITHUB_API_URL: github.url, GITHUB_WEB_URL: github.url, RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_IP_PER_MINUTE: '0' });
const cookie = await app.signIn(await app.demoCreatorId());
// A version whose document limit holds them all (the demo's holds 1,000).
await app.deps.database.db.update(workspaces).set({ version: 'ultimate' });

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await app.graphql<T>(query, { cookie, variables });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

const perRepository = Math.ceil(items / REPOSITORIES);
const repositories = Array.from({ length: REPOSITORIES }, (_, r) => `benchorg/repo${r}`);
github.tokens.add('bench-token');
for (const [r, name] of repositories.entries()) {
  const files = new Map(Array.from({ length: perRepository }, (_, f) => [`docs/page${f}.md`, `# Page ${f} of repository ${r}\n\nPermission bench text ${r}-${f}, about harbours and ships.\n`]));
  github.repos.set(name, { private: true, files, issues: [], collaborators: [`owner${r}`, `reader${r}`] });
}

const installed = await graphql<{ installApp: { app?: { id: string } } }>(
  `mutation ($input: AppInput!) { installApp(connectorKey: "github", scope: WORKSPACE, input: $input) { __typename ... on AppPayload { app { id } } ... on ValidationError { problems { field message } } ... on Error { message } } }`,
  {
    input: {
      title: 'Permission bench',
      authType: 'TOKEN',
      dataPermission: 'AS_IN_SOURCE',
      protectedPermission: 'MATCH_APP',
      autoSync: false,
      credentials: { token: 'bench-token' },
      settings: { repositories, includeIssues: false },
    },
  },
);
if (!installed.installApp.app) throw new Error(`the app was not installed: ${JSON.stringify(installed.installApp)}`);
const appId = installed.installApp.app.id;

type Run = { status: string; added: number; updated: number; unchanged: number; failed: number; finishedAt: string | null };
/** Asks for a sync and waits for its run to end: its time from asking, and its counts. */
async function sync(): Promise<{ ms: number; run: Run }> {
  const started = performance.now();
  const before = await graphql<{ node: { latestRun: { id: string } | null } }>('query ($id: ID!) { node(id: $id) { ... on App { latestRun { id } } } }', { id: appId });
  await graphql('mutation ($id: ID!) { syncApp(appId: $id) { __typename } }', { id: appId });
  for (;;) {
    const state = await graphql<{ node: { latestRun: (Run & { id: string }) | null } }>(
      'query ($id: ID!) { node(id: $id) { ... on App { latestRun { id status added updated unchanged failed finishedAt } } } }',
      { id: appId },
    );
    const run = state.node.latestRun;
    if (run && run.id !== before.node.latestRun?.id && run.finishedAt) return { ms: performance.now() - started, run };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const first = await sync();
console.log(`permission-sync on ${process.env.DATABASE_URL ? 'Postgres' : 'PGlite'}: ${REPOSITORIES * perRepository} items in ${REPOSITORIES} repositories; first sync ${(first.ms / 1000).toFixed(1)} s (${first.run.added} added)`);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const times = { unchanged: [] as number[], readers: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  // Which kind goes first alternates, so that neither always follows the other.
  for (const kind of round % 2 ? (['readers', 'unchanged'] as const) : (['unchanged', 'readers'] as const)) {
    if (kind === 'readers') {
      const repo = github.repos.get(repositories[round % REPOSITORIES]!)!;
      repo.collaborators = repo.collaborators!.length === 2 ? [...repo.collaborators!, `newcomer${round}`] : repo.collaborators!.slice(0, 2);
    }
    const { ms, run } = await sync();
    const expected = kind === 'readers' ? perRepository : 0;
    if (run.status !== 'SUCCEEDED' || run.updated !== expected || run.failed !== 0) throw new Error(`a ${kind} sync ran ${JSON.stringify(run)}`);
    times[kind].push(ms);
    console.log(`  round ${round + 1}: ${kind === 'readers' ? `readers of ${perRepository} items changed` : 'nothing changed'}: ${(ms / 1000).toFixed(2)} s`);
  }
}
const ratio = median(times.readers) / median(times.unchanged);
console.log(`median: nothing changed ${(median(times.unchanged) / 1000).toFixed(2)} s, readers of 2% changed ${(median(times.readers) / 1000).toFixed(2)} s`);
console.log(`target: a sync after a change of readers in 1% of the items (2% here) ≤ ${TARGET_RATIO}× one after no change: ${ratio.toFixed(2)}×   ${ratio <= TARGET_RATIO ? 'PASS' : 'FAIL'}`);
await app.stop();
await github.close();
process.exit(0);
