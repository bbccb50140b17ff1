import { v7 as uuidv7 } from 'uuid';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { AppError, conflict } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Publish } from '../../events/events.ts';
import { accounts, mergeEntries } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { Payee } from './payments.public.ts';
import { sell } from './payment-purposes.ts';
import type { PaymentPurpose, PaymentsService, PaymentType } from './payments.service.ts';
import { findTransactionById, type PaymentRow } from './payments.repo.ts';
import { transactionView } from './payments.view.ts';
import * as repo from './purchases.repo.ts';

export type PurchasesService = ReturnType<typeof createPurchasesService>;
export type PurchaseRow = repo.PurchaseRow;
export type PayWith = 'WALLET' | 'CARD';

/** What a kind of purchase hands over, implemented by the module that sells it. */
export type Goods = {
  /** Delivers a paid purchase, inside the transaction that records the payment; runs once. */
  delivered(tx: Tx, purchase: PurchaseRow, publish: Publish): Promise<void>;
};

/**
 * Goods a checkout writes itself under its payment (orders: one per business, their stock taken
 * in the checkout's transaction). They are bought with `open`, `pay` and `proceed` rather than
 * `buy`, and move the paid money on themselves (into each order's escrow).
 */
export type CheckoutGoods = {
  /** Applies a paid checkout, inside the transaction that records the payment; runs once. */
  paid: PaymentPurpose['paid'];
  /** Gives back what an unpaid checkout held (stock), inside the transaction that stops it. */
  release: PaymentPurpose['release'];
  /** What each payment bought, as its transaction view lists it. */
  describe: PaymentPurpose['describe'];
};

export type PurchaseOrder = {
  kind: PaymentType;
  /** The purchase's identity for this buyer: asking again with it buys nothing more. */
  key?: string;
  priceKobo: bigint;
  /** Reward points to spend on it (1 point = ₦1), at most the price. */
  points?: number;
  /** From the wallet or by card; the buyer's payment charge mode when left out. */
  payWith?: PayWith;
  payees: Payee[];
  memo?: string;
  details?: Record<string, unknown>;
  /** Where the provider brings a card payer back, given their payment. */
  returnPath: (payment: PaymentRow) => string;
  returnOrigin?: string | null;
};

export const KOBO_PER_POINT = 100n;

const POINTS_HOLD = 'PURCHASE_POINTS_HOLD';
const POINTS_RETURN = 'PURCHASE_POINTS_RETURN';

/**
 * One way to charge a user for anything Oja sells (decision 022): from the wallet (at once, in
 * the transaction that records the purchase), by card through the provider (applied by the
 * same verify, webhook and reconciliation path as orders), with reward points covering part.
 * Once paid, the price moves through the ledger to its payees and the goods are delivered,
 * exactly once per purchase.
 */
export function createPurchasesService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  payments: Pick<PaymentsService, 'open' | 'start' | 'payFromWallet' | 'paid'>;
  ledger: Pick<LedgerService, 'post' | 'balance' | 'lock'>;
}) {
  const { ledger, payments } = deps;
  const goods = new Map<PaymentType, Goods>();
  const checkouts = new Set<PaymentType>();

  /** A purchase's payment: paid, it completes the purchase; unpaid, the purchase is given up. */
  const purchasePayment: PaymentPurpose = {
    async paid(tx, payment, publish) {
      const purchase = await repo.lockByPayment(tx, payment.id);
      if (!purchase) throw new Error(`payment ${payment.id} buys nothing`);
      await complete(tx, purchase, publish);
    },
    async release(tx, paymentId) {
      const purchase = await repo.lockByPayment(tx, paymentId);
      if (purchase?.status === 'PENDING') await cancel(tx, purchase);
    },
    describe: async () => new Map(),
  };

  /** Paid: the price goes from the provider (and held points) to the payees, then the goods. */
  async function complete(tx: Tx, purchase: PurchaseRow, publish: Publish) {
    const fromProvider = purchase.priceKobo - purchase.pointsKobo;
    const entries = purchase.payees.map((p) => ({
      account: p.account,
      amountKobo: BigInt(p.amountKobo),
    }));
    if (fromProvider > 0n) entries.push({ account: accounts.provider, amountKobo: -fromProvider });
    if (purchase.pointsKobo > 0n)
      entries.push({ account: accounts.pointsHeld(purchase.id), amountKobo: -purchase.pointsKobo });
    const posted = await ledger.post(tx, {
      kind: purchase.kind,
      reference: purchase.id,
      memo: purchase.memo ?? undefined,
      entries: mergeEntries(entries),
    });
    if (!posted) return;
    await repo.markPurchase(tx, purchase.id, 'PAID');
    await goods.get(purchase.kind)!.delivered(tx, purchase, publish);
  }

  /** An unpaid purchase is given up: its points go back to the buyer. */
  async function cancel(tx: Tx, purchase: PurchaseRow) {
    await returnPoints(tx, purchase.buyerId, purchase.id, purchase.pointsKobo);
    await repo.markPurchase(tx, purchase.id, 'CANCELLED');
    // Its key is free again: asking with it later (the buyer tries again) starts a new purchase
    // instead of answering with this unpaid one.
    await repo.releaseKey(tx, purchase.id);
  }

  /**
   * Puts a buyer's points aside for what `reference` pays (a purchase, a checkout's payment)
   * until it is paid (they go to the payees) or given up (`returnPoints`).
   */
  async function holdPoints(tx: Tx, buyerId: string, reference: string, kobo: bigint) {
    if (kobo <= 0n) return;
    const points = accounts.points(buyerId);
    await ledger.lock(tx, points);
    if ((await ledger.balance(points, tx)) < kobo)
      throw conflict('You do not have enough reward points for this', {
        point: 'You do not have enough reward points for this',
      });
    await ledger.post(tx, {
      kind: POINTS_HOLD,
      reference,
      entries: [
        { account: points, amountKobo: -kobo },
        { account: accounts.pointsHeld(reference), amountKobo: kobo },
      ],
    });
  }

  /** Gives back the points held for what `reference` paid, which was never paid. */
  async function returnPoints(tx: Tx, buyerId: string, reference: string, kobo: bigint) {
    if (kobo <= 0n) return;
    await ledger.post(tx, {
      kind: POINTS_RETURN,
      reference,
      entries: [
        { account: accounts.pointsHeld(reference), amountKobo: -kobo },
        { account: accounts.points(buyerId), amountKobo: kobo },
      ],
    });
  }

  const samePurchase = (row: PurchaseRow, values: repo.NewPurchase) =>
    row.priceKobo === values.priceKobo &&
    row.pointsKobo === values.pointsKobo &&
    row.payWith === values.payWith &&
    JSON.stringify(row.payees) === JSON.stringify(values.payees);

  const service = {
    /** How a user pays when they do not say: WALLET in their settings means the wallet. */
    async payWithOf(userId: string, asked?: PayWith): Promise<PayWith> {
      if (asked) return asked;
      return (await repo.chargeModeOf(deps.db, userId)) === 'WALLET' ? 'WALLET' : 'CARD';
    },

    /**
     * A module registers what a kind of purchase delivers (bought with `buy`), or the goods a
     * checkout writes under its payment (bought with `open`, `pay` and `proceed`); the payments
     * of that kind are applied here, and only here.
     */
    offer(kind: PaymentType, offered: Goods | CheckoutGoods) {
      if ('delivered' in offered) {
        checkouts.delete(kind);
        goods.set(kind, offered);
        sell(payments, kind, purchasePayment);
      } else {
        goods.delete(kind);
        checkouts.add(kind);
        sell(payments, kind, offered);
      }
    },

    /**
     * Buys something: points are held, then the rest is paid from the wallet at once or a
     * card payment is opened (`authorizationUrl` is where the buyer pays). Asking again with the
     * same key answers with the same purchase and charges nothing; a different price with the
     * same key is refused.
     */
    async buy(buyerId: string, order: PurchaseOrder) {
      if (!goods.has(order.kind)) throw new Error(`nothing offers ${order.kind}`);
      const pointsKobo = BigInt(order.points ?? 0) * KOBO_PER_POINT;
      if (order.priceKobo <= 0n || pointsKobo < 0n || pointsKobo > order.priceKobo)
        throw new AppError(400, 'VALIDATION_ERROR', 'Points cannot cover more than the price', {
          point: 'Points cannot cover more than the price',
        });
      if (order.payees.reduce((sum, p) => sum + p.amountKobo, 0n) !== order.priceKobo)
        throw new Error('payees must share exactly the price');
      const values: repo.NewPurchase = {
        buyerId,
        kind: order.kind,
        key: order.key ?? uuidv7(),
        priceKobo: order.priceKobo,
        pointsKobo,
        payWith: await service.payWithOf(buyerId, order.payWith),
        payees: order.payees.map((p) => ({ account: p.account, amountKobo: String(p.amountKobo) })),
        memo: order.memo ?? null,
        details: order.details ?? {},
      };

      const { purchase, payment } = await deps.events.transaction(async (tx, publish) => {
        const fresh = await repo.insertPurchase(tx, values);
        if (!fresh) {
          const known = (await repo.lockPurchase(tx, buyerId, values.kind, values.key))!;
          if (!samePurchase(known, values))
            throw conflict('This purchase was already made with other terms', {
              key: 'This purchase was already made with other terms',
            });
          return { purchase: known, payment: null };
        }
        await holdPoints(tx, buyerId, fresh.id, fresh.pointsKobo);
        const due = fresh.priceKobo - fresh.pointsKobo;
        if (due === 0n) {
          await complete(tx, fresh, publish);
          return { purchase: fresh, payment: null };
        }
        const opened = await payments.open(tx, {
          userId: buyerId,
          type: fresh.kind,
          amountKobo: due,
        });
        await repo.setPayment(tx, fresh.id, opened.id);
        if (fresh.payWith === 'WALLET')
          await payments.payFromWallet(tx, opened, publish, fresh.memo ?? undefined);
        return { purchase: { ...fresh, paymentId: opened.id }, payment: opened };
      });

      const now = (await repo.findPurchase(deps.db, purchase.id))!;
      // A new card payment: the provider's page (if it cannot open, the purchase is given up).
      if (payment && now.payWith === 'CARD') {
        const started = await payments.start(
          payment,
          order.returnPath(payment),
          order.returnOrigin,
        );
        return { purchase: now, ...started };
      }
      const current = now.paymentId ? await findTransactionById(deps.db, now.paymentId) : null;
      return {
        purchase: now,
        transaction: current ? transactionView(current, []) : null,
        // A repeat of a card purchase still unpaid: the same payment page.
        authorizationUrl:
          current?.status === 'PENDING' && now.payWith === 'CARD' ? current.authorizationUrl : null,
      };
    },

    /** A purchase by its id (what a refund of it must give back: money and points). */
    find: (db: Executor, id: string) => repo.findPurchase(db, id),

    /**
     * A checkout's payment (the goods it offered are written in between): opened in the
     * caller's transaction, then, from the wallet, paid there too before the caller takes the
     * stock.
     */
    open(tx: Tx, values: Parameters<typeof payments.open>[1]) {
      if (!checkouts.has(values.type)) throw new Error(`no checkout offers ${values.type}`);
      return payments.open(tx, values);
    },
    /** A checkout's points, held under its payment (see `holdPoints`) and given back unpaid. */
    holdPoints,
    returnPoints,
    async pay(tx: Tx, payment: PaymentRow, payWith: PayWith, publish: Publish) {
      if (payWith === 'WALLET') await payments.payFromWallet(tx, payment, publish);
    },
    /** Where the payer goes next: the provider's page for a card, the result when already paid. */
    proceed(
      payment: PaymentRow,
      payWith: PayWith,
      returnPath: string,
      returnOrigin?: string | null,
    ) {
      return payWith === 'WALLET'
        ? payments.paid(payment, returnPath, returnOrigin)
        : payments.start(payment, returnPath, returnOrigin);
    },
  };
  return service;
}
