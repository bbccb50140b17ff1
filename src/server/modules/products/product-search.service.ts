import type { ProductFacets, SearchHelp } from '#shared/schemas/product-search.ts';
import type { ProductListQuery } from '#shared/schemas/products.ts';
import { SEARCH_WINDOW } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import {
  productQuery,
  synonymIndex,
  type SynonymGroups,
  type SynonymIndex,
} from '../../search/product-query.ts';
import { searchVocabulary } from '../../search/search-vocabulary.ts';
import { words } from '../../search/typos.ts';
import * as listing from './product-listing.repo.ts';
import * as help from './product-search-help.repo.ts';

/** A list query as the listing reads it (the search text still as typed). */
export function filterOf(q: ProductListQuery, ownCatalogue = false) {
  return {
    businessId: q.productBusinessId,
    includeInactive: ownCatalogue,
    active: ownCatalogue ? q.activeProduct : undefined,
    tagIds: [...(q.productTagIds ?? []), ...(q.productTagId ? [q.productTagId] : [])],
    ids: q.productIds,
    categoryIds: q.productCategoryIds,
    minQuantity: q.productQuantity,
    search: q.productSearch || undefined,
    state: q.productState || undefined,
    near: (q.productSearch && q.productNear) || undefined,
    resaleAllowed: q.productIsAffiliate,
    affiliateIds: q.productAffiliateIds,
    minPrice: q.productMinPrice,
    maxPrice: q.productMaxPrice,
    inStock: q.productInStock || undefined,
    minRating: q.productMinRating,
  };
}

type ListFilter = ReturnType<typeof filterOf>;

/** A filter without what narrows a search's matches (the facets a shopper picks). */
function broadened(f: ListFilter): ListFilter {
  return {
    ...f,
    state: undefined,
    categoryIds: undefined,
    minPrice: undefined,
    maxPrice: undefined,
    inStock: undefined,
    minRating: undefined,
  };
}

const narrowed = (f: ListFilter) => JSON.stringify(f) !== JSON.stringify(broadened(f));

/**
 * What a product search knows besides the catalogue's rows (the words it has, its names' words
 * and the synonym groups, all in memory) and what a search page asks beside its results: facets,
 * and ways on from a search that found nothing (decision 053).
 */
export function createProductSearch(deps: {
  db: Db;
  synonymGroups: () => Promise<SynonymGroups>;
  /** The products service's short-lived page cache, which facets share. */
  pages: { get(key: string): unknown; set(key: string, value: ProductFacets): unknown };
}) {
  const { db, pages } = deps;
  const vocabulary = searchVocabulary(() => help.searchVocabularyWords(db));
  // Only names' words as written: "did you mean" offers words, never stems.
  const nameVocabulary = searchVocabulary(() => help.nameWords(db));
  // The synonym index, rebuilt only when the groups change.
  let synonyms: { groups: SynonymGroups; index: SynonymIndex } | null = null;
  async function currentSynonyms() {
    const groups = await deps.synonymGroups();
    if (synonyms?.groups !== groups) synonyms = { groups, index: synonymIndex(groups) };
    return synonyms.index;
  }

  return {
    /** A search text as the listing's query; null when it has no words. */
    query: async (text: string) =>
      productQuery(text, await vocabulary.get(), await currentSynonyms()),
    /** Makes the words of a product just written searchable with typos on this instance. */
    written(title: string, text: string) {
      vocabulary.add(`${title} ${text}`);
      nameVocabulary.add(title);
    },
    warm: () => Promise.all([vocabulary.warm(), nameVocabulary.warm()]),

    /** How a search's (or list's) matches spread over category, state, price, stock and stars. */
    async facets(q: ProductListQuery): Promise<ProductFacets> {
      const filter = broadened(filterOf(q));
      const key = `facets:${JSON.stringify(filter)}`;
      const cached = pages.get(key);
      if (cached) return cached as ProductFacets;
      const search = filter.search
        ? productQuery(filter.search, await vocabulary.get(), await currentSynonyms())
        : undefined;
      const rows =
        search === null ? [] : await help.facetCounts(db, { ...filter, search }, SEARCH_WINDOW);
      const counted = (kind: string) => rows.filter((r) => r.kind === kind);
      const facets: ProductFacets = {
        total: counted('band').reduce((sum, r) => sum + r.n, 0),
        categories: counted('category')
          .map((r) => ({ _id: r.key!, name: r.label!, count: r.n }))
          .sort((a, b) => b.count - a.count),
        states: counted('state')
          .map((r) => ({ state: r.key!, count: r.n }))
          .sort((a, b) => b.count - a.count || a.state.localeCompare(b.state)),
        prices: help.PRICE_BANDS.map(([min, max], i) => ({
          min,
          max,
          count: counted('band').find((r) => r.key === String(i))?.n ?? 0,
        })),
        inStock: counted('stock')[0]?.n ?? 0,
        ratedFourUp: counted('rated')[0]?.n ?? 0,
      };
      pages.set(key, facets);
      return facets;
    },

    /**
     * Ways on from a search that found nothing: its words respelt, how many the words find
     * without the filters that emptied it, and what sells in the category it was likely after.
     */
    async searchHelp(q: ProductListQuery): Promise<SearchHelp> {
      const filter = filterOf(q);
      const [known, names, groups] = [
        await vocabulary.get(),
        await nameVocabulary.get(),
        await currentSynonyms(),
      ];
      const search = filter.search ? productQuery(filter.search, known, groups) : null;
      const found = async (f: ListFilter, text: string) => {
        const query = productQuery(text, known, groups);
        if (!query) return 0;
        return (await listing.listProducts(db, { ...f, search: query }, { limit: 1, offset: 0 }))
          .total;
      };
      let didYouMean: string | null = null;
      if (filter.search) {
        const typed = words(filter.search);
        // A word the catalogue has, or that ends words it has ("phone" of "smartphone"), finds
        // products as typed: respelling it would offer another word ("tone") for no typo.
        const findsAsTyped = (w: string) => known.has(w) || known.compoundsOf(w).length > 0;
        const respelt = typed.map((w) => (findsAsTyped(w) ? w : (names.closest(w) ?? w)));
        const text = respelt.join(' ');
        // Offered when the respelt words find something, even past the filters.
        if (respelt.some((w, i) => w !== typed[i]) && (await found(broadened(filter), text)) > 0) {
          didYouMean = text;
        }
      }
      const withoutFilters =
        filter.search && narrowed(filter) ? await found(broadened(filter), filter.search) : 0;
      const categoryId =
        q.productCategoryIds?.[0] ??
        (search
          ? await help.likelyCategory(db, { query: search.anyPart, exact: search.exact })
          : null);
      let products = await help.popularCards(db, categoryId, 8);
      let category = categoryId ? await help.categoryName(db, categoryId) : null;
      if (products.length === 0 && categoryId) {
        products = await help.popularCards(db, null, 8);
        category = null;
      }
      return {
        didYouMean,
        withoutFilters,
        popular: {
          category: category && categoryId ? { _id: categoryId, name: category } : null,
          products,
        },
      };
    },
  };
}
