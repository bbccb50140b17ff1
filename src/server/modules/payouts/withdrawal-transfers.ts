import type { WithdrawalStatus } from '#shared/schemas/withdrawals.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Publish } from '../../events/events.ts';
import { PaystackError, type PaystackClient } from '../../integrations/paystack/client.ts';
import {
  CONCLUSIVE_TRANSFER_STATUSES,
  type PaystackTransfer,
} from '../../integrations/paystack/transfer-shapes.ts';
import { accounts, type Entry } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { WITHDRAWAL_KINDS, withdrawalSettled } from './payouts.public.ts';
import * as repo from './withdrawals.repo.ts';

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

/** How the provider refuses a reference it has seen (the client could not fetch that transfer). */
const DUPLICATE_REFERENCE = /duplicate|already (exists|been used)/i;

/** The balance a withdrawal comes from: its business's, else its owner's wallet. */
export const sourceOf = (w: Pick<repo.WithdrawalRow, 'userId' | 'businessId'>) =>
  w.businessId ? accounts.business(w.businessId) : accounts.wallet(w.userId);

/**
 * A withdrawal's way through the provider: sent (again, with its own reference), verified, and
 * settled once by the provider's answer, from the webhook or the reconciliation.
 */
export function createTransfers(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  ledger: Pick<LedgerService, 'post'>;
  paystack: Pick<PaystackClient, 'initiateTransfer' | 'verifyTransfer'>;
  /** Transfer webhooks share the payments' record of events already applied. */
  payments: Pick<PaymentsService, 'webhookEvents'>;
  log: (msg: string, detail: unknown) => void;
}) {
  const { db, ledger } = deps;

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

  return {
    send,

    /** `transfer.success`, `transfer.failed` and `transfer.reversed` from the webhook, once each. */
    async event(
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
    /** Finance asks the provider now about one waiting withdrawal (sends it if never taken). */
    async checkNow(id: string) {
      const w = await repo.findWithdrawal(db, id);
      if (!w) throw notFound('Withdrawal');
      if (w.status !== 'PENDING') throw conflict('This withdrawal is settled already');
      await check(w);
      return (await repo.findWithdrawal(db, id))!.status;
    },

    async reconcile(now = new Date(), batch = 100): Promise<number> {
      const due = await repo.claimForReconciliation(db, now, batch);
      for (const w of due) await check(w);
      return due.length;
    },
  };
}
