import { defineModule } from '../../module.ts';
import { plansRoutes } from './plans.routes.ts';

export const plansModule = defineModule({
  name: 'plans',
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
});
