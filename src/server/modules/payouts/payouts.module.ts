import { defineModule } from '../../module.ts';
import { bankAccountsRoutes } from './bank-accounts.routes.ts';
import { withdrawalsRoutes } from './withdrawals.routes.ts';

export const payoutsModule = defineModule({
  name: 'payouts',
  api: async (api, { services, config }) => {
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
  jobs: [
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
