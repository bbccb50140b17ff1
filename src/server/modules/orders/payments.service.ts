import type { CheckoutBody } from '#shared/schemas/orders.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound, conflict, unauthorized } from '../../errors.ts';
import { verifyWebhookSignature, type PaystackClient } from '../../integrations/paystack/client.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import { parseDateRange } from './order-queries.service.ts';
import * as repo from './orders.repo.ts';
import type { OrdersService } from './orders.service.ts';
import { transactionView } from './orders.view.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * The payment side of checkout through the PaymentProvider (Paystack's API or its sandbox):
 * start a payment, confirm it from the callback (verify) or the webhook, and the shopper's
 * transactions.
 */
export function createPaymentsService(deps: {
  db: Db;
  orders: Pick<OrdersService, 'checkout' | 'confirmPayment' | 'abandon'>;
  paystack: PaystackClient;
  secretKey: string;
  appUrl: string;
  emailOf: (userId: string) => Promise<string | null>;
  log: (msg: string, detail: unknown) => void;
}) {
  const { db } = deps;

  type Row = NonNullable<Awaited<ReturnType<typeof repo.findTransactionById>>>;
  const view = async (t: Row) => transactionView(t, await repo.ordersWithBusinesses(db, [t.id]));

  async function own(userId: string, id: string) {
    const t = await repo.findTransactionById(db, id);
    if (!t || t.userId !== userId) throw notFound('Transaction');
    return t;
  }

  return {
    /** Places the orders, then opens a payment for them; the shopper pays at authorizationUrl. */
    async checkout(userId: string, body: CheckoutBody) {
      const email = await deps.emailOf(userId);
      if (!email) throw notFound('User');
      const { transaction } = await deps.orders.checkout(userId, body);
      try {
        const opened = await deps.paystack.initialize({
          email,
          amountKobo: Number(transaction.amountKobo),
          reference: transaction.reference,
          callbackUrl: `${deps.appUrl}/shopper/checkout/result?transaction=${transaction.id}`,
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
     * declined payment releases the stock at once (the orders stay in the abandoned list).
     */
    async verify(userId: string, transactionId: string) {
      const t = await own(userId, transactionId);
      if (t.status !== 'PENDING') return view(t);
      const remote = await deps.paystack.verify(t.reference).catch((err: unknown) => {
        deps.log('payment verification failed', err);
        throw new AppError(
          502,
          'PAYMENT_UNAVAILABLE',
          'We could not check this payment yet, please try again',
        );
      });
      if (remote.status === 'success') {
        const outcome = await deps.orders.confirmPayment(t.reference, {
          amountKobo: BigInt(remote.amountKobo),
        });
        if (outcome === 'amount-mismatch')
          deps.log('paid amount differs from the order', t.reference);
      } else if (remote.status === 'failed' || remote.status === 'reversed') {
        await deps.orders.abandon(t.id);
      }
      // Applying it changed the row: show it as it is now.
      return view((await repo.findTransactionById(db, t.id))!);
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

    /** Only an unpaid transaction of one's own; its held stock goes back first. */
    async remove(userId: string, id: string) {
      const t = await own(userId, id);
      if (t.status === 'SUCCESS' || t.status === 'REVERSED')
        throw conflict('A paid transaction cannot be deleted');
      await deps.orders.abandon(t.id);
      await db.transaction(async (tx) => {
        const again = await repo.findTransactionById(tx, t.id);
        if (again?.status === 'SUCCESS') throw conflict('A paid transaction cannot be deleted');
        await repo.deleteTransaction(tx, t.id);
      });
    },
  };
}
