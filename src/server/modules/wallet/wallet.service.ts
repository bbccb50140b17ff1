import type { PaymentReason, PaymentStatus } from '#shared/constants.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type {
  PendingWalletFunding,
  Wallet,
  WalletFunding,
  WalletHistoryQuery,
  WalletMovement,
} from '#shared/schemas/wallet.ts';
import { formatNaira } from '#shared/format.ts';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '#shared/schemas/withdrawals.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { offsetOf, pageOf, parseDateRange } from '../../paging.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { CardHold } from '../payments/card-hold.service.ts';
import { UNPAID_HOLD_MS } from '../payments/payments.public.ts';
import type { PaymentRow, PaymentsService } from '../payments/payments.service.ts';
import type { PurchasesService } from '../payments/purchases.service.ts';
import { WITHDRAWAL_KINDS } from '../payouts/payouts.public.ts';
import type { WithdrawalsService } from '../payouts/withdrawals.service.ts';

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

const pendingView = (t: PaymentRow): PendingWalletFunding => ({
  _id: t.id,
  amount: koboToNaira(t.amountKobo),
  createdAt: t.createdAt.toISOString(),
  resumableUntil: new Date(t.createdAt.getTime() + UNPAID_HOLD_MS).toISOString(),
});

/**
 * A user's Oja wallet: its balance comes from the ledger, funding goes through the provider's
 * checkout like an order (confirmed once, by the callback, the webhook or reconciliation), and
 * its history is the ledger's movements on it.
 */
export function createWalletService(deps: {
  purchases: Pick<PurchasesService, 'offer' | 'buy'>;
  payments: Pick<PaymentsService, 'verify' | 'remove' | 'find' | 'pendingOf'>;
  ledger: Pick<LedgerService, 'balance' | 'movementsOf'>;
  cardHold: Pick<CardHold, 'ofWallet'>;
  withdrawals: Pick<WithdrawalsService, 'statusesOf' | 'walletWithdrawalIds'>;
}) {
  const { ledger, payments } = deps;

  // The price is the user's, in their wallet: the ledger posting is the whole delivery.
  deps.purchases.offer(FUNDING, { delivered: async () => {} });

  const own = (viewerId: string, userId: string) => {
    if (viewerId !== userId) throw forbidden('You can only use your own wallet');
  };

  /** The user's own top-up (404 for anything else, so nothing is told about others'). */
  async function fundingOf(viewerId: string, userId: string, transactionId: string) {
    own(viewerId, userId);
    const t = await payments.find(transactionId);
    if (!t || t.userId !== userId || t.type !== FUNDING) throw notFound('Top-up');
    return t;
  }

  return {
    async get(viewerId: string, userId: string): Promise<Wallet> {
      own(viewerId, userId);
      const [hold, pending] = await Promise.all([
        deps.cardHold.ofWallet(userId),
        payments.pendingOf(userId, FUNDING),
      ]);
      return {
        userId,
        balance: koboToNaira(hold.balanceKobo),
        withdrawable: koboToNaira(hold.withdrawableKobo),
        held: hold.parts.map((p) => ({
          amount: koboToNaira(p.amountKobo),
          until: p.until.toISOString(),
        })),
        pendingFunding: koboToNaira(pending.reduce((sum, t) => sum + t.amountKobo, 0n)),
        pendingFundings: pending.map(pendingView),
      };
    },

    /**
     * Back to the payment page of a top-up left unpaid. The provider is asked first: a top-up
     * it has been paid for is credited instead, and one past its time cannot be paid any more.
     */
    async resumeFunding(
      viewerId: string,
      userId: string,
      transactionId: string,
    ): Promise<WalletFunding> {
      await fundingOf(viewerId, userId, transactionId);
      const transaction = await payments.verify(viewerId, transactionId);
      const now = (await payments.find(transactionId))!;
      if (now.status === 'SUCCESS')
        throw conflict(
          `This top-up was paid: ${formatNaira(koboToNaira(now.amountKobo))} is in your wallet`,
        );
      if (
        now.status !== 'PENDING' ||
        !now.authorizationUrl ||
        Date.now() - now.createdAt.getTime() >= UNPAID_HOLD_MS
      )
        throw conflict('This top-up has expired and nothing was charged. Start a new one.');
      return { transaction, authorizationUrl: now.authorizationUrl };
    },

    /**
     * Cancels a top-up left unpaid. The provider is asked first, so one that was paid after all
     * is credited (and answered as paid), never lost; one being paid right now cannot be cancelled.
     */
    async cancelFunding(viewerId: string, userId: string, transactionId: string) {
      const t = await fundingOf(viewerId, userId, transactionId);
      try {
        await payments.remove(viewerId, transactionId);
      } catch (err) {
        const now = await payments.find(transactionId);
        if (now?.status !== 'SUCCESS') throw err;
      }
      const now = (await payments.find(transactionId))!;
      return {
        status: now.status === 'SUCCESS' ? ('SUCCESS' as const) : ('CANCELLED' as const),
        amount: koboToNaira(t.amountKobo),
      };
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

    /** The wallet's movements, newest first (`GET payments/histories/{userId}`). */
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
      // Top-ups still waiting for the card come first (they are the newest, and are not in the
      // ledger until paid); the ledger's movements follow them page after page.
      const pending =
        !status || status === 'PENDING' ? await payments.pendingOf(userId, FUNDING, range) : [];
      const { offset, limit } = offsetOf(q.page, q.limit);
      const waiting = pending.slice(offset, offset + limit);
      const { rows, total } = await ledger.movementsOf(
        accounts.wallet(userId),
        { ...range, only },
        { offset: Math.max(0, offset - pending.length), limit: limit - waiting.length },
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
      const waitingLines = waiting.map((t): WalletMovement => ({
        _id: t.id,
        kind: 'FUNDING',
        reason: 'FUND_TRANSFER',
        status: 'PENDING',
        amount: koboToNaira(t.amountKobo),
        direction: 'CREDIT',
        description: 'Card top-up waiting for payment',
        createdAt: t.createdAt.toISOString(),
      }));
      return pageOf([...waitingLines, ...results], total + pending.length, q.page, q.limit);
    },
  };
}
