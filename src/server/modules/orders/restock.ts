import type { Executor } from '../../db/client.ts';
import type { ProductsService } from '../products/products.service.ts';
import * as repo from './orders.repo.ts';

/** Puts the units of some orders back on the shelf (unpaid, rejected or returned orders). */
export async function restock(
  tx: Executor,
  products: Pick<ProductsService, 'returnStock'>,
  orderIds: string[],
) {
  for (const item of await repo.itemsOfOrders(tx, orderIds)) {
    if (item.productId)
      await products.returnStock(tx, item.productId, item.quantity, item.variant?.name ?? null);
  }
}
