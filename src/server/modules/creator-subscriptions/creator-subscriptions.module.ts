import { defineModule } from '../../module.ts';
import { creatorSubscriptionsRoutes } from './creator-subscriptions.routes.ts';

export const creatorSubscriptionsModule = defineModule({
  name: 'creator-subscriptions',
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
