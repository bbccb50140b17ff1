import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from './idempotency.schema.ts';

type KeyOf = { userId: string; key: string };
type Attempt = KeyOf & { attempt: string };

const ofKey = ({ userId, key }: KeyOf) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
const ofAttempt = (a: Attempt) => and(ofKey(a), eq(idempotencyKeys.attempt, a.attempt));
// Lease times come from the database's clock, so instances with different clocks agree.
const leaseFromNow = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

/**
 * Reserves a key for an attempt. False when the user already used it (within the retention),
 * in which case the stored row is read with `find`.
 */
export async function reserve(
  db: Executor,
  row: Attempt & { requestHash: string },
  retainedSince: Date,
  leaseMs: number,
) {
  // A key older than the retention is free again.
  await db
    .delete(idempotencyKeys)
    .where(and(ofKey(row), lt(idempotencyKeys.createdAt, retainedSince)));
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...row, heldUntil: leaseFromNow(leaseMs) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/**
 * Hands a key to a new attempt when the one holding it stopped renewing its lease (its instance
 * died) before any of its work committed. False when that is not so.
 */
export async function takeOver(
  db: Executor,
  row: Attempt & { requestHash: string },
  leaseMs: number,
) {
  const taken = await db
    .update(idempotencyKeys)
    .set({ attempt: row.attempt, heldUntil: leaseFromNow(leaseMs) })
    .where(
      and(
        ofKey(row),
        eq(idempotencyKeys.requestHash, row.requestHash),
        isNull(idempotencyKeys.responseStatus),
        eq(idempotencyKeys.workCommitted, false),
        lt(idempotencyKeys.heldUntil, sql`now()`),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** The stored key, and whether its attempt's lease has run out. */
export async function find(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
      workCommitted: idempotencyKeys.workCommitted,
      lapsed: sql<boolean>`coalesce(${idempotencyKeys.heldUntil} < now(), false)`,
    })
    .from(idempotencyKeys)
    .where(ofKey({ userId, key }));
  return row ?? null;
}

/** Keeps an attempt's lease alive. */
export async function renew(db: Executor, attempt: Attempt, leaseMs: number) {
  await db
    .update(idempotencyKeys)
    .set({ heldUntil: leaseFromNow(leaseMs) })
    .where(ofAttempt(attempt));
}

/**
 * Inside the attempt's transaction: records that its work commits. False when another attempt
 * holds the key now, so this transaction must not commit.
 */
export async function markWorkCommitted(tx: Executor, attempt: Attempt) {
  const marked = await tx
    .update(idempotencyKeys)
    .set({ workCommitted: true })
    .where(ofAttempt(attempt))
    .returning({ key: idempotencyKeys.key });
  return marked.length > 0;
}

export async function complete(
  db: Executor,
  attempt: Attempt,
  response: { status: number; body: unknown },
) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body })
    .where(ofAttempt(attempt));
}

/**
 * Frees the key of an attempt that failed, so it can be sent again: its answer was an error, and
 * work that committed before the failure was undone by the code that failed (an abandoned payment
 * gives its stock back).
 */
export async function release(db: Executor, attempt: Attempt) {
  await db.delete(idempotencyKeys).where(ofAttempt(attempt));
}

export async function deleteOlderThan(db: Executor, before: Date) {
  const result = await db.execute(
    sql`DELETE FROM ${idempotencyKeys} WHERE created_at < ${before.toISOString()}`,
  );
  return result.rowCount ?? 0;
}
