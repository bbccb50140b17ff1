import { defineModule } from '../../module.ts';
import { bankAccountsRoutes } from './bank-accounts.routes.ts';
import { paymentsRoutes, paymentWebhookRoutes } from './payments.routes.ts';
import { walletRoutes } from './wallet.routes.ts';

export const paymentsModule = defineModule({
  name: 'payments',
  api: async (api, { services, config, ownOrigin }) => {
    await api.register(paymentsRoutes, { payments: services.payments });
    await api.register(walletRoutes, { ...services, ownOrigin });
    await api.register(bankAccountsRoutes, {
      payoutAccounts: services.payoutAccounts,
      idempotency: services.idempotency,
      limits: config.rateLimits,
    });
  },
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
