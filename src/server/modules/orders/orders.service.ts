import { DEFAULT_PHONE_CODE } from '#shared/constants.ts';
import { normalizePhoneNumber } from '#shared/phone.ts';
import type { CheckoutBody, Transaction } from '#shared/schemas/orders.ts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { DeliveryAddress } from './orders.schema.ts';
import { badRequest, conflict } from '../../errors.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import { accounts, type LedgerService } from '../ledger/ledger.service.ts';
import type { PaymentPurpose, PaymentsService } from '../payments/payments.service.ts';
import { orderPaid, orderPlaced, placedFact } from './orders.public.ts';
import * as repo from './orders.repo.ts';
import { boughtView } from './orders.view.ts';
import { restock } from './restock.ts';

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
  payments: Pick<PaymentsService, 'open' | 'start'>;
  events: Pick<EventBus, 'transaction'>;
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

  /** Checkout's payments, as the payments module applies them (registered with `payments.sell`). */
  const paymentPurpose: PaymentPurpose = {
    /**
     * Each order's total goes into its escrow account and the buyer counts as each business's
     * customer. Customer rows are updated in business order, so concurrent payments never deadlock.
     */
    async paid(tx, payment, publish) {
      const placed = (await repo.ordersOfTransaction(tx, payment.id)).sort((a, b) =>
        a.businessId.localeCompare(b.businessId),
      );
      await deps.ledger.post(tx, {
        kind: 'ORDER_PAYMENT',
        reference: payment.id,
        entries: [
          { account: accounts.provider, amountKobo: -payment.amountKobo },
          ...placed.map((o) => ({ account: accounts.escrow(o.id), amountKobo: o.totalKobo })),
        ],
      });
      for (const o of placed) {
        await businesses.recordCustomer(tx, o.businessId, o.customerId, o.totalKobo);
      }
      const info = await repo.businessesOf(tx, placed);
      await publish(orderPaid, {
        orders: placed.map(placedFact),
        businesses: [...info].map(([id, b]) => ({ id, ...b })),
      });
    },

    /** An unpaid checkout (declined, expired or cancelled): its stock goes back. */
    async release(tx, paymentId) {
      const placed = await repo.ordersOfTransaction(tx, paymentId);
      await restock(
        tx,
        products,
        placed.map((o) => o.id),
      );
    },

    async describe(paymentIds) {
      const placed = await repo.ordersWithBusinesses(db, paymentIds);
      const byPayment = new Map<string, Transaction['orders']>();
      for (const o of placed)
        byPayment.set(o.transactionId, [...(byPayment.get(o.transactionId) ?? []), boughtView(o)]);
      return byPayment;
    },
  };

  /** Places the orders of a cart under one pending payment (stock taken, prices fixed). */
  async function place(customerId: string, body: CheckoutBody) {
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

    return deps.events.transaction(async (tx, publish) => {
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

      const transaction = await deps.payments.open(tx, {
        userId: customerId,
        type: 'ORDER_PAYMENT',
        amountKobo: drafts.reduce((sum, d) => sum + d.totalKobo, 0n),
      });
      const created = [];
      for (const draft of drafts) {
        const order = await repo.insertOrder(tx, { ...draft, transactionId: transaction.id });
        await repo.insertStatusEvent(tx, order.id, 'PENDING', 'customer');
        created.push(order);
      }
      await publish(orderPlaced, { customerId, orders: created.map(placedFact) });
      return { transaction, orders: created };
    });
  }

  return {
    paymentPurpose,
    /** Places the orders (see `place`); the raw rows, for the seed and tests. */
    checkout: place,
    /**
     * Checkout as the shopper does it: the orders, then the provider's payment page, which
     * brings them back to the checkout result on `returnOrigin` (or APP_URL).
     */
    async checkoutAndPay(customerId: string, body: CheckoutBody, returnOrigin?: string | null) {
      const { transaction } = await place(customerId, body);
      return deps.payments.start(
        transaction,
        `/shopper/checkout/result?transaction=${transaction.id}`,
        returnOrigin,
      );
    },
  };
}
