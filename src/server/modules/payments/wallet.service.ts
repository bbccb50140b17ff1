import type { PaymentReason, PaymentStatus } from '#shared/constants.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type {
  Wallet,
  WalletFunding,
  WalletHistoryQuery,
  WalletMovement,
} from '#shared/schemas/wallet.ts';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '#shared/schemas/withdrawals.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import { offsetOf, pageOf, parseDateRange } from '../../paging.ts';
import { accounts, type LedgerService } from '../ledger/ledger.service.ts';
import type { PurchasesService } from './purchases.service.ts';
import * as repo from './payments.repo.ts';
import { WITHDRAWAL_KINDS, type WithdrawalsService } from './withdrawals.service.ts';

/** Ledger kinds whose movements take their status from a withdrawal (the transfer's reference). */
const WITHDRAWAL_MOVEMENTS = new Set<string>([WITHDRAWAL_KINDS.hold, WITHDRAWAL_KINDS.returned]);
const isWithdrawalStatus = (s: PaymentStatus): s is WithdrawalStatus =>
  (WITHDRAWAL_STATUSES as readonly string[]).includes(s);

export type WalletService = ReturnType<typeof createWalletService>;

/** The payment type of a wallet funding, and the ledger transfer that credits it once paid. */
const FUNDING = 'WALLET_FUNDING' as const;

/** How each kind of ledger transfer reads in a wallet's history. */
const MOVEMENTS: Record<
  string,
  { kind: WalletMovement['kind']; reason: PaymentReason | null; credit: string; debit: string }
> = {
  [FUNDING]: {
    kind: 'FUNDING',
    reason: 'FUND_TRANSFER',
    credit: 'Wallet funded by card',
    debit: 'Funding taken back',
  },
  ORDER_REFUND: {
    kind: 'REFUND',
    reason: 'FUND_REFUND',
    credit: 'Refund of an order',
    debit: 'Refund taken back',
  },
  WALLET_PAYMENT: {
    kind: 'ORDER_PAYMENT',
    reason: 'FUND_TRANSFER',
    credit: 'Payment returned',
    debit: 'Paid for an order',
  },
  [WITHDRAWAL_KINDS.hold]: {
    kind: 'WITHDRAWAL',
    reason: 'FUND_WITHDRAWAL',
    credit: 'Withdrawal',
    debit: 'Withdrawal to your bank account, with its fee',
  },
  [WITHDRAWAL_KINDS.returned]: {
    kind: 'WITHDRAWAL',
    reason: 'FUND_WITHDRAWAL',
    credit: 'Withdrawal returned, with its fee',
    debit: 'Withdrawal',
  },
  LATE_PAYMENT: {
    kind: 'LATE_PAYMENT',
    reason: 'FUND_REFUND',
    credit: 'A payment that arrived after its checkout expired',
    debit: 'Late payment taken back',
  },
};

/**
 * A user's Oja wallet: its balance comes from the ledger, funding goes through the provider's
 * checkout like an order (confirmed once, by the callback, the webhook or reconciliation), and
 * its history is the ledger's movements on it.
 */
export function createWalletService(deps: {
  db: Db;
  purchases: Pick<PurchasesService, 'offer' | 'buy'>;
  ledger: Pick<LedgerService, 'balance' | 'movementsOf'>;
  withdrawals: Pick<WithdrawalsService, 'statusesOf' | 'walletWithdrawalIds'>;
}) {
  const { db, ledger } = deps;

  // The price is the user's, in their wallet: the ledger posting is the whole delivery.
  deps.purchases.offer(FUNDING, { delivered: async () => {} });

  const own = (viewerId: string, userId: string) => {
    if (viewerId !== userId) throw forbidden('You can only use your own wallet');
  };

  return {
    async get(viewerId: string, userId: string): Promise<Wallet> {
      own(viewerId, userId);
      const [balance, pending] = await Promise.all([
        ledger.balance(accounts.wallet(userId)),
        repo.pendingTotal(db, userId, FUNDING),
      ]);
      return { userId, balance: koboToNaira(balance), pendingFunding: koboToNaira(pending) };
    },

    /** Opens the provider's payment page for `amount` naira; the user comes back to the wallet. */
    async fund(
      viewerId: string,
      userId: string,
      amount: number,
      returnOrigin?: string | null,
    ): Promise<WalletFunding> {
      own(viewerId, userId);
      const priceKobo = nairaToKobo(amount);
      const bought = await deps.purchases.buy(userId, {
        kind: FUNDING,
        priceKobo,
        payWith: 'CARD',
        payees: [{ account: accounts.wallet(userId), amountKobo: priceKobo }],
        returnPath: (payment) => `/shopper/wallet?funding=${payment.id}`,
        returnOrigin,
      });
      // A new card purchase always has its payment page.
      return { transaction: bought.transaction!, authorizationUrl: bought.authorizationUrl! };
    },

    /** The wallet's movements, newest first (§7 `GET payments/histories/{userId}`). */
    async history(viewerId: string, userId: string, q: WalletHistoryQuery) {
      own(viewerId, userId);
      // Every movement in the ledger has happened, except withdrawals: theirs is the status of
      // the withdrawal (PENDING until the provider answers).
      const kinds = [...WITHDRAWAL_MOVEMENTS];
      const status = q.paymentStatus;
      const only = status
        ? {
            kinds,
            references: isWithdrawalStatus(status)
              ? await deps.withdrawals.walletWithdrawalIds(userId, status)
              : [],
            others: status === 'SUCCESS',
          }
        : undefined;
      const range = parseDateRange(q.paymentDateRange, 'paymentDateRange');
      const { rows, total } = await ledger.movementsOf(
        accounts.wallet(userId),
        { ...range, only },
        offsetOf(q.page, q.limit),
      );
      const statuses = await deps.withdrawals.statusesOf(
        rows.filter((r) => WITHDRAWAL_MOVEMENTS.has(r.kind)).map((r) => r.reference),
      );
      const results = rows.map((r): WalletMovement => {
        const known = MOVEMENTS[r.kind];
        const credit = r.amountKobo > 0n;
        return {
          _id: r.id,
          kind: known?.kind ?? 'OTHER',
          reason: known?.reason ?? null,
          status: WITHDRAWAL_MOVEMENTS.has(r.kind)
            ? (statuses.get(r.reference) ?? 'PENDING')
            : 'SUCCESS',
          amount: koboToNaira(credit ? r.amountKobo : -r.amountKobo),
          direction: credit ? 'CREDIT' : 'DEBIT',
          description:
            r.memo ?? (known ? (credit ? known.credit : known.debit) : 'Wallet movement'),
          createdAt: r.createdAt.toISOString(),
        };
      });
      return pageOf(results, total, q.page, q.limit);
    },
  };
}
