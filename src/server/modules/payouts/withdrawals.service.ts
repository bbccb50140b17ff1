import { randomBytes } from 'node:crypto';
import { formatNaira } from '#shared/format.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import { largestWithdrawal, withdrawalFee } from '#shared/withdrawal-fee.ts';
import type {
  Withdrawal,
  WithdrawalBody,
  WithdrawalFee,
  WithdrawalListQuery,
  WithdrawalStatus,
} from '#shared/schemas/withdrawals.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Publish } from '../../events/events.ts';
import { AppError, conflict, forbidden } from '../../errors.ts';
import { PaystackError, type PaystackClient } from '../../integrations/paystack/client.ts';
import {
  CONCLUSIVE_TRANSFER_STATUSES,
  type PaystackTransfer,
} from '../../integrations/paystack/transfer-shapes.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import { accounts, type Entry } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { PayoutAccountsService, UsablePayoutAccount } from './bank-accounts.service.ts';
import type { CardHold, Hold } from '../payments/card-hold.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { holdSentence } from './bank-accounts.view.ts';
import { WITHDRAWAL_KINDS, withdrawalSettled } from './payouts.public.ts';
import * as repo from './withdrawals.repo.ts';

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

/** The provider's outcome of a transfer, as a withdrawal's final status. */
type Outcome = 'success' | 'failed' | 'reversed';
const STATUS_OF: Record<Outcome, Exclude<WithdrawalStatus, 'PENDING'>> = {
  success: 'SUCCESS',
  failed: 'FAILED',
  reversed: 'REVERSED',
};

/** A conclusive provider status as the outcome it means for the money. */
function outcomeOf(status: PaystackTransfer['status']): Outcome | null {
  if (!CONCLUSIVE_TRANSFER_STATUSES.has(status)) return null;
  if (status === 'success') return 'success';
  return status === 'reversed' ? 'reversed' : 'failed';
}

const ARRIVES = 'Usually within a few minutes';

/** How the provider refuses a reference it has seen (the client could not fetch that transfer). */
const DUPLICATE_REFERENCE = /duplicate|already (exists|been used)/i;

/** A reference the provider accepts (16-50 of a-z, 0-9, - and _), unique per withdrawal. */
const newReference = () => `oja_wd_${randomBytes(12).toString('hex')}`;

/**
 * The reference of a business's automatic payout on a day (yyyymmdd, Lagos time): one per
 * business per day, so the job run twice, or on two instances, pays once.
 */
export const autoPayoutReference = (businessId: string, day: string) =>
  `oja_ap_${businessId.replaceAll('-', '')}_${day}`;

/** The day in Lagos (UTC+1 all year) as yyyymmdd. */
export const lagosDay = (at: Date) =>
  new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');

/** A moment as people in Lagos read it: "2 Dec 2026, 14:05". */
const lagosTime = new Intl.DateTimeFormat('en-NG', {
  timeZone: 'Africa/Lagos',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Why a withdrawal is more than the part of the balance that may leave for a bank now. */
export function heldMessage(hold: Hold): string {
  const now = largestWithdrawal(hold.withdrawableKobo);
  const soonest = hold.parts[0];
  const held = formatNaira(koboToNaira(hold.heldKobo));
  const when = soonest ? ` from ${lagosTime.format(soonest.until)} (Lagos time)` : ' later';
  return (
    `${held} of your balance came in by card, as a refund or as earnings, and can be withdrawn${when}; ` +
    'you can spend it on Oja now. ' +
    (now
      ? `You can withdraw up to ${formatNaira(koboToNaira(now.amountKobo))} (with its ${formatNaira(koboToNaira(now.feeKobo))} fee) today.`
      : 'Nothing else can be withdrawn yet.')
  );
}

const sourceOf = (w: Pick<repo.WithdrawalRow, 'userId' | 'businessId'>) =>
  w.businessId ? accounts.business(w.businessId) : accounts.wallet(w.userId);

export function withdrawalView(w: repo.WithdrawalRow): Withdrawal {
  return {
    _id: w.id,
    userId: w.userId,
    businessId: w.businessId,
    reason: 'FUND_WITHDRAWAL',
    amount: koboToNaira(w.amountKobo),
    fee: koboToNaira(w.feeKobo),
    total: koboToNaira(w.amountKobo + w.feeKobo),
    status: w.status,
    reference: w.reference,
    bankName: w.bankName,
    accountName: w.accountName,
    last4: w.last4,
    createdAt: w.createdAt.toISOString(),
    settledAt: w.settledAt?.toISOString() ?? null,
  };
}

/**
 * Withdrawals from a wallet or a business's balance to the owner's payout account. The money is
 * held in the ledger in the request's transaction; the provider is called after it commits, with
 * the withdrawal's stored reference, so a retry (reconciliation) never pays twice. The provider's
 * answer, by webhook or reconciliation, settles it once.
 */
export function createWithdrawalsService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  ledger: Pick<LedgerService, 'post' | 'balance' | 'lock'>;
  paystack: Pick<PaystackClient, 'initiateTransfer' | 'verifyTransfer'>;
  payoutAccounts: Pick<
    PayoutAccountsService,
    'payoutAccountFor' | 'autoPayoutBusinesses' | 'holdMs'
  >;
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

  /** Its owner hears how it went (notifications), once the settlement commits. */
  const told = (publish: Publish, w: repo.WithdrawalRow) =>
    publish(withdrawalSettled, {
      withdrawalId: w.id,
      userId: w.userId,
      businessId: w.businessId,
      status: w.status as 'SUCCESS' | 'FAILED' | 'REVERSED',
      amountKobo: String(w.amountKobo),
      feeKobo: String(w.feeKobo),
      bankName: w.bankName,
      last4: w.last4,
    });

  /**
   * A transfer reversed after it succeeded: the amount came back to the provider balance and
   * goes back to the source with the fee (the platform bears the fee the provider kept).
   */
  async function returnAfterSuccess(tx: Tx, w: repo.WithdrawalRow) {
    const entries: Entry[] = [
      { account: accounts.provider, amountKobo: -w.amountKobo },
      { account: sourceOf(w), amountKobo: w.amountKobo + w.feeKobo },
    ];
    if (w.feeKobo > 0n) entries.push({ account: accounts.transferFees, amountKobo: -w.feeKobo });
    await ledger.post(tx, { kind: WITHDRAWAL_KINDS.returned, reference: w.id, entries });
    if (w.businessId)
      await ledger.post(tx, {
        kind: WITHDRAWAL_KINDS.businessWithdrawnReversed,
        reference: w.id,
        entries: [
          { account: accounts.businessWithdrawn(w.businessId), amountKobo: -w.amountKobo },
          { account: accounts.withdrawnMemo, amountKobo: w.amountKobo },
        ],
      });
  }

  /**
   * Applies the provider's outcome once: the row is locked and only a pending one changes (or a
   * successful one the provider reverses later). A webhook's event key is claimed with it, so a
   * replay changes nothing.
   */
  async function settle(
    reference: string,
    outcome: Outcome,
    remote: { transferCode: string | null; amountKobo: number },
    eventKey?: string,
  ) {
    return deps.events.transaction(async (tx, publish) => {
      if (eventKey && (await deps.payments.webhookEvents.seen(tx, eventKey)))
        return 'duplicate-event' as const;
      const w = await repo.lockByReference(tx, reference);
      if (!w) return 'unknown' as const;
      if (BigInt(remote.amountKobo) !== w.amountKobo) return 'amount-mismatch' as const;
      if (eventKey && !(await deps.payments.webhookEvents.claim(tx, eventKey)))
        return 'duplicate-event' as const;
      const settled = await repo.settleWithdrawal(
        tx,
        w.id,
        STATUS_OF[outcome],
        remote.transferCode,
      );
      if (!settled) {
        const reversed = outcome === 'reversed' ? await repo.reverseSucceeded(tx, w.id) : null;
        if (reversed) {
          await returnAfterSuccess(tx, w);
          await told(publish, reversed);
          return 'returned' as const;
        }
        return 'already-settled' as const;
      }
      const inFlight = accounts.payoutInFlight(w.id);
      if (outcome === 'success') {
        const entries: Entry[] = [
          { account: inFlight, amountKobo: -w.amountKobo },
          { account: accounts.provider, amountKobo: w.amountKobo + w.feeKobo },
        ];
        if (w.feeKobo > 0n)
          entries.push({ account: accounts.transferFees, amountKobo: -w.feeKobo });
        await ledger.post(tx, { kind: WITHDRAWAL_KINDS.paid, reference: w.id, entries });
        if (w.businessId)
          await ledger.post(tx, {
            kind: WITHDRAWAL_KINDS.businessWithdrawn,
            reference: w.id,
            entries: [
              { account: accounts.businessWithdrawn(w.businessId), amountKobo: w.amountKobo },
              { account: accounts.withdrawnMemo, amountKobo: -w.amountKobo },
            ],
          });
      } else {
        const entries: Entry[] = [
          { account: inFlight, amountKobo: -w.amountKobo },
          { account: sourceOf(w), amountKobo: w.amountKobo + w.feeKobo },
        ];
        if (w.feeKobo > 0n)
          entries.push({ account: accounts.transferFees, amountKobo: -w.feeKobo });
        await ledger.post(tx, { kind: WITHDRAWAL_KINDS.returned, reference: w.id, entries });
      }
      await told(publish, settled);
      return settled.status === 'SUCCESS' ? ('paid' as const) : ('returned' as const);
    });
  }

  /**
   * Asks the provider to send a pending withdrawal (again, with its own reference). A refusal
   * for good gives the money back; no answer leaves it pending for the reconciliation.
   */
  async function send(w: repo.WithdrawalRow): Promise<repo.WithdrawalRow> {
    try {
      const transfer = await deps.paystack.initiateTransfer({
        amountKobo: Number(w.amountKobo),
        recipientCode: w.recipientCode,
        reference: w.reference,
        reason: 'Oja withdrawal',
      });
      await repo.setTransferCode(db, w.id, transfer.transferCode);
      const outcome = outcomeOf(transfer.status);
      if (outcome) await settle(w.reference, outcome, transfer);
    } catch (err) {
      // A reference the provider already has may be a transfer on its way: never given back here.
      const refused =
        err instanceof PaystackError &&
        err.status >= 400 &&
        err.status < 500 &&
        err.status !== 409 &&
        err.status !== 429 &&
        !DUPLICATE_REFERENCE.test(err.message);
      deps.log(refused ? 'withdrawal refused by the provider' : 'withdrawal not sent yet', err);
      if (refused)
        await settle(w.reference, 'failed', {
          transferCode: null,
          amountKobo: Number(w.amountKobo),
        });
    }
    return (await repo.findWithdrawal(db, w.id)) ?? w;
  }

  /** Asks the provider how a sent withdrawal stands and settles a conclusive answer. */
  async function check(w: repo.WithdrawalRow) {
    if (!w.transferCode) return send(w);
    try {
      const remote = await deps.paystack.verifyTransfer(w.reference);
      const outcome = outcomeOf(remote.status);
      if (outcome) await settle(w.reference, outcome, remote);
    } catch (err) {
      deps.log('withdrawal verification failed', err);
    }
    return w;
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

  /**
   * Today's automatic payout of one business: its whole balance less the fee, held like any
   * withdrawal; null when it already had one today, cannot be paid, or has too little.
   */
  async function autoPayout(
    owner: { businessId: string; userId: string },
    day: string,
  ): Promise<repo.WithdrawalRow | null> {
    const payout = await deps.payoutAccounts.payoutAccountFor({ businessId: owner.businessId });
    if (!payout) return null;
    const reference = autoPayoutReference(owner.businessId, day);
    let w: repo.WithdrawalRow | null;
    try {
      w = await db.transaction(async (tx) => {
        await lockSource(tx, owner);
        // Behind the lock: another run that paid today has committed its withdrawal.
        if (await repo.findByReference(tx, reference)) return null;
        // Only what is not held: card money waits out its hold here too.
        const { withdrawableKobo } = await deps.cardHold.ofBusiness(owner.businessId, tx);
        const largest = largestWithdrawal(withdrawableKobo);
        if (!largest) return null;
        return hold(tx, { ...owner, payout, ...largest, reference });
      });
    } catch (err) {
      // The reference is unique: a run that got past the lock some other way pays nothing.
      if (uniqueViolation(err) === 'withdrawals_reference_key') return null;
      throw err;
    }
    return w ? send(w) : null;
  }

  return {
    quote,

    /** `POST payments/users/{userId}/transfer`: holds amount + fee, then asks the provider. */
    async request(viewerId: string, userId: string, body: WithdrawalBody): Promise<Withdrawal> {
      if (viewerId !== userId || (body.userId !== undefined && body.userId !== userId))
        throw forbidden('You can only withdraw your own money');
      if (body.businessId) await deps.businesses.owned(viewerId, body.businessId);
      const owner = body.businessId ? { businessId: body.businessId } : { userId };
      const payout = await deps.payoutAccounts.payoutAccountFor(owner);
      if (!payout)
        throw conflict(
          `Add and confirm a bank account first. ${holdSentence(deps.payoutAccounts.holdMs)}`,
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

    /** `transfer.success`, `transfer.failed` and `transfer.reversed` from the webhook, once each. */
    async transferEvent(
      event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed',
      t: PaystackTransfer,
    ) {
      const outcome = outcomeOf(t.status) ?? (event.slice('transfer.'.length) as Outcome);
      return settle(t.reference, outcome, t, `${event}:${t.reference}`);
    },

    /**
     * Reconciliation (a job every minute): pending withdrawals older than a minute are sent if
     * the provider never accepted them, else verified, and conclusive answers are settled. A crash
     * between the request and the webhook, or a lost webhook, strands no money.
     */
    async reconcile(now = new Date(), batch = 100): Promise<number> {
      const due = await repo.claimForReconciliation(db, now, batch);
      for (const w of due) await check(w);
      return due.length;
    },

    /**
     * The daily automatic payout (a job every morning, decision 023): each business with the
     * switch on and a usable account withdraws its balance less the fee, through the same hold
     * and transfer as a withdrawal it asks for. One reference per business per day makes a
     * second run, on this instance or another, pay nothing more. Returns how many were requested.
     */
    async autoPayouts(now = new Date()): Promise<number> {
      const day = lagosDay(now);
      let requested = 0;
      for (const owner of await deps.payoutAccounts.autoPayoutBusinesses()) {
        try {
          if (await autoPayout(owner, day)) requested += 1;
        } catch (err) {
          // One business's trouble leaves the others paid; it is tried again tomorrow.
          deps.log('automatic payout failed', { businessId: owner.businessId, err });
        }
      }
      return requested;
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
