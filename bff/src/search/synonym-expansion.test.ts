import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuery } from './query-words.ts';
import { withSynonyms, type SynonymSet } from './synonym-expansion.ts';

const expanded = (query: string, sets: SynonymSet[]) => withSynonyms(parseQuery(query), query, sets);
const tsqueries = (query: string, sets: SynonymSet[]) => expanded(query, sets).units.map((unit) => unit.tsquery);

describe('synonyms joined into a query', () => {
  it('join a two-way set’s other terms to the word typed, in either language', () => {
    const sets = [{ input: null, terms: ['年假', 'vacation'] }];
    const [vacation] = tsqueries('vacation policy', sets);
    expect(vacation).toContain("'年假'");
    expect(tsqueries('年假', sets)[0]).toContain("'vacat'");
    // The word's other forms hold it too.
    expect(tsqueries('vacations', sets)[0]).toContain("'年假'");
  });

  it('join a one-way set only from its input', () => {
    const sets = [{ input: 'PTO', terms: ['带薪年假'] }];
    expect(tsqueries('pto', sets)[0]).toContain("'带薪' <1> '薪年' <1> '年假'");
    expect(expanded('带薪年假', sets)).toEqual(parseQuery('带薪年假'));
  });

  it('join a synonym of several words as their phrase, and a term of several words only when all are typed', () => {
    const sets = [{ input: null, terms: ['annual leave', '年假'] }];
    expect(tsqueries('年假', sets)[0]).toMatch(/'annual' <1> 'leav/);
    expect(tsqueries('annual leave days', sets)[0]).toContain("'年假'");
    expect(expanded('annual report', sets)).toEqual(parseQuery('annual report'));
  });

  it('keep the impact lists able to answer while every alternative is a word', () => {
    const [unit] = expanded('vacation', [{ input: null, terms: ['年假', 'vacation'] }]).units;
    expect(unit!.lexemes).toEqual(expect.arrayContaining(['vacation', '年假']));
    const [phrase] = expanded('年假', [{ input: null, terms: ['annual leave', '年假'] }]).units;
    expect(phrase!.lexemes).toBeUndefined();
  });

  it('never change how many words a query asks for, nor a query no set matches', () => {
    const word = fc.constantFrom('年假', 'vacation', 'leave', '报销', 'reimbursement', 'policy', 'PTO', 'on-call', '6.6.0', 'the', '的', 'annual leave');
    const set = fc.record({ input: fc.option(word, { nil: null }), terms: fc.uniqueArray(word, { minLength: 1, maxLength: 4 }) });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), fc.array(set, { maxLength: 4 }), (words, sets) => {
        const query = words.join(' ');
        const plain = parseQuery(query);
        const joined = withSynonyms(plain, query, sets);
        expect(joined.units.map((unit) => unit.required)).toEqual(plain.units.map((unit) => unit.required));
        joined.units.forEach((unit, i) => expect(unit.tsquery.includes(plain.units[i]!.tsquery)).toBe(true));
        if (sets.every((s) => [s.input ?? '', ...s.terms].every((term) => !query.toLowerCase().includes(term.toLowerCase().slice(0, 5))))) expect(joined).toEqual(plain);
      }),
      { numRuns: 300, seed: 43 },
    );
  });
});
