import type { CheckoutBody } from '#shared/schemas/orders.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, conflict, unauthorized } from '../../errors.ts';
import {
  PaystackError,
  verifyWebhookSignature,
  type PaystackClient,
  type PaystackTransaction,
} from '../../integrations/paystack/client.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import { parseDateRange } from './order-queries.service.ts';
import * as repo from './orders.repo.ts';
import { UNPAID_STOCK_HOLD_MS, type OrdersService } from './orders.service.ts';
import { transactionView } from './orders.view.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

type Answer = PaystackTransaction['status'] | 'unknown' | 'unreachable';
/** The provider's answers for a payment the customer is completing right now. */
const IN_FLIGHT: ReadonlySet<Answer> = new Set(['ongoing', 'pending', 'processing', 'queued']);

/** Paystack answers an unknown reference with 400 "Transaction reference not found" (the sandbox with 404). */
const isUnknownReference = (err: PaystackError) =>
  err.status === 404 || (err.status === 400 && /not found/i.test(err.message));

/**
 * The payment side of checkout through the PaymentProvider (Paystack's API or its sandbox):
 * start a payment, confirm it from the callback (verify) or the webhook, and the shopper's
 * transactions.
 */
export function createPaymentsService(deps: {
  db: Db;
  orders: Pick<OrdersService, 'checkout' | 'confirmPayment' | 'abandon' | 'cancel'>;
  paystack: PaystackClient;
  secretKey: string;
  appUrl: string;
  emailOf: (userId: string) => Promise<string | null>;
  log: (msg: string, detail: unknown) => void;
}) {
  const { db } = deps;

  type Row = NonNullable<Awaited<ReturnType<typeof repo.findTransactionById>>>;
  const view = async (t: Row) => transactionView(t, await repo.ordersWithBusinesses(db, [t.id]));

  const unreachable = () =>
    new AppError(
      502,
      'PAYMENT_UNAVAILABLE',
      'We could not check this payment yet, please try again',
    );

  /**
   * Asks the provider how a payment stands and applies the answer: paid (or paid late, to the
   * wallet), declined, or unpaid past the stock hold. The callback, the reconciliation and a
   * cancellation all go through here.
   */
  async function settle(t: Row, now = new Date()): Promise<Answer> {
    let remote: PaystackTransaction;
    try {
      remote = await deps.paystack.verify(t.reference);
    } catch (err) {
      if (!(err instanceof PaystackError && isUnknownReference(err))) {
        deps.log('payment verification failed', err);
        return 'unreachable';
      }
      // The provider never saw it (the payment could not be started): nothing will be paid.
      await deps.orders.abandon(t.id);
      await repo.markSettled(db, t.id);
      return 'unknown';
    }
    if (remote.status === 'success') {
      const outcome = await deps.orders.confirmPayment(t.reference, {
        amountKobo: BigInt(remote.amountKobo),
      });
      if (outcome === 'amount-mismatch')
        deps.log('paid amount differs from the order', t.reference);
    } else if (remote.status === 'failed' || remote.status === 'reversed') {
      await deps.orders.abandon(t.id);
      await repo.markSettled(db, t.id);
    } else if (
      t.status === 'PENDING' &&
      now.getTime() - t.createdAt.getTime() >= UNPAID_STOCK_HOLD_MS &&
      !IN_FLIGHT.has(remote.status)
    ) {
      // Unpaid after the hold: the stock goes back; a payment arriving later still goes to the wallet.
      await deps.orders.abandon(t.id);
    }
    return remote.status;
  }

  async function own(userId: string, id: string) {
    const t = await repo.findTransactionById(db, id);
    if (!t || t.userId !== userId) throw notFound('Transaction');
    return t;
  }

  return {
    /**
     * Places the orders, then opens a payment for them; the shopper pays at authorizationUrl and
     * comes back to `returnOrigin` (the app's own address they were using) or `APP_URL`.
     */
    async checkout(userId: string, body: CheckoutBody, returnOrigin?: string | null) {
      const email = await deps.emailOf(userId);
      if (!email) throw notFound('User');
      const { transaction } = await deps.orders.checkout(userId, body);
      try {
        const opened = await deps.paystack.initialize({
          email,
          amountKobo: Number(transaction.amountKobo),
          reference: transaction.reference,
          callbackUrl: `${returnOrigin ?? deps.appUrl}/shopper/checkout/result?transaction=${transaction.id}`,
          metadata: { transactionId: transaction.id },
        });
        await repo.setAuthorizationUrl(db, transaction.id, opened.authorizationUrl);
        return {
          transaction: await view(transaction),
          authorizationUrl: opened.authorizationUrl,
        };
      } catch (err) {
        // Nothing was charged: give the stock back so the cart can be tried again.
        deps.log('payment could not be started', err);
        await deps.orders.abandon(transaction.id);
        throw new AppError(
          502,
          'PAYMENT_UNAVAILABLE',
          'Payments are unavailable right now, please try again',
        );
      }
    },

    /**
     * The callback: asks the provider how the payment went and applies it. Paid stays paid; a
     * declined payment releases the stock at once (the orders stay in the abandoned list); a
     * payment that went through after its checkout expired goes to the buyer's wallet.
     */
    async verify(userId: string, transactionId: string) {
      const t = await own(userId, transactionId);
      if (t.status === 'SUCCESS' || t.status === 'REVERSED' || t.providerSettledAt) return view(t);
      if ((await settle(t)) === 'unreachable') throw unreachable();
      // Applying it changed the row: show it as it is now.
      return view((await repo.findTransactionById(db, t.id))!);
    },

    /**
     * Reconciliation (a job every minute): every payment the provider has not answered for good
     * is verified with it, so a lost webhook or a crash strands no money, and unpaid checkouts
     * give their stock back only after the provider says they are unpaid.
     */
    async reconcile(now = new Date(), batch = 100): Promise<number> {
      const due = await repo.claimForReconciliation(db, now, batch);
      for (const t of due) await settle(t, now);
      return due.length;
    },

    /** `charge.success` from the provider: signature checked on the raw body, each event applied once. */
    async webhook(rawBody: Buffer, signature: string | undefined) {
      if (!verifyWebhookSignature(rawBody, signature, deps.secretKey))
        throw unauthorized('Invalid signature', 'INVALID_SIGNATURE');
      let event: { event?: string; data?: { reference?: string; amount?: number } };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new AppError(400, 'VALIDATION_ERROR', 'Body is not JSON');
      }
      const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);
      if (!isObject(event) || (event.data !== undefined && !isObject(event.data)))
        throw new AppError(400, 'VALIDATION_ERROR', 'Body is not an event object');
      const reference = event.data?.reference;
      if (event.event !== 'charge.success' || !reference || !Number.isInteger(event.data?.amount))
        return 'ignored';
      return deps.orders.confirmPayment(reference, {
        amountKobo: BigInt(event.data!.amount!),
        eventKey: `charge.success:${reference}`,
      });
    },

    get: async (userId: string, id: string) => view(await own(userId, id)),

    async list(
      viewerId: string,
      q: {
        transactionByUserId?: string;
        transactionDateRange?: string;
        page: number;
        limit: number;
      },
    ) {
      // A shopper's own transactions only.
      if (q.transactionByUserId && q.transactionByUserId !== viewerId)
        throw notFound('Transactions');
      const { from, to } = parseDateRange(q.transactionDateRange, 'transactionDateRange');
      const { rows, total } = await repo.listTransactions(
        db,
        { userId: viewerId, from, to },
        offsetOf(q.page, q.limit),
      );
      const placed = await repo.ordersWithBusinesses(
        db,
        rows.map((r) => r.id),
      );
      return pageOf(
        rows.map((t) =>
          transactionView(
            t,
            placed.filter((o) => o.transactionId === t.id),
          ),
        ),
        total,
        q.page,
        q.limit,
      );
    },

    /**
     * The shopper drops an unpaid checkout of their own. The provider is asked first: a payment
     * that went through is applied instead, and one still being processed cannot be dropped.
     */
    async remove(userId: string, id: string) {
      const t = await own(userId, id);
      if (t.status === 'CANCELLED') return;
      if (t.status === 'PENDING' || (t.status === 'FAILED' && !t.providerSettledAt)) {
        const answer = await settle(t);
        if (answer === 'unreachable') throw unreachable();
        if (IN_FLIGHT.has(answer))
          throw conflict('This payment is being processed, please wait for its result');
      }
      if (!(await deps.orders.cancel(t.id))) throw conflict('A paid transaction cannot be deleted');
    },
  };
}
