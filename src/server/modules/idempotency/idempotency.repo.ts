import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from './idempotency.schema.ts';

/**
 * Reserves a key for a request. Null when the user already used it (within the retention),
 * in which case the stored row is read with `find`.
 */
export async function reserve(
  db: Executor,
  row: { userId: string; key: string; requestHash: string },
  retainedSince: Date,
) {
  // A key older than the retention is free again.
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, row.userId),
        eq(idempotencyKeys.key, row.key),
        lt(idempotencyKeys.createdAt, retainedSince),
      ),
    );
  const inserted = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function find(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

export async function complete(
  db: Executor,
  userId: string,
  key: string,
  response: { status: number; body: unknown },
) {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function release(db: Executor, userId: string, key: string) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function deleteOlderThan(db: Executor, before: Date) {
  const result = await db.execute(
    sql`DELETE FROM ${idempotencyKeys} WHERE created_at < ${before.toISOString()}`,
  );
  return result.rowCount ?? 0;
}
