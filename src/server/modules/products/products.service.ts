import { cacheStats, counted } from '../../cache-stats.ts';
import { nairaToKobo } from '#shared/money.ts';
import type {
  Product,
  ProductBody,
  ProductCardItem,
  ProductListQuery,
  ProductPatch,
} from '#shared/schemas/products.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, forbidden, notFound, planUpgradeRequired } from '../../errors.ts';
import type { PlanLimits } from '#shared/plans.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { MediaCheck } from '../../media.ts';
import type { InteractionsService } from '../interactions/interactions.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import * as listing from './product-listing.repo.ts';
import type { ListKey } from './product-listing.repo.ts';
import * as signals from './product-signals.repo.ts';
import * as social from './product-social.repo.ts';
import { createCataloguePages, type InstanceChanges, type Page } from './catalogue-pages.ts';
import { createProductResales } from './product-resales.ts';
import * as stock from './product-stock.repo.ts';
import * as repo from './products.repo.ts';
import { createProductSearch, filterOf } from './product-search.service.ts';
import { searchableText } from '../../search/typos.ts';
import type { SynonymGroups } from '../../search/product-query.ts';

export type ProductsService = ReturnType<typeof createProductsService>;

/** A list key as the API writes it (`1.<id>` when pinned) and reads it back. */
const writeKey = (key: ListKey | null) => (key ? `${key.pinned ? 1 : 0}.${key.id}` : null);
const readKey = (text: string): ListKey => ({ pinned: text[0] === '1', id: text.slice(2) });

export function createProductsService(deps: {
  db: Db;
  /** Where reads that may be a moment old go (the read replica, when there is one). */
  reads: Db;
  businesses: BusinessesService;
  reference: ReferenceService;
  checkMedia: MediaCheck;
  interactions: InteractionsService;
  /** What the user's plan allows (the plans module). */
  limitsOf: (userId: string) => Promise<Pick<PlanLimits, 'productsPerBusiness'>>;
  /** The synonym groups searches apply now (kept in memory by their owner). */
  synonymGroups: () => Promise<SynonymGroups>;
  /** Where the other instances hear of catalogue changes (absent: this instance alone). */
  changes?: InstanceChanges;
  /** How far behind `reads` may be (the replica's lag bound and a probe's time), in ms. */
  readsBehindMs?: number;
}) {
  const { db, reads, businesses, reference } = deps;
  const cataloguePages = createCataloguePages(
    deps.changes,
    (title, text) => search.written(title, text),
    deps.readsBehindMs,
  );
  const { pages } = cataloguePages;
  const forgetPages = () => cataloguePages.forget();
  const pageStats = cacheStats('catalogue_pages');
  const search = createProductSearch({ db: reads, synonymGroups: deps.synonymGroups, pages });
  async function ownedProduct(userId: string, productId: string) {
    const found = await repo.findProduct(db, productId);
    if (!found) throw notFound('Product');
    if (found.ownerId !== userId) throw forbidden('You can only manage your own products');
    return found;
  }

  async function fields(
    ownerId: string,
    businessId: string,
    body: ProductPatch,
    current?: repo.ProductRow,
  ) {
    await deps.checkMedia(body.photos ?? [], 'photos', ownerId);
    await reference.checkCategory(body.categoryId);
    const tagIds = body.tagIds ?? current?.tagIds ?? [];
    const tagNames = (await reference.usableTags(businessId, tagIds)).map((t) => t.name);
    const name = body.name ?? current?.name ?? '';
    const description = body.description ?? current?.description ?? '';
    const searchTitle = searchableText([name]);
    const searchText = searchableText([description, ...tagNames]);
    search.written(searchTitle, searchText);
    cataloguePages.wrote(searchTitle, searchText);
    return {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.photos !== undefined ? { photos: body.photos } : {}),
      ...(body.unitPrice !== undefined ? { unitPriceKobo: nairaToKobo(body.unitPrice) } : {}),
      ...(body.compareAtPrice !== undefined
        ? {
            compareAtPriceKobo:
              body.compareAtPrice === null ? null : nairaToKobo(body.compareAtPrice),
          }
        : {}),
      ...(body.quantity !== undefined ? { quantity: body.quantity } : {}),
      ...(body.tagIds !== undefined ? { tagIds: [...new Set(body.tagIds)] } : {}),
      ...(body.variants !== undefined ? { variants: body.variants } : {}),
      ...(body.categoryId !== undefined ? { categoryId: body.categoryId } : {}),
      ...(body.active !== undefined ? { isActive: body.active } : {}),
      ...(body.resaleAllowed !== undefined ? { resaleAllowed: body.resaleAllowed } : {}),
      ...(body.affiliateCommission !== undefined
        ? { affiliateCommissionPct: body.affiliateCommission }
        : {}),
      searchTitle,
      searchText,
    };
  }

  async function fresh(productId: string) {
    forgetPages();
    return (await repo.findProduct(db, productId))!.dto;
  }

  // Who resells what: its own file (product-resales.ts); every change forgets the cached pages.
  const resales = createProductResales(db, () => forgetPages());
  return {
    /** How often the kept catalogue pages answered (`/metrics`). */
    pageCache: pageStats,
    /** Rescores every product for search from its recent sales and views (the module's job). */
    async refreshSearchSignals() {
      const scored = await signals.refreshSearchSignals(db);
      forgetPages();
      return scored;
    },
    /** Reads the search vocabulary in the background at start-up (the module's `warm`). */
    warmSearch: () => search.warm(),
    /** Starts hearing the other instances' catalogue changes (the app does, when it starts). */
    hearOtherInstances: () => cataloguePages.hear(),
    /** Drops the kept catalogue pages: what they show changed elsewhere (a verified tick). */
    forgetPages,
    /**
     * Takes stock inside the caller's transaction, at the price the order was written with;
     * false when there is not enough or that price (or resale terms) changed meanwhile.
     */
    async takeStock(
      tx: Executor,
      productId: string,
      quantity: number,
      variantName: string | null,
      priced: stock.PricedWith,
    ) {
      const taken = await stock.takeStock(tx, productId, quantity, variantName, priced);
      if (taken) forgetPages();
      return taken;
    },
    async returnStock(
      tx: Executor,
      productId: string,
      quantity: number,
      variantName: string | null,
    ) {
      await stock.returnStock(tx, productId, quantity, variantName);
      forgetPages();
    },
    ...resales,
    /** The products as checkout sees them (hidden ones included), by id; takes no lock. */
    forCheckout: (db: Executor, productIds: string[]) => stock.checkoutProducts(db, productIds),

    async list(q: ProductListQuery, viewerId: string | null): Promise<Page> {
      const limit = q.limit ?? (q.productBusinessId ? 10 : q.productAffiliateIds ? 15 : 20);
      const ownCatalogue =
        viewerId !== null &&
        q.productBusinessId !== undefined &&
        (await businesses.findOwned(viewerId, q.productBusinessId)) !== null;
      const filter = filterOf(q, ownCatalogue);
      // Each view of a page is read and kept on its own: a card page reads only a card's columns.
      const key = ownCatalogue ? null : JSON.stringify([filter, q.page, q.after, limit, q.view]);
      const cached = key ? counted(pageStats, pages.get(key)) : undefined;
      if (cached) return cached as Page;
      // A search's order is its ranking, which has no key to continue from.
      if (q.after && filter.search)
        throw badRequest({ after: 'A search is paged by number; leave out after' });
      const query = filter.search ? await search.query(filter.search) : undefined;
      // A search made only of punctuation finds nothing.
      if (query === null) return { ...pageOf([], 0, q.page, limit), nextAfter: null };
      const totalKey = key ? `total:${JSON.stringify(filter)}` : null;
      const knownTotal = totalKey ? (pages.get(totalKey) as number | undefined) : undefined;
      const { results, total, last } = await listing.listProducts(
        reads,
        { ...filter, search: query },
        { ...offsetOf(q.page, limit), after: q.after ? readKey(q.after) : undefined },
        { knownTotal, view: q.view },
      );
      const numbered = pageOf<Product | ProductCardItem>(results, total, q.page, limit);
      const page = { ...numbered, nextAfter: numbered.nextPage ? writeKey(last) : null };
      if (key) pages.set(key, page);
      if (totalKey && knownTotal === undefined) pages.set(totalKey, total);
      return page;
    },

    facets: (q: ProductListQuery) => search.facets(q),
    searchHelp: (q: ProductListQuery) => search.searchHelp(q),

    async populars(limit: number): Promise<Product[]> {
      const key = `populars:${limit}`;
      const cached = counted(pageStats, pages.get(key));
      if (cached) return cached as Product[];
      const results = await listing.popularProducts(reads, limit);
      pages.set(key, results);
      return results;
    },

    /** The catalogue cards of those products a shopper may see (active, in an active shop). */
    async cards(ids: string[]): Promise<Product[]> {
      if (ids.length === 0) return [];
      const { results } = await listing.listProducts(
        reads,
        { ids },
        { limit: ids.length, offset: 0 },
        { knownTotal: ids.length },
      );
      return results;
    },

    async likedBy(userId: string, page: number, limit: number) {
      const { results, total } = await listing.listProducts(
        reads,
        { likedBy: userId },
        offsetOf(page, limit),
      );
      return pageOf(results, total, page, limit);
    },

    async get(productId: string, viewerId: string | null) {
      const found = await repo.findProduct(reads, productId);
      const visible =
        found && ((found.row.isActive && found.businessActive) || found.ownerId === viewerId);
      if (!visible) throw notFound('Product');
      return found.dto;
    },

    async create(userId: string, body: ProductBody) {
      await businesses.owned(userId, body.businessId);
      const values = await fields(userId, body.businessId, body);
      const { productsPerBusiness: allowed } = await deps.limitsOf(userId);
      const id = await db.transaction(async (tx) => {
        if (allowed !== null && (await repo.lockAndCountProducts(tx, body.businessId)) >= allowed)
          throw planUpgradeRequired(
            `Your plan allows ${allowed} products per business: upgrade to add more`,
          );
        return repo.insertProduct(tx, {
          ...values,
          businessId: body.businessId,
          name: body.name,
          unitPriceKobo: nairaToKobo(body.unitPrice),
          quantity: body.quantity,
        });
      });
      return fresh(id);
    },

    async update(userId: string, productId: string, patch: ProductPatch) {
      const { row } = await ownedProduct(userId, productId);
      await repo.updateProduct(db, productId, await fields(userId, row.businessId, patch, row));
      return fresh(productId);
    },

    async remove(userId: string, productId: string) {
      await ownedProduct(userId, productId);
      await repo.deleteProduct(db, productId);
      forgetPages();
    },

    async toggle(
      userId: string,
      productId: string,
      flag: 'isActive' | 'isPinned',
      value?: boolean,
    ) {
      await ownedProduct(userId, productId);
      await repo.toggleProductFlag(db, productId, flag, value);
      return fresh(productId);
    },

    async setLike(productId: string, userId: string, on: boolean) {
      await this.get(productId, userId);
      const found = await repo.findProduct(db, productId);
      await db.transaction(async (tx) => {
        if (!(await social.setProductLike(tx, productId, userId, on)) || !found) return;
        const like = { userId, entityType: 'PRODUCT', entityId: productId, type: 'LIKE' } as const;
        if (on) await deps.interactions.record(tx, { ...like, ownerId: found.ownerId });
        else await deps.interactions.forget(tx, like);
      });
      return fresh(productId);
    },
  };
}
