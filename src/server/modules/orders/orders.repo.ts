import type { Executor } from '../../db/client.ts';
import {
  orderItems,
  orders,
  paymentTransactions,
  type DeliveryAddress,
  type OrderedVariant,
} from '../../db/schema/orders.ts';

export async function insertTransaction(
  db: Executor,
  values: { userId: string; reference: string; amountKobo: bigint },
) {
  const [row] = await db.insert(paymentTransactions).values(values).returning();
  return row!;
}

export type NewOrder = {
  transactionId: string;
  businessId: string;
  customerId: string;
  subtotalKobo: bigint;
  deliveryFeeKobo: bigint;
  totalKobo: bigint;
  deliveryAddress: DeliveryAddress;
  items: {
    productId: string;
    productName: string;
    productPhoto: string | null;
    variant: OrderedVariant | null;
    unitPriceKobo: bigint;
    quantity: number;
    totalKobo: bigint;
    resaleId: string | null;
  }[];
};

export async function insertOrder(db: Executor, order: NewOrder) {
  const { items, ...values } = order;
  const [row] = await db.insert(orders).values(values).returning();
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
  return row!;
}
