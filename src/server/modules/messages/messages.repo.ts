import { and, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { ordersReadOnly } from '../orders/orders.public.ts';
import { productsReadOnly } from '../products/products.public.ts';
import { usersReadOnly } from '../users/users.public.ts';
import type { Executor } from '../../db/client.ts';
import { conversations, messages } from './messages.schema.ts';

const lastMessage = alias(messages, 'last_message');

/** The business a shopper writes to, as its public handle shows it. */
export async function findBusiness(db: Executor, businessId: string) {
  const [row] = await db
    .select({
      id: businessesReadOnly.id,
      ownerId: businessesReadOnly.ownerId,
      name: businessesReadOnly.name,
      isActive: businessesReadOnly.isActive,
    })
    .from(businessesReadOnly)
    .where(eq(businessesReadOnly.id, businessId));
  return row ?? null;
}

/** A conversation with both parties and its last message: what lists and headers show. */
function selectConversations(db: Executor) {
  return db
    .select({
      conversation: conversations,
      business: {
        id: businessesReadOnly.id,
        ownerId: businessesReadOnly.ownerId,
        name: businessesReadOnly.name,
        handle: businessesReadOnly.handle,
        logo: businessesReadOnly.logoUrl,
      },
      shopper: {
        id: usersReadOnly.id,
        firstName: usersReadOnly.firstName,
        lastName: usersReadOnly.lastName,
        handle: usersReadOnly.handle,
        avatar: usersReadOnly.avatarUrl,
      },
      last: {
        text: lastMessage.text,
        photos: lastMessage.photos,
        fromBusiness: lastMessage.fromBusiness,
        createdAt: lastMessage.createdAt,
      },
    })
    .from(conversations)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, conversations.businessId))
    .innerJoin(usersReadOnly, eq(usersReadOnly.id, conversations.shopperId))
    .leftJoin(lastMessage, eq(lastMessage.id, conversations.lastMessageId));
}
export type ConversationRow = Awaited<
  ReturnType<ReturnType<typeof selectConversations>['execute']>
>[number];

export async function findConversation(db: Executor, id: string) {
  const [row] = await selectConversations(db).where(eq(conversations.id, id));
  return row ?? null;
}

/** The conversation locked for a write, with who may write in it and the names a notice uses. */
export async function lockConversation(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: conversations.id,
      shopperId: conversations.shopperId,
      businessId: conversations.businessId,
      blockedAt: conversations.blockedAt,
      ownerId: businessesReadOnly.ownerId,
      businessName: businessesReadOnly.name,
      shopperFirstName: usersReadOnly.firstName,
      shopperLastName: usersReadOnly.lastName,
    })
    .from(conversations)
    .innerJoin(businessesReadOnly, eq(businessesReadOnly.id, conversations.businessId))
    .innerJoin(usersReadOnly, eq(usersReadOnly.id, conversations.shopperId))
    .where(eq(conversations.id, id))
    .for('update', { of: conversations });
  return row ?? null;
}
export type LockedConversation = NonNullable<Awaited<ReturnType<typeof lockConversation>>>;

export async function findPairId(db: Executor, shopperId: string, businessId: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.shopperId, shopperId), eq(conversations.businessId, businessId)));
  return row?.id ?? null;
}

/** Opens the pair's conversation; its id either way (a concurrent start made the same one). */
export async function insertConversation(
  db: Executor,
  shopperId: string,
  businessId: string,
): Promise<string> {
  const [row] = await db
    .insert(conversations)
    .values({ shopperId, businessId })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  return row?.id ?? (await findPairId(db, shopperId, businessId))!;
}

export type ConversationFilter = { shopperId: string } | { businessId: string };

export async function listConversations(
  db: Executor,
  filter: ConversationFilter,
  page: { limit: number; offset: number },
) {
  const where =
    'shopperId' in filter
      ? eq(conversations.shopperId, filter.shopperId)
      : eq(conversations.businessId, filter.businessId);
  const [rows, [total]] = await Promise.all([
    selectConversations(db)
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(conversations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Serialises one sender's writes, so their rate limit holds under concurrent requests. */
export async function lockSender(db: Executor, userId: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`messages:${userId}`}, 0))`);
}

/** Messages the user wrote since then, in any conversation. */
export async function countMessagesSince(db: Executor, senderId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), gt(messages.createdAt, since)));
  return row?.n ?? 0;
}

/** Conversations the shopper opened since then. */
export async function countConversationsSince(db: Executor, shopperId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .where(and(eq(conversations.shopperId, shopperId), gt(conversations.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertMessage(
  db: Executor,
  values: {
    conversationId: string;
    senderId: string;
    fromBusiness: boolean;
    text: string;
    photos: string[];
    productId: string | null;
    orderId: string | null;
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(messages)
    .values(values)
    .returning({ id: messages.id, createdAt: messages.createdAt });
  return row!;
}

/** The conversation's last message moves on, and the other side has one more to read. */
export async function recordMessage(
  db: Executor,
  conversationId: string,
  message: { id: string; createdAt: Date },
  fromBusiness: boolean,
) {
  const last = { lastMessageId: message.id, lastMessageAt: message.createdAt };
  await db
    .update(conversations)
    .set(
      fromBusiness
        ? { ...last, shopperUnread: sql`${conversations.shopperUnread} + 1` }
        : { ...last, businessUnread: sql`${conversations.businessUnread} + 1` },
    )
    .where(eq(conversations.id, conversationId));
}

/** One side read everything so far. */
export async function markRead(
  db: Executor,
  conversationId: string,
  business: boolean,
  at: Date | undefined,
) {
  const readAt = at ?? sql`now()`;
  await db
    .update(conversations)
    .set(
      business
        ? { businessUnread: 0, businessReadAt: readAt }
        : { shopperUnread: 0, shopperReadAt: readAt },
    )
    .where(eq(conversations.id, conversationId));
}

export async function setBlocked(db: Executor, conversationId: string, blocked: boolean) {
  await db
    .update(conversations)
    .set({ blockedAt: blocked ? sql`now()` : null })
    .where(eq(conversations.id, conversationId));
}

/** A conversation's messages, newest first, with what the cards of their references need. */
export async function listMessages(
  db: Executor,
  conversationId: string,
  before: string | undefined,
  page: { limit: number; offset: number },
) {
  const where: SQL = and(
    eq(messages.conversationId, conversationId),
    before ? lt(messages.id, before) : undefined,
  )!;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        message: messages,
        productName: productsReadOnly.name,
        order: { status: ordersReadOnly.status, totalKobo: ordersReadOnly.totalKobo },
      })
      .from(messages)
      .leftJoin(productsReadOnly, eq(productsReadOnly.id, messages.productId))
      .leftJoin(ordersReadOnly, eq(ordersReadOnly.id, messages.orderId))
      .where(where)
      .orderBy(desc(messages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
export type MessageRow = Awaited<ReturnType<typeof listMessages>>['rows'][number];

export async function findMessage(db: Executor, id: string) {
  const [row] = await db
    .select({
      message: messages,
      productName: productsReadOnly.name,
      order: { status: ordersReadOnly.status, totalKobo: ordersReadOnly.totalKobo },
    })
    .from(messages)
    .leftJoin(productsReadOnly, eq(productsReadOnly.id, messages.productId))
    .leftJoin(ordersReadOnly, eq(ordersReadOnly.id, messages.orderId))
    .where(eq(messages.id, id));
  return row ?? null;
}

/** What the user has not read: as a shopper, and in each business they own. */
export async function unreadCounts(db: Executor, userId: string) {
  const [asShopper, byBusiness] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(${conversations.shopperUnread}), 0)::int` })
      .from(conversations)
      .where(eq(conversations.shopperId, userId)),
    db
      .select({
        businessId: businessesReadOnly.id,
        n: sql<number>`coalesce(sum(${conversations.businessUnread}), 0)::int`,
      })
      .from(businessesReadOnly)
      .leftJoin(conversations, eq(conversations.businessId, businessesReadOnly.id))
      .where(eq(businessesReadOnly.ownerId, userId))
      .groupBy(businessesReadOnly.id),
  ]);
  return { asShopper: asShopper[0]?.n ?? 0, byBusiness };
}
