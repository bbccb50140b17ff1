import { DEFAULT_META, metaFor } from '#shared/meta.ts';
import { titled } from '#shared/page-titles.ts';
import { defineModule, type Deps } from '../../module.ts';
import type { MediaCheck } from '../../media.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { PurchasesService } from '../payments/purchases.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { PriceList } from '../prices/prices.service.ts';
import { themesPageDescription } from './themes-page.ts';
import { themesRoutes } from './themes.routes.ts';
import { createThemesService, type ThemesService } from './themes.service.ts';

/** Store themes: the theme shop, buying and activating, and each store's look (decision 051). */
export const themesModule = defineModule<{
  themes: ThemesService;
  idempotency: IdempotencyService;
}>()({
  name: 'themes',
  services: {
    themes: (
      d: Deps<{
        purchases: PurchasesService;
        businesses: BusinessesService;
        plans: PlansService;
        checkMedia: MediaCheck;
        prices: PriceList;
      }>,
    ) =>
      createThemesService({
        db: d.db,
        events: d.events,
        purchases: d.purchases,
        businesses: d.businesses,
        plans: d.plans,
        checkMedia: d.checkMedia,
        prices: d.prices,
      }),
  },
  api: (api, { services, ownOrigin }) =>
    api.register(themesRoutes, {
      themes: services.themes,
      idempotency: services.idempotency,
      ownOrigin,
    }),
  pages: [
    {
      // The theme shop's link preview: how many themes, and what they cost.
      path: /^\/themes$/,
      meta: async (_match, { themes }) => ({
        ...metaFor('/themes'),
        description: themesPageDescription((await themes.list(1, 100)).results),
      }),
    },
    {
      // An owner's preview of their store in a theme: private, never listed.
      path: /^\/vendor\/[0-9a-f-]{36}\/theme\/preview\/[a-z0-9-]+$/,
      meta: async () => ({ ...DEFAULT_META, title: titled('Theme preview'), noindex: true }),
    },
  ],
  jobs: [
    // Reminders 3 days ahead, renewals from the wallet, and the return to the default theme.
    { name: 'themes-expiry', cron: '*/15 * * * *', run: ({ themes }) => themes.runExpiry() },
  ],
});
