import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { purchases } from './payments.schema.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;

/** The new purchase, or null when the buyer already has one of this kind with this key. */
export async function insertPurchase(db: Executor, values: NewPurchase) {
  const [row] = await db.insert(purchases).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The buyer's purchase with this key, held until the transaction ends. */
export async function lockPurchase(db: Executor, buyerId: string, kind: string, key: string) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.buyerId, buyerId),
        eq(purchases.kind, kind as PurchaseRow['kind']),
        eq(purchases.key, key),
      ),
    )
    .for('update');
  return row ?? null;
}

/** The purchase a payment pays for, held until the transaction ends. */
export async function lockByPayment(db: Executor, paymentId: string) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(eq(purchases.paymentId, paymentId))
    .for('update');
  return row ?? null;
}

export async function setPayment(db: Executor, id: string, paymentId: string) {
  await db.update(purchases).set({ paymentId }).where(eq(purchases.id, id));
}

export async function markPurchase(db: Executor, id: string, status: 'PAID' | 'CANCELLED') {
  await db
    .update(purchases)
    .set({ status, paidAt: status === 'PAID' ? new Date() : null })
    .where(eq(purchases.id, id));
}

/** A given-up purchase keeps its key with its id appended, so the key can buy again. */
export async function releaseKey(db: Executor, id: string) {
  await db
    .update(purchases)
    .set({ key: sql`${purchases.key} || ':given-up:' || ${purchases.id}` })
    .where(eq(purchases.id, id));
}

export async function findPurchase(db: Executor, id: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
  return row ?? null;
}

/** How a user pays when they do not say (their payment charge mode). */
export async function chargeModeOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ mode: usersReadOnly.paymentChargeMode })
    .from(usersReadOnly)
    .where(eq(usersReadOnly.id, userId));
  return row?.mode ?? null;
}
