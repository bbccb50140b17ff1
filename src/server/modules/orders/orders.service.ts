import { percentOfKobo } from '#shared/money.ts';
import type { CheckoutBody } from '#shared/schemas/orders.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { conflict, forbidden } from '../../errors.ts';
import type { AffiliatesService } from '../affiliates/affiliates.service.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PurchasesService } from '../payments/purchases.service.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import type { VouchersService } from '../rewards/vouchers.service.ts';
import { orderGoods } from './order-goods.ts';
import { applyVouchers } from './order-vouchers.ts';
import { checkShownAmount, pointsOfOrders } from './order-points.ts';
import {
  changedMeanwhile,
  deliveryAddressOf,
  mergedLines,
  gone,
  unavailable,
} from './checkout-rules.ts';
import { orderPlaced, placedFact } from './orders.public.ts';
import * as repo from './orders.repo.ts';

export type OrdersService = ReturnType<typeof createOrdersService>;

/**
 * Checkout: one order per business under one payment transaction. Prices and delivery fees
 * come from the database, and stock is taken with conditional updates at the end of the same
 * transaction, so a short item or a changed price rolls everything back.
 */
export function createOrdersService(deps: {
  db: Db;
  products: Pick<ProductsService, 'takeStock' | 'forCheckout' | 'returnStock' | 'resaleAffiliate'>;
  businesses: Pick<BusinessesService, 'checkoutTerms' | 'recordCustomer'>;
  reference: Pick<ReferenceService, 'nigerianState'>;
  ledger: Pick<LedgerService, 'post'>;
  purchases: Pick<
    PurchasesService,
    'offer' | 'open' | 'pay' | 'proceed' | 'payWithOf' | 'holdPoints' | 'returnPoints'
  >;
  promotions: Pick<PromotionsService, 'priceLines' | 'takeUnits' | 'returnUnits'>;
  vouchers: Pick<VouchersService, 'check' | 'use' | 'giveBack'>;
  events: Pick<EventBus, 'transaction'>;
  affiliates: Pick<AffiliatesService, 'affiliateFor'>;
  /** At most this share of a checkout's total may be paid with points. */
  orderSharePercent: number;
  /** Oja's commission in force at a moment: each order keeps its placing's (decision 078). */
  commissionAt: (tx: Executor, when: Date) => Promise<number>;
}) {
  const { db, products, businesses } = deps;
  // A checkout's payment buys the orders it wrote: offered like everything else Oja sells.
  deps.purchases.offer('ORDER_PAYMENT', orderGoods(deps));

  type PricedWith = Parameters<ProductsService['takeStock']>[4];
  const deliveryAddress = (body: CheckoutBody['deliveryAddress']) =>
    deliveryAddressOf(body, deps.reference);

  /**
   * Places the orders of a cart under one pending payment (stock taken, prices fixed).
   *
   * Product rows are hot (many buyers of the same few products), so their locks are held for as
   * short a time as possible: prices, options, resellers and delivery fees are read first without
   * any lock; the payment, orders, items, status events and the event are written next; stock is
   * taken last, just before the commit. Each stock-taking UPDATE also requires the price (and a
   * resold line's resale terms) the order was written with, so a price changed in between makes
   * the checkout a 409 the buyer retries, never a charge at the old price. Re-pricing from the
   * UPDATE instead would mean rewriting orders and the payment while holding the locks.
   */
  async function place(
    customerId: string,
    body: CheckoutBody,
    placedAt?: Date,
    cookieHeader?: string,
  ) {
    // From the wallet or by card: as asked, else as the shopper's payment settings say.
    const payWith = await deps.purchases.payWithOf(customerId, body.payFrom);
    const address = deliveryAddress(body.deliveryAddress);
    const lines = mergedLines(body.orderDetails);

    // 1. Plain reads, outside the transaction: nothing is locked yet. The affiliate whose link
    // the shopper last came through gets the lines they resell; other lines keep the resale
    // they were put in the cart through (a reseller's post).
    const attributed = await deps.affiliates.affiliateFor(db, customerId, cookieHeader);
    const byBusiness = new Map<string, repo.NewOrder['items']>();
    const priced: PricedWith[] = [];
    const found = await products.forCheckout(
      db,
      lines.map((l) => l.productId),
    );
    for (const line of lines) {
      const product = found.get(line.productId);
      if (!product) throw gone();
      // A line that is already short fails here, before anything is written.
      const refused = unavailable(product, line);
      if (refused) throw refused;
    }
    // A line bought in a sale costs its sale price; a sale no longer running for it is a 409.
    const inSale = lines.flatMap((line) => {
      const product = found.get(line.productId)!;
      return line.promotionId
        ? [
            {
              promotionId: line.promotionId,
              productId: product.id,
              productName: product.name,
              businessId: product.businessId,
              unitPriceKobo: product.unitPriceKobo,
              count: line.count,
            },
          ]
        : [];
    });
    const salePrices = await deps.promotions.priceLines(db, inSale);
    const salePrice = new Map(
      inSale.map((l, i) => [l.productId + '|' + l.promotionId, salePrices[i]!]),
    );
    for (const line of lines) {
      const product = found.get(line.productId)!;
      const unitPriceKobo = line.promotionId
        ? salePrice.get(product.id + '|' + line.promotionId)!
        : product.unitPriceKobo;
      const totalKobo = unitPriceKobo * BigInt(line.count);
      const resale = product.resaleAllowed
        ? ((attributed ? await products.resaleAffiliate(db, attributed, line.productId) : null) ??
          (line.resaleId
            ? await products.resaleAffiliate(db, line.resaleId, line.productId)
            : null))
        : null;
      const affiliateId = resale?.affiliateId ?? null;
      // The reseller's share is fixed now, so a later change of the rate never alters it.
      const affiliateCommissionKobo =
        affiliateId && affiliateId !== customerId
          ? percentOfKobo(totalKobo, product.affiliateCommissionPct)
          : 0n;
      priced.push({
        unitPriceKobo: product.unitPriceKobo,
        resale: affiliateId
          ? {
              resaleAllowed: product.resaleAllowed,
              affiliateCommissionPct: product.affiliateCommissionPct,
            }
          : null,
      });
      const option = line.variant ? product.variants.find((v) => v.name === line.variant) : null;
      const items = byBusiness.get(product.businessId) ?? [];
      items.push({
        productId: product.id,
        productName: product.name,
        productPhoto: product.photo,
        variant: line.variant ? { name: line.variant, type: option?.type ?? 'option' } : null,
        unitPriceKobo,
        quantity: line.count,
        totalKobo,
        resaleId: resale?.resaleId ?? null,
        affiliateId: affiliateCommissionKobo > 0n ? affiliateId : null,
        affiliateCommissionKobo,
        promotionId: line.promotionId,
      });
      byBusiness.set(product.businessId, items);
    }

    const drafts: (Omit<repo.NewOrder, 'transactionId' | 'commissionPercent'> & {
      businessName: string;
    })[] = [];
    for (const [businessId, items] of byBusiness) {
      const terms = await businesses.checkoutTerms(db, businessId, address.state);
      // A vendor's own purchase would only move money in a circle and count towards its badge.
      if (terms?.ownerId === customerId) {
        throw forbidden(
          `${terms.name} is your own business: you cannot buy from it. Remove its products from your cart.`,
        );
      }
      if (!terms || !terms.isActive || !terms.takingOrders) {
        throw conflict(`${terms?.name ?? 'This business'} is not taking orders right now`);
      }
      // A seller earns no commission from their own store, through anyone's purchase.
      for (const item of items.filter((i) => i.affiliateId === terms.ownerId)) {
        item.affiliateId = null;
        item.affiliateCommissionKobo = 0n;
      }
      const subtotalKobo = items.reduce((sum, i) => sum + i.totalKobo, 0n);
      drafts.push({
        businessId,
        businessName: terms.name,
        customerId,
        subtotalKobo,
        deliveryFeeKobo: terms.feeKobo,
        totalKobo: subtotalKobo + terms.feeKobo,
        deliveryAddress: address,
        items,
      });
    }

    return deps.events.transaction(async (tx, publish) => {
      // 2. The vouchers picked, checked with the shopper's held ones locked; each takes its
      // discount off its store's order (what the business or Oja pays for, see escrow.ts).
      const applied = await applyVouchers(deps.vouchers, tx, customerId, body.vouchers, drafts);

      // 3. Points pay their part of each order; the shopper pays the rest, exactly as shown.
      const points = pointsOfOrders(
        drafts.map((d) => d.totalKobo),
        body.point ?? 0,
        deps.orderSharePercent,
      );
      drafts.forEach((d, i) => (d.pointsKobo = points[i]));
      const pointsKobo = points.reduce((sum, p) => sum + p, 0n);
      const dueKobo = drafts.reduce((sum, d) => sum + d.totalKobo, 0n) - pointsKobo;
      checkShownAmount(body.amount, dueKobo);

      // 4. The rows of the checkout; none of them locks a product. The points are held under
      // its payment until it is paid (into the orders' escrow) or given up (back to the shopper).
      const transaction = await deps.purchases.open(tx, {
        userId: customerId,
        type: 'ORDER_PAYMENT',
        amountKobo: dueKobo,
      });
      await deps.purchases.holdPoints(tx, customerId, transaction.id, pointsKobo);
      const created = [];
      const commissionPercent = await deps.commissionAt(tx, placedAt ?? new Date());
      for (const { businessName: _name, ...draft } of drafts) {
        const order = await repo.insertOrder(tx, {
          ...draft,
          transactionId: transaction.id,
          commissionPercent,
          createdAt: placedAt,
        });
        await repo.insertStatusEvent(tx, order.id, 'PENDING', 'customer');
        created.push(order);
      }
      // Only a card checkout waits for its payment; one paid from the wallet is paid below, in
      // this transaction, and its shopper hears only that (the receipt of `orderPaid`).
      if (payWith !== 'WALLET')
        await publish(orderPlaced, { customerId, orders: created.map(placedFact) });

      // Paid from the wallet: at once, in this transaction, or nothing is placed. Before the
      // stock, so the product rows stay locked only for the last statements, as with a card.
      await deps.purchases.pay(tx, transaction, payWith, publish);

      // 5. The hot rows last, in the order every release takes them too: one use of each
      // voucher, then the sales, then the stock.
      await deps.vouchers.use(
        tx,
        created.flatMap((order) => {
          const voucher = applied.get(order.businessId);
          return voucher ? [{ applied: voucher, orderId: order.id }] : [];
        }),
      );

      // A flash sale's units taken, any other sale held running until the commit.
      await deps.promotions.takeUnits(
        tx,
        inSale.map((l) => ({
          promotionId: l.promotionId,
          productName: l.productName,
          count: l.count,
        })),
      );

      // 6. Stock last, in product-id order: the first lock is held only until the commit.
      for (const [i, line] of lines.entries()) {
        if (await products.takeStock(tx, line.productId, line.count, line.variant, priced[i]!)) {
          continue;
        }
        // Nothing matched: find out why (the transaction rolls back). Read through the same
        // transaction: a second connection could wait on the pool forever.
        const product = (await products.forCheckout(tx, [line.productId])).get(line.productId);
        if (!product) throw gone();
        const refused = unavailable(product, line);
        if (refused) throw refused;
        throw changedMeanwhile(product, line, priced[i]!);
      }
      return { transaction, orders: created, payWith };
    });
  }

  return {
    /** Places the orders (see `place`); the raw rows, for the seed (its history dated) and tests. */
    checkout: place,
    /**
     * Checkout as the shopper does it: the orders, then the provider's payment page, which
     * brings them back to the checkout result on `returnOrigin` (or APP_URL).
     */
    async checkoutAndPay(
      customerId: string,
      body: CheckoutBody,
      returnOrigin?: string | null,
      cookieHeader?: string,
    ) {
      const { transaction, payWith } = await place(customerId, body, undefined, cookieHeader);
      const result = `/shopper/checkout/result?transaction=${transaction.id}`;
      // Paid from the wallet already: straight to the result, no payment page.
      return deps.purchases.proceed(transaction, payWith, result, returnOrigin);
    },
  };
}
