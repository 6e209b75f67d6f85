import { readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Product } from './product.ts';
import { startSite, type SiteFile } from './site.ts';
import { crawlSite } from './website-app.ts';

/** The search-dev set, beside the project (read-only: nothing is written there). */
export const SEARCH_DEV = path.resolve(import.meta.dirname, '../../../shared/search-dev');

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
const load = <T>(file: string) => import(pathToFileURL(path.join(SEARCH_DEV, file)).href) as Promise<T>;

/** The pages the set judges: every `*.zh-CN.md` and `*.en-US.md` under corpus/ (not SOURCE.md, not LICENSE). */
function corpusFiles(dir: string) {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.(zh-CN|en-US)\.md$/.test(file))
    .sort();
}

/**
 * Crawls the corpus as a website through the product's website app, in a workspace holding
 * nothing else; runs every judged query through GraphQL search; scores the product and, in the
 * same run, the set's BM25 baseline. Writes the product's ranked lists to `out` and answers
 * whether `--check` passes: every slice's nDCG@10 at least the baseline's, and the overall one
 * at least `target` times the baseline's.
 */
export async function evaluateSearchDev(product: Product, options: { out: string; target: number }) {
  const [metrics, baseline, corpus] = await Promise.all([load<Metrics>('metrics.mjs'), load<Baseline>('baseline.mjs'), load<Corpus>('corpus.mjs')]);
  const ids = corpusFiles(corpus.CORPUS_DIR);
  const known = new Set(corpus.loadCorpus().map((doc) => doc.id));
  if (ids.length !== known.size || ids.some((id) => !known.has(id))) throw new Error(`corpus/ holds ${ids.length} pages, corpus.mjs loads ${known.size}: the selection rules differ`);

  const files = new Map<string, SiteFile>(ids.map((id) => [id, { contentType: 'text/markdown; charset=utf-8', body: () => readFileSync(path.join(corpus.CORPUS_DIR, id)) }]));
  const site = await startSite(files);
  const runs: Runs = {};
  let ingestSeconds: number;
  let searchSeconds: number;
  const queries = metrics.loadQueries();
  try {
    const session = await product.newWorkspace('search-dev');
    let started = performance.now();
    // From the sitemap: a crawl through the folder listings would index the listings as pages too.
    await crawlSite(session, 'Ant Design docs', site.sitemap, ids.length);
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

  console.log(`\n# search-dev: product vs BM25 baseline (jieba cutForSearch, k1 ${baseline.K1}, b ${baseline.B}), ${queries.length} queries\n`);
  console.log(`${ids.length} pages crawled and indexed in ${ingestSeconds.toFixed(1)} s; ${queries.length} searches in ${searchSeconds.toFixed(1)} s (up to ${depth} documents each)\n`);
  console.log(metrics.formatTable(systems));
  console.log(`\noverall nDCG@10: product / baseline = ${ratio.toFixed(3)} (target ${options.target.toFixed(2)})`);
  console.log(`slices whose nDCG@10 is below the baseline's: ${below.length ? below.join(', ') : 'none'}`);
  console.log('\n## Per query\n');
  console.log(metrics.formatPerQuery(systems));
  for (const system of systems) {
    const misses = metrics.misses(system.results);
    console.log(`\n## ${system.name} misses (no grade-2 document in the top 10): ${misses.length}\n`);
    console.log(baseline.missReport(queries, system.results) || '(none)');
  }
  console.log(`\nThe product's ranked lists: ${options.out} (node ${path.relative(process.cwd(), path.join(SEARCH_DEV, 'score.mjs'))} ${options.out} --unjudged)`);
  return below.length === 0 && ratio >= options.target;
}
