/**
 * Searches counted in memory between two writes: a search adds to a few counters here and the
 * flusher writes them in one batch, so recording a search costs the search no database work.
 * Everything is keyed by Lagos day and normalised query; nothing about the searcher is kept but
 * the bit they set in the day's searcher sketch.
 */

export type QueryCounts = { searches: number; results: number; searchers: bigint; opens: number };
export type BusinessCounts = { searches: number; impressions: number };
export type Batch = {
  queries: Map<string, QueryCounts & { day: string; query: string }>;
  businesses: Map<string, BusinessCounts & { day: string; query: string; businessId: string }>;
  categories: Map<string, { day: string; query: string; categoryId: string; searches: number }>;
  /** Products opened from a search; their business is looked up when written. */
  opens: Map<string, { day: string; query: string; productId: string; opens: number }>;
};

export const emptyBatch = (): Batch => ({
  queries: new Map(),
  businesses: new Map(),
  categories: new Map(),
  opens: new Map(),
});

export const batchSize = (b: Batch) =>
  b.queries.size + b.businesses.size + b.categories.size + b.opens.size;

const key = (...parts: string[]) => parts.join('\u0000');

export type CountedSearch = {
  day: string;
  query: string;
  total: number;
  searcherBit: bigint;
  /** The business of each product on the first page, once per product shown. */
  shownBusinesses: string[];
  categories: string[];
};

export function addSearch(b: Batch, s: CountedSearch): void {
  const q = b.queries.get(key(s.day, s.query)) ?? {
    day: s.day,
    query: s.query,
    searches: 0,
    results: 0,
    searchers: 0n,
    opens: 0,
  };
  q.searches += 1;
  q.results += s.total;
  q.searchers |= s.searcherBit;
  b.queries.set(key(s.day, s.query), q);

  const perBusiness = new Map<string, number>();
  for (const id of s.shownBusinesses) perBusiness.set(id, (perBusiness.get(id) ?? 0) + 1);
  for (const [businessId, shown] of perBusiness) {
    const k = key(s.day, s.query, businessId);
    const row = b.businesses.get(k) ?? {
      day: s.day,
      query: s.query,
      businessId,
      searches: 0,
      impressions: 0,
    };
    row.searches += 1;
    row.impressions += shown;
    b.businesses.set(k, row);
  }
  for (const categoryId of new Set(s.categories)) {
    const k = key(s.day, s.query, categoryId);
    const row = b.categories.get(k) ?? { day: s.day, query: s.query, categoryId, searches: 0 };
    row.searches += 1;
    b.categories.set(k, row);
  }
}

export function addOpen(b: Batch, o: { day: string; query: string; productId: string }): void {
  const k = key(o.day, o.query, o.productId);
  const row = b.opens.get(k) ?? { ...o, opens: 0 };
  row.opens += 1;
  b.opens.set(k, row);
}

/** Puts a batch that could not be written back, so its counts go out with the next one. */
export function mergeInto(into: Batch, from: Batch): void {
  for (const [k, r] of from.queries) {
    const q = into.queries.get(k);
    if (!q) into.queries.set(k, r);
    else {
      q.searches += r.searches;
      q.results += r.results;
      q.searchers |= r.searchers;
      q.opens += r.opens;
    }
  }
  for (const [k, r] of from.businesses) {
    const row = into.businesses.get(k);
    if (!row) into.businesses.set(k, r);
    else {
      row.searches += r.searches;
      row.impressions += r.impressions;
    }
  }
  for (const [k, r] of from.categories) {
    const row = into.categories.get(k);
    if (row) row.searches += r.searches;
    else into.categories.set(k, r);
  }
  for (const [k, r] of from.opens) {
    const row = into.opens.get(k);
    if (row) row.opens += r.opens;
    else into.opens.set(k, r);
  }
}
