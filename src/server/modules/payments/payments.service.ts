import { v7 as uuidv7 } from 'uuid';
import { CURRENCY } from '#shared/constants.ts';
import type { Transaction } from '#shared/schemas/orders.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { AppError, conflict, notFound, unauthorized } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Publish } from '../../events/events.ts';
import { verifyWebhookSignature, type PaystackClient } from '../../integrations/paystack/client.ts';
import {
  parseWebhookEvent,
  type PaystackWebhookEvent,
} from '../../integrations/paystack/webhook-events.ts';
import { offsetOf, pageOf, parseDateRange } from '../../paging.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { openSales } from './payment-purposes.ts';
import { createSettlement, IN_FLIGHT } from './payment-settlement.ts';
import { createUnsettledPayments } from './unsettled-payments.ts';
import * as repo from './payments.repo.ts';
import { transactionView } from './payments.view.ts';

export type PaymentsService = ReturnType<typeof createPaymentsService>;
export type PaymentRow = repo.PaymentRow;
export type PaymentType = PaymentRow['type'];
/** The provider's transfer events, applied by whoever makes transfers (withdrawals). */
export type TransferEvent = Extract<PaystackWebhookEvent, { transfer: unknown }>;
export type TransferEventHandler = (
  event: TransferEvent['event'],
  transfer: TransferEvent['transfer'],
) => Promise<string>;
export type PaidPayment = Pick<repo.PaymentRow, 'id' | 'userId' | 'amountKobo'>;

/**
 * What a payment buys: registered by the purchase service for each kind offered to it (a
 * purchase, or a checkout's own goods such as orders), through `sell` in `payment-purposes.ts`.
 */
export type PaymentPurpose = {
  /** Applies a verified payment, inside the transaction that marks it paid. */
  paid(tx: Tx, payment: PaidPayment, publish: Publish): Promise<void>;
  /** Gives back what an unpaid payment held (stock), inside the transaction that stops it. */
  release(tx: Tx, paymentId: string): Promise<void>;
  /** What each payment bought, as its transaction view lists it. */
  describe(paymentIds: string[]): Promise<Map<string, Transaction['orders']>>;
};

/**
 * Payments through the PaymentProvider (Paystack's API or its sandbox): open one, confirm it
 * from the callback (verify), the webhook or reconciliation, cancel it, and list the payer's
 * transactions. What a payment buys is up to its purpose.
 */
export function createPaymentsService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  ledger: Pick<LedgerService, 'post' | 'balance' | 'lock'>;
  paystack: PaystackClient;
  secretKey: string;
  appUrl: string;
  emailOf: (userId: string) => Promise<string | null>;
  log: (msg: string, detail: unknown) => void;
}) {
  const { db } = deps;
  const purposes = new Map<PaymentType, PaymentPurpose>();
  let transferHandler: TransferEventHandler | null = null;
  const purposeOf = (type: PaymentType) => {
    const purpose = purposes.get(type);
    if (!purpose) throw new Error(`nothing sells ${type}`);
    return purpose;
  };

  async function view(t: repo.PaymentRow) {
    const bought = await purposeOf(t.type).describe([t.id]);
    return transactionView(t, bought.get(t.id) ?? []);
  }

  const unreachable = () =>
    new AppError(
      502,
      'PAYMENT_UNAVAILABLE',
      'We could not check this payment yet, please try again',
    );

  const { confirm, abandon, settle } = createSettlement({ ...deps, purposeOf });

  async function own(userId: string, id: string) {
    const t = await repo.findTransactionById(db, id);
    if (!t || t.userId !== userId) throw notFound('Transaction');
    return t;
  }

  const service = {
    /** Who applies `transfer.*` webhooks (withdrawals); until one registers they are ignored. */
    handleTransfers(handler: TransferEventHandler) {
      transferHandler = handler;
    },

    /** A new pending payment, inside the caller's transaction (the one that reserves what it buys). */
    open: (tx: Tx, values: { userId: string; type: PaymentType; amountKobo: bigint }) =>
      repo.insertTransaction(tx, { ...values, reference: `oja_${uuidv7().replace(/-/g, '')}` }),

    /**
     * Opens the provider's payment page for a pending payment; the payer comes back to
     * `returnPath` on `returnOrigin` (the app's own address they were using) or `APP_URL`.
     * When the provider cannot be reached nothing was charged and what it held goes back.
     */
    async start(t: repo.PaymentRow, returnPath: string, returnOrigin?: string | null) {
      const email = await deps.emailOf(t.userId);
      if (!email) throw notFound('User');
      try {
        const opened = await deps.paystack.initialize({
          email,
          amountKobo: Number(t.amountKobo),
          reference: t.reference,
          callbackUrl: `${returnOrigin ?? deps.appUrl}${returnPath}`,
          metadata: { transactionId: t.id },
        });
        await repo.setAuthorizationUrl(db, t.id, opened.authorizationUrl);
        return { transaction: await view(t), authorizationUrl: opened.authorizationUrl };
      } catch (err) {
        deps.log('payment could not be started', err);
        await abandon(t);
        throw new AppError(
          502,
          'PAYMENT_UNAVAILABLE',
          'Payments are unavailable right now, please try again',
        );
      }
    },

    confirm,

    /**
     * Pays a new payment from the payer's wallet inside the caller's transaction (the one that
     * wrote what it buys): the wallet is held, must cover the amount, and the payment is applied
     * at once, never reaching the provider. Otherwise the whole transaction is refused (409).
     */
    async payFromWallet(tx: Tx, t: repo.PaymentRow, publish: Publish, memo?: string) {
      const wallet = accounts.wallet(t.userId);
      await deps.ledger.lock(tx, wallet);
      if ((await deps.ledger.balance(wallet, tx)) < t.amountKobo)
        throw conflict('Your wallet balance is not enough for this payment', {
          payFrom: 'Your wallet balance is not enough for this payment',
        });
      const paid = await repo.markTransactionPaid(tx, t.reference);
      if (!paid) throw conflict('This payment is no longer open');
      // Through the provider's account, as a card payment comes: its purpose takes it from there.
      await deps.ledger.post(tx, {
        kind: 'WALLET_PAYMENT',
        reference: t.id,
        memo,
        entries: [
          { account: wallet, amountKobo: -t.amountKobo },
          { account: accounts.provider, amountKobo: t.amountKobo },
        ],
      });
      await purposeOf(t.type).paid(tx, paid, publish);
    },

    /** A payment already paid (from the wallet): where its payer goes next, as `start` answers. */
    async paid(t: repo.PaymentRow, returnPath: string, returnOrigin?: string | null) {
      const now = await repo.findTransactionById(db, t.id);
      return {
        transaction: await view(now ?? t),
        authorizationUrl: `${returnOrigin ?? deps.appUrl}${returnPath}`,
      };
    },

    /**
     * The callback: asks the provider how the payment went and applies it. Paid stays paid; a
     * declined payment releases what it held at once (it stays in the abandoned list); a
     * payment that went through after its checkout expired goes to the payer's wallet.
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
     * is verified with it, so a lost webhook or a crash strands no money, and unpaid payments
     * give back what they held only after the provider says they are unpaid.
     */
    async reconcile(now = new Date(), batch = 100): Promise<number> {
      const due = await repo.claimForReconciliation(db, now, batch);
      for (const t of due) await settle(t, now);
      return due.length;
    },

    /**
     * `charge.success` and `transfer.*` from the provider: signature checked on the raw body
     * first, each event applied once.
     */
    async webhook(rawBody: Buffer, signature: string | undefined) {
      if (!verifyWebhookSignature(rawBody, signature, deps.secretKey))
        throw unauthorized('Invalid signature', 'INVALID_SIGNATURE');
      const event = parseWebhookEvent(rawBody);
      if (!event)
        throw new AppError(400, 'VALIDATION_ERROR', 'Body is not an event this app can apply');
      if (event.event === 'unknown') return 'ignored';
      if (event.event !== 'charge.success')
        return transferHandler ? transferHandler(event.event, event.transfer) : 'ignored';
      // Paystack sends charge.success with the charge's own status and currency: only a
      // successful charge in naira is money received. Anything else is left to the
      // reconciliation, which asks the provider.
      if (event.status !== 'success') return 'not-successful';
      if (event.currency !== CURRENCY) return 'wrong-currency';
      return confirm(event.reference, {
        amountKobo: BigInt(event.amountKobo),
        eventKey: `charge.success:${event.reference}`,
      });
    },

    get: async (userId: string, id: string) => view(await own(userId, id)),

    /** Finance's queue of payments the reconciliation could not settle. */
    unsettled: createUnsettledPayments({ db, settle, unreachable }),

    /** A payment as stored, whoever's it is (the wallet checks its top-ups are the caller's). */
    find: (id: string) => repo.findTransactionById(db, id),
    /** The user's payments of a type still waiting for the provider, newest first. */
    pendingOf: (userId: string, type: PaymentType, range?: { from?: Date; to?: Date }) =>
      repo.pendingOf(db, userId, type, range),

    /**
     * Provider events already applied. Payouts apply the `transfer.*` ones and claim their keys
     * here too, inside the transaction that settles the withdrawal.
     */
    webhookEvents: {
      seen: (tx: Executor, key: string) => repo.webhookEventSeen(tx, key),
      claim: (tx: Executor, key: string) => repo.claimWebhookEvent(tx, key),
    },

    async list(
      viewerId: string,
      q: {
        transactionByUserId?: string;
        transactionDateRange?: string;
        transactionType: PaymentType;
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
        { userId: viewerId, type: q.transactionType, from, to },
        offsetOf(q.page, q.limit),
      );
      const bought = new Map<string, Transaction['orders']>();
      for (const type of new Set(rows.map((r) => r.type))) {
        const ids = rows.filter((r) => r.type === type).map((r) => r.id);
        for (const [id, items] of await purposeOf(type).describe(ids)) bought.set(id, items);
      }
      return pageOf(
        rows.map((t) => transactionView(t, bought.get(t.id) ?? [])),
        total,
        q.page,
        q.limit,
      );
    },

    /**
     * The payer drops an unpaid payment of their own. The provider is asked first: a payment
     * that went through is applied instead, and one still being processed cannot be dropped.
     * It becomes CANCELLED (kept, never deleted) and what it held goes back if it still was.
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
      const cancelled = await db.transaction(async (tx) => {
        const was = await repo.cancelTransaction(tx, t.id);
        if (!was) return false;
        if (!was.stockReleasedAt) await purposeOf(was.type).release(tx, was.id);
        return true;
      });
      if (!cancelled) throw conflict('A paid transaction cannot be deleted');
    },
  };
  // What each type buys is registered by the purchase service, never through this object.
  openSales(service, purposes);
  return service;
}
