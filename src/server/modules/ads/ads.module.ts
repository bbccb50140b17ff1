import { on } from '../../events/events.ts';
import type { ConsoleService } from '../console/console.service.ts';
import { adsConsoleRoutes } from './ads-console.routes.ts';
import { defineModule, type Deps } from '../../module.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { orderPaid } from '../orders/orders.public.ts';
import type { PurchasesService } from '../payments/purchases.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { adsRoutes } from './ads.routes.ts';
import { createAdsService, type AdsService } from './ads.service.ts';

/** Ads: sponsored products, posts and stores, bought in naira, paced, counted (decision 057). */
export const adsModule = defineModule<{
  ads: AdsService;
  idempotency: IdempotencyService;
  console: ConsoleService;
}>()({
  name: 'ads',
  services: {
    ads: (d: Deps<{ purchases: PurchasesService; ledger: LedgerService; users: UsersService }>) =>
      createAdsService({
        db: d.db,
        events: d.events,
        purchases: d.purchases,
        ledger: d.ledger,
        roleOf: (userId) => d.users.roleOf(userId),
        secret: d.config.jwtSecret,
        flushMs: d.config.ads.flushMs,
        refreshMs: d.config.ads.refreshMs,
        log: d.log,
      }),
  },
  api: async (api, { services, ownOrigin }) => {
    // Impressions and clicks counted but not yet written go out before the database is closed.
    api.addHook('onClose', () => services.ads.stop());
    await api.register(adsRoutes, {
      ads: services.ads,
      idempotency: services.idempotency,
      ownOrigin,
    });
    await api.register(adsConsoleRoutes, { ads: services.ads, console: services.console });
  },
  events: [on(orderPaid, 'ads', (e, { ads }) => ads.creditOrders(e.orders))],
  jobs: [
    // Ads whose days are over end, and what is left of their budgets goes back; unpaid ones go.
    { name: 'ads-end', cron: '* * * * *', run: ({ ads }) => ads.runEnd() },
  ],
});
