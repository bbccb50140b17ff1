import { defineModule, type Deps } from '../../module.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { CardHold } from '../payments/card-hold.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PurchasesService } from '../payments/purchases.service.ts';
import type { WithdrawalsService } from '../payouts/withdrawals.service.ts';
import { createWalletService, type WalletService } from './wallet.service.ts';
import { walletRoutes } from './wallet.routes.ts';

export const walletModule = defineModule<{
  wallet: WalletService;
  idempotency: IdempotencyService;
}>()({
  name: 'wallet',
  services: {
    wallet: (
      d: Deps<{
        purchases: PurchasesService;
        payments: PaymentsService;
        ledger: LedgerService;
        withdrawals: WithdrawalsService;
        cardHold: CardHold;
      }>,
    ) =>
      createWalletService({
        purchases: d.purchases,
        payments: d.payments,
        ledger: d.ledger,
        withdrawals: d.withdrawals,
        cardHold: d.cardHold,
      }),
  },
  api: (api, { services, ownOrigin }) => api.register(walletRoutes, { ...services, ownOrigin }),
});
