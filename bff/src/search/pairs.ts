import type { Database } from '../db/client.ts';
import type { RankUnit } from './keyword-statement.ts';
import type { QueryUnit } from './query-words.ts';
import { rarity, termStats } from './term-stats.ts';

/**
 * A pair of words typed near each other (stop words between them left out) ranks as a unit of its
 * own where both are close, weighed this much times its own rarity: words together in the text
 * as in the query (a pasted error message, "drop table", 执行计划) outrank the same words apart.
 * On both judged sets of `npm run eval:search` at once (nDCG@10, Ant Design's docs / TiDB's), of
 * words next to each other: without pairs 0.774 / 0.660; 0.3 0.781 / 0.671; 0.6 0.779 / 0.676
 * (this); 1 0.771 / 0.684, the multi-word questions then falling (0.991 → 0.932). Weighing a pair
 * by its lesser word's rarity instead of its own lost 0.01–0.03 on TiDB's.
 */
const PAIR_WEIGHT = 0.6;
/**
 * How far apart two words of a clause may be typed to pair: next to each other (1), or with one
 * word between them (2), which a question's words often are ("cap the memory a single query can
 * use": memory … query; 限制单个查询能用的内存: 查询 … 内存). With coordination and clauses, on both
 * sets as above: next to each other only 0.807 / 0.701; one word between at the pair's weight
 * 0.809 / 0.709 (this), at half of it 0.810 / 0.703, at 1.5 times 0.807 / 0.704; two words
 * between too 0.807 / 0.705. A unit of all of a clause's words close together (its cover
 * density) added 0.808 / 0.712, too little for a unit of its own.
 */
const PAIR_SPAN = 2;

/**
 * The pairs of a query's whole words (a word's parts and a quoted phrase pair with nothing) typed
 * at most `PAIR_SPAN` words apart within a clause, in the order typed, each found in some
 * document, as units (`pair`: the indexes of its words in `words`); and those found in none (`absent`).
 */
export async function pairs(db: Database, workspaceId: string, units: readonly QueryUnit[], words: readonly RankUnit[]): Promise<{ units: RankUnit[]; absent: (readonly [number, number])[] }> {
  const whole = units.flatMap((unit, i) => (unit.weight === 1 && !unit.required ? [i] : []));
  const candidates = Array.from({ length: PAIR_SPAN }, (_, d) => d + 1)
    .flatMap((apart) => whole.slice(apart).map((b, n) => [whole[n]!, b] as const))
    .filter(([a, b]) => units[a]!.clause === units[b]!.clause)
    .map((pair) => ({ pair, tsquery: `(${words[pair[0]]!.tsquery}) & (${words[pair[1]]!.tsquery})` }));
  if (candidates.length === 0) return { units: [], absent: [] };
  const stats = await termStats(db, workspaceId, candidates.map((pair) => pair.tsquery));
  return {
    units: candidates.flatMap(({ pair, tsquery }, i) => {
      const frequency = stats.frequencies[i]!;
      return frequency > 0 ? [{ tsquery, weight: PAIR_WEIGHT * rarity(stats.documents, frequency), frequency, pair, clause: units[pair[0]]!.clause }] : [];
    }),
    absent: candidates.flatMap(({ pair }, i) => (stats.frequencies[i] === 0 ? [pair] : [])),
  };
}
