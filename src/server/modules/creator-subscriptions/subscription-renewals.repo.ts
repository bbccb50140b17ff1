import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { creatorOffers, creatorSubscriptions } from './creator-subscriptions.schema.ts';

/**
 * The renewal a new price applies to came and the fan had not accepted it: the subscription is
 * not renewed and ends with its paid period. False when something changed it meanwhile.
 */
export async function endUnaccepted(db: Executor, id: string, paymentsCount: number) {
  const rows = await db
    .update(creatorSubscriptions)
    .set({ cancelAtPeriodEnd: true, updatedAt: new Date() })
    .where(
      and(
        eq(creatorSubscriptions.id, id),
        eq(creatorSubscriptions.status, 'ACTIVE'),
        eq(creatorSubscriptions.cancelAtPeriodEnd, false),
        eq(creatorSubscriptions.paymentsCount, paymentsCount),
        isNull(creatorSubscriptions.newPriceAcceptedAt),
      ),
    )
    .returning({ id: creatorSubscriptions.id });
  return rows.length > 0;
}

/** Subscriptions whose paid period ended by `asOf` and that renew, oldest first, with the offer's price now. */
export async function dueForRenewal(db: Executor, asOf: Date, limit: number) {
  return db
    .select({
      subscription: creatorSubscriptions,
      offerPriceKobo: creatorOffers.priceKobo,
      creator: {
        firstName: usersReadOnly.firstName,
        lastName: usersReadOnly.lastName,
        handle: usersReadOnly.handle,
      },
    })
    .from(creatorSubscriptions)
    .innerJoin(usersReadOnly, eq(usersReadOnly.id, creatorSubscriptions.creatorId))
    .leftJoin(creatorOffers, eq(creatorOffers.creatorId, creatorSubscriptions.creatorId))
    .where(
      and(
        eq(creatorSubscriptions.status, 'ACTIVE'),
        eq(creatorSubscriptions.cancelAtPeriodEnd, false),
        lte(creatorSubscriptions.currentPeriodEnd, asOf),
      ),
    )
    .orderBy(asc(creatorSubscriptions.currentPeriodEnd))
    .limit(limit);
}

/** The wallet could not pay: lapsed, unless something renewed it meanwhile (then false). */
export async function markLapsed(db: Executor, id: string, paymentsCount: number) {
  const rows = await db
    .update(creatorSubscriptions)
    .set({ status: 'LAPSED', updatedAt: new Date() })
    .where(
      and(
        eq(creatorSubscriptions.id, id),
        eq(creatorSubscriptions.status, 'ACTIVE'),
        eq(creatorSubscriptions.paymentsCount, paymentsCount),
      ),
    )
    .returning({ id: creatorSubscriptions.id });
  return rows.length > 0;
}
