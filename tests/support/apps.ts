import { expect } from 'vitest';
import type { TestApp } from './app.ts';

export const WEBSITE_INPUT = {
  authType: 'NONE',
  dataPermission: 'ALL_MEMBERS',
  protectedPermission: 'MATCH_APP',
  autoSync: false,
};

const INSTALL = `mutation Install($key: String!, $scope: AppScope!, $input: AppInput!) {
  installApp(connectorKey: $key, scope: $scope, input: $input) {
    __typename
    ... on AppPayload { app { id title } }
    ... on ValidationError { message problems { field message } }
    ... on ActionError { message }
  }
}`;

/** Installs an app through the API and answers its global ID. */
export async function installApp(
  app: TestApp,
  cookie: string,
  key: string,
  input: Record<string, unknown>,
  scope: 'WORKSPACE' | 'PERSONAL' = 'WORKSPACE',
): Promise<string> {
  const result = await app.graphql<{ installApp: { __typename: string; app?: { id: string } } }>(INSTALL, {
    cookie,
    variables: { key, scope, input },
  });
  expect(result.errors).toBeUndefined();
  expect(result.data!.installApp.__typename).toBe('AppPayload');
  return result.data!.installApp.app!.id;
}

export { INSTALL };

export type AppState = {
  syncStatus: string;
  syncErrorMessage: string | null;
  docCount: number;
  latestRun: {
    status: string;
    added: number;
    updated: number;
    unchanged: number;
    deleted: number;
    failed: number;
    total: number | null;
    errorMessage: string | null;
    itemErrors: { edges: { node: { externalId: string; message: string; detail: string | null } }[] };
  } | null;
};

const APP_STATE = `query AppState($id: ID!) { node(id: $id) { ... on App {
  syncStatus syncErrorMessage docCount
  latestRun { status added updated unchanged deleted failed total errorMessage itemErrors(first: 50) { edges { node { externalId message detail } } } }
} } }`;

export async function appState(app: TestApp, cookie: string, appId: string): Promise<AppState> {
  const result = await app.graphql<{ node: AppState }>(APP_STATE, { cookie, variables: { id: appId } });
  expect(result.errors).toBeUndefined();
  return result.data!.node;
}

/** Asks for a sync and waits (through the real queue) until the run has finished. */
export async function syncAndWait(app: TestApp, cookie: string, appId: string, timeoutMs = 30_000): Promise<AppState> {
  const started = await app.graphql<{ syncApp: { __typename: string } }>(
    'mutation Sync($id: ID!) { syncApp(appId: $id) { __typename ... on ActionError { message } } }',
    { cookie, variables: { id: appId } },
  );
  expect(started.data?.syncApp.__typename).toBe('AppPayload');
  return waitForRun(app, cookie, appId, timeoutMs);
}

export async function waitForRun(app: TestApp, cookie: string, appId: string, timeoutMs = 30_000): Promise<AppState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await appState(app, cookie, appId);
    if (state.latestRun && ['SUCCEEDED', 'FAILED'].includes(state.latestRun.status)) return state;
    if (Date.now() > deadline) throw new Error(`sync did not finish: ${JSON.stringify(state)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function documentsOf(app: TestApp, cookie: string, appId: string) {
  const result = await app.graphql<{ node: { documents: { totalCount: number; edges: { node: Record<string, unknown> }[] } } }>(
    `query Docs($id: ID!) { node(id: $id) { ... on App { documents(first: 100) { totalCount edges { node {
      id title url text sourceType updatedAt downloadUrl author
    } } } } } }`,
    { cookie, variables: { id: appId } },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.node.documents.edges.map((e) => e.node);
}

/** Uploads a file to a file app through the REST endpoint, expecting it to be taken. */
export async function uploadToApp(app: TestApp, cookie: string, appId: string, name: string, text: string | Buffer) {
  const form = new FormData();
  form.append('file', new Blob([typeof text === 'string' ? text : new Uint8Array(text)]), name);
  const response = await fetch(`${app.url}/api/apps/${encodeURIComponent(appId)}/files`, { method: 'POST', body: form, headers: { cookie } });
  expect(response.status).toBe(200);
}
