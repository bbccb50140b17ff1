import { CURRENCY } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import {
  PaystackError,
  type PaystackClient,
  type PaystackTransaction,
} from '../../integrations/paystack/client.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { paymentArrivedLate, UNPAID_HOLD_MS } from './payments.public.ts';
import * as repo from './payments.repo.ts';
import type { PaymentPurpose, PaymentType } from './payments.service.ts';

export type Answer = PaystackTransaction['status'] | 'unknown' | 'unreachable';
/** The provider's answers for a payment the customer is completing right now. */
export const IN_FLIGHT: ReadonlySet<Answer> = new Set([
  'ongoing',
  'pending',
  'processing',
  'queued',
]);

/** Paystack answers an unknown reference with 400 "Transaction reference not found" (the sandbox with 404). */
const isUnknownReference = (err: PaystackError) =>
  err.status === 404 || (err.status === 400 && /not found/i.test(err.message));

/**
 * How a payment's outcome is applied: confirmed once (its purpose applies it), abandoned (what it
 * held goes back), or settled by asking the provider.
 */
export function createSettlement(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  ledger: Pick<LedgerService, 'post'>;
  paystack: PaystackClient;
  log: (msg: string, detail: unknown) => void;
  purposeOf: (type: PaymentType) => PaymentPurpose;
}) {
  const { db, purposeOf } = deps;

  /**
   * Records a verified payment once: it becomes SUCCESS and its purpose applies it. Replays
   * (webhook and callback both arriving) change nothing. A payment for an expired checkout goes
   * to the payer's wallet; one of the wrong amount is not applied.
   */
  async function confirm(
    reference: string,
    paid: { amountKobo: bigint; eventKey?: string },
  ): Promise<
    'paid' | 'already-paid' | 'expired' | 'amount-mismatch' | 'unknown' | 'duplicate-event'
  > {
    return deps.events.transaction(async (tx, publish) => {
      // A replayed event finds its key taken. The key is claimed only by an event that is
      // applied or judged for good below (it commits with them), so a bogus event for a
      // reference never blocks the genuine one.
      if (paid.eventKey && (await repo.webhookEventSeen(tx, paid.eventKey)))
        return 'duplicate-event' as const;
      const known = await repo.lockTransaction(tx, reference);
      if (!known) return 'unknown';
      if (known.amountKobo !== paid.amountKobo) return 'amount-mismatch';
      if (paid.eventKey && !(await repo.claimWebhookEvent(tx, paid.eventKey)))
        return 'duplicate-event' as const;
      const txn = await repo.markTransactionPaid(tx, reference);
      if (!txn) {
        // Read again: a concurrent confirmation may have committed while this one waited.
        const now = await repo.findTransaction(tx, reference);
        if (now?.status === 'SUCCESS') return 'already-paid';
        // Paid after what it held went back: the money is the payer's, in their wallet.
        const credited = await deps.ledger.post(tx, {
          kind: 'LATE_PAYMENT',
          reference: known.id,
          entries: [
            { account: accounts.provider, amountKobo: -known.amountKobo },
            { account: accounts.wallet(known.userId), amountKobo: known.amountKobo },
          ],
        });
        if (credited) {
          await repo.markTransactionReversed(tx, known.id);
          await publish(paymentArrivedLate, {
            transactionId: known.id,
            userId: known.userId,
            amountKobo: String(known.amountKobo),
          });
        }
        return 'expired';
      }
      await purposeOf(txn.type).paid(tx, txn, publish);
      return 'paid' as const;
    });
  }

  /**
   * A payment that failed, or was left unpaid past its hold: what it held goes back at once and
   * it stays listed as abandoned.
   */
  async function abandon(t: repo.PaymentRow): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await repo.failTransaction(tx, t.id))) return false;
      await purposeOf(t.type).release(tx, t.id);
      return true;
    });
  }

  /**
   * Asks the provider how a payment stands and applies the answer: paid (or paid late, to the
   * wallet), declined, or unpaid past the hold. The callback, the reconciliation and a
   * cancellation all go through here.
   */
  async function settle(t: repo.PaymentRow, now = new Date()): Promise<Answer> {
    let remote: PaystackTransaction;
    try {
      remote = await deps.paystack.verify(t.reference);
    } catch (err) {
      if (!(err instanceof PaystackError && isUnknownReference(err))) {
        deps.log('payment verification failed', err);
        return 'unreachable';
      }
      // The provider never saw it (the payment could not be started): nothing will be paid.
      await abandon(t);
      await repo.markSettled(db, t.id);
      return 'unknown';
    }
    if (remote.status === 'success' && remote.currency !== CURRENCY) {
      // Paid, but not in naira: not the payment that was asked for, and never applied as it.
      deps.log('paid in another currency than the order', t.reference);
    } else if (remote.status === 'success') {
      const outcome = await confirm(t.reference, { amountKobo: BigInt(remote.amountKobo) });
      if (outcome === 'amount-mismatch')
        deps.log('paid amount differs from the order', t.reference);
    } else if (remote.status === 'failed' || remote.status === 'reversed') {
      await abandon(t);
      await repo.markSettled(db, t.id);
    } else if (
      t.status === 'PENDING' &&
      now.getTime() - t.createdAt.getTime() >= UNPAID_HOLD_MS &&
      !IN_FLIGHT.has(remote.status)
    ) {
      // Unpaid after the hold: what it held goes back; a payment arriving later goes to the wallet.
      await abandon(t);
    }
    return remote.status;
  }

  return { confirm, abandon, settle };
}
