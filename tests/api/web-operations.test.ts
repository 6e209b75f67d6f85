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

async function webOperations() {
  const dir = new URL('../../web/src/__generated__/', import.meta.url);
  const texts: [string, string][] = [];
  for (const file of await readdir(dir)) {
    const source = await readFile(new URL(file, dir), 'utf8');
    const match = /"text": ("(?:[^"\\]|\\.)*")/.exec(source);
    if (match) texts.push([file, JSON.parse(match[1]!) as string]);
  }
  return texts;
}

describe('the web app’s operations', () => {
  it('all pass the API limits', async () => {
    const operations = await webOperations();
    expect(operations.length).toBeGreaterThan(5);
    const refused: string[] = [];
    for (const [file, text] of operations) {
      if (text.startsWith('subscription')) continue;
      const result = await app.graphql(text, { cookie });
      for (const error of result.errors ?? []) {
        if (/limit|depth|alias|token/i.test(error.message)) refused.push(`${file}: ${error.message}`);
      }
    }
    expect(refused).toEqual([]);
  });
});
