import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureFirstVisit, tally } from '../../scripts/bench/first-visit.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { launchBrowser, requireBuiltWebApp } from '../support/browser.ts';

const DIST = 'web/dist';
/** What HTTP/1.1 headers of a script's answer may add to its body, at most. */
const HEADERS_AT_MOST = 2048;

let app: TestApp;
let browser: Browser;

beforeAll(async () => {
  requireBuiltWebApp();
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('npm run bench:weight’s measure of a first visit', () => {
  it('counts each script as Chromium received it: compressed as built, with its headers, split at the first render', async () => {
    const visit = await measureFirstVisit(browser, `${app.url}/login`);
    expect(visit.scripts.length).toBeGreaterThan(3);

    for (const script of visit.scripts) {
      const file = path.join(DIST, new URL(script.url).pathname);
      // Chromium accepts brotli and gzip from this server (plain HTTP on the loopback): each script
      // comes as its `.br`, else as its `.gz` (the build keeps only copies smaller than the file).
      const compressed = [`${file}.br`, `${file}.gz`].find((copy) => existsSync(copy));
      expect(script.encoding).toBe(compressed ? (compressed.endsWith('.br') ? 'br' : 'gzip') : 'identity');
      const body = statSync(compressed ?? file).size;
      expect(script.transferred).toBeGreaterThan(body);
      expect(script.transferred).toBeLessThan(body + HEADERS_AT_MOST);
      expect(script.decoded).toBe(statSync(file).size);
    }

    // The scripts index.html names are what any first render needs.
    const named = [...readFileSync(path.join(DIST, 'index.html'), 'utf8').matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    for (const src of named) {
      const script = visit.scripts.find((candidate) => new URL(candidate.url).pathname === src);
      expect(script, src).toBeDefined();
      expect(script!.beforeFirstRender).toBe(true);
      expect(script!.finishedMs).toBeLessThanOrEqual(visit.firstRenderMs);
    }

    // The first frame is painted from the entry alone (the scripts index.html names or preloads):
    // the page's own code and Relay load after it.
    const entry = [...readFileSync(path.join(DIST, 'index.html'), 'utf8').matchAll(/<(?:script|link rel="modulepreload")[^>]* (?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    const early = visit.scripts.filter((script) => script.beforeFirstRender).map((script) => new URL(script.url).pathname);
    expect(early.sort()).toEqual([...entry].sort());
    expect(visit.scripts.length).toBeGreaterThan(entry.length);

    // The protocol's paint time agrees with the page's own `first-contentful-paint` entry.
    expect(visit.firstRenderMs).toBeGreaterThan(0);
    expect(Math.abs(visit.firstRenderMs - visit.pageFirstRenderMs)).toBeLessThan(100);

    const sums = tally(visit.scripts);
    expect(sums.untilIdle.files).toBe(visit.scripts.length);
    expect(sums.untilIdle.transferred).toBe(visit.scripts.reduce((total, script) => total + script.transferred, 0));
    const before = visit.scripts.filter((script) => script.finishedMs <= visit.firstRenderMs);
    expect(sums.beforeFirstRender.files).toBe(before.length);
    expect(sums.beforeFirstRender.transferred).toBe(before.reduce((total, script) => total + script.transferred, 0));
  });
});

describe('what a first visit loads', () => {
  // A dialog's code (Chakra's dialog, its focus trap and layers, and what it holds) comes when the
  // dialog first opens: the pages below show dialogs' buttons on every visit and open them rarely.
  for (const route of ['/search', '/chat']) {
    it(`loads no dialog's code on ${route} until one is opened`, async () => {
      const cookie = await app.signIn(await app.demoCreatorId());
      const [name, value] = [cookie.slice(0, cookie.indexOf('=')), cookie.slice(cookie.indexOf('=') + 1)];
      const visit = await measureFirstVisit(browser, `${app.url}${route}`, [{ name, value, url: app.url }]);
      const scripts = visit.scripts.map((script) => new URL(script.url).pathname);
      expect(scripts.length).toBeGreaterThan(10);
      expect(scripts.filter((script) => /\/assets\/(dialog|\w*DialogContent|ShareConversationDialog)-[\w-]+\.js$/.test(script))).toEqual([]);
    });
  }
});
