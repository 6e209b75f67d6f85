/**
 * Search quality as a user gets it. Usage: npm run eval:search -- [--only search-dev|own] [--out FILE] [--check]
 *
 * Starts the product in this process as `npm start` does, on a fresh embedded database (or a fresh
 * database on DATABASE_URL's Postgres, dropped afterwards), with the rest of the environment as
 * given (EMBEDDING_* for meaning-based search). Then, each set in a workspace of its own, crawled
 * by the website app from a local site and searched through GraphQL with a signed-in session:
 *
 * - search-dev (`../shared/search-dev`, 358 Ant Design pages in Chinese and English, 58 judged
 *   queries): nDCG@10, recall@10, MRR@10 and hit@10 per slice beside the set's BM25 baseline,
 *   computed in the same run; per query and misses for both. The product's ranked lists go to
 *   `--out` (default in the temp folder), for `node ../shared/search-dev/score.mjs FILE --unjudged`.
 * - own (`tests/search-eval/corpus.ts`): nDCG@10 and recall@10 per kind, a regression check.
 *
 * `--check` fails unless every search-dev slice's nDCG@10 is at least the baseline's and the
 * overall one at least 1.10 times it.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { evaluateOwnSet } from './own-set.ts';
import { startProduct } from './product.ts';
import { evaluateSearchDev } from './search-dev.ts';

const TARGET = 1.1;
const USAGE = 'usage: npm run eval:search -- [--only search-dev|own] [--out FILE] [--check]';
let values: { only?: string; out: string; check: boolean };
try {
  ({ values } = parseArgs({
    options: {
      only: { type: 'string' },
      out: { type: 'string', default: path.join(os.tmpdir(), 'zhiwen-search-dev.json') },
      check: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
const refuse = (problem: string) => {
  console.error(`${problem}\n${USAGE}`);
  process.exit(2);
};
if (values.only && !['search-dev', 'own'].includes(values.only)) refuse(`--only takes search-dev or own, not ${values.only}`);
if (values.check && values.only === 'own') refuse('--check judges the search-dev set: leave out --only own');

const started = performance.now();
const product = await startProduct();
let passed = true;
try {
  console.log(`zhiwen ${version()}`);
  console.log(`database: ${product.database}`);
  console.log(`search: ${product.settings}`);
  if (values.only !== 'own') passed = await evaluateSearchDev(product, { out: path.resolve(values.out), target: TARGET });
  if (values.only !== 'search-dev') await evaluateOwnSet(product);
} finally {
  await product.close();
}
console.log(`\nevaluated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (values.check) {
  console.log(passed ? 'check passed' : `check failed: the product must reach the baseline's nDCG@10 on every slice and ${TARGET.toFixed(2)} times it overall`);
  process.exitCode = passed ? 0 : 1;
}

/** The code evaluated: its commit, marked when the working tree differs from it. */
function version() {
  try {
    return `git ${execFileSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()}`;
  } catch {
    return '(not a git checkout)';
  }
}
