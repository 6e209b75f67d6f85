/**
 * Search quality as a user gets it. Usage: npm run eval:search -- [--only SET|own] [--out FOLDER] [--check]
 *
 * Starts the product in this process as `npm start` does, on a fresh embedded database (or a fresh
 * database on DATABASE_URL's Postgres, dropped afterwards), with the rest of the environment as
 * given (EMBEDDING_* for meaning-based search). Then, each set in a workspace of its own, crawled
 * by the website app from a local site and searched through GraphQL with a signed-in session:
 *
 * - every judged set under `../shared` (a folder with a `queries.jsonl`: today `search-dev`, Ant
 *   Design's docs, and `search-dev-tidb`, TiDB's): nDCG@10, recall@10, MRR@10 and hit@10 per slice
 *   beside the set's BM25 baseline, computed in the same run; per query and misses for both. The
 *   product's ranked lists go to `--out`/SET.json (default in the temp folder), for the set's
 *   `score.mjs FILE --unjudged`.
 * - own (`tests/search-eval/corpus.ts`): nDCG@10 and recall@10 per kind, a regression check.
 *
 * It ends with one line per judged set, `SET overall nDCG@10: product / baseline = R`. `--check`
 * fails unless, on every judged set, every slice's nDCG@10 is at least the baseline's and the
 * overall one at least 1.20 times it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { evaluateJudgedSet, judgedSets, type Verdict } from './judged-set.ts';
import { evaluateOwnSet } from './own-set.ts';
import { startProduct } from './product.ts';

const TARGET = 1.2;
const USAGE = 'usage: npm run eval:search -- [--only SET|own] [--out FOLDER] [--check]';
let values: { only?: string; out: string; check: boolean };
try {
  ({ values } = parseArgs({
    options: {
      only: { type: 'string' },
      out: { type: 'string', default: path.join(os.tmpdir(), 'zhiwen-search-eval') },
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
const sets = judgedSets();
const names = sets.map((set) => set.name);
if (values.only && ![...names, 'own'].includes(values.only)) refuse(`--only takes ${[...names, 'own'].join(', ')}, not ${values.only}`);
if (values.check && values.only === 'own') refuse('--check judges the judged sets: leave out --only own');
if (values.check && !sets.length) refuse('--check needs a judged set under ../shared, and there is none');
const chosen = sets.filter((set) => !values.only || values.only === set.name);
const out = path.resolve(values.out);
mkdirSync(out, { recursive: true });

const started = performance.now();
const product = await startProduct();
const verdicts: Verdict[] = [];
try {
  console.log(`zhiwen ${version()}`);
  console.log(`database: ${product.database}`);
  console.log(`search: ${product.settings}`);
  for (const set of chosen) verdicts.push(await evaluateJudgedSet(product, set, { out: path.join(out, `${set.name}.json`), target: TARGET }));
  if (!values.only || values.only === 'own') await evaluateOwnSet(product);
} finally {
  await product.close();
}
console.log(`\nevaluated in ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
for (const verdict of verdicts) {
  const below = verdict.below.length ? `; below the baseline: ${verdict.below.join(', ')}` : '';
  console.log(`${verdict.set} overall nDCG@10: product / baseline = ${verdict.ratio.toFixed(3)}${below}`);
}
if (values.check) {
  const passed = verdicts.every((verdict) => verdict.passed);
  console.log(passed ? 'check passed' : `check failed: on every judged set the product must reach the baseline's nDCG@10 on every slice and ${TARGET.toFixed(2)} times it overall`);
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
