import { defineModule, type Deps } from '../../module.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { CardHold } from '../payments/card-hold.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { createBankAccountsService, type BankAccountsService } from './bank-accounts.service.ts';
import { createWithdrawalsService, type WithdrawalsService } from './withdrawals.service.ts';
import { bankAccountsRoutes } from './bank-accounts.routes.ts';
import { withdrawalsRoutes } from './withdrawals.routes.ts';
import { troubledWithdrawals } from './withdrawals.repo.ts';
import { withdrawalsConsoleRoutes } from './withdrawals-console.routes.ts';
import type { ConsoleService } from '../console/console.service.ts';

export const payoutsModule = defineModule<{
  bankAccounts: BankAccountsService;
  withdrawals: WithdrawalsService;
  idempotency: IdempotencyService;
  console: ConsoleService;
}>()({
  name: 'payouts',
  services: {
    bankAccounts: (
      d: Deps<{
        verification: VerificationService;
        businesses: BusinessesService;
        plans: PlansService;
        users: UsersService;
      }>,
    ) =>
      createBankAccountsService({
        db: d.db,
        holdMs: d.config.payments.payoutHoldMs,
        events: d.events,
        paystack: d.paystack,
        verification: d.verification,
        businesses: d.businesses,
        plans: d.plans,
        users: d.users,
        mailer: d.mail,
        messenger: d.texts,
        log: d.log,
      }),
    withdrawals: (
      d: Deps<{
        ledger: LedgerService;
        bankAccounts: BankAccountsService;
        businesses: BusinessesService;
        cardHold: CardHold;
        payments: PaymentsService;
      }>,
    ) => {
      const withdrawals = createWithdrawalsService({
        db: d.db,
        events: d.events,
        ledger: d.ledger,
        paystack: d.paystack,
        bankAccounts: d.bankAccounts,
        businesses: d.businesses,
        cardHold: d.cardHold,
        payments: d.payments,
        log: d.log,
      });
      // The provider's transfer webhooks settle withdrawals.
      d.payments.handleTransfers(withdrawals.transferEvent);
      return withdrawals;
    },
  },
  api: async (api, { services, config }) => {
    await api.register(withdrawalsConsoleRoutes, {
      withdrawals: services.withdrawals,
      console: services.console,
    });
    await api.register(bankAccountsRoutes, {
      bankAccounts: services.bankAccounts,
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
  figures: [
    {
      name: 'oja_withdrawals',
      help: 'Withdrawals pending after ten minutes, and those failed or reversed in the last hour',
      labelNames: ['state'],
      read: async (db) => {
        const { pending, failed } = await troubledWithdrawals(db);
        return [
          { labels: { state: 'pending_over_10m' }, value: pending },
          { labels: { state: 'failed_last_hour' }, value: failed },
        ];
      },
    },
  ],
});
