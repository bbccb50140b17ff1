import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_PHONE_CODE } from '#shared/constants.ts';
import { normalizePhoneNumber } from '#shared/phone.ts';
import type { CheckoutBody } from '#shared/schemas/orders.ts';
import type { Db } from '../../db/client.ts';
import type { DeliveryAddress } from './orders.schema.ts';
import { badRequest, conflict } from '../../errors.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import { accounts, type LedgerService } from '../ledger/ledger.service.ts';
import type { Notice, NotificationsService } from '../notifications/notifications.service.ts';
import * as repo from './orders.repo.ts';
import { restock } from './restock.ts';
import { latePaymentNotification, paidNotifications, placedNotification } from './order-events.ts';

/** Unpaid checkouts give their stock back after this long. */
export const UNPAID_STOCK_HOLD_MS = 30 * 60_000;

export type OrdersService = ReturnType<typeof createOrdersService>;

/**
 * Checkout: one order per business under one payment transaction. Prices and delivery fees
 * come from the database, and stock is taken with conditional updates in the same transaction,
 * so a short item or a closed business rolls everything back.
 */
export function createOrdersService(deps: {
  db: Db;
  products: Pick<ProductsService, 'takeStock' | 'forCheckout' | 'returnStock' | 'resaleAffiliate'>;
  businesses: Pick<BusinessesService, 'checkoutTerms' | 'recordCustomer'>;
  reference: Pick<ReferenceService, 'nigerianState'>;
  ledger: Pick<LedgerService, 'post'>;
  notifications: Pick<NotificationsService, 'record' | 'email'>;
}) {
  const { db, products, businesses } = deps;

  function deliveryAddress(body: CheckoutBody['deliveryAddress']): DeliveryAddress {
    const number = normalizePhoneNumber(DEFAULT_PHONE_CODE, body.phone);
    if (!number) throw badRequest({ 'deliveryAddress.phone': 'Enter a valid phone number' });
    return {
      recipientName: body.recipientName,
      phone: `${DEFAULT_PHONE_CODE}${number}`,
      street: body.street,
      city: body.city,
      lga: body.lga ?? null,
      state: deps.reference.nigerianState(body.state, 'deliveryAddress.state'),
      country: body.country,
    };
  }

  return {
    /**
     * Records a verified payment once: the transaction becomes SUCCESS, each order's total goes
     * into its escrow account and the buyer counts as each business's customer. Replays (webhook
     * and callback both arriving) change nothing. A payment for an expired checkout, or of the
     * wrong amount, is not applied.
     */
    async confirmPayment(
      reference: string,
      paid: { amountKobo: bigint; eventKey?: string },
    ): Promise<
      'paid' | 'already-paid' | 'expired' | 'amount-mismatch' | 'unknown' | 'duplicate-event'
    > {
      const sent: Notice[] = [];
      const outcome = await db.transaction(async (tx) => {
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
          // Paid after its stock went back on the shelf: the money is the buyer's, in their wallet.
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
            const note = latePaymentNotification(known);
            await deps.notifications.record(tx, [note]);
            sent.push(note);
          }
          return 'expired';
        }
        // Customer rows are updated in business order, so concurrent payments never deadlock.
        const placed = (await repo.ordersOfTransaction(tx, txn.id)).sort((a, b) =>
          a.businessId.localeCompare(b.businessId),
        );
        await deps.ledger.post(tx, {
          kind: 'ORDER_PAYMENT',
          reference: txn.id,
          entries: [
            { account: accounts.provider, amountKobo: -txn.amountKobo },
            ...placed.map((o) => ({ account: accounts.escrow(o.id), amountKobo: o.totalKobo })),
          ],
        });
        for (const o of placed) {
          await businesses.recordCustomer(tx, o.businessId, o.customerId, o.totalKobo);
        }
        const notes = paidNotifications(placed, await repo.businessesOf(tx, placed));
        await deps.notifications.record(tx, notes);
        sent.push(...notes);
        return 'paid' as const;
      });
      await deps.notifications.email(sent);
      return outcome;
    },

    /**
     * A payment that failed, or a checkout left unpaid past its hold: the stock goes back at once
     * and the orders stay as abandoned.
     */
    async abandon(transactionId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await repo.failTransaction(tx, transactionId))) return false;
        const placed = await repo.ordersOfTransaction(tx, transactionId);
        await restock(
          tx,
          products,
          placed.map((o) => o.id),
        );
        return true;
      });
    },

    /**
     * The shopper drops an unpaid checkout: it becomes CANCELLED (kept, never deleted) and its
     * stock goes back if it was still held. False when it was paid or is already cancelled.
     */
    async cancel(transactionId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const was = await repo.cancelTransaction(tx, transactionId);
        if (!was) return false;
        if (!was.stockReleasedAt) {
          const placed = await repo.ordersOfTransaction(tx, transactionId);
          await restock(
            tx,
            products,
            placed.map((o) => o.id),
          );
        }
        return true;
      });
    },

    async checkout(customerId: string, body: CheckoutBody) {
      const address = deliveryAddress(body.deliveryAddress);
      // Lines of the same product and variant are one line.
      const merged = new Map<
        string,
        { productId: string; variant: string | null; count: number; resaleId: string | null }
      >();
      for (const line of body.orderDetails) {
        const variant = line.variant?.name ?? null;
        const key = `${line.productId}|${variant ?? ''}`;
        const current = merged.get(key);
        merged.set(key, {
          productId: line.productId,
          variant,
          count: (current?.count ?? 0) + line.count,
          resaleId: current?.resaleId ?? line.resaleId ?? null,
        });
      }

      return db.transaction(async (tx) => {
        const byBusiness = new Map<string, repo.NewOrder['items']>();
        // Rows are locked in one order (by product id) so two checkouts never deadlock.
        const lines = [...merged.values()].sort((a, b) =>
          a.productId === b.productId
            ? (a.variant ?? '').localeCompare(b.variant ?? '')
            : a.productId.localeCompare(b.productId),
        );
        for (const line of lines) {
          const taken = await products.takeStock(tx, line.productId, line.count, line.variant);
          if (!taken) {
            // Read through the same transaction: a second connection could wait on the pool forever.
            const product = await products.forCheckout(tx, line.productId);
            if (!product)
              throw badRequest({ orderDetails: 'One of these products no longer exists' });
            if (product.variants.length > 0 && !line.variant) {
              throw badRequest({ orderDetails: `Choose an option for ${product.name}` });
            }
            throw conflict(
              `Not enough ${product.name}${line.variant ? ` (${line.variant})` : ''} in stock`,
              {
                orderDetails: `Not enough ${product.name}${line.variant ? ` (${line.variant})` : ''} in stock`,
              },
            );
          }
          const totalKobo = taken.unitPriceKobo * BigInt(line.count);
          const resale =
            line.resaleId && taken.resaleAllowed
              ? await products.resaleAffiliate(tx, line.resaleId, line.productId)
              : null;
          const affiliateId = resale?.affiliateId ?? null;
          // The reseller's share is fixed now, so a later change of the rate never alters it.
          const affiliateCommissionKobo =
            affiliateId && affiliateId !== customerId
              ? (totalKobo * BigInt(Math.round(taken.affiliateCommissionPct * 100))) / 10_000n
              : 0n;
          const items = byBusiness.get(taken.businessId) ?? [];
          items.push({
            productId: taken.productId,
            productName: taken.name,
            productPhoto: taken.photo,
            variant: line.variant
              ? { name: line.variant, type: taken.variantType ?? 'option' }
              : null,
            unitPriceKobo: taken.unitPriceKobo,
            quantity: line.count,
            totalKobo,
            resaleId: resale?.resaleId ?? null,
            affiliateId: affiliateCommissionKobo > 0n ? affiliateId : null,
            affiliateCommissionKobo,
          });
          byBusiness.set(taken.businessId, items);
        }

        const drafts: Omit<repo.NewOrder, 'transactionId'>[] = [];
        for (const [businessId, items] of byBusiness) {
          const terms = await businesses.checkoutTerms(tx, businessId, address.state);
          if (!terms || !terms.isActive || !terms.takingOrders) {
            throw conflict(`${terms?.name ?? 'This business'} is not taking orders right now`);
          }
          const subtotalKobo = items.reduce((sum, i) => sum + i.totalKobo, 0n);
          drafts.push({
            businessId,
            customerId,
            subtotalKobo,
            deliveryFeeKobo: terms.feeKobo,
            totalKobo: subtotalKobo + terms.feeKobo,
            deliveryAddress: address,
            items,
          });
        }

        const transaction = await repo.insertTransaction(tx, {
          userId: customerId,
          reference: `oja_${uuidv7().replace(/-/g, '')}`,
          amountKobo: drafts.reduce((sum, d) => sum + d.totalKobo, 0n),
        });
        const created = [];
        for (const draft of drafts) {
          const order = await repo.insertOrder(tx, { ...draft, transactionId: transaction.id });
          await repo.insertStatusEvent(tx, order.id, 'PENDING', 'customer');
          created.push(order);
        }
        await deps.notifications.record(tx, [placedNotification(customerId, created)]);
        return { transaction, orders: created };
      });
    },
  };
}
