/**
 * Distinct catalogue queries for the uncached scenarios of bench/catalogue.ts, built from the
 * seeded catalogue's own vocabulary and products, deterministic for a given catalogue; no query
 * appears twice in a list, so the 5-second page cache (keyed by filter, page, key and limit) can
 * answer none of them within a run:
 * - pages: the whole catalogue, continued after a product's key as the explore grid scrolls
 *   (one in ten by page number instead);
 * - filters: a state, a category or both, by number or continued after a key of that filter;
 * - searches: words of product and shop names (about one in five with one typo), alone or with a
 *   state or category, pages 1 to 3.
 */
export type Catalogue = {
  names: string[];
  states: string[];
  categoryIds: string[];
  /** A random sample of the products shown: each one's list key and what it can be filtered by. */
  keys: { key: string; state: string | null; categoryId: string | null }[];
};

export type Scenario = 'pages' | 'filters' | 'searches';

/** A small seeded PRNG (mulberry32), so every run asks the same queries. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One edit (drop, swap, replace or double a letter) inside a word of five letters or more. */
function typo(word: string, rnd: () => number): string {
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  const letters = 'aeiourstnl';
  switch (Math.floor(rnd() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + letters[Math.floor(rnd() * letters.length)] + word.slice(i + 1);
    default:
      return word.slice(0, i) + word[i] + word.slice(i);
  }
}

export function scenarioQueries(
  catalogue: Catalogue,
  count: number,
): Record<Scenario, string[]> & { typos: number } {
  const rnd = random(20261124);
  const pick = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)]!;
  const words = [
    ...new Set(catalogue.names.flatMap((n) => n.toLowerCase().match(/\p{L}{3,}/gu) ?? [])),
  ];
  // Low pages far more often than deep ones, as people browse; the list window is 500 pages.
  const page = (max: number) => 1 + Math.floor(rnd() ** 3 * max);
  let typoed = false;
  let typos = 0;
  const searchTerm = () => {
    const terms = Array.from({ length: rnd() < 0.7 ? 1 : 2 }, () => pick(words));
    const long = terms.findIndex((w) => w.length >= 5);
    if (long >= 0 && rnd() < 0.2) {
      terms[long] = typo(terms[long]!, rnd);
      typoed = true;
    }
    return terms.join(' ');
  };
  const byState = Map.groupBy(catalogue.keys, (k) => k.state);
  const byCategory = Map.groupBy(catalogue.keys, (k) => k.categoryId);
  // A filter's page: by number, or after one of its products' keys as the grid scrolls.
  const filtered = (params: Record<string, string>, keys: Catalogue['keys'] | undefined) =>
    rnd() < 0.2 || !keys?.length
      ? { ...params, page: page(40) }
      : { ...params, page: 2 + page(200), after: pick(keys).key };
  type Params = Record<string, string | number>;
  const shapes: Record<Scenario, () => Params> = {
    pages: () =>
      rnd() < 0.1
        ? ({ page: page(500) } as Params)
        : { page: 2 + page(400), after: pick(catalogue.keys).key },
    filters: () => {
      const state = pick(catalogue.states);
      const categoryId = pick(catalogue.categoryIds);
      const which = rnd();
      if (which < 0.4) return filtered({ productState: state }, byState.get(state));
      if (which < 0.8)
        return filtered({ productCategoryIds: categoryId }, byCategory.get(categoryId));
      return { productState: state, productCategoryIds: categoryId, page: page(10) };
    },
    searches: (): Params => {
      const which = rnd();
      const productSearch = searchTerm();
      if (which < 0.6) return { productSearch, page: page(3) };
      if (which < 0.8)
        return { productSearch, productState: pick(catalogue.states), page: page(2) };
      return { productSearch, productCategoryIds: pick(catalogue.categoryIds), page: page(2) };
    },
  };
  const build = (scenario: Scenario) => {
    const seen = new Set<string>();
    for (let tries = 0; seen.size < count && tries < count * 20; tries++) {
      typoed = false;
      const query = new URLSearchParams(
        Object.entries(shapes[scenario]()).map(([k, v]) => [k, String(v)]),
      ).toString();
      if (seen.has(query)) continue;
      seen.add(query);
      if (typoed) typos++;
    }
    return [...seen];
  };
  return {
    pages: build('pages'),
    filters: build('filters'),
    searches: build('searches'),
    typos,
  };
}
