import { defineModule } from '../../module.ts';
import { bankAccountsRoutes } from './bank-accounts.routes.ts';
import { paymentsRoutes, paymentWebhookRoutes } from './payments.routes.ts';
import { walletRoutes } from './wallet.routes.ts';
import { withdrawalsRoutes } from './withdrawals.routes.ts';

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
    await api.register(withdrawalsRoutes, {
      withdrawals: services.withdrawals,
      idempotency: services.idempotency,
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
    {
      // Withdrawals still pending after a minute: sent again with their own reference if the
      // provider never took them, else verified and settled (a lost webhook strands nothing).
      name: 'withdrawals-reconcile',
      cron: '* * * * *',
      run: (services) => services.withdrawals.reconcile(),
    },
    {
      // Businesses that turned on the automatic daily payout are paid their balance less the
      // fee each morning at 06:00 Lagos time, once per business per day (decision 023).
      name: 'payouts-daily',
      cron: '0 6 * * *',
      run: (services) => services.withdrawals.autoPayouts(),
    },
  ],
});
