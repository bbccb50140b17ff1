import { and, desc, eq, gt, inArray, isNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { ordersReadOnly } from '../orders/orders.public.ts';
import { paymentTransactionsReadOnly } from '../payments/payments.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { heldVouchers, vouchers } from './rewards.schema.ts';

export type VoucherRow = typeof vouchers.$inferSelect;
export type NewVoucher = typeof vouchers.$inferInsert;
export type HeldVoucherRow = typeof heldVouchers.$inferSelect;
export type VoucherBusiness = { id: string; name: string; handle: string } | null;

const businessColumns = {
  id: businessesReadOnly.id,
  name: businessesReadOnly.name,
  handle: businessesReadOnly.handle,
};

/** A new voucher, or null when its business (or Oja) already has one with that code. */
export async function insertVoucher(db: Executor, values: NewVoucher) {
  const [row] = await db.insert(vouchers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findVoucher(db: Executor, id: string) {
  const [row] = await db
    .select({ voucher: vouchers, business: businessColumns, ownerId: businessesReadOnly.ownerId })
    .from(vouchers)
    .leftJoin(businessesReadOnly, eq(businessesReadOnly.id, vouchers.businessId))
    .where(eq(vouchers.id, id));
  return row ?? null;
}

export async function lockVoucher(db: Executor, id: string) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).for('update');
  return row ?? null;
}

export async function setVoucherStatus(db: Executor, id: string, status: VoucherRow['status']) {
  await db.update(vouchers).set({ status }).where(eq(vouchers.id, id));
}

export type VoucherFilter = {
  /** A business's, or Oja's own (null). */
  businessId?: string | null;
  code?: string;
  /** Only those a shopper may claim or use at this moment. */
  runningAt?: Date;
  /** Only those offered without a code. */
  withoutCode?: boolean;
};

/** Vouchers matching a filter, newest first, with their business. */
export async function listVouchers(
  db: Executor,
  filter: VoucherFilter,
  page: { limit: number; offset: number },
) {
  const condition = and(
    eq(vouchers.source, 'OFFER'),
    filter.businessId === null
      ? isNull(vouchers.businessId)
      : filter.businessId
        ? eq(vouchers.businessId, filter.businessId)
        : undefined,
    filter.code ? eq(vouchers.code, filter.code) : undefined,
    filter.withoutCode ? isNull(vouchers.code) : undefined,
    filter.runningAt
      ? and(
          eq(vouchers.status, 'ACTIVE'),
          lte(vouchers.startsAt, filter.runningAt),
          gt(vouchers.endsAt, filter.runningAt),
          lt(vouchers.used, vouchers.totalCount),
        )
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ voucher: vouchers, business: businessColumns })
      .from(vouchers)
      .leftJoin(businessesReadOnly, eq(businessesReadOnly.id, vouchers.businessId))
      .where(condition)
      .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(vouchers)
      .where(condition),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** An order joined to its payment, and that payment went through. */
const byPayment = eq(paymentTransactionsReadOnly.id, ordersReadOnly.transactionId);
const paid = eq(paymentTransactionsReadOnly.status, 'SUCCESS');

/**
 * Paid orders that used these vouchers, leaving out those turned down or returned (their money
 * went back): the naira taken off, and what the orders came to.
 */
export async function figuresOf(db: Executor, voucherIds: string[]) {
  if (voucherIds.length === 0) return new Map<string, { discount: bigint; sales: bigint }>();
  const rows = await db
    .select({
      voucherId: ordersReadOnly.voucherId,
      discount: sql<string>`coalesce(sum(${ordersReadOnly.discountKobo}), 0)::text`,
      sales: sql<string>`coalesce(sum(${ordersReadOnly.totalKobo}), 0)::text`,
    })
    .from(ordersReadOnly)
    .innerJoin(paymentTransactionsReadOnly, byPayment)
    .where(
      and(
        inArray(ordersReadOnly.voucherId, voucherIds),
        paid,
        notInArray(ordersReadOnly.status, ['REJECTED', 'RETURN_CONFIRMED']),
      ),
    )
    .groupBy(ordersReadOnly.voucherId);
  return new Map(
    rows.map((r) => [r.voucherId!, { discount: BigInt(r.discount), sales: BigInt(r.sales) }]),
  );
}

/** Whether a user has a paid order (with one business, or anywhere). */
export async function hasPaidOrder(db: Executor, userId: string, businessId: string | null) {
  const [row] = await db
    .select({ id: ordersReadOnly.id })
    .from(ordersReadOnly)
    .innerJoin(paymentTransactionsReadOnly, byPayment)
    .where(
      and(
        eq(ordersReadOnly.customerId, userId),
        businessId ? eq(ordersReadOnly.businessId, businessId) : undefined,
        paid,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function userExists(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: usersReadOnly.id })
    .from(usersReadOnly)
    .where(eq(usersReadOnly.id, userId));
  return row !== undefined;
}

/** The business of each product (those that exist), with its price. */
export async function productsOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: productsReadOnly.id,
      businessId: productsReadOnly.businessId,
      unitPriceKobo: productsReadOnly.unitPriceKobo,
      tagIds: productsReadOnly.tagIds,
    })
    .from(productsReadOnly)
    .where(inArray(productsReadOnly.id, ids));
}

export async function businessOwner(db: Executor, businessId: string) {
  const [row] = await db
    .select({ ownerId: businessesReadOnly.ownerId, name: businessesReadOnly.name })
    .from(businessesReadOnly)
    .where(eq(businessesReadOnly.id, businessId));
  return row ?? null;
}

/** The names of some businesses, by id. */
export async function businessNames(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: businessesReadOnly.id, name: businessesReadOnly.name })
    .from(businessesReadOnly)
    .where(inArray(businessesReadOnly.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function insertHeld(
  db: Executor,
  values: { voucherId: string; userId: string; issuedBy: string | null },
) {
  const [row] = await db.insert(heldVouchers).values(values).returning();
  await db
    .update(vouchers)
    .set({ claimed: sql`${vouchers.claimed} + 1` })
    .where(eq(vouchers.id, values.voucherId));
  return row!;
}

export async function heldCount(db: Executor, voucherId: string, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(heldVouchers)
    .where(and(eq(heldVouchers.voucherId, voucherId), eq(heldVouchers.userId, userId)));
  return row?.n ?? 0;
}

/** A user's held vouchers with their vouchers and businesses, newest first. */
export async function listHeld(
  db: Executor,
  userId: string,
  filter: { status?: HeldVoucherRow['status']; ids?: string[] },
  page?: { limit: number; offset: number },
) {
  const condition = and(
    eq(heldVouchers.userId, userId),
    filter.status ? eq(heldVouchers.status, filter.status) : undefined,
    filter.ids ? inArray(heldVouchers.id, filter.ids) : undefined,
  );
  const query = db
    .select({ held: heldVouchers, voucher: vouchers, business: businessColumns })
    .from(heldVouchers)
    .innerJoin(vouchers, eq(vouchers.id, heldVouchers.voucherId))
    .leftJoin(businessesReadOnly, eq(businessesReadOnly.id, vouchers.businessId))
    .where(condition)
    .orderBy(desc(heldVouchers.claimedAt), desc(heldVouchers.id));
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
  if (!page) return { rows, total: rows.length };
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(heldVouchers)
    .where(condition);
  return { rows, total: count?.n ?? 0 };
}

/** Held vouchers of a user, locked for a checkout, in id order. */
export async function lockHeld(db: Executor, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(heldVouchers)
    .where(and(eq(heldVouchers.userId, userId), inArray(heldVouchers.id, ids)))
    .orderBy(heldVouchers.id)
    .for('update');
}

/** Counts one more use unless the voucher is used up; false when it is. */
export async function takeUse(db: Executor, voucherId: string): Promise<boolean> {
  const rows = await db
    .update(vouchers)
    .set({ used: sql`${vouchers.used} + 1` })
    .where(and(eq(vouchers.id, voucherId), lt(vouchers.used, vouchers.totalCount)))
    .returning({ id: vouchers.id });
  return rows.length === 1;
}

export async function markUsed(db: Executor, heldId: string, orderId: string, at: Date) {
  await db
    .update(heldVouchers)
    .set({ status: 'USED', orderId, usedAt: at })
    .where(and(eq(heldVouchers.id, heldId), eq(heldVouchers.status, 'HELD')));
}

/** The held vouchers used on these orders go back to their holders, and their uses with them. */
export async function giveBack(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return 0;
  const back = await db
    .update(heldVouchers)
    .set({ status: 'HELD', orderId: null, usedAt: null })
    .where(and(inArray(heldVouchers.orderId, orderIds), eq(heldVouchers.status, 'USED')))
    .returning({ voucherId: heldVouchers.voucherId });
  for (const { voucherId } of back)
    await db
      .update(vouchers)
      .set({ used: sql`${vouchers.used} - 1` })
      .where(eq(vouchers.id, voucherId));
  return back.length;
}
