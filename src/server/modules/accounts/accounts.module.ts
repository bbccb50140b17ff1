import { defineModule, type Deps } from '../../module.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { OrderStatusService } from '../orders/order-status.service.ts';
import type { PostFeedsService } from '../posts/post-feeds.service.ts';
import type { PostsService } from '../posts/posts.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { adjustmentsRoutes } from './adjustments.routes.ts';
import { createAdjustments, type Adjustments } from './adjustments.service.ts';
import { createAccountsService, type AccountsService } from './accounts.service.ts';

export const accountsModule = defineModule<{
  accounts: AccountsService;
  adjustments: Adjustments;
  console: ConsoleService;
}>()({
  name: 'accounts',
  services: {
    adjustments: (d: Deps<{ ledger: LedgerService }>) =>
      createAdjustments({ db: d.db, ledger: d.ledger }),
    accounts: (
      d: Deps<{
        console: ConsoleService;
        users: UsersService;
        businesses: BusinessesService;
        posts: PostsService;
        postFeeds: PostFeedsService;
        products: ProductsService;
        sessions: SessionsService;
        ledger: LedgerService;
        orderStatus: OrderStatusService;
      }>,
    ) =>
      createAccountsService({
        db: d.db,
        console: d.console,
        users: d.users,
        businesses: d.businesses,
        posts: d.posts,
        sessions: d.sessions,
        ledger: d.ledger,
        orderStatus: d.orderStatus,
        changed: () => {
          d.products.forgetPages();
          d.postFeeds.forgetVisitorPages();
        },
      }),
  },
  api: async (api, { services }) => {
    await api.register(accountsRoutes, { accounts: services.accounts, console: services.console });
    await api.register(adjustmentsRoutes, {
      adjustments: services.adjustments,
      console: services.console,
    });
  },
});
