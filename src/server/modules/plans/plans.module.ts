import { defineModule, type Deps } from '../../module.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PurchasesService } from '../payments/purchases.service.ts';
import type { PriceList } from '../prices/prices.service.ts';
import { createPlansService, type PlansService } from './plans.service.ts';
import { plansRoutes } from './plans.routes.ts';

export const plansModule = defineModule<{ plans: PlansService; idempotency: IdempotencyService }>()(
  {
    name: 'plans',
    services: {
      plans: (d: Deps<{ purchases: PurchasesService; ledger: LedgerService; prices: PriceList }>) =>
        createPlansService({
          db: d.db,
          events: d.events,
          purchases: d.purchases,
          ledger: d.ledger,
          prices: d.prices,
        }),
    },
    api: (api, { services, ownOrigin }) =>
      api.register(plansRoutes, {
        plans: services.plans,
        idempotency: services.idempotency,
        ownOrigin,
      }),
    jobs: [
      // Reminders 3 days ahead, renewals from the wallet, and the return to Free.
      { name: 'plan-expiry', cron: '*/15 * * * *', run: ({ plans }) => plans.runExpiry() },
    ],
  },
);
