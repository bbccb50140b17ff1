import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { usersReadOnly } from '../users/users.public.ts';
import {
  creatorOffers,
  creatorSubscriptionPayments,
  creatorSubscriptions,
} from './creator-subscriptions.schema.ts';

export type OfferRow = typeof creatorOffers.$inferSelect;
export type SubscriptionRow = typeof creatorSubscriptions.$inferSelect;

/** A user's public profile and whether they are a creator; null when there is no such user. */
export async function findPerson(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: usersReadOnly.id,
      firstName: usersReadOnly.firstName,
      lastName: usersReadOnly.lastName,
      handle: usersReadOnly.handle,
      avatar: usersReadOnly.avatarUrl,
      hasPost: usersReadOnly.hasPost,
    })
    .from(usersReadOnly)
    .where(eq(usersReadOnly.id, userId));
  return row ?? null;
}

export async function saveOffer(
  db: Executor,
  creatorId: string,
  values: { priceKobo: bigint; perks: string; isOpen: boolean },
) {
  const [row] = await db
    .insert(creatorOffers)
    .values({ creatorId, ...values })
    .onConflictDoUpdate({
      target: creatorOffers.creatorId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function findOffer(db: Executor, creatorId: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(creatorOffers).where(eq(creatorOffers.creatorId, creatorId));
  return row ?? null;
}

export async function findSubscription(
  db: Executor,
  creatorId: string,
  subscriberId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(creatorSubscriptions)
    .where(
      and(
        eq(creatorSubscriptions.creatorId, creatorId),
        eq(creatorSubscriptions.subscriberId, subscriberId),
      ),
    );
  return row ?? null;
}

/** Whether a purchase with this key already paid a period of the subscription. */
export async function paidWithKey(db: Executor, subscriptionId: string, key: string) {
  const [row] = await db
    .select({ id: creatorSubscriptionPayments.id })
    .from(creatorSubscriptionPayments)
    .where(
      and(
        eq(creatorSubscriptionPayments.subscriptionId, subscriptionId),
        eq(creatorSubscriptionPayments.purchaseKey, key),
      ),
    );
  return row !== undefined;
}

/**
 * A paid purchase adds its months: a new subscription starts now; an existing one continues
 * from the end of its paid period (or from now, when that has passed), renews again and keeps
 * the price paid as the price the fan agreed to. A new purchase (the fan saw and paid the
 * offer's price) ends any waiting new price; a renewal ends it only when it charged it.
 * Called once per purchase, in the transaction that records the payment.
 */
export async function addPaidPeriod(
  tx: Executor,
  p: {
    creatorId: string;
    subscriberId: string;
    monthPriceKobo: bigint;
    months: number;
    purchaseId: string;
    purchaseKey: string;
    priceKobo: bigint;
    earningsKobo: bigint;
    renewal: boolean;
  },
) {
  const months = sql`make_interval(months => ${p.months})`;
  const from = sql`greatest(${creatorSubscriptions.currentPeriodEnd}, now())`;
  const keepsNewPrice = p.renewal
    ? sql`${creatorSubscriptions.newPriceKobo} IS DISTINCT FROM ${p.monthPriceKobo}`
    : sql`false`;
  const unlessPaid = <T>(column: T) => sql`CASE WHEN ${keepsNewPrice} THEN ${column} ELSE NULL END`;
  // A renewal at the agreed price leaves it as it is (a lower price set meanwhile stands).
  const agreed = p.renewal
    ? sql`CASE WHEN ${keepsNewPrice} THEN ${creatorSubscriptions.priceKobo} ELSE ${p.monthPriceKobo} END`
    : p.monthPriceKobo;
  const [row] = await tx
    .insert(creatorSubscriptions)
    .values({
      creatorId: p.creatorId,
      subscriberId: p.subscriberId,
      priceKobo: p.monthPriceKobo,
      paymentsCount: 1,
      currentPeriodStart: sql`now()`,
      currentPeriodEnd: sql`now() + ${months}`,
    })
    .onConflictDoUpdate({
      target: [creatorSubscriptions.creatorId, creatorSubscriptions.subscriberId],
      set: {
        status: 'ACTIVE',
        cancelAtPeriodEnd: false,
        priceKobo: agreed,
        newPriceKobo: unlessPaid(creatorSubscriptions.newPriceKobo),
        newPriceToldAt: unlessPaid(creatorSubscriptions.newPriceToldAt),
        newPriceAcceptedAt: unlessPaid(creatorSubscriptions.newPriceAcceptedAt),
        paymentsCount: sql`${creatorSubscriptions.paymentsCount} + 1`,
        currentPeriodStart: from,
        currentPeriodEnd: sql`${from} + ${months}`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: creatorSubscriptions.id });
  await tx
    .insert(creatorSubscriptionPayments)
    .values({
      subscriptionId: row!.id,
      creatorId: p.creatorId,
      purchaseId: p.purchaseId,
      purchaseKey: p.purchaseKey,
      months: p.months,
      priceKobo: p.priceKobo,
      earningsKobo: p.earningsKobo,
    })
    .onConflictDoNothing();
}

/** Stops (or resumes) renewal of a subscription still in its paid period; false when it is not. */
export async function setCancelAtPeriodEnd(db: Executor, id: string, cancel: boolean) {
  const rows = await db
    .update(creatorSubscriptions)
    .set({ cancelAtPeriodEnd: cancel, updatedAt: new Date() })
    .where(
      and(eq(creatorSubscriptions.id, id), sql`${creatorSubscriptions.currentPeriodEnd} > now()`),
    )
    .returning({ id: creatorSubscriptions.id });
  return rows.length > 0;
}

/**
 * A page of subscriptions: of the given creators (each row shows the subscriber), or of the
 * given subscribers (each row shows the creator). Those with access first, then by period end.
 */
export async function pageOf(
  db: Executor,
  side: 'creator' | 'subscriber',
  ids: string[],
  page: { limit: number; offset: number },
) {
  const mine =
    side === 'creator' ? creatorSubscriptions.creatorId : creatorSubscriptions.subscriberId;
  const other =
    side === 'creator' ? creatorSubscriptions.subscriberId : creatorSubscriptions.creatorId;
  const where = inArray(mine, ids);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        subscription: creatorSubscriptions,
        user: {
          id: usersReadOnly.id,
          firstName: usersReadOnly.firstName,
          lastName: usersReadOnly.lastName,
          handle: usersReadOnly.handle,
          avatar: usersReadOnly.avatarUrl,
        },
      })
      .from(creatorSubscriptions)
      .innerJoin(usersReadOnly, eq(usersReadOnly.id, other))
      .where(where)
      .orderBy(
        desc(sql`${creatorSubscriptions.currentPeriodEnd} > now()`),
        desc(creatorSubscriptions.currentPeriodEnd),
        desc(creatorSubscriptions.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(creatorSubscriptions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A creator's subscribers with access now, and what subscriptions earned them (all time, this Lagos month). */
export async function figuresOf(db: Executor, creatorId: string) {
  const [[active], [earned]] = await Promise.all([
    db
      .select({ n: count() })
      .from(creatorSubscriptions)
      .where(
        and(
          eq(creatorSubscriptions.creatorId, creatorId),
          sql`${creatorSubscriptions.currentPeriodEnd} > now()`,
        ),
      ),
    db
      .select({
        total: sql<string>`coalesce(sum(${creatorSubscriptionPayments.earningsKobo}), 0)::text`,
        thisMonth: sql<string>`coalesce(sum(${creatorSubscriptionPayments.earningsKobo}) FILTER (
          WHERE date_trunc('month', ${creatorSubscriptionPayments.createdAt} AT TIME ZONE 'Africa/Lagos')
            = date_trunc('month', now() AT TIME ZONE 'Africa/Lagos')), 0)::text`,
      })
      .from(creatorSubscriptionPayments)
      .where(eq(creatorSubscriptionPayments.creatorId, creatorId)),
  ]);
  return {
    activeSubscribers: active?.n ?? 0,
    earningsKobo: BigInt(earned?.total ?? '0'),
    earningsThisMonthKobo: BigInt(earned?.thisMonth ?? '0'),
  };
}
