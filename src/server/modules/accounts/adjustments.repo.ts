import { aliasedTable, and, count, desc, asc, eq, ne, sql } from 'drizzle-orm';
import type { Adjustment } from '#shared/schemas/adjustments.ts';
import { koboToNaira } from '#shared/money.ts';
import type { Executor } from '../../db/client.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { balanceAdjustments } from './adjustments.schema.ts';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;

const nameOf = (u: typeof usersReadOnly) => sql<string>`${u.firstName} || ' ' || ${u.lastName}`;

/** Whose balance a wallet's or a store's is, and its name; null when there is no such one. */
export async function ownerOf(db: Executor, balance: 'WALLET' | 'STORE', ownerId: string) {
  if (balance === 'WALLET') {
    const [u] = await db
      .select({ userId: usersReadOnly.id, name: nameOf(usersReadOnly) })
      .from(usersReadOnly)
      .where(eq(usersReadOnly.id, ownerId));
    return u ?? null;
  }
  const [b] = await db
    .select({ userId: businessesReadOnly.ownerId, name: businessesReadOnly.name })
    .from(businessesReadOnly)
    .where(eq(businessesReadOnly.id, ownerId));
  return b ?? null;
}

export async function insertAdjustment(tx: Executor, row: typeof balanceAdjustments.$inferInsert) {
  const [created] = await tx.insert(balanceAdjustments).values(row).returning();
  return created!;
}

export async function lockAdjustment(tx: Executor, id: string) {
  const [row] = await tx
    .select()
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.id, id))
    .for('update');
  return row ?? null;
}

export async function decide(
  tx: Executor,
  id: string,
  d: { status: 'APPLIED' | 'REJECTED'; decidedBy: string; decisionReason: string | null },
) {
  await tx
    .update(balanceAdjustments)
    .set({ ...d, decidedAt: sql`now()` })
    .where(eq(balanceAdjustments.id, id));
}

const requester = aliasedTable(usersReadOnly, 'requester');
const decider = aliasedTable(usersReadOnly, 'decider');

function views(db: Executor) {
  return db
    .select({
      a: balanceAdjustments,
      ownerName: sql<string>`CASE WHEN ${balanceAdjustments.account} LIKE 'business:%'
        THEN (SELECT b.name FROM ${businessesReadOnly} b
              WHERE b.id::text = split_part(${balanceAdjustments.account}, ':', 2))
        ELSE (SELECT u.first_name || ' ' || u.last_name FROM ${usersReadOnly} u
              WHERE u.id = ${balanceAdjustments.userId}) END`,
      requesterName: nameOf(requester),
      deciderName: sql<string | null>`${decider.firstName} || ' ' || ${decider.lastName}`,
    })
    .from(balanceAdjustments)
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedBy));
}

type ViewRow = {
  a: AdjustmentRow;
  ownerName: string;
  requesterName: string;
  deciderName: string | null;
};

function toView({ a, ownerName, requesterName, deciderName }: ViewRow): Adjustment {
  return {
    _id: a.id,
    balance: a.account.startsWith('business:') ? 'STORE' : 'WALLET',
    owner: ownerName,
    userId: a.userId,
    amount: koboToNaira(a.amountKobo),
    reason: a.reason,
    status: a.status,
    requestedBy: { _id: a.requestedBy, name: requesterName },
    decidedBy: a.decidedBy && deciderName ? { _id: a.decidedBy, name: deciderName } : null,
    decisionReason: a.decisionReason,
    createdAt: a.createdAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

export async function findView(db: Executor, id: string) {
  const [row] = await views(db).where(eq(balanceAdjustments.id, id));
  return row ? toView(row) : null;
}

/** Waiting ones oldest first; decided ones latest first; one person's when `userId` is given. */
export async function list(
  db: Executor,
  f: { status: 'PENDING' | 'DECIDED'; userId?: string | undefined },
  page: { limit: number; offset: number },
) {
  const where = and(
    f.status === 'PENDING'
      ? eq(balanceAdjustments.status, 'PENDING')
      : ne(balanceAdjustments.status, 'PENDING'),
    f.userId ? eq(balanceAdjustments.userId, f.userId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    views(db)
      .where(where)
      .orderBy(
        f.status === 'PENDING'
          ? asc(balanceAdjustments.createdAt)
          : desc(balanceAdjustments.decidedAt),
        asc(balanceAdjustments.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(balanceAdjustments).where(where),
  ]);
  return { results: rows.map(toView), total: total?.n ?? 0 };
}
