import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Product } from './product.ts';
import { startSite, type SiteFile } from './site.ts';
import { crawlSite } from './website-app.ts';

/** Where the judged sets live, beside the project (read-only: nothing is written there). */
const SHARED = path.resolve(import.meta.dirname, '../../../shared');

/** A judged set: a folder holding `queries.jsonl` and the scripts that go with it. */
export type JudgedSet = { name: string; dir: string };

/** Every judged set under `../shared`: each folder with a `queries.jsonl`, by name. */
export function judgedSets(): JudgedSet[] {
  if (!existsSync(SHARED)) return [];
  return readdirSync(SHARED, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(SHARED, entry.name, 'queries.jsonl')))
    .map((entry) => ({ name: entry.name, dir: path.join(SHARED, entry.name) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

// What this script uses of the set's own modules (plain JavaScript, typed here).
type Judged = { id: string; lang: string; kind: string; group: string; query: string; relevant: Record<string, number> };
type Scored = { id: string; ndcg: number; recall: number; mrr: number; hit: number; firstRank: number | null };
type Slice = { label: string; n: number; ndcg: number; recall: number; mrr: number; hit: number };
type Runs = Record<string, string[]>;
type Systems = { name: string; results: Scored[] }[];
type Metrics = {
  loadQueries: () => Judged[];
  evaluate: (queries: Judged[], runs: Runs) => Scored[];
  aggregate: (results: Scored[]) => Slice[];
  formatTable: (systems: Systems) => string;
  formatPerQuery: (systems: Systems) => string;
  misses: (results: Scored[]) => Scored[];
};
type Baseline = { runBaseline: (queries: Judged[]) => Runs; missReport: (queries: Judged[], results: Scored[]) => string; K1: number; B: number };
type Corpus = { loadCorpus: () => { id: string }[]; CORPUS_DIR: string };
const load = <T>(set: JudgedSet, file: string) => import(pathToFileURL(path.join(set.dir, file)).href) as Promise<T>;

/** What `--check` asks of a set, and what the set's run answered. */
export type Verdict = { set: string; ratio: number; below: string[]; passed: boolean };

/**
 * Crawls a set's corpus as a website through the product's website app, in a workspace holding
 * nothing else; runs every judged query through GraphQL search; scores the product and, in the
 * same run, the set's BM25 baseline. Writes the product's ranked lists to `out` and answers what
 * `--check` asks: every slice's nDCG@10 at least the baseline's, and the overall one at least
 * `target` times the baseline's.
 */
export async function evaluateJudgedSet(product: Product, set: JudgedSet, options: { out: string; target: number }): Promise<Verdict> {
  const [metrics, baseline, corpus] = await Promise.all([load<Metrics>(set, 'metrics.mjs'), load<Baseline>(set, 'baseline.mjs'), load<Corpus>(set, 'corpus.mjs')]);
  // The documents are the files the set's own loader reads, its ids their paths under corpus/.
  const ids = corpus.loadCorpus().map((doc) => doc.id).sort();
  const known = new Set(ids);

  const files = new Map<string, SiteFile>(ids.map((id) => [id, { contentType: 'text/markdown; charset=utf-8', body: () => readFileSync(path.join(corpus.CORPUS_DIR, id)) }]));
  const site = await startSite(files);
  const runs: Runs = {};
  let ingestSeconds: number;
  let searchSeconds: number;
  const queries = metrics.loadQueries();
  try {
    const session = await product.newWorkspace(set.name);
    let started = performance.now();
    // From the sitemap: a crawl through the folder listings would index the listings as pages too.
    await crawlSite(session, set.name, site.sitemap, ids.length);
    await product.embedded();
    ingestSeconds = (performance.now() - started) / 1000;

    started = performance.now();
    const strays = new Set<string>();
    for (const query of queries) {
      const found = (await session.search(query.query)).map((link) => {
        const id = link && site.pathOf(link);
        if (!id || !known.has(id)) strays.add(String(link));
        return id ?? `? ${link}`;
      });
      runs[query.id] = [...new Set(found)];
    }
    searchSeconds = (performance.now() - started) / 1000;
    if (strays.size) throw new Error(`${strays.size} results are not corpus pages (the mapping back is wrong): ${[...strays].slice(0, 5).join(', ')}`);
  } finally {
    await site.close();
  }
  await writeFile(options.out, `${JSON.stringify(runs, null, 1)}\n`);

  const systems: Systems = [
    { name: 'product', results: metrics.evaluate(queries, runs) },
    { name: 'baseline', results: metrics.evaluate(queries, baseline.runBaseline(queries)) },
  ];
  const [ours, theirs] = systems.map((system) => metrics.aggregate(system.results)) as [Slice[], Slice[]];
  const ratio = ours[0]!.ndcg / theirs[0]!.ndcg;
  const below = ours.filter((slice, i) => slice.ndcg < theirs[i]!.ndcg).map((slice) => slice.label);
  const depth = Math.max(...Object.values(runs).map((list) => list.length));

  console.log(`\n# ${set.name}: product vs BM25 baseline (jieba cutForSearch, k1 ${baseline.K1}, b ${baseline.B}), ${queries.length} queries\n`);
  console.log(`${ids.length} pages crawled and indexed in ${ingestSeconds.toFixed(1)} s; ${queries.length} searches in ${searchSeconds.toFixed(1)} s (up to ${depth} documents each)\n`);
  console.log(metrics.formatTable(systems));
  console.log(`\n${set.name} overall nDCG@10: product / baseline = ${ratio.toFixed(3)} (target ${options.target.toFixed(2)})`);
  console.log(`slices whose nDCG@10 is below the baseline's: ${below.length ? below.join(', ') : 'none'}`);
  console.log('\n## Per query\n');
  console.log(metrics.formatPerQuery(systems));
  for (const system of systems) {
    const misses = metrics.misses(system.results);
    console.log(`\n## ${system.name} misses (no grade-2 document in the top 10): ${misses.length}\n`);
    console.log(baseline.missReport(queries, system.results) || '(none)');
  }
  console.log(`\nThe product's ranked lists: ${options.out} (node ${path.relative(process.cwd(), path.join(set.dir, 'score.mjs'))} ${options.out} --unjudged)`);
  return { set: set.name, ratio, below, passed: below.length === 0 && ratio >= options.target };
}
