import { defineModule, type Deps } from '../../module.ts';
import type { PurchasesService } from '../payments/purchases.service.ts';
import {
  createCreatorSubscriptionsService,
  type CreatorSubscriptionsService,
} from './creator-subscriptions.service.ts';
import { creatorSubscriptionsRoutes } from './creator-subscriptions.routes.ts';

export const creatorSubscriptionsModule = defineModule<{
  creatorSubscriptions: CreatorSubscriptionsService;
}>()({
  name: 'creator-subscriptions',
  services: {
    creatorSubscriptions: (d: Deps<{ purchases: PurchasesService }>) =>
      createCreatorSubscriptionsService({
        db: d.db,
        events: d.events,
        purchases: d.purchases,
        platformSharePercent: d.config.social.platformSharePercent,
        log: d.log,
      }),
  },
  api: async (api, { services, ownOrigin }) => {
    await api.register(creatorSubscriptionsRoutes, {
      creatorSubscriptions: services.creatorSubscriptions,
      ownOrigin,
    });
  },
  jobs: [
    {
      // Subscriptions whose paid month ended renew from the fan's wallet, once per period
      // (the purchase key is the subscription and its payment number); without funds they lapse.
      name: 'creator-subscriptions-renew',
      cron: '*/10 * * * *',
      run: (services) => services.creatorSubscriptions.renewDue(),
    },
  ],
});
