import { on } from '../../events/events.ts';
import { defineModule, type Deps } from '../../module.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { SearchInsightsService } from '../search-insights/search-insights.service.ts';
import { createAnalyticsService, type AnalyticsService } from './analytics.service.ts';
import { orderPaid, orderStatusChanged } from '../orders/orders.public.ts';
import { analyticsRoutes } from './analytics.routes.ts';

/** Vendor and customer figures, counted from order events into rollups (decision 025). */
export const analyticsModule = defineModule<{
  analytics: AnalyticsService;
  searchInsights: SearchInsightsService;
}>()({
  name: 'analytics',
  services: {
    analytics: (d: Deps<{ ledger: LedgerService; plans: PlansService }>) =>
      createAnalyticsService({ db: d.db, reads: d.reads, ledger: d.ledger, plans: d.plans }),
  },
  api: (api, { services, config }) =>
    api.register(analyticsRoutes, {
      analytics: services.analytics,
      searchInsights: services.searchInsights,
      config,
    }),
  events: [
    on(orderPaid, 'analytics', async (e, { analytics }) => {
      for (const o of e.orders) await analytics.record(o.id);
    }),
    on(orderStatusChanged, 'analytics', (e, { analytics }) => analytics.record(e.order.id)),
  ],
  jobs: [
    {
      // Orders whose events were missed or came late are counted as they stand now.
      name: 'analytics-catch-up',
      cron: '*/10 * * * *',
      run: (services) => services.analytics.catchUp(),
    },
    {
      // Who saw a product is needed only for the day it is counted on.
      name: 'analytics-prune-view-marks',
      cron: '5 * * * *',
      run: (services) => services.analytics.pruneViewMarks(),
    },
  ],
});
