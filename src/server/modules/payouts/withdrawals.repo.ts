import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { WithdrawalStatus } from '#shared/schemas/withdrawals.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { withdrawals } from './payouts.schema.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

export async function insertWithdrawal(db: Executor, values: NewWithdrawal) {
  const [row] = await db.insert(withdrawals).values(values).returning();
  return row!;
}

export async function findWithdrawal(db: Executor, id: string) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row ?? null;
}

/** The withdrawal with this provider reference, if there is one. */
export async function findByReference(db: Executor, reference: string) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.reference, reference));
  return row ?? null;
}

/** The withdrawal with this provider reference, held for the rest of the transaction. */
export async function lockByReference(db: Executor, reference: string) {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.reference, reference))
    .for('update');
  return row ?? null;
}

export async function setTransferCode(db: Executor, id: string, transferCode: string) {
  await db.update(withdrawals).set({ transferCode }).where(eq(withdrawals.id, id));
}

/** Moves a pending withdrawal to its final status; null when it was not pending any more. */
export async function settleWithdrawal(
  db: Executor,
  id: string,
  status: Exclude<WithdrawalStatus, 'PENDING'>,
  transferCode: string | null,
) {
  const [row] = await db
    .update(withdrawals)
    .set({
      status,
      settledAt: new Date(),
      ...(transferCode ? { transferCode } : {}),
    })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'PENDING')))
    .returning();
  return row ?? null;
}

/** A transfer the provider reversed after it succeeded: SUCCESS becomes REVERSED, once. */
export async function reverseSucceeded(db: Executor, id: string) {
  const [row] = await db
    .update(withdrawals)
    .set({ status: 'REVERSED', settledAt: new Date() })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'SUCCESS')))
    .returning();
  return row ?? null;
}

/**
 * Claims pending withdrawals older than a minute that were not checked in the last minute, for
 * reconciliation; rows another worker holds are skipped, so two workers never ask about one
 * withdrawal at once.
 */
export async function claimForReconciliation(db: Executor, now: Date, limit: number) {
  const at = now.toISOString();
  const result = await db.execute(sql`
    UPDATE ${withdrawals} SET provider_checked_at = ${at}
    WHERE id IN (
      SELECT id FROM ${withdrawals}
      WHERE status = 'PENDING'
        AND created_at < ${at}::timestamptz - interval '1 minute'
        AND (provider_checked_at IS NULL
          OR provider_checked_at < ${at}::timestamptz - interval '1 minute')
      ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  const ids = (result.rows as { id: string }[]).map((r) => r.id);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(withdrawals)
    .where(inArray(withdrawals.id, ids))
    .orderBy(withdrawals.createdAt);
}

export async function listWithdrawals(
  db: Executor,
  f: { userId: string; businessId?: string; status?: WithdrawalStatus },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(withdrawals.userId, f.userId),
    f.businessId ? eq(withdrawals.businessId, f.businessId) : undefined,
    f.status ? eq(withdrawals.status, f.status) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(withdrawals)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The status of each of these withdrawals, for the wallet history. */
export async function statusesOf(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Map<string, WithdrawalStatus>();
  const rows = await db
    .select({ id: withdrawals.id, status: withdrawals.status })
    .from(withdrawals)
    .where(inArray(withdrawals.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}

export async function walletWithdrawalIds(db: Executor, userId: string, status: WithdrawalStatus) {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        isNull(withdrawals.businessId),
        eq(withdrawals.status, status),
      ),
    );
  return rows.map((r) => r.id);
}

/** Pending withdrawals' amount + fee and sent withdrawals' fees, for a business's revenue figure. */
export async function businessOutflowKobo(db: Executor, businessId: string): Promise<bigint> {
  const [row] = await db
    .select({
      kobo: sql<string>`coalesce(sum(CASE ${withdrawals.status}
        WHEN 'PENDING' THEN ${withdrawals.amountKobo} + ${withdrawals.feeKobo}
        WHEN 'SUCCESS' THEN ${withdrawals.feeKobo} ELSE 0 END), 0)`,
    })
    .from(withdrawals)
    .where(eq(withdrawals.businessId, businessId));
  return BigInt(row?.kobo ?? 0);
}

/**
 * For monitoring: withdrawals still pending after ten minutes, and those that failed or were
 * reversed in the last hour (the money went back to the balance; the seller was not paid).
 */
export async function troubledWithdrawals(db: Executor) {
  const { rows } = await db.execute<{ pending: number; failed: number }>(sql`
    SELECT count(*) FILTER (WHERE status = 'PENDING'
                              AND created_at < now() - interval '10 minutes')::int AS pending,
           count(*) FILTER (WHERE status IN ('FAILED', 'REVERSED')
                              AND settled_at > now() - interval '1 hour')::int AS failed
      FROM ${withdrawals}
     WHERE status = 'PENDING' OR settled_at > now() - interval '1 hour'`);
  return rows[0] ?? { pending: 0, failed: 0 };
}

/** Finance's queue: waiting ones oldest first, failed or reversed ones latest first, with whose. */
export async function listForStaff(
  db: Executor,
  status: 'PENDING' | 'FAILED',
  page: { offset: number; limit: number },
) {
  const where =
    status === 'PENDING'
      ? eq(withdrawals.status, 'PENDING')
      : inArray(withdrawals.status, ['FAILED', 'REVERSED']);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        w: withdrawals,
        firstName: usersReadOnly.firstName,
        lastName: usersReadOnly.lastName,
        store: businessesReadOnly.name,
      })
      .from(withdrawals)
      .innerJoin(usersReadOnly, eq(usersReadOnly.id, withdrawals.userId))
      .leftJoin(businessesReadOnly, eq(businessesReadOnly.id, withdrawals.businessId))
      .where(where)
      .orderBy(status === 'PENDING' ? asc(withdrawals.createdAt) : desc(withdrawals.settledAt))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(withdrawals)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
