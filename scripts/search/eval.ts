import { openDatabase } from '../../bff/src/db/client.ts';
import { searchDocuments } from '../../bff/src/search/query.ts';
import { DOCUMENTS, QUERIES } from '../../tests/search-eval/corpus.ts';
import { ingest, workspaceWithApp } from './fixture.ts';

/**
 * Search quality on the judged bilingual set: nDCG@10 and recall@10, overall and per kind of
 * query. Runs on the embedded database, or on DATABASE_URL's Postgres when set (use an empty one).
 */
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
const { db } = database;
const { workspace, creator, app } = await workspaceWithApp(db, `Eval ${Date.now()}`);
const ids = await ingest(
  db,
  { workspaceId: workspace.id, appId: app.id },
  DOCUMENTS.map((d) => ({ externalId: d.id, title: d.title, text: d.text, sourceType: d.sourceType })),
);
const idOf = new Map(DOCUMENTS.map((d, i) => [ids[i]!, d.id]));
const reader = { workspaceId: workspace.id, userId: creator.id, wsUserType: 3 };

const dcg = (gains: number[]) => gains.reduce((sum, gain, i) => sum + gain / Math.log2(i + 2), 0);
type Score = { ndcg: number; recall: number };
const scores: (Score & { kind: string; query: string; found: string[] })[] = [];
for (const query of QUERIES) {
  const page = await searchDocuments(db, reader, { query: query.query, first: 10, offset: 0 });
  const found = page.hits.map((h) => idOf.get(h.documentId) ?? '?');
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
console.log(`Search evaluation on ${database.kind}: ${DOCUMENTS.length} documents`);
console.log(line('all', scores));
for (const kind of ['known-item', 'traditional', 'misspelled', 'topical', 'question']) console.log(line(kind, scores.filter((s) => s.kind === kind)));
const weak = scores.filter((s) => s.ndcg < 1);
if (weak.length > 0) {
  console.log('\nQueries below a perfect nDCG:');
  for (const s of weak) console.log(`  ${s.query.padEnd(24)} nDCG ${s.ndcg.toFixed(2)}  top: ${s.found.slice(0, 3).join(', ')}`);
}
await database.close();
