import { and, count, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adsReadOnly } from '../ads/ads.public.ts';
import { badgeRequestsReadOnly } from '../badges/badges.public.ts';
import {
  businessesReadOnly,
  marketplaceRequestsReadOnly,
} from '../businesses/businesses.public.ts';
import { orderDisputesReadOnly } from '../disputes/disputes.public.ts';
import { reportedItemsReadOnly } from '../moderation/moderation.public.ts';
import { ordersReadOnly } from '../orders/orders.public.ts';
import { paymentTransactionsReadOnly } from '../payments/payments.public.ts';
import { withdrawalsReadOnly } from '../payouts/payouts.public.ts';
import { supportRequestsReadOnly } from '../support/support.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

type Span = { from: Date; to: Date };

/** Paid orders placed in the span, and what they came to (kobo). */
export async function paidOrders(db: Executor, s: Span) {
  const [row] = await db
    .select({
      orders: count(),
      salesKobo: sql<string>`coalesce(sum(${ordersReadOnly.totalKobo}), 0)::text`,
    })
    .from(ordersReadOnly)
    .innerJoin(
      paymentTransactionsReadOnly,
      eq(paymentTransactionsReadOnly.id, ordersReadOnly.transactionId),
    )
    .where(
      and(
        eq(paymentTransactionsReadOnly.status, 'SUCCESS'),
        gte(ordersReadOnly.createdAt, s.from),
        lt(ordersReadOnly.createdAt, s.to),
      ),
    );
  return { orders: row?.orders ?? 0, salesKobo: BigInt(row?.salesKobo ?? '0') };
}

/** People who signed up, and stores opened, in the span. */
export async function newcomers(db: Executor, s: Span) {
  const [[people], [stores]] = await Promise.all([
    db
      .select({ n: count() })
      .from(usersReadOnly)
      .where(and(gte(usersReadOnly.createdAt, s.from), lt(usersReadOnly.createdAt, s.to))),
    db
      .select({ n: count() })
      .from(businessesReadOnly)
      .where(
        and(gte(businessesReadOnly.createdAt, s.from), lt(businessesReadOnly.createdAt, s.to)),
      ),
  ]);
  return { shoppers: people?.n ?? 0, stores: stores?.n ?? 0 };
}

/** Withdrawals requested in the span that reached the bank: how many and how much (kobo). */
export async function payouts(db: Executor, s: Span) {
  const [row] = await db
    .select({
      n: count(),
      kobo: sql<string>`coalesce(sum(${withdrawalsReadOnly.amountKobo}), 0)::text`,
    })
    .from(withdrawalsReadOnly)
    .where(
      and(
        eq(withdrawalsReadOnly.status, 'SUCCESS'),
        gte(withdrawalsReadOnly.createdAt, s.from),
        lt(withdrawalsReadOnly.createdAt, s.to),
      ),
    );
  return { payouts: row?.n ?? 0, paidOutKobo: BigInt(row?.kobo ?? '0') };
}

/** What waits on staff now, queue by queue; withdrawals that failed since `failedSince`. */
export async function queues(db: Executor, failedSince: Date) {
  const [[reports], [disputes], [verification], [ads], [listings], [support], withdrawals] =
    await Promise.all([
      db
        .select({ n: count() })
        .from(reportedItemsReadOnly)
        .where(eq(reportedItemsReadOnly.status, 'OPEN')),
      db
        .select({ n: count() })
        .from(orderDisputesReadOnly)
        .where(eq(orderDisputesReadOnly.status, 'OPEN')),
      db
        .select({ n: count() })
        .from(badgeRequestsReadOnly)
        .where(eq(badgeRequestsReadOnly.status, 'PENDING')),
      db.select({ n: count() }).from(adsReadOnly).where(eq(adsReadOnly.status, 'PENDING')),
      db
        .select({ n: count() })
        .from(marketplaceRequestsReadOnly)
        .where(eq(marketplaceRequestsReadOnly.status, 'PENDING')),
      db
        .select({ n: count() })
        .from(supportRequestsReadOnly)
        .where(eq(supportRequestsReadOnly.status, 'open')),
      db
        .select({ status: withdrawalsReadOnly.status, n: count() })
        .from(withdrawalsReadOnly)
        .where(
          or(
            eq(withdrawalsReadOnly.status, 'PENDING'),
            and(
              eq(withdrawalsReadOnly.status, 'FAILED'),
              gte(withdrawalsReadOnly.createdAt, failedSince),
            ),
          ),
        )
        .groupBy(withdrawalsReadOnly.status),
    ]);
  const ofStatus = (s: string) => withdrawals.find((w) => w.status === s)?.n ?? 0;
  return {
    reports: reports?.n ?? 0,
    disputes: disputes?.n ?? 0,
    verification: verification?.n ?? 0,
    ads: ads?.n ?? 0,
    listings: listings?.n ?? 0,
    support: support?.n ?? 0,
    withdrawalsWaiting: ofStatus('PENDING'),
    withdrawalsFailed: ofStatus('FAILED'),
  };
}

/** People's names, for the ledger's accounts that belong to them. */
export function peopleNamed(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: usersReadOnly.id,
      name: sql<string>`${usersReadOnly.firstName} || ' ' || ${usersReadOnly.lastName}`,
    })
    .from(usersReadOnly)
    .where(inArray(usersReadOnly.id, ids));
}

/** Stores' names and owners, for the ledger's store accounts. */
export function storesNamed(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: businessesReadOnly.id,
      name: businessesReadOnly.name,
      ownerId: businessesReadOnly.ownerId,
    })
    .from(businessesReadOnly)
    .where(inArray(businessesReadOnly.id, ids));
}

/** Orders' buyers, for the ledger's escrow accounts. */
export function ordersBuyers(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: ordersReadOnly.id, customerId: ordersReadOnly.customerId })
    .from(ordersReadOnly)
    .where(inArray(ordersReadOnly.id, ids));
}
