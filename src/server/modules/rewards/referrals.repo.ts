import { and, asc, count, desc, eq, gte, isNotNull, lt, sql, sum } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { ordersReadOnly } from '../orders/orders.public.ts';
import { payoutAccountsReadOnly } from '../payouts/payouts.public.ts';
import { userAddressesReadOnly, usersReadOnly } from '../users/users.public.ts';
import { referralRewards } from './rewards.schema.ts';

export type ReferralRow = typeof referralRewards.$inferSelect;
export type NewReferral = typeof referralRewards.$inferInsert;

const friend = alias(usersReadOnly, 'friend');
const referrer = alias(usersReadOnly, 'referrer');

const person = (u: typeof friend | typeof referrer) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  handle: u.handle,
  email: u.email,
  phoneCode: u.phoneCode,
  phoneNumber: u.phoneNumber,
});

/** A referred user and the user who referred them (null when nobody did). */
export async function referralPair(db: Executor, friendId: string) {
  const [row] = await db
    .select({ friend: person(friend), referrer: person(referrer) })
    .from(friend)
    .innerJoin(referrer, eq(referrer.id, friend.referredById))
    .where(eq(friend.id, friendId));
  return row ?? null;
}
export type ReferralPair = NonNullable<Awaited<ReturnType<typeof referralPair>>>;

/** A user's own referral code (null: no such user). */
export async function referralCodeOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: usersReadOnly.referralCode })
    .from(usersReadOnly)
    .where(eq(usersReadOnly.id, userId));
  return row?.code ?? null;
}

/** A customer's order that was received, with the phone it was delivered to; null otherwise. */
export async function receivedOrderOf(db: Executor, orderId: string, customerId: string) {
  const [row] = await db
    .select({ address: ordersReadOnly.deliveryAddress })
    .from(ordersReadOnly)
    .where(
      and(
        eq(ordersReadOnly.id, orderId),
        eq(ordersReadOnly.customerId, customerId),
        isNotNull(ordersReadOnly.receivedAt),
      ),
    );
  return row ? { deliveryPhone: row.address.phone ?? null } : null;
}

/** The phones on a user's saved addresses. */
export async function addressPhonesOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ phone: userAddressesReadOnly.phone })
    .from(userAddressesReadOnly)
    .where(eq(userAddressesReadOnly.userId, userId));
  return rows.map((r) => r.phone);
}

/** Whether two users ever saved the same bank account (number and bank) for payouts. */
export async function shareBankAccount(db: Executor, a: string, b: string): Promise<boolean> {
  const other = alias(payoutAccountsReadOnly, 'other_account');
  const [row] = await db
    .select({ id: payoutAccountsReadOnly.id })
    .from(payoutAccountsReadOnly)
    .innerJoin(
      other,
      and(
        eq(other.accountNumber, payoutAccountsReadOnly.accountNumber),
        eq(other.bankCode, payoutAccountsReadOnly.bankCode),
      ),
    )
    .where(and(eq(payoutAccountsReadOnly.userId, a), eq(other.userId, b)))
    .limit(1);
  return row !== undefined;
}

/** Referral rewards a referrer was paid within [from, to). */
export async function rewardedBetween(db: Executor, referrerId: string, from: Date, to: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.referrerId, referrerId),
        eq(referralRewards.status, 'REWARDED'),
        gte(referralRewards.rewardedAt, from),
        lt(referralRewards.rewardedAt, to),
      ),
    );
  return row?.n ?? 0;
}

export async function findReferral(db: Executor, friendId: string) {
  const [row] = await db
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.referredId, friendId));
  return row ?? null;
}

/** The referral, held for the rest of the transaction. */
export async function lockReferral(db: Executor, friendId: string) {
  const [row] = await db
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.referredId, friendId))
    .for('update');
  return row ?? null;
}

/** Records what a friend's first received order earned, unless it was judged before; the new row, or null. */
export async function insertReferral(db: Executor, values: NewReferral) {
  const [row] = await db.insert(referralRewards).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function markRewarded(db: Executor, friendId: string, at: Date, approvedBy: string) {
  await db
    .update(referralRewards)
    .set({ status: 'REWARDED', rewardedAt: at, approvedBy })
    .where(and(eq(referralRewards.referredId, friendId), eq(referralRewards.status, 'FLAGGED')));
}

/** The people a user referred, newest first, with what each one's first order earned. */
export async function listReferred(
  db: Executor,
  referrerId: string,
  page: { limit: number; offset: number },
) {
  const where = eq(usersReadOnly.referredById, referrerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: usersReadOnly.id,
        firstName: usersReadOnly.firstName,
        lastName: usersReadOnly.lastName,
        handle: usersReadOnly.handle,
        avatarUrl: usersReadOnly.avatarUrl,
        joinedAt: usersReadOnly.createdAt,
        status: referralRewards.status,
        referrerPoints: referralRewards.referrerPoints,
      })
      .from(usersReadOnly)
      .leftJoin(referralRewards, eq(referralRewards.referredId, usersReadOnly.id))
      .where(where)
      .orderBy(desc(usersReadOnly.createdAt), desc(usersReadOnly.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(usersReadOnly).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A referrer's figures: friends who joined, rewarded and flagged referrals, points earned. */
export async function referrerFigures(db: Executor, referrerId: string, monthStart: Date) {
  const [[joined], [judged]] = await Promise.all([
    db.select({ n: count() }).from(usersReadOnly).where(eq(usersReadOnly.referredById, referrerId)),
    db
      .select({
        rewarded: sql<number>`count(*) FILTER (WHERE ${referralRewards.status} = 'REWARDED')::int`,
        flagged: sql<number>`count(*) FILTER (WHERE ${referralRewards.status} = 'FLAGGED')::int`,
        points: sum(
          sql`CASE WHEN ${referralRewards.status} = 'REWARDED' THEN ${referralRewards.referrerPoints} ELSE 0 END`,
        ),
        thisMonth: sql<number>`count(*) FILTER (WHERE ${referralRewards.status} = 'REWARDED' AND ${referralRewards.rewardedAt} >= ${monthStart})::int`,
      })
      .from(referralRewards)
      .where(eq(referralRewards.referrerId, referrerId)),
  ]);
  return {
    joined: joined?.n ?? 0,
    rewarded: judged?.rewarded ?? 0,
    flagged: judged?.flagged ?? 0,
    points: Number(judged?.points ?? 0),
    thisMonth: judged?.thisMonth ?? 0,
  };
}

const reviewColumns = {
  referral: referralRewards,
  friend: { id: friend.id, firstName: friend.firstName, lastName: friend.lastName },
  friendHandle: friend.handle,
  friendEmail: friend.email,
  referrer: { id: referrer.id, firstName: referrer.firstName, lastName: referrer.lastName },
  referrerHandle: referrer.handle,
  referrerEmail: referrer.email,
};

const reviewQuery = (db: Executor) =>
  db
    .select(reviewColumns)
    .from(referralRewards)
    .innerJoin(friend, eq(friend.id, referralRewards.referredId))
    .innerJoin(referrer, eq(referrer.id, referralRewards.referrerId));
export type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewQuery>['execute']>>[number];

/** Flagged referrals, oldest first (the queue support works through). */
export async function listFlagged(db: Executor, page: { limit: number; offset: number }) {
  const where = eq(referralRewards.status, 'FLAGGED');
  const [rows, [total]] = await Promise.all([
    reviewQuery(db)
      .where(where)
      .orderBy(asc(referralRewards.createdAt), asc(referralRewards.referredId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(referralRewards).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findReview(db: Executor, friendId: string): Promise<ReviewRow | null> {
  const [row] = await reviewQuery(db).where(eq(referralRewards.referredId, friendId));
  return row ?? null;
}
