/** The facets a search narrows by, as the address bar holds them: price, stock and stars. */

/** A price range in whole naira: from `min`, below `max` (none: no top), as facets count them. */
export type PriceBand = { min: number; max: number | null };

/** The most naira a price filter may name (the list's own bound). */
const MOST_NAIRA = 100_000_000;

/** "5000-20000" or "150000-" → a band; anything else (a typo, min ≥ max, too large) → null. */
export function parsePriceBand(value: string | null): PriceBand | null {
  const match = /^(\d{1,9})-(\d{0,9})$/.exec(value ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : null;
  if (min > MOST_NAIRA || (max !== null && (max <= min || max > MOST_NAIRA))) return null;
  return { min, max };
}

/** The address bar's form of a band: "5000-20000", "150000-". */
export const formatPriceBand = (band: PriceBand) => `${band.min}-${band.max ?? ''}`;

/** The narrowing a search's facets add to the state and category filters. */
export type FacetValues = { price: PriceBand | null; inStock: boolean; minRating: number | null };

/** The address bar's facet parameters, cleared together by "Clear filters". */
export const FACET_PARAMS = ['price', 'stock', 'rating'] as const;

export function facetValues(params: URLSearchParams): FacetValues {
  const rating = Number(params.get('rating'));
  return {
    price: parsePriceBand(params.get('price')),
    inStock: params.get('stock') === '1',
    minRating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
  };
}
