import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { PriceItem } from '#shared/price-items.ts';
import type { Executor } from '../../db/client.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { ojaPrices } from './prices.schema.ts';

export type PriceRow = typeof ojaPrices.$inferSelect & { setByName: string | null };

/** The latest price of each item that started by `when`. */
export async function pricesAt(executor: Executor, when: Date) {
  return executor
    .selectDistinctOn([ojaPrices.item], { item: ojaPrices.item, priceKobo: ojaPrices.priceKobo })
    .from(ojaPrices)
    .where(lte(ojaPrices.effectiveFrom, when))
    .orderBy(asc(ojaPrices.item), desc(ojaPrices.effectiveFrom), desc(ojaPrices.createdAt));
}

/** One item's price started by `when`, if any was set. */
export async function priceAt(executor: Executor, item: PriceItem, when: Date) {
  const [row] = await executor
    .select({ priceKobo: ojaPrices.priceKobo })
    .from(ojaPrices)
    .where(and(eq(ojaPrices.item, item), lte(ojaPrices.effectiveFrom, when)))
    .orderBy(desc(ojaPrices.effectiveFrom), desc(ojaPrices.createdAt))
    .limit(1);
  return row?.priceKobo ?? null;
}

/** Every price ever set, latest start first, with the name of who set it. */
export async function allPrices(executor: Executor): Promise<PriceRow[]> {
  const rows = await executor
    .select({
      row: ojaPrices,
      setByName: sql<string | null>`${usersReadOnly.firstName} || ' ' || ${usersReadOnly.lastName}`,
    })
    .from(ojaPrices)
    .leftJoin(usersReadOnly, eq(usersReadOnly.id, ojaPrices.setBy))
    .orderBy(desc(ojaPrices.effectiveFrom), desc(ojaPrices.createdAt));
  return rows.map((r) => ({ ...r.row, setByName: r.setByName }));
}

export async function insertPrice(executor: Executor, values: typeof ojaPrices.$inferInsert) {
  const [row] = await executor.insert(ojaPrices).values(values).returning();
  return row!;
}
