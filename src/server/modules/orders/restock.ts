import type { Executor } from '../../db/client.ts';
import type { ProductsService } from '../products/products.service.ts';
import type { PromotionsService } from '../promotions/promotions.service.ts';
import * as repo from './orders.repo.ts';

/**
 * Puts the units of some orders back on the shelf (unpaid, rejected or returned orders), and a
 * flash sale's units back in its sale: sales first, then products, the order checkout takes them.
 */
export async function restock(
  tx: Executor,
  deps: {
    products: Pick<ProductsService, 'returnStock'>;
    promotions: Pick<PromotionsService, 'returnUnits'>;
  },
  orderIds: string[],
) {
  const items = await repo.itemsOfOrders(tx, orderIds);
  await deps.promotions.returnUnits(tx, items);
  for (const item of [...items].sort((a, b) =>
    (a.productId ?? '').localeCompare(b.productId ?? ''),
  )) {
    if (item.productId)
      await deps.products.returnStock(
        tx,
        item.productId,
        item.quantity,
        item.variant?.name ?? null,
      );
  }
}
