import type { Session } from './product.ts';

type RunState = {
  syncStatus: string;
  syncErrorMessage: string | null;
  docCount: number;
  latestRun: {
    status: string;
    added: number;
    failed: number;
    errorMessage: string | null;
    errorDetail: string | null;
    itemErrors: { totalCount: number; edges: { node: { externalId: string; message: string; detail: string | null } }[] };
  } | null;
};

const STATE = `query ($id: ID!) { node(id: $id) { ... on App {
  syncStatus syncErrorMessage docCount
  latestRun { status added failed errorMessage errorDetail itemErrors(first: 20) { totalCount edges { node { externalId message detail } } } }
} } }`;

/**
 * Adds a website app through the API, crawling from `startUrl` with the site's sitemap, syncs it
 * and waits for the run to finish. Fails unless the app then holds exactly `expected` documents,
 * naming the run's item errors.
 */
export async function crawlSite(session: Session, title: string, startUrl: string, expected: number) {
  const installed = await session.graphql<{ installApp: { __typename: string; app?: { id: string } } }>(
    `mutation ($input: AppInput!) { installApp(connectorKey: "website", scope: WORKSPACE, input: $input) {
      __typename ... on AppPayload { app { id } } ... on Error { message } ... on ValidationError { problems { field message } } } }`,
    {
      input: {
        title,
        authType: 'NONE',
        dataPermission: 'ALL_MEMBERS',
        protectedPermission: 'MATCH_APP',
        autoSync: false,
        // No pause between requests (the site is this process's), and room for every page.
        settings: { startUrls: [startUrl], useSitemap: true, maxDepth: 1, maxPages: Math.min(5000, expected + 10), delayMs: 0 },
      },
    },
  );
  const appId = installed.installApp.app?.id;
  if (!appId) throw new Error(`installApp: ${JSON.stringify(installed.installApp)}`);
  const sync = await session.graphql<{ syncApp: { __typename: string } }>(
    'mutation ($id: ID!) { syncApp(appId: $id) { __typename ... on Error { message } } }',
    { id: appId },
  );
  if (sync.syncApp.__typename !== 'AppPayload') throw new Error(`syncApp: ${JSON.stringify(sync.syncApp)}`);

  let state: RunState;
  for (const deadline = Date.now() + 15 * 60_000; ; ) {
    state = (await session.graphql<{ node: RunState }>(STATE, { id: appId })).node;
    if (state.latestRun && ['SUCCEEDED', 'FAILED'].includes(state.latestRun.status)) break;
    if (Date.now() > deadline) throw new Error(`the sync of ${title} did not finish: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const run = state.latestRun!;
  if (run.status !== 'SUCCEEDED' || state.docCount !== expected) {
    const errors = run.itemErrors.edges.map(({ node }) => `  ${node.externalId}: ${node.message}${node.detail ? ` (${node.detail})` : ''}`);
    throw new Error(
      [
        `${title}: the sync ${run.status.toLowerCase()} with ${state.docCount} documents, ${expected} expected` +
          (run.errorMessage ? `: ${run.errorMessage}${run.errorDetail ? ` (${run.errorDetail})` : ''}` : ''),
        `${run.added} added, ${run.failed} failed, ${run.itemErrors.totalCount} item errors${errors.length ? ':' : ''}`,
        ...errors,
      ].join('\n'),
    );
  }
  return { appId, documents: state.docCount };
}
