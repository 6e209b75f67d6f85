import MarkdownIt from 'markdown-it';
import { DOCUMENTS, QUERIES } from '../../tests/search-eval/corpus.ts';
import type { Product } from './product.ts';
import { startSite, type SiteFile } from './site.ts';
import { crawlSite } from './website-app.ts';

const KINDS = ['known-item', 'traditional', 'misspelled', 'topical', 'question'] as const;
const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The project's own judged set (`tests/search-eval/corpus.ts`), kept as a regression check: each
 * document a web page of its own (its title, its Markdown text as HTML) on a site the product's
 * website app crawls, in a workspace of its own; nDCG@10 and recall@10 per kind of query.
 */
export async function evaluateOwnSet(product: Product) {
  const markdown = new MarkdownIt();
  const files = new Map<string, SiteFile>(
    DOCUMENTS.map((doc) => [
      doc.id,
      {
        contentType: 'text/html; charset=utf-8',
        body: () =>
          Buffer.from(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(doc.title)}</title></head><body><article>${markdown.render(doc.text)}</article></body></html>`),
      },
    ]),
  );
  const site = await startSite(files);
  try {
    const session = await product.newWorkspace('Own judged set');
    const started = performance.now();
    await crawlSite(session, 'Own judged set', site.sitemap, DOCUMENTS.length);
    await product.embedded();
    const ingestSeconds = (performance.now() - started) / 1000;

    const dcg = (gains: number[]) => gains.reduce((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);
    const scores: { kind: string; query: string; found: string[]; ndcg: number; recall: number }[] = [];
    for (const query of QUERIES) {
      const found = [...new Set((await session.search(query.query)).map((link) => (link && site.pathOf(link)) ?? `? ${link}`))].slice(0, 10);
      const gains = found.map((id) => (query.relevant.includes(id) ? 1 : 0));
      const ideal = dcg(query.relevant.slice(0, 10).map(() => 1));
      scores.push({
        kind: query.kind,
        query: query.query,
        found,
        ndcg: ideal ? dcg(gains) / ideal : 0,
        recall: query.relevant.filter((id) => found.includes(id)).length / query.relevant.length,
      });
    }

    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
    const line = (label: string, list: typeof scores) =>
      `${label.padEnd(12)} queries ${String(list.length).padStart(3)}   nDCG@10 ${mean(list.map((s) => s.ndcg)).toFixed(3)}   recall@10 ${mean(list.map((s) => s.recall)).toFixed(3)}`;
    console.log(`\n# Own judged set (tests/search-eval): ${DOCUMENTS.length} documents crawled and indexed in ${ingestSeconds.toFixed(1)} s, ${QUERIES.length} queries\n`);
    console.log(line('all', scores));
    for (const kind of KINDS) console.log(line(kind, scores.filter((s) => s.kind === kind)));
    const weak = scores.filter((s) => s.ndcg < 1);
    if (weak.length > 0) {
      console.log('\nQueries below a perfect nDCG:');
      for (const s of weak) console.log(`  ${s.query.padEnd(24)} nDCG ${s.ndcg.toFixed(2)}  top: ${s.found.slice(0, 3).join(', ')}`);
    }
  } finally {
    await site.close();
  }
}
