import { describe, expect, it } from 'vitest';
import { browseState } from './browse-state.ts';
import { formatPriceBand, parsePriceBand } from './facet-values.ts';

const state = (query: string, near?: string) => browseState(new URLSearchParams(query), near);

describe('price bands in the address bar', () => {
  it('reads a band with or without a top, and writes it back the same', () => {
    expect(parsePriceBand('5000-20000')).toEqual({ min: 5000, max: 20000 });
    expect(parsePriceBand('150000-')).toEqual({ min: 150000, max: null });
    expect(parsePriceBand('0-5000')).toEqual({ min: 0, max: 5000 });
    for (const text of ['5000-20000', '150000-', '0-5000']) {
      expect(formatPriceBand(parsePriceBand(text)!)).toBe(text);
    }
  });

  it('ignores what is not a band', () => {
    for (const text of [
      null,
      '',
      'cheap',
      '-5000',
      '5000',
      '20000-5000',
      '5000-5000',
      '1.5-3',
      '0-999999999',
      ' 1-2',
    ]) {
      expect(parsePriceBand(text)).toBeNull();
    }
  });
});

describe('browse state', () => {
  it('turns the facets into the list’s filters, the band’s top exclusive', () => {
    const { productFilters, facets, narrowed } = state('q=shoes&price=5000-20000&stock=1&rating=4');
    expect(facets).toEqual({ price: { min: 5000, max: 20000 }, inStock: true, minRating: 4 });
    expect(productFilters).toMatchObject({
      productSearch: 'shoes',
      productMinPrice: 5000,
      productMaxPrice: 19999,
      productInStock: true,
      productMinRating: 4,
    });
    expect(narrowed).toBe(true);
  });

  it('leaves out bad or empty facets', () => {
    const { productFilters, facets, narrowed } = state('q=shoes&price=abc&stock=yes&rating=9');
    expect(facets).toEqual({ price: null, inStock: false, minRating: null });
    expect(productFilters).toEqual({ productSearch: 'shoes' });
    expect(narrowed).toBe(false);
    expect(state('rating=2.5').facets.minRating).toBeNull();
    expect(state('price=0-5000').productFilters).toMatchObject({ productMaxPrice: 4999 });
    expect(state('price=0-5000').productFilters.productMinPrice).toBeUndefined();
  });

  it('asks for shops near the shopper only with a search', () => {
    expect(state('q=rice', 'Kano').productFilters.productNear).toBe('Kano');
    expect(state('', 'Kano').productFilters.productNear).toBeUndefined();
    expect(state('q=rice').productFilters.productNear).toBeUndefined();
  });

  it('counts state and category as narrowing too', () => {
    expect(state('q=rice&state=Kano').narrowed).toBe(true);
    expect(state('q=rice&category=abc').narrowed).toBe(true);
  });
});
