import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { paymentTransactions, paymentWebhookEvents } from './payments.schema.ts';

export async function insertTransaction(
  db: Executor,
  values: { userId: string; type: PaymentRow['type']; reference: string; amountKobo: bigint },
) {
  const [row] = await db.insert(paymentTransactions).values(values).returning();
  return row!;
}

/** Marks a pending, unreleased transaction paid; null when it is not in that state any more. */
export async function markTransactionPaid(db: Executor, reference: string) {
  const [row] = await db
    .update(paymentTransactions)
    .set({ status: 'SUCCESS', paidAt: new Date(), providerSettledAt: new Date() })
    .where(
      and(
        eq(paymentTransactions.reference, reference),
        eq(paymentTransactions.status, 'PENDING'),
        isNull(paymentTransactions.stockReleasedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findTransaction(db: Executor, reference: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reference, reference));
  return row ?? null;
}

/** Unpaid checkouts are reconciled from this age, and at most for this long. */
const RECONCILE_FROM = "interval '2 minutes'";

const RECONCILE_FOR = "interval '24 hours'";

/**
 * Claims payments the provider has not answered for good, for reconciliation: pending ones
 * older than two minutes every minute, and expired, failed or cancelled ones (a payment may still
 * arrive) every ten minutes, for a day. Claiming stamps the check time, and rows another worker
 * holds are skipped, so two workers never ask about the same payment at once.
 */
export async function claimForReconciliation(db: Executor, now: Date, limit: number) {
  const at = now.toISOString();
  const result = await db.execute(sql`
    UPDATE ${paymentTransactions} SET provider_checked_at = ${at}
    WHERE id IN (
      SELECT id FROM ${paymentTransactions}
      WHERE provider_settled_at IS NULL
        AND created_at < ${at}::timestamptz - ${sql.raw(RECONCILE_FROM)}
        AND created_at > ${at}::timestamptz - ${sql.raw(RECONCILE_FOR)}
        AND (provider_checked_at IS NULL OR provider_checked_at < ${at}::timestamptz -
          CASE WHEN status = 'PENDING' THEN interval '1 minute' ELSE interval '10 minutes' END)
      ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  const ids = (result.rows as { id: string }[]).map((r) => r.id);
  if (ids.length === 0) return [];
  return db.select().from(paymentTransactions).where(inArray(paymentTransactions.id, ids));
}

/** The provider's answer about this payment is final: reconciliation stops asking. */
export async function markSettled(db: Executor, id: string) {
  await db
    .update(paymentTransactions)
    .set({ providerSettledAt: sql`coalesce(${paymentTransactions.providerSettledAt}, now())` })
    .where(eq(paymentTransactions.id, id));
}

export async function webhookEventSeen(db: Executor, key: string) {
  const [row] = await db
    .select({ key: paymentWebhookEvents.key })
    .from(paymentWebhookEvents)
    .where(eq(paymentWebhookEvents.key, key));
  return row !== undefined;
}

/**
 * The transaction by reference, its row locked until the caller's transaction ends: payment,
 * cancellation and reconciliation of one checkout take turns.
 */
export async function lockTransaction(db: Executor, reference: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reference, reference))
    .for('update');
  return row ?? null;
}

/** True the first time a webhook event is seen. */
export async function claimWebhookEvent(db: Executor, key: string) {
  const rows = await db
    .insert(paymentWebhookEvents)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: paymentWebhookEvents.key });
  return rows.length > 0;
}

export async function findTransactionById(db: Executor, id: string) {
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return row ?? null;
}

export async function setAuthorizationUrl(db: Executor, id: string, url: string) {
  await db
    .update(paymentTransactions)
    .set({ authorizationUrl: url })
    .where(eq(paymentTransactions.id, id));
}

/** Marks an unpaid, unreleased transaction failed; false when it is not in that state. */
export async function failTransaction(db: Executor, id: string) {
  const rows = await db
    .update(paymentTransactions)
    .set({ status: 'FAILED', stockReleasedAt: new Date() })
    .where(
      and(
        eq(paymentTransactions.id, id),
        eq(paymentTransactions.status, 'PENDING'),
        isNull(paymentTransactions.stockReleasedAt),
      ),
    )
    .returning({ id: paymentTransactions.id });
  return rows.length > 0;
}

export async function listTransactions(
  db: Executor,
  f: { userId: string; type: PaymentRow['type']; from?: Date; to?: Date },
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(paymentTransactions.userId, f.userId),
    eq(paymentTransactions.type, f.type),
    ne(paymentTransactions.status, 'CANCELLED'),
    f.from ? gte(paymentTransactions.createdAt, f.from) : undefined,
    f.to ? lte(paymentTransactions.createdAt, f.to) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(paymentTransactions)
      .where(where)
      .orderBy(desc(paymentTransactions.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentTransactions)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * Cancels an unpaid checkout (pending, or failed and released), its row locked against a
 * payment arriving at the same moment; the rows stay. Returns the transaction as it was, or null
 * when it cannot be cancelled.
 */
export async function cancelTransaction(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id))
    .for('update');
  if (!row || (row.status !== 'PENDING' && row.status !== 'FAILED')) return null;
  await db
    .update(paymentTransactions)
    .set({ status: 'CANCELLED', stockReleasedAt: row.stockReleasedAt ?? new Date() })
    .where(eq(paymentTransactions.id, id));
  return row;
}

/** A payment that came too late and went back to the buyer. */
export async function markTransactionReversed(db: Executor, id: string) {
  await db
    .update(paymentTransactions)
    .set({ status: 'REVERSED', paidAt: new Date(), providerSettledAt: new Date() })
    .where(eq(paymentTransactions.id, id));
}

export type PaymentRow = typeof paymentTransactions.$inferSelect;

/** The user's payments of a type still waiting for the provider, newest first. */
export async function pendingOf(
  db: Executor,
  userId: string,
  type: PaymentRow['type'],
  range: { from?: Date; to?: Date } = {},
) {
  return db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.userId, userId),
        eq(paymentTransactions.type, type),
        eq(paymentTransactions.status, 'PENDING'),
        range.from ? gte(paymentTransactions.createdAt, range.from) : undefined,
        range.to ? lte(paymentTransactions.createdAt, range.to) : undefined,
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(100);
}

/**
 * For monitoring: payments of the last day the provider has not answered for good after ten
 * minutes, by status. Reconciliation asks every minute, so a number that stays up means it cannot
 * reach the provider, or the provider cannot settle them.
 */
export async function unsettledOverTenMinutes(db: Executor) {
  const { rows } = await db.execute<{ status: string; count: number }>(sql`
    SELECT status, count(*)::int AS count FROM ${paymentTransactions}
     WHERE provider_settled_at IS NULL AND status = 'PENDING'
       AND created_at < now() - interval '10 minutes'
       AND created_at > now() - ${sql.raw(RECONCILE_FOR)}
     GROUP BY status`);
  return rows;
}

/**
 * For Oja staff: payments the provider has not answered for good ten minutes or more after they
 * began, oldest first, with who paid.
 */
export async function listUnsettled(db: Executor, page: { limit: number; offset: number }) {
  const where = and(
    isNull(paymentTransactions.providerSettledAt),
    sql`${paymentTransactions.createdAt} < now() - interval '10 minutes'`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        t: paymentTransactions,
        firstName: usersReadOnly.firstName,
        lastName: usersReadOnly.lastName,
        email: usersReadOnly.email,
        pastReconciliation: sql<boolean>`${paymentTransactions.createdAt} < now() - ${sql.raw(RECONCILE_FOR)}`,
      })
      .from(paymentTransactions)
      .innerJoin(usersReadOnly, eq(usersReadOnly.id, paymentTransactions.userId))
      .where(where)
      .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(paymentTransactions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
