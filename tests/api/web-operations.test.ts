import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

// Every operation the web app sends must pass the API's per-document limits (depth, cost,
// aliases, tokens); otherwise a screen would fail only in the browser.
let app: TestApp;
let cookie: string;
beforeAll(async () => {
  app = await startTestApp();
  cookie = await app.signIn(await app.demoCreatorId());
});
afterAll(() => app.stop());

/** The web app's operations as the server knows them: the persisted ones its artifacts name. */
async function webOperations() {
  const dir = new URL('../../web/src/__generated__/', import.meta.url);
  const persisted = JSON.parse(await readFile(new URL('../../web/persisted-operations.json', import.meta.url), 'utf8')) as Record<string, string>;
  const operations: [string, string, string][] = [];
  for (const file of await readdir(dir)) {
    const source = await readFile(new URL(file, dir), 'utf8');
    const id = /"params": \{\s*"id": "([0-9a-f]{32})"/.exec(source)?.[1];
    if (id) operations.push([file, id, persisted[id]!]);
  }
  return operations;
}

describe('the web app’s operations', () => {
  it('all pass the API limits', async () => {
    const operations = await webOperations();
    expect(operations.length).toBeGreaterThan(5);
    const refused: string[] = [];
    for (const [file, id, text] of operations) {
      expect(text, `${file}: its operation is not in web/persisted-operations.json`).toBeTypeOf('string');
      if (text.startsWith('subscription')) continue;
      // Sent as the web app sends it: by id.
      const response = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ documentId: id }),
      });
      const result = (await response.json()) as { errors?: { message: string }[] };
      for (const error of result.errors ?? []) {
        // GraphQL Armor's refusals ("Token limit of 2000 exceeded", "Query depth limit of 12 exceeded"…);
        // a variable the request leaves out is no refusal of the document.
        if (/limit of \d+|exceeded/i.test(error.message)) refused.push(`${file}: ${error.message}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
