import { defineModule } from '../../module.ts';
import { paymentsRoutes, paymentWebhookRoutes } from './payments.routes.ts';

export const paymentsModule = defineModule({
  name: 'payments',
  api: (api, { services }) => api.register(paymentsRoutes, { payments: services.payments }),
  root: (app, { services }) => app.register(paymentWebhookRoutes, { payments: services.payments }),
  jobs: [
    {
      // Payments the provider has not answered for good are verified with it: paid ones are
      // applied (a lost webhook strands nothing), unpaid ones give back what they held after 30 minutes.
      name: 'payments-reconcile',
      cron: '* * * * *',
      run: (services) => services.payments.reconcile(),
    },
  ],
});
