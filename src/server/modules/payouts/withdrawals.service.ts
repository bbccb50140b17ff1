import { randomBytes } from 'node:crypto';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import { withdrawalFee } from '#shared/withdrawal-fee.ts';
import type {
  BusinessFunds,
  Withdrawal,
  WithdrawalBody,
  WithdrawalFee,
  WithdrawalListQuery,
  WithdrawalStatus,
} from '#shared/schemas/withdrawals.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { AppError, conflict, forbidden } from '../../errors.ts';
import type { PaystackClient } from '../../integrations/paystack/client.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import { accounts, type Entry } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { CardHold } from '../payments/card-hold.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { createAutoPayouts } from './auto-payouts.ts';
import type { BankAccountsService, UsablePayoutAccount } from './bank-accounts.service.ts';
import { holdSentence } from './bank-accounts.view.ts';
import { WITHDRAWAL_KINDS } from './payouts.public.ts';
import { createTransfers, sourceOf } from './withdrawal-transfers.ts';
import { ARRIVES, heldMessage, withdrawalView } from './withdrawals.view.ts';
import * as repo from './withdrawals.repo.ts';

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

/** A reference the provider accepts (16-50 of a-z, 0-9, - and _), unique per withdrawal. */
const newReference = () => `oja_wd_${randomBytes(12).toString('hex')}`;

/**
 * Withdrawals from a wallet or a business's balance to the owner's payout account. The money is
 * held in the ledger in the request's transaction; the provider is called after it commits, with
 * the withdrawal's stored reference, so a retry (reconciliation) never pays twice. The provider's
 * answer, by webhook or reconciliation, settles it once (withdrawal-transfers.ts); businesses
 * that ask for it are paid every morning (auto-payouts.ts).
 */
export function createWithdrawalsService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  ledger: Pick<LedgerService, 'post' | 'balance' | 'lock'>;
  paystack: Pick<PaystackClient, 'initiateTransfer' | 'verifyTransfer'>;
  bankAccounts: Pick<BankAccountsService, 'payoutAccountFor' | 'autoPayoutBusinesses' | 'holdMs'>;
  businesses: Pick<BusinessesService, 'owned'>;
  /** What of a balance is card money still held (decision 020). */
  cardHold: Pick<CardHold, 'ofWallet' | 'ofBusiness'>;
  /** Transfer webhooks share the payments' record of events already applied. */
  payments: Pick<PaymentsService, 'webhookEvents'>;
  log: (msg: string, detail: unknown) => void;
}) {
  const { db, ledger } = deps;

  function quote(amount: number): WithdrawalFee {
    const fee = withdrawalFee(amount);
    return {
      amount,
      fee,
      total: koboToNaira(nairaToKobo(amount) + nairaToKobo(fee)),
      arrives: ARRIVES,
    };
  }

  /** Locks the balance a withdrawal comes from until the transaction ends; its ledger account. */
  async function lockSource(tx: Tx, w: Pick<repo.WithdrawalRow, 'userId' | 'businessId'>) {
    const source = sourceOf(w);
    await ledger.lock(tx, source);
    return source;
  }

  /**
   * Records a withdrawal and holds its amount + fee in the ledger, inside the caller's
   * transaction, after the caller locked the source and checked its balance.
   */
  async function hold(
    tx: Tx,
    h: {
      userId: string;
      businessId: string | null;
      payout: UsablePayoutAccount;
      amountKobo: bigint;
      feeKobo: bigint;
      reference: string;
    },
  ) {
    const row = await repo.insertWithdrawal(tx, {
      userId: h.userId,
      businessId: h.businessId,
      payoutAccountId: h.payout.accountId,
      recipientCode: h.payout.recipientCode,
      bankName: h.payout.bankName,
      accountName: h.payout.accountName,
      last4: h.payout.last4,
      amountKobo: h.amountKobo,
      feeKobo: h.feeKobo,
      reference: h.reference,
    });
    const entries: Entry[] = [
      { account: sourceOf(row), amountKobo: -(h.amountKobo + h.feeKobo) },
      { account: accounts.payoutInFlight(row.id), amountKobo: h.amountKobo },
    ];
    if (h.feeKobo > 0n) entries.push({ account: accounts.transferFees, amountKobo: h.feeKobo });
    await ledger.post(tx, { kind: WITHDRAWAL_KINDS.hold, reference: row.id, entries });
    return row;
  }

  const transfers = createTransfers(deps);
  const { send } = transfers;
  const autoPayouts = createAutoPayouts({ ...deps, lockSource, hold, send });

  return {
    quote,

    /** `POST payments/users/{userId}/transfer`: holds amount + fee, then asks the provider. */
    async request(viewerId: string, userId: string, body: WithdrawalBody): Promise<Withdrawal> {
      if (viewerId !== userId || (body.userId !== undefined && body.userId !== userId))
        throw forbidden('You can only withdraw your own money');
      if (body.businessId) await deps.businesses.owned(viewerId, body.businessId);
      const owner = body.businessId ? { businessId: body.businessId } : { userId };
      const payout = await deps.bankAccounts.payoutAccountFor(owner);
      if (!payout)
        throw conflict(
          `Add and confirm a bank account first. ${holdSentence(deps.bankAccounts.holdMs)}`,
        );
      const amountKobo = nairaToKobo(body.amount);
      const feeKobo = nairaToKobo(withdrawalFee(body.amount));
      const businessId = body.businessId ?? null;
      const w = await db.transaction(async (tx) => {
        const source = await lockSource(tx, { userId, businessId });
        if ((await ledger.balance(source, tx)) < amountKobo + feeKobo)
          throw conflict('Your balance is not enough for this withdrawal and its fee', {
            amount: 'Your balance is not enough for this withdrawal and its fee',
          });
        // Behind the lock, so no payment or withdrawal from this balance runs in between.
        const onHold = businessId
          ? await deps.cardHold.ofBusiness(businessId, tx)
          : await deps.cardHold.ofWallet(userId, tx);
        if (onHold.withdrawableKobo < amountKobo + feeKobo) {
          const message = heldMessage(onHold);
          throw new AppError(409, 'FUNDS_ON_HOLD', message, { amount: message });
        }
        return hold(tx, {
          userId,
          businessId,
          payout,
          amountKobo,
          feeKobo,
          reference: newReference(),
        });
      });
      // Outside the transaction: the money is held whatever the provider answers.
      const sent = await send(w);
      if (sent.status === 'FAILED')
        throw new AppError(
          502,
          'PAYOUT_REFUSED',
          'Your bank account could not be paid; the money is back in your balance',
        );
      return withdrawalView(sent);
    },

    transferEvent: transfers.event,
    reconcile: transfers.reconcile,
    checkNow: transfers.checkNow,

    /** Finance's queue: withdrawals waiting on the bank, or those that failed (money returned). */
    async staffQueue(status: 'PENDING' | 'FAILED', page: number, limit: number) {
      const { rows, total } = await repo.listForStaff(db, status, offsetOf(page, limit));
      return pageOf(
        rows.map(({ w, firstName, lastName, store }) => ({
          _id: w.id,
          person: `${firstName} ${lastName}`,
          store,
          amount: koboToNaira(w.amountKobo),
          fee: koboToNaira(w.feeKobo),
          bank: `${w.bankName} ••••${w.last4}, ${w.accountName}`,
          status: w.status,
          sent: w.transferCode !== null,
          requestedAt: w.createdAt.toISOString(),
          lastCheckedAt: w.providerCheckedAt?.toISOString() ?? null,
          settledAt: w.settledAt?.toISOString() ?? null,
        })),
        total,
        page,
        limit,
      );
    },
    autoPayouts,

    /** What of a business's balance its owner can withdraw now, and when the rest can go. */
    async businessFunds(viewerId: string, businessId: string): Promise<BusinessFunds> {
      await deps.businesses.owned(viewerId, businessId);
      const hold = await deps.cardHold.ofBusiness(businessId);
      return {
        businessId,
        balance: koboToNaira(hold.balanceKobo),
        withdrawable: koboToNaira(hold.withdrawableKobo),
        held: hold.parts
          .toSorted((a, b) => a.until.getTime() - b.until.getTime())
          .map((p) => ({ amount: koboToNaira(p.amountKobo), until: p.until.toISOString() })),
      };
    },

    /** The caller's withdrawals (their wallet's and their businesses'), newest first. */
    async list(viewerId: string, userId: string, q: WithdrawalListQuery) {
      if (viewerId !== userId) throw forbidden('You can only see your own withdrawals');
      if (q.businessId) await deps.businesses.owned(viewerId, q.businessId);
      const { rows, total } = await repo.listWithdrawals(
        db,
        { userId, businessId: q.businessId, status: q.status },
        offsetOf(q.page, q.limit),
      );
      return pageOf(rows.map(withdrawalView), total, q.page, q.limit);
    },

    /**
     * What left a business's balance for withdrawals without counting as withdrawn: pending
     * withdrawals' amount + fee, and the fees of those that went.
     */
    outflowOf: (businessId: string) => repo.businessOutflowKobo(db, businessId),

    /** Each withdrawal's status, for the wallet history. */
    statusesOf: (ids: string[]) => repo.statusesOf(db, ids),
    /** The ids of the user's wallet withdrawals in this status, for the wallet history's filter. */
    walletWithdrawalIds: (userId: string, status: WithdrawalStatus) =>
      repo.walletWithdrawalIds(db, userId, status),
  };
}
