import { defineModule, type Deps } from '../../module.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PurchasesService } from '../payments/purchases.service.ts';
import type { PostFeedsService } from '../posts/post-feeds.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { PriceList } from '../prices/prices.service.ts';
import { createBadgesService, type BadgesService } from './badges.service.ts';
import { badgesRoutes } from './badges.routes.ts';
import { badgesConsoleRoutes } from './badges-console.routes.ts';
import type { ConsoleService } from '../console/console.service.ts';

export const badgesModule = defineModule<{ badges: BadgesService; console: ConsoleService }>()({
  name: 'badges',
  services: {
    badges: (
      d: Deps<{
        purchases: PurchasesService;
        ledger: LedgerService;
        users: UsersService;
        businesses: BusinessesService;
        products: ProductsService;
        postFeeds: PostFeedsService;
        prices: PriceList;
      }>,
    ) =>
      createBadgesService({
        db: d.db,
        events: d.events,
        settings: d.config.badges,
        prices: d.prices,
        purchases: d.purchases,
        ledger: d.ledger,
        users: d.users,
        businesses: d.businesses,
        // Kept public pages that show the tick are dropped.
        verifiedChanged: () => {
          d.products.forgetPages();
          d.postFeeds.forgetVisitorPages();
        },
      }),
  },
  api: async (api, { services, ownOrigin }) => {
    await api.register(badgesRoutes, { badges: services.badges, ownOrigin });
    await api.register(badgesConsoleRoutes, { badges: services.badges, console: services.console });
  },
});
