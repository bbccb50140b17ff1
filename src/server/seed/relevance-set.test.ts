import { describe, expect, it } from 'vitest';
import { parseLabel, RELEVANCE_SET } from '../../../bench/relevance-set.ts';
import { SHOPS } from './catalogue-data.ts';

// The search relevance bench's labels are written by hand from this catalogue: a renamed or
// removed product must not silently turn a label into one no search can ever find.
describe('the labelled search queries of bench/relevance.ts', () => {
  it('name only products the demo catalogue sells, in the shop a label names', () => {
    const sold = new Set(SHOPS.flatMap((s) => s.lines.map((l) => l.name)));
    const soldBy = new Set(SHOPS.flatMap((s) => s.lines.map((l) => `${l.name} @ ${s.handle}`)));
    for (const { query, relevant } of RELEVANCE_SET) {
      expect(new Set(relevant).size, query).toBe(relevant.length);
      for (const label of relevant) {
        const { name, handle } = parseLabel(label);
        expect(handle === null ? sold.has(name) : soldBy.has(label), `${query}: ${label}`).toBe(
          true,
        );
      }
    }
  });

  it('ask each query once, with several of every kind', () => {
    const queries = RELEVANCE_SET.map((e) => e.query.toLowerCase());
    expect(new Set(queries).size).toBe(queries.length);
    expect(RELEVANCE_SET.filter((e) => e.relevant.length > 0).length).toBeGreaterThanOrEqual(70);
    const perKind = Map.groupBy(RELEVANCE_SET, (e) => e.kind);
    for (const [kind, entries] of perKind) expect(entries.length, kind).toBeGreaterThanOrEqual(5);
    // Only the queries the catalogue has nothing for go without relevant products.
    for (const e of RELEVANCE_SET)
      expect(e.relevant.length === 0, e.query).toBe(e.kind === 'no-match');
  });
});
