import { defineModule, type Deps } from '../../module.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createCardHold, type CardHold } from './card-hold.service.ts';
import { createPaymentsService, type PaymentsService } from './payments.service.ts';
import { createPurchasesService } from './purchases.service.ts';
import { unsettledOverTenMinutes } from './payments.repo.ts';
import { paymentsRoutes, paymentWebhookRoutes } from './payments.routes.ts';
import { paymentsConsoleRoutes } from './payments-console.routes.ts';
import type { ConsoleService } from '../console/console.service.ts';

export const paymentsModule = defineModule<{
  payments: PaymentsService;
  console: ConsoleService;
}>()({
  name: 'payments',
  services: {
    payments: (d: Deps<{ ledger: LedgerService; users: UsersService }>) =>
      createPaymentsService({
        db: d.db,
        events: d.events,
        ledger: d.ledger,
        paystack: d.paystack,
        secretKey: d.config.payments.secretKey,
        appUrl: d.config.appUrl,
        emailOf: (userId) => d.users.emailOf(userId),
        log: d.log,
      }),
    purchases: (d: Deps<{ payments: PaymentsService; ledger: LedgerService }>) =>
      createPurchasesService({
        db: d.db,
        events: d.events,
        payments: d.payments,
        ledger: d.ledger,
      }),
    cardHold: (d: Deps<{ ledger: LedgerService }>): CardHold =>
      createCardHold({ db: d.db, ledger: d.ledger, holdMs: d.config.payments.cardHoldMs }),
  },
  api: async (api, { services }) => {
    await api.register(paymentsRoutes, { payments: services.payments });
    await api.register(paymentsConsoleRoutes, {
      payments: services.payments,
      console: services.console,
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
  figures: [
    {
      name: 'oja_payments_pending_over_10m',
      help: 'Payments of the last day still waiting on the provider after ten minutes',
      read: async (db) => [
        { value: (await unsettledOverTenMinutes(db)).reduce((n, r) => n + r.count, 0) },
      ],
    },
  ],
});
