import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PromotionStatus } from '#shared/schemas/promotions.ts';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { orderItemsReadOnly, ordersReadOnly } from '../orders/orders.public.ts';
import { paymentTransactionsReadOnly } from '../payments/payments.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import { runningSql } from './promotions.public.ts';
import { promotionProducts, promotions } from './promotions.schema.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export type SaleLine = { productId: string; salePriceKobo: bigint | null };

/** Where a promotion stands now (the same order of checks as `statusSql`). */
export function statusOf(p: PromotionRow, now = new Date()): PromotionStatus {
  if (p.endedAt || p.endsAt <= now) return 'ENDED';
  if (p.quantity !== null && p.sold >= p.quantity) return 'SOLD_OUT';
  if (p.paused) return 'PAUSED';
  if (p.startsAt > now) return 'SCHEDULED';
  return 'RUNNING';
}

const statusSql = sql<PromotionStatus>`CASE
  WHEN ${promotions.endedAt} IS NOT NULL OR ${promotions.endsAt} <= now() THEN 'ENDED'
  WHEN ${promotions.quantity} IS NOT NULL AND ${promotions.sold} >= ${promotions.quantity} THEN 'SOLD_OUT'
  WHEN ${promotions.paused} THEN 'PAUSED'
  WHEN ${promotions.startsAt} > now() THEN 'SCHEDULED'
  ELSE 'RUNNING' END`;

/** A sale's price of a product that costs `unitPriceKobo` (the same sum as `runningSaleSql`). */
export function salePriceOf(
  p: Pick<PromotionRow, 'kind' | 'percentOff'>,
  unitPriceKobo: bigint,
  salePriceKobo: bigint | null,
) {
  if (p.kind === 'PERCENT') return (unitPriceKobo * BigInt(100 - (p.percentOff ?? 0))) / 100n;
  const price = salePriceKobo ?? unitPriceKobo;
  return price < unitPriceKobo ? price : unitPriceKobo;
}

export async function insertPromotion(db: Executor, values: NewPromotion, lines: SaleLine[]) {
  const [row] = await db.insert(promotions).values(values).returning();
  await setLines(db, row!.id, lines);
  return row!;
}

export async function setLines(db: Executor, promotionId: string, lines: SaleLine[]) {
  await db.delete(promotionProducts).where(eq(promotionProducts.promotionId, promotionId));
  await db.insert(promotionProducts).values(lines.map((l) => ({ ...l, promotionId })));
}

export async function updatePromotion(db: Executor, id: string, set: Partial<NewPromotion>) {
  const [row] = await db.update(promotions).set(set).where(eq(promotions.id, id)).returning();
  return row!;
}

/** A promotion with its business's owner; locked for a change when `lock`. */
export async function findPromotion(db: Executor, id: string, lock = false) {
  const q = db
    .select({ promotion: promotions, ownerId: businessesReadOnly.ownerId })
    .from(promotions)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, promotions.businessId))
    .where(eq(promotions.id, id));
  const [row] = lock ? await q.for('update', { of: promotions }) : await q;
  return row ?? null;
}

export async function listPromotions(
  db: Executor,
  businessId: string,
  status: PromotionStatus | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(promotions.businessId, businessId),
    status ? sql`${statusSql} = ${status}` : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(desc(promotions.startsAt), desc(promotions.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotions)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The products of some promotions with their names, photos and prices now. */
export function linesOf(db: Executor, promotionIds: string[]) {
  if (promotionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      promotionId: promotionProducts.promotionId,
      productId: promotionProducts.productId,
      salePriceKobo: promotionProducts.salePriceKobo,
      name: productsReadOnly.name,
      photo: sql<string | null>`${productsReadOnly.photos}[1]`,
      unitPriceKobo: productsReadOnly.unitPriceKobo,
    })
    .from(promotionProducts)
    .innerJoin(productsReadOnly, eq(productsReadOnly.id, promotionProducts.productId))
    .where(inArray(promotionProducts.promotionId, promotionIds))
    .orderBy(asc(productsReadOnly.name));
}

/** Products of the catalogue by id: whose they are, their names and prices. */
export async function catalogue(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: productsReadOnly.id,
      businessId: productsReadOnly.businessId,
      name: productsReadOnly.name,
      unitPriceKobo: productsReadOnly.unitPriceKobo,
    })
    .from(productsReadOnly)
    .where(inArray(productsReadOnly.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Serialises the creation and editing of one business's sales (the overlap check). */
export async function lockBusinessSales(tx: Executor, businessId: string) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`promotions:${businessId}`}, 0))`,
  );
}

/** Sales not ended that hold one of `productIds` at some moment of [start, end). */
export function overlapping(
  db: Executor,
  productIds: string[],
  start: Date,
  end: Date,
  except: string | null,
) {
  return db
    .select({ productId: promotionProducts.productId, name: promotions.name })
    .from(promotionProducts)
    .innerJoin(promotions, eq(promotions.id, promotionProducts.promotionId))
    .where(
      and(
        inArray(promotionProducts.productId, productIds),
        sql`${promotions.endedAt} IS NULL`,
        sql`${promotions.startsAt} < ${end.toISOString()}::timestamptz`,
        sql`${promotions.endsAt} > ${start.toISOString()}::timestamptz`,
        sql`${promotions.endsAt} > now()`,
        except ? ne(promotions.id, except) : undefined,
      ),
    );
}

/** What checkout needs of the sales its lines name: whether each runs and its product's line. */
export async function forCheckout(
  db: Executor,
  pairs: { promotionId: string; productId: string }[],
) {
  if (pairs.length === 0) return [];
  const ids = [...new Set(pairs.map((p) => p.promotionId))];
  return db
    .select({
      promotion: promotions,
      running: sql<boolean>`${runningSql(sql.raw('"promotions"'))}`,
      productId: promotionProducts.productId,
      salePriceKobo: promotionProducts.salePriceKobo,
    })
    .from(promotions)
    .leftJoin(promotionProducts, eq(promotionProducts.promotionId, promotions.id))
    .where(inArray(promotions.id, ids));
}

/**
 * Takes `n` units of a flash sale in one conditional UPDATE, only while it runs: of buyers racing
 * for the last units, the ones that would go past its quantity get no row back.
 */
export async function takeFlashUnits(tx: Executor, id: string, n: number) {
  const rows = await tx
    .update(promotions)
    .set({ sold: sql`${promotions.sold} + ${n}` })
    .where(
      and(
        eq(promotions.id, id),
        eq(promotions.flash, true),
        sql`${promotions.sold} + ${n} <= ${promotions.quantity}`,
        isRunningNow(),
      ),
    )
    .returning({ id: promotions.id });
  return rows.length > 0;
}

/** Whether a sale runs, holding it (a pause or an end waits for the checkout's commit). */
export async function holdRunning(tx: Executor, id: string) {
  const rows = await tx
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.id, id), isRunningNow()))
    .for('share');
  return rows.length > 0;
}

function isRunningNow(): SQL {
  return runningSql(sql.raw('"promotions"'));
}

/** Units of a flash sale back (an unpaid checkout released, a rejected or returned order). */
export async function returnFlashUnits(tx: Executor, id: string, n: number) {
  await tx
    .update(promotions)
    .set({ sold: sql`greatest(${promotions.sold} - ${n}, 0)` })
    .where(and(eq(promotions.id, id), eq(promotions.flash, true)));
}

/** A sale's orders, units and sales by Lagos month since `from`, counting `statuses` (paid). */
export function figures(db: Executor, id: string, from: Date, statuses: readonly string[]) {
  return db
    .select({
      month: sql<string>`to_char(${ordersReadOnly.createdAt} AT TIME ZONE 'Africa/Lagos', 'YYYY-MM')`,
      orders: sql<number>`count(DISTINCT ${ordersReadOnly.id})::int`,
      units: sql<number>`coalesce(sum(${orderItemsReadOnly.quantity}), 0)::int`,
      salesKobo: sql<string>`coalesce(sum(${orderItemsReadOnly.totalKobo}), 0)::text`,
    })
    .from(orderItemsReadOnly)
    .innerJoin(ordersReadOnly, eq(ordersReadOnly.id, orderItemsReadOnly.orderId))
    .innerJoin(
      paymentTransactionsReadOnly,
      eq(paymentTransactionsReadOnly.id, ordersReadOnly.transactionId),
    )
    .where(
      and(
        eq(orderItemsReadOnly.promotionId, id),
        inArray(ordersReadOnly.status, [...statuses] as never[]),
        eq(paymentTransactionsReadOnly.status, 'SUCCESS'),
        sql`${ordersReadOnly.createdAt} >= ${from.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/** A business's owner, or null when there is no such business. */
export async function ownerOf(db: Executor, businessId: string) {
  const [row] = await db
    .select({ ownerId: businessesReadOnly.ownerId })
    .from(businessesReadOnly)
    .where(eq(businessesReadOnly.id, businessId));
  return row?.ownerId ?? null;
}

/** Some promotions and whether each runs now. */
export function states(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ promotion: promotions, running: sql<boolean>`${isRunningNow()}` })
    .from(promotions)
    .where(inArray(promotions.id, ids));
}
