/**
 * Distinct catalogue queries for the uncached scenario of bench/catalogue.ts, built from the
 * seeded catalogue's own vocabulary: words of product and shop names (about one in five with one
 * typo), states, categories, shops and pages, alone and combined. Deterministic for a given
 * catalogue, and every query in the returned list is different, so the 5-second page cache
 * (keyed by filter, page and limit) can answer none of them within a run.
 */
export type Catalogue = {
  names: string[];
  states: string[];
  categoryIds: string[];
  shopIds: string[];
  products: number;
};

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

export function distinctQueries(
  catalogue: Catalogue,
  count: number,
): { queries: string[]; typos: number } {
  const rnd = random(20261124);
  const pick = <T>(list: T[]): T => list[Math.floor(rnd() * list.length)]!;
  const words = [
    ...new Set(catalogue.names.flatMap((n) => n.toLowerCase().match(/\p{L}{3,}/gu) ?? [])),
  ];
  const pages = Math.max(1, Math.floor(catalogue.products / 20));
  // Low pages far more often than deep ones, as people browse.
  const page = (max: number) => 1 + Math.floor(rnd() ** 3 * Math.min(max, pages));
  let typoed: boolean;
  const searchTerm = () => {
    const n = rnd() < 0.7 ? 1 : 2;
    const terms: string[] = [];
    for (let k = 0; k < n; k++) terms.push(pick(words));
    const long = terms.findIndex((w) => w.length >= 5);
    if (long >= 0 && rnd() < 0.2) {
      terms[long] = typo(terms[long]!, rnd);
      typoed = true;
    }
    return terms.join(' ');
  };
  const shapes: (() => Record<string, string | number>)[] = [
    () => ({ productSearch: searchTerm(), page: page(3) }),
    () => ({ productSearch: searchTerm(), productState: pick(catalogue.states), page: page(2) }),
    () => ({
      productSearch: searchTerm(),
      productCategoryIds: pick(catalogue.categoryIds),
      page: page(2),
    }),
    () => ({ productState: pick(catalogue.states), page: page(40) }),
    () => ({ productCategoryIds: pick(catalogue.categoryIds), page: page(40) }),
    () => ({
      productCategoryIds: pick(catalogue.categoryIds),
      productState: pick(catalogue.states),
      page: page(10),
    }),
    () => ({ productBusinessId: pick(catalogue.shopIds), page: page(40) }),
    () => ({ productQuantity: Math.floor(rnd() * 50), page: page(20) }),
    () => ({ page: page(500) }),
  ];
  const seen = new Set<string>();
  let typos = 0;
  for (let tries = 0; seen.size < count && tries < count * 20; tries++) {
    typoed = false;
    // Every query names its page, so two spellings of one cache key cannot both appear.
    const params = { limit: 20, ...pick(shapes)() };
    const query = new URLSearchParams(
      Object.entries(params).map(([k, v]) => [k, String(v)]),
    ).toString();
    if (seen.has(query)) continue;
    seen.add(query);
    if (typoed) typos++;
  }
  return { queries: [...seen], typos };
}
