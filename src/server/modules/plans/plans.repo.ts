import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import { planTerms } from './plans.schema.ts';

export type PlanTermRow = typeof planTerms.$inferSelect;
export type NewPlanTerm = typeof planTerms.$inferInsert;

/** One writer at a time per user's plan: a purchase, a renewal, the expiry job. */
export async function lockUserPlan(tx: Executor, userId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('plan:' || ${userId}))`);
}

/** The user's ACTIVE terms (the running one first, then those waiting after it). */
export function activeTerms(db: Executor, userId: string) {
  return db
    .select()
    .from(planTerms)
    .where(and(eq(planTerms.userId, userId), eq(planTerms.status, 'ACTIVE')))
    .orderBy(asc(planTerms.startsAt));
}

export async function insertTerm(tx: Executor, values: NewPlanTerm) {
  const [row] = await tx.insert(planTerms).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function replaceTerm(tx: Executor, id: string, creditedKobo: bigint, at: Date) {
  await tx
    .update(planTerms)
    .set({
      status: 'REPLACED',
      creditedKobo,
      endsAt: sql`least(${planTerms.endsAt}, ${at})`,
      startsAt: sql`least(${planTerms.startsAt}, ${at})`,
    })
    .where(eq(planTerms.id, id));
}

export async function endTerm(tx: Executor, id: string) {
  await tx
    .update(planTerms)
    .set({ status: 'ENDED' })
    .where(and(eq(planTerms.id, id), eq(planTerms.status, 'ACTIVE')));
}

export async function setAutoRenew(db: Executor, userId: string, autoRenew: boolean) {
  await db
    .update(planTerms)
    .set({ autoRenew })
    .where(and(eq(planTerms.userId, userId), eq(planTerms.status, 'ACTIVE')));
}

export async function markReminded(db: Executor, id: string, at: Date) {
  await db.update(planTerms).set({ remindedAt: at }).where(eq(planTerms.id, id));
}

export async function history(db: Executor, userId: string, page: number, limit: number) {
  const where = eq(planTerms.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(planTerms)
      .where(where)
      .orderBy(desc(planTerms.createdAt), desc(planTerms.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(planTerms).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The last ACTIVE term of each user that ends by `until` (nothing waits after it): the terms the
 * expiry job reminds about, renews or ends.
 */
export function lastTermsEndingBy(db: Executor, until: Date, limit: number) {
  return db
    .select()
    .from(planTerms)
    .where(
      and(
        eq(planTerms.status, 'ACTIVE'),
        lte(planTerms.endsAt, until),
        sql`NOT EXISTS (SELECT 1 FROM ${planTerms} later WHERE later.user_id = ${planTerms.userId}
          AND later.status = 'ACTIVE' AND later.starts_at >= ${planTerms.endsAt}
          AND later.id <> ${planTerms.id})`,
      ),
    )
    .orderBy(asc(planTerms.endsAt))
    .limit(limit);
}

/** ACTIVE terms already over that others follow: they simply end. */
export function overTermsWithSuccessor(db: Executor, now: Date, limit: number) {
  return db
    .select({ id: planTerms.id })
    .from(planTerms)
    .where(
      and(
        eq(planTerms.status, 'ACTIVE'),
        lte(planTerms.endsAt, now),
        sql`EXISTS (SELECT 1 FROM ${planTerms} later WHERE later.user_id = ${planTerms.userId}
          AND later.status = 'ACTIVE' AND later.starts_at >= ${planTerms.endsAt}
          AND later.id <> ${planTerms.id})`,
      ),
    )
    .limit(limit);
}

/** How many businesses the user owns, and the most products one of them has (active or not). */
export async function usageOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      businesses: count(businessesReadOnly.id),
      mostProducts: sql<number>`coalesce(max((
        SELECT count(*) FROM ${productsReadOnly} p WHERE p.business_id = ${businessesReadOnly}."id")), 0)::int`,
    })
    .from(businessesReadOnly)
    .where(eq(businessesReadOnly.ownerId, userId));
  return { businesses: Number(row?.businesses ?? 0), mostProducts: Number(row?.mostProducts ?? 0) };
}
