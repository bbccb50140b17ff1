import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SupportStatus } from '#shared/support.ts';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/contains.ts';
import { staffRolesReadOnly } from '../console/console.public.ts';
import { ordersReadOnly } from '../orders/orders.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { supportMessages, supportRequests } from './support.schema.ts';

export type RequestRow = typeof supportRequests.$inferSelect;
export type NewRequest = Omit<typeof supportRequests.$inferInsert, 'id' | 'reference'>;
export type MessageRow = typeof supportMessages.$inferSelect;
export type Author = MessageRow['author'];

/** A new request under `reference`; null when another request holds that reference already. */
export async function insertRequest(
  db: Executor,
  reference: string,
  values: NewRequest,
): Promise<RequestRow | null> {
  const [row] = await db
    .insert(supportRequests)
    .values({ ...values, reference })
    .onConflictDoNothing({ target: supportRequests.reference })
    .returning();
  return row ?? null;
}

export async function insertMessage(
  db: Executor,
  values: { requestId: string; author: Author; authorId: string | null; body: string },
): Promise<void> {
  await db.insert(supportMessages).values(values);
}

export async function findRequest(db: Executor, id: string): Promise<RequestRow | null> {
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
  return row ?? null;
}

/** The request, locked until the transaction ends: its status changes one at a time. */
export async function lockRequest(tx: Executor, id: string): Promise<RequestRow | null> {
  const [row] = await tx
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.id, id))
    .for('update');
  return row ?? null;
}

/** A new status (and a later `updated_at`); a further key when an e-mail carries a new link. */
export async function updateRequest(
  tx: Executor,
  id: string,
  change: { status: SupportStatus; keyHash?: string },
): Promise<void> {
  await tx
    .update(supportRequests)
    .set({
      status: change.status,
      updatedAt: new Date(),
      ...(change.keyHash
        ? { keyHashes: sql`array_append(${supportRequests.keyHashes}, ${change.keyHash})` }
        : {}),
    })
    .where(eq(supportRequests.id, id));
}

export function listMessages(db: Executor, requestId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.requestId, requestId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

// Qualified by hand: in a one-table select, Drizzle names columns bare, and a bare "id" inside a
// subquery would mean the subquery's own table.
const requestId = sql.raw('"support_requests"."id"');

/** Requests with their message count and who wrote last, as every list shows them. */
function selectSummaries(db: Executor) {
  return db
    .select({
      request: supportRequests,
      messageCount: sql<number>`(SELECT count(*)::int FROM ${supportMessages} m
        WHERE m.request_id = ${requestId})`,
      lastFrom: sql<Author>`(SELECT m.author FROM ${supportMessages} m
        WHERE m.request_id = ${requestId} ORDER BY m.created_at DESC, m.id DESC LIMIT 1)`,
      assigneeName: sql<string | null>`(SELECT u.first_name || ' ' || u.last_name
        FROM ${usersReadOnly} u WHERE u.id = ${supportRequests.assigneeId})`,
    })
    .from(supportRequests);
}
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

export async function findSummary(db: Executor, id: string): Promise<SummaryRow | null> {
  const [row] = await selectSummaries(db).where(eq(supportRequests.id, id));
  return row ?? null;
}

async function listSummaries(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(supportRequests)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A user's requests, the most recently active first. */
export const listByRequester = (
  db: Executor,
  requesterId: string,
  page: { limit: number; offset: number },
) =>
  listSummaries(
    db,
    eq(supportRequests.requesterId, requesterId),
    [desc(supportRequests.updatedAt), desc(supportRequests.id)],
    page,
  );

/** The console's support desk: by status, by who took it, and by words; waiting ones oldest first. */
export function listDesk(
  db: Executor,
  filter: { status?: SupportStatus; assignee: 'ANYONE' | 'NOBODY' | { id: string }; q?: string },
  page: { limit: number; offset: number },
) {
  const words = filter.q ? containsPattern(filter.q) : null;
  const where = and(
    filter.status ? eq(supportRequests.status, filter.status) : undefined,
    filter.assignee === 'NOBODY'
      ? isNull(supportRequests.assigneeId)
      : filter.assignee === 'ANYONE'
        ? undefined
        : eq(supportRequests.assigneeId, filter.assignee.id),
    words
      ? or(
          ilike(supportRequests.reference, words),
          ilike(supportRequests.subject, words),
          ilike(supportRequests.name, words),
          ilike(supportRequests.email, words),
        )
      : undefined,
  );
  const order =
    filter.status === 'open'
      ? [asc(supportRequests.updatedAt), asc(supportRequests.id)]
      : [desc(supportRequests.updatedAt), desc(supportRequests.id)];
  return listSummaries(db, where, order, page);
}

export async function setAssignee(tx: Executor, id: string, assigneeId: string | null) {
  await tx.update(supportRequests).set({ assigneeId }).where(eq(supportRequests.id, id));
}

/** Oja staff who may take support requests: those holding these roles. */
export function staffHolding(db: Executor, roles: readonly string[]) {
  return db
    .selectDistinct({
      id: usersReadOnly.id,
      firstName: usersReadOnly.firstName,
      lastName: usersReadOnly.lastName,
    })
    .from(staffRolesReadOnly)
    .innerJoin(usersReadOnly, eq(usersReadOnly.id, staffRolesReadOnly.userId))
    .where(inArray(staffRolesReadOnly.role, [...roles]))
    .orderBy(usersReadOnly.firstName, usersReadOnly.lastName, usersReadOnly.id);
}

/**
 * The customer's own order with this id or number (`#3F9A1C`: its id's last six characters); the
 * newest when two share a number.
 */
export async function findOwnOrder(
  db: Executor,
  customerId: string,
  reference: { id: string } | { number: string },
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: ordersReadOnly.id })
    .from(ordersReadOnly)
    .where(
      and(
        eq(ordersReadOnly.customerId, customerId),
        'id' in reference
          ? eq(ordersReadOnly.id, reference.id)
          : sql`upper(right(${ordersReadOnly.id}::text, 6)) = ${reference.number}`,
      ),
    )
    .orderBy(desc(ordersReadOnly.createdAt))
    .limit(1);
  return row ?? null;
}

/** Whether anyone has asked Oja support anything yet (the demo requests are made only once). */
export async function anyRequest(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: supportRequests.id }).from(supportRequests).limit(1);
  return Boolean(row);
}
