import type { Transaction } from '#shared/schemas/orders.ts';
import type { Db } from '../../db/client.ts';
import type { BusinessesService } from '../businesses/businesses.service.ts';
import { accounts, mergeEntries } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { CheckoutGoods, PurchasesService } from '../payments/purchases.service.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import type { VouchersService } from '../rewards/vouchers.service.ts';
import { orderPaid, placedFact } from './orders.public.ts';
import * as repo from './orders.repo.ts';
import { boughtView } from './orders.view.ts';
import { ojaShareOf } from './escrow.ts';
import { restock } from './restock.ts';

/** What a checkout's orders were paid with points, held under its payment until then. */
const pointsOf = (placed: { pointsKobo: bigint }[]) =>
  placed.reduce((sum, o) => sum + o.pointsKobo, 0n);

/**
 * What a checkout's payment buys, offered through the purchase service (decision 022): the
 * orders the checkout wrote under it, one per business, whose stock it took.
 */
export function orderGoods(deps: {
  db: Db;
  products: Pick<ProductsService, 'returnStock'>;
  promotions: Pick<PromotionsService, 'returnUnits'>;
  businesses: Pick<BusinessesService, 'recordCustomer'>;
  ledger: Pick<LedgerService, 'post'>;
  vouchers: Pick<VouchersService, 'giveBack'>;
  purchases: Pick<PurchasesService, 'returnPoints'>;
}): CheckoutGoods {
  const { db, businesses } = deps;
  return {
    /**
     * Each order's total goes into its escrow account, from the provider and the points held
     * (with what Oja pays of an Oja voucher's discount, from its commission, so the business
     * gets its whole share) and the buyer counts as each business's customer. Customer rows are updated in business order, so concurrent
     * payments never deadlock.
     */
    async paid(tx, payment, publish) {
      const placed = (await repo.ordersOfTransaction(tx, payment.id)).sort((a, b) =>
        a.businessId.localeCompare(b.businessId),
      );
      await deps.ledger.post(tx, {
        kind: 'ORDER_PAYMENT',
        reference: payment.id,
        entries: mergeEntries([
          { account: accounts.provider, amountKobo: -payment.amountKobo },
          { account: accounts.pointsHeld(payment.id), amountKobo: -pointsOf(placed) },
          ...placed.flatMap((o) => {
            const fromOja = ojaShareOf(o);
            return [
              { account: accounts.escrow(o.id), amountKobo: o.totalKobo + fromOja },
              { account: accounts.commission, amountKobo: -fromOja },
            ];
          }),
        ]),
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

    /** An unpaid checkout (declined, expired or cancelled): its points, vouchers and stock go back. */
    async release(tx, paymentId) {
      const placed = await repo.ordersOfTransaction(tx, paymentId);
      const ids = placed.map((o) => o.id);
      if (placed[0])
        await deps.purchases.returnPoints(tx, placed[0].customerId, paymentId, pointsOf(placed));
      // Vouchers, sales, then stock: the order checkout takes them in, so neither waits on the other.
      await deps.vouchers.giveBack(tx, ids);
      await restock(tx, deps, ids);
    },

    async describe(paymentIds) {
      const placed = await repo.ordersWithBusinesses(db, paymentIds);
      const byPayment = new Map<string, Transaction['orders']>();
      for (const o of placed)
        byPayment.set(o.transactionId, [...(byPayment.get(o.transactionId) ?? []), boughtView(o)]);
      return byPayment;
    },
  };
}
