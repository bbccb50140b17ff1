import { defineModule, type Deps } from '../../module.ts';
import { searchInsightsRoutes } from './search-insights.routes.ts';
import {
  createSearchInsightsService,
  type SearchInsightsService,
} from './search-insights.service.ts';

/** Sellers' search figures: searches counted in memory, written in batches (decision 056). */
export const searchInsightsModule = defineModule<{ searchInsights: SearchInsightsService }>()({
  name: 'search-insights',
  services: {
    searchInsights: (d: Deps) =>
      createSearchInsightsService({
        db: d.db,
        secret: d.config.jwtSecret,
        flushMs: d.config.searchInsightsFlushMs,
        log: d.log,
      }),
  },
  api: async (api, { services }) => {
    // What was counted but not yet written goes out before the database is closed.
    api.addHook('onClose', () => services.searchInsights.stop());
    await api.register(searchInsightsRoutes, { searchInsights: services.searchInsights });
  },
});
