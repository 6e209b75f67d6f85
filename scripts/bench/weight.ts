/**
 * The JavaScript a first visit costs, as Chromium transfers it. Usage: npm run bench:weight [-- --files]
 *
 * Starts the product in this process as `npm start` does (the built web app, the demo workspace,
 * embedded PGlite in a temporary data folder, removed afterwards), then opens /search and /home
 * signed in as the demo's creator and /login signed out, each in a new browser context (an empty
 * cache). Per route: the JavaScript transferred (headers and compressed bodies, as read from the
 * network) before the first contentful paint, and until the network has been idle for 500 ms.
 * `--files` lists each script. Fails above the budgets (issue 33).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { startApp } from '../../bff/src/app.ts';
import { loadConfig } from '../../bff/src/config.ts';
import { seedDemoDocuments } from '../../bff/src/demo/documents.ts';
import { findDemoCreator, seedDemo } from '../../bff/src/demo/seed.ts';
import { createSignInLink } from '../../bff/src/identity/sessions.ts';
import { launchBrowser, requireBuiltWebApp } from '../../tests/support/browser.ts';
import { measureFirstVisit, tally, type FirstVisit } from './first-visit.ts';

const KB = 1024;
const BUDGET = { beforeFirstRender: 170 * KB, untilIdle: 250 * KB };
const ROUTES = [
  { path: '/search', signedIn: true },
  { path: '/home', signedIn: true },
  { path: '/login', signedIn: false },
];

const { values } = parseArgs({ options: { files: { type: 'boolean', default: false } } });
requireBuiltWebApp();

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zhiwen-weight-'));
const { DATABASE_URL: _server, ...env } = process.env;
const config = loadConfig({ ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', REDIS_URL: '' });
const app = await startApp(config, pino({ level: 'silent' }));
const browser = await launchBrowser();
const visits: FirstVisit[] = [];
try {
  const { db } = app.deps.database;
  if (await seedDemo(db)) await seedDemoDocuments(db, config.uploadDir, app.deps.jobs);
  const token = await createSignInLink(db, (await findDemoCreator(db))!.id, new Date(), 5);
  const signIn = await fetch(`${app.url}/api/auth/link/${token}`, { redirect: 'manual' });
  const [name, value] = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!.split('=') as [string, string | undefined];
  if (!value) throw new Error(`the sign-in link answered ${signIn.status} without a session`);
  const session = [{ name, value, url: app.url }];
  for (const route of ROUTES) visits.push(await measureFirstVisit(browser, `${app.url}${route.path}`, route.signedIn ? session : []));
} finally {
  await browser.close();
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const cell = (sum: { files: number; transferred: number; decoded: number }) =>
  `${kb(sum.transferred).padStart(9)} in ${String(sum.files).padStart(2)} files (${kb(sum.decoded)} decoded)`.padEnd(42);
console.log('First visit, empty cache: JavaScript as Chromium transferred it (headers and compressed bodies).');
console.log(`${'route'.padEnd(8)} ${'before first render'.padEnd(42)} ${'until network idle'.padEnd(42)} first render`);
const over: string[] = [];
for (const visit of visits) {
  const route = new URL(visit.url).pathname;
  const sums = tally(visit.scripts);
  console.log(`${route.padEnd(8)} ${cell(sums.beforeFirstRender)} ${cell(sums.untilIdle)} ${Math.round(visit.firstRenderMs)} ms`);
  if (sums.beforeFirstRender.transferred > BUDGET.beforeFirstRender) over.push(`${route}: ${kb(sums.beforeFirstRender.transferred)} before first render`);
  if (sums.untilIdle.transferred > BUDGET.untilIdle) over.push(`${route}: ${kb(sums.untilIdle.transferred)} until idle`);
}
console.log(`${'budget'.padEnd(8)} ${kb(BUDGET.beforeFirstRender).padStart(9).padEnd(42)} ${kb(BUDGET.untilIdle).padStart(9)}`);
const encodings = new Map<string, number>();
for (const script of visits.flatMap((visit) => visit.scripts)) encodings.set(script.encoding, (encodings.get(script.encoding) ?? 0) + 1);
console.log(`encodings: ${[...encodings].map(([encoding, n]) => `${encoding} ×${n}`).join(', ')}`);

if (values.files) {
  for (const visit of visits) {
    console.log(`\n${new URL(visit.url).pathname}`);
    console.log(`  first render at ${Math.round(visit.firstRenderMs)} ms (the page's own entry: ${Math.round(visit.pageFirstRenderMs)} ms)`);
    for (const script of [...visit.scripts].sort((a, b) => a.finishedMs - b.finishedMs)) {
      console.log(`  ${kb(script.transferred).padStart(9)}  ${String(Math.round(script.finishedMs)).padStart(5)} ms  ${new URL(script.url).pathname}`);
    }
  }
}

if (over.length > 0) {
  console.error(`\nOver budget (${kb(BUDGET.beforeFirstRender)} before first render, ${kb(BUDGET.untilIdle)} until idle):\n  ${over.join('\n  ')}`);
  process.exitCode = 1;
}
