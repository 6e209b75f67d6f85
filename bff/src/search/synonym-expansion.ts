import { normalise } from './tokenize.ts';
import { parseQuery, type Mark, type ParsedQuery, type QueryUnit } from './query-words.ts';

/** A synonym set as search applies it: one-way from `input` when it is set, else between all its terms. */
export type SynonymSet = { input: string | null; terms: readonly string[] };

/**
 * A query with the workspace's synonyms joined in: where the query holds a set's term (or its
 * one-way input), the word that matched it also matches the set's other terms, as alternatives of
 * that one word (not new words: a document holding either counts once, and a query still asks for
 * as many words as were typed). A synonym of several words is matched as a phrase.
 */
export function withSynonyms(query: ParsedQuery, typed: string, sets: readonly SynonymSet[]): ParsedQuery {
  if (sets.length === 0 || query.units.length === 0) return query;
  const text = normalise(typed).toLowerCase();
  const units = query.units.map((unit) => ({ ...unit }));
  const marks: Mark[] = [...query.marks];
  let changed = false;
  for (const set of sets) {
    // The query's words each of the set's terms (or its input) was typed as, judged on the query
    // as typed, so that a term joined in by one set is not taken for typed by the next.
    const typedAt = new Map<number, string[]>();
    for (const trigger of set.input === null ? set.terms : [set.input]) {
      if (!text.includes(roughly(trigger))) continue;
      const at = unitsOf(trigger, query.units);
      if (at !== null) typedAt.set(at, [...(typedAt.get(at) ?? []), trigger]);
    }
    for (const [at, triggers] of typedAt) {
      for (const other of set.terms.filter((term) => !triggers.includes(term))) {
        const alternative = asAlternative(other);
        if (!alternative) continue;
        units[at] = joined(units[at]!, alternative);
        marks.push(...alternative.marks.map((text) => ({ text })));
        changed = true;
      }
    }
  }
  return changed ? { ...query, units, marks } : query;
}

/**
 * What a query's text holds wherever it holds a term: the term's first word, or its first five
 * letters (the query may hold another form: reimburse, reimbursement), so that only the sets a
 * query may hold are parsed.
 */
function roughly(term: string): string {
  const word = normalise(term).toLowerCase().split(' ')[0]!;
  return /^[a-z]{6,}$/.test(word) ? word.slice(0, 5) : word;
}

/**
 * Where a term is among the query's units: the first of its own units (one for a word), when
 * every one of them is the query's — the same lexemes, so that "vacations" holds "vacation".
 */
function unitsOf(term: string, units: QueryUnit[]): number | null {
  const own = parseQuery(term).units;
  if (own.length === 0) return null;
  const found = own.map((mine) => units.findIndex((unit) => sameWord(unit, mine)));
  return found.every((i) => i >= 0) ? found[0]! : null;
}

const sameWord = (a: QueryUnit, b: QueryUnit) =>
  a.tsquery === b.tsquery || (a.lexemes !== undefined && b.lexemes !== undefined && a.lexemes.some((lexeme) => b.lexemes!.includes(lexeme)));

/** A synonym as one alternative: its word, or its words as a phrase. */
function asAlternative(term: string): Pick<QueryUnit, 'tsquery' | 'lexemes' | 'marks'> | null {
  const own = parseQuery(term).units;
  if (own.length === 0) return null;
  if (own.length === 1) return { tsquery: own[0]!.tsquery, lexemes: own[0]!.lexemes, marks: own[0]!.marks };
  const phrase = parseQuery(`"${term.replace(/["“”「」『』]/g, ' ')}"`).units[0];
  return phrase ? { tsquery: phrase.tsquery, lexemes: phrase.lexemes, marks: phrase.marks } : null;
}

/** A unit matching its own word or the alternative (its fallback too, when it has one). */
function joined<U extends Omit<QueryUnit, 'clause'>>(unit: U, alternative: Pick<QueryUnit, 'tsquery' | 'lexemes' | 'marks'>): U {
  return {
    ...unit,
    tsquery: `(${unit.tsquery} | ${alternative.tsquery})`,
    // The impact lists answer a unit only while every alternative is a lexeme.
    lexemes: unit.lexemes && alternative.lexemes ? [...new Set([...unit.lexemes, ...alternative.lexemes])] : undefined,
    marks: [...unit.marks, ...alternative.marks],
    ...(unit.fallback && { fallback: joined(unit.fallback, alternative) }),
  };
}
