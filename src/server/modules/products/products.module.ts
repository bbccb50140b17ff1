import { defineModule, type Deps } from '../../module.ts';
import { REPLICA_PROBE_MS } from '../../db/replica.ts';
import { countSitemapProducts, listSitemapProducts } from './products.repo.ts';
import type { MediaCheck } from '../../media.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { InteractionsService } from '../interactions/interactions.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { SearchInsightsService } from '../search-insights/search-insights.service.ts';
import type { InstanceChanges } from './catalogue-pages.ts';
import { createProductsService, type ProductsService } from './products.service.ts';
import { pageMeta } from '../../page-meta.ts';
import { productData } from '../../structured-data.ts';
import { productsRoutes } from './products.routes.ts';
import { productSearchRoutes } from './product-search.routes.ts';
import type { SearchSynonymsService } from '../search-synonyms/search-synonyms.service.ts';

export const productsModule = defineModule<{
  products: ProductsService;
  searchInsights: SearchInsightsService;
}>()({
  name: 'products',
  services: {
    products: (
      d: Deps<{
        businesses: BusinessesService;
        reference: ReferenceService;
        checkMedia: MediaCheck;
        interactions: InteractionsService;
        plans: PlansService;
        searchSynonyms: SearchSynonymsService;
        /** The live module's hub: how instances hear each other's catalogue changes. */
        liveHub: InstanceChanges;
      }>,
    ) =>
      createProductsService({
        db: d.db,
        reads: d.reads,
        businesses: d.businesses,
        reference: d.reference,
        checkMedia: d.checkMedia,
        interactions: d.interactions,
        limitsOf: (userId) => d.plans.limitsOf(userId),
        // The repository's groups and those Oja support added, kept in memory by their module.
        synonymGroups: () => d.searchSynonyms.groups(),
        changes: d.liveHub,
        readsBehindMs: d.config.readReplica
          ? d.config.readReplica.maxLagMs + 2 * REPLICA_PROBE_MS
          : 0,
      }),
  },
  api: async (api, { services }) => {
    services.products.hearOtherInstances();
    await api.register(productsRoutes, {
      products: services.products,
      searchInsights: services.searchInsights,
    });
    await api.register(productSearchRoutes, { products: services.products });
  },
  warm: ({ products }) => products.warmSearch(),
  jobs: [
    // What shoppers bought and looked at lately, for search ranking (decision 053).
    {
      name: 'products-search-signals',
      cron: '*/15 * * * *',
      run: ({ products }) => products.refreshSearchSignals(),
    },
  ],
  pages: [
    {
      // A product's link preview: its name, description and photo.
      path: /^\/product\/([0-9a-f-]{36})$/,
      meta: async (match, { products }) => {
        const p = await products.get(match[1]!, null);
        return {
          ...pageMeta(p.name, p.description, p.photo, [p.name, p.business.name]),
          largeImage: p.photo !== null,
          structuredData: (appUrl) => productData(p, appUrl),
        };
      },
    },
  ],
  sitemaps: [{ name: 'products', count: countSitemapProducts, list: listSitemapProducts }],
});
