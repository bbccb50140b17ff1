import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { StaffRole } from '#shared/staff-roles.ts';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/contains.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { staffRolesReadOnly } from '../console/console.public.ts';
import { reportedItemsReadOnly } from '../moderation/moderation.public.ts';
import { ordersReadOnly } from '../orders/orders.public.ts';
import { usersReadOnly as users } from '../users/users.public.ts';
import { accountSuspensions } from './accounts.schema.ts';

const person = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  handle: users.handle,
  email: users.email,
  phoneCode: users.phoneCode,
  phoneNumber: users.phoneNumber,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  suspendedReason: users.suspendedReason,
};
/** People whose name, e-mail, phone or handle matches, or who own a store that does. */
export async function findAccounts(
  db: Executor,
  q: string,
  page: { offset: number; limit: number },
) {
  const words = containsPattern(q.replace(/^@/, ''));
  const digits = q.replace(/\D/g, '').replace(/^0/, '');
  const where = or(
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, words),
    ilike(users.email, words),
    ilike(users.handle, words),
    digits.length >= 6 ? ilike(users.phoneNumber, `%${digits}%`) : undefined,
    sql`EXISTS (SELECT 1 FROM ${businessesReadOnly} b WHERE b.owner_id = ${users.id}
      AND (b.name ILIKE ${words} OR b.handle ILIKE ${words}))`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(person)
      .from(users)
      .where(where)
      .orderBy(asc(users.firstName), asc(users.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findPerson(db: Executor, userId: string) {
  const [row] = await db.select(person).from(users).where(eq(users.id, userId));
  return row ?? null;
}
export type PersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

/** The stores of these people, by owner. */
export async function storesOf(db: Executor, ownerIds: string[]) {
  if (ownerIds.length === 0) return [];
  return db
    .select({
      ownerId: businessesReadOnly.ownerId,
      id: businessesReadOnly.id,
      name: businessesReadOnly.name,
      handle: businessesReadOnly.handle,
      active: businessesReadOnly.isActive,
    })
    .from(businessesReadOnly)
    .where(inArray(businessesReadOnly.ownerId, ownerIds))
    .orderBy(asc(businessesReadOnly.name));
}

/** What the person ordered: how many, what they paid (kobo), received and still open. */
export async function ordersOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      placed: count(),
      spentKobo: sql<string>`coalesce(sum(${ordersReadOnly.totalKobo}) FILTER (WHERE ${ordersReadOnly.status} NOT IN ('REJECTED', 'RETURNED', 'RETURN_CONFIRMED')), 0)::text`,
      received: sql<number>`count(*) FILTER (WHERE ${ordersReadOnly.status} = 'RECEIVED')::int`,
      open: sql<number>`count(*) FILTER (WHERE ${ordersReadOnly.status} IN ('PENDING', 'ACCEPTED', 'SHIPPED', 'DELIVERED'))::int`,
    })
    .from(ordersReadOnly)
    .where(eq(ordersReadOnly.customerId, userId));
  return row!;
}

/** How many of the person's things were reported, and how many of those wait on staff. */
export async function reportsAgainst(db: Executor, userId: string) {
  const [row] = await db
    .select({
      items: count(),
      open: sql<number>`count(*) FILTER (WHERE ${reportedItemsReadOnly.status} = 'OPEN')::int`,
    })
    .from(reportedItemsReadOnly)
    .where(
      or(eq(reportedItemsReadOnly.ownerId, userId), eq(reportedItemsReadOnly.subjectId, userId)),
    );
  return row!;
}

export async function suspensionOf(db: Executor, userId: string, lock = false) {
  const query = db.select().from(accountSuspensions).where(eq(accountSuspensions.userId, userId));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function saveSuspension(db: Executor, row: typeof accountSuspensions.$inferInsert) {
  await db.insert(accountSuspensions).values(row);
}

export async function deleteSuspension(db: Executor, userId: string) {
  await db.delete(accountSuspensions).where(eq(accountSuspensions.userId, userId));
}

/** The staff roles the person holds (staff are not suspended from Accounts). */
export async function staffRolesOf(db: Executor, userId: string) {
  const rows = await db
    .select({ role: staffRolesReadOnly.role })
    .from(staffRolesReadOnly)
    .where(eq(staffRolesReadOnly.userId, userId))
    .orderBy(asc(staffRolesReadOnly.role));
  return rows.map((r) => r.role as StaffRole);
}
