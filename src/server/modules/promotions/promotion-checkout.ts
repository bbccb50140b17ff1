import type { Executor } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import * as repo from './promotions.repo.ts';

/** A checkout line bought in a sale, as checkout read its product. */
export type SaleLineIn = {
  promotionId: string;
  productId: string;
  productName: string;
  businessId: string;
  unitPriceKobo: bigint;
  count: number;
};

const ended = (name: string) => {
  const message = `The sale on ${name} has ended, please review your cart`;
  return conflict(message, { orderDetails: message });
};
const soldOut = (name: string) => {
  const message = `The flash sale on ${name} has sold out, please review your cart`;
  return conflict(message, { orderDetails: message });
};

/**
 * What checkout asks of sales: the price of lines bought in one, their flash units taken in the
 * checkout's transaction, and given back when an order does not go through.
 */
export function saleCheckout() {
  return {
    /**
     * The sale price of each line bought in a sale, read without a lock; a sale that no longer
     * runs for the line's product (ended, paused, not started, another product or business) or a
     * flash sale without enough units left is a 409 naming the product.
     */
    async priceLines(db: Executor, lines: SaleLineIn[]) {
      const rows = await repo.forCheckout(db, lines);
      const prices: bigint[] = [];
      const wanted = new Map<string, number>();
      for (const line of lines) {
        const row = rows.find(
          (r) => r.promotion.id === line.promotionId && r.productId === line.productId,
        );
        const p = row?.promotion;
        if (!row || !p || p.businessId !== line.businessId) throw ended(line.productName);
        if (!row.running)
          throw repo.statusOf(p) === 'SOLD_OUT'
            ? soldOut(line.productName)
            : ended(line.productName);
        if (p.flash) {
          const n = (wanted.get(p.id) ?? 0) + line.count;
          wanted.set(p.id, n);
          if ((p.quantity ?? 0) - p.sold < n) throw soldOut(line.productName);
        }
        prices.push(repo.salePriceOf(p, line.unitPriceKobo, row.salePriceKobo));
      }
      return prices;
    },

    /**
     * In the checkout's transaction, before its stock: a flash sale's units taken with a
     * conditional update, any other sale held so it cannot be paused or ended before the commit.
     * Sales in id order, so two checkouts never deadlock; a refusal is a 409 naming the product.
     */
    async takeUnits(
      tx: Executor,
      lines: { promotionId: string; productName: string; count: number }[],
    ) {
      const byId = new Map<string, { n: number; name: string }>();
      for (const l of lines) {
        const cur = byId.get(l.promotionId);
        byId.set(l.promotionId, { n: (cur?.n ?? 0) + l.count, name: cur?.name ?? l.productName });
      }
      const flash = new Set(
        (await repo.states(tx, [...byId.keys()]))
          .filter((r) => r.promotion.flash)
          .map((r) => r.promotion.id),
      );
      for (const id of [...byId.keys()].sort()) {
        const { n, name } = byId.get(id)!;
        if (flash.has(id)) {
          if (await repo.takeFlashUnits(tx, id, n)) continue;
          const [row] = await repo.states(tx, [id]);
          const soldOutNow = row && (row.running || repo.statusOf(row.promotion) === 'SOLD_OUT');
          throw soldOutNow ? soldOut(name) : ended(name);
        }
        if (!(await repo.holdRunning(tx, id))) throw ended(name);
      }
    },

    /** A flash sale's units back, for lines of orders that did not go through (sales in id order). */
    async returnUnits(tx: Executor, items: { promotionId: string | null; quantity: number }[]) {
      const byId = new Map<string, number>();
      for (const i of items)
        if (i.promotionId) byId.set(i.promotionId, (byId.get(i.promotionId) ?? 0) + i.quantity);
      for (const id of [...byId.keys()].sort()) await repo.returnFlashUnits(tx, id, byId.get(id)!);
    },
  };
}
