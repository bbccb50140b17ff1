import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creatorSubscriptions } from './creator-subscriptions.schema.ts';
import type { SubscriptionRow } from './creator-subscriptions.repo.ts';

/** A subscription whose price changed, as its fan is told of it. */
export type PriceChanged = {
  subscriberId: string;
  priceKobo: bigint;
  newPriceKobo: bigint | null;
  newPriceToldAt: Date | null;
  currentPeriodEnd: Date;
};

/**
 * The creator's offer now costs `priceKobo` a month: what it means for the subscriptions that
 * still renew (decision 041). Those who agreed to more (or were waiting on a raise) pay the
 * lower price from their next renewal; those who agreed to less get it as a new price waiting for
 * their consent, told now, unless they were already told of this price or a higher one (then the
 * earlier notice's time and an acceptance stand). Each changed subscription, as it is now.
 */
export async function applyOfferPrice(tx: Executor, creatorId: string, priceKobo: bigint) {
  const cs = creatorSubscriptions;
  // Not lapsed, and either renewing or still in a paid period it may resume from.
  const renews = and(
    eq(cs.creatorId, creatorId),
    eq(cs.status, 'ACTIVE'),
    sql`(NOT ${cs.cancelAtPeriodEnd} OR ${cs.currentPeriodEnd} > now())`,
  );
  const changed = {
    subscriberId: cs.subscriberId,
    priceKobo: cs.priceKobo,
    newPriceKobo: cs.newPriceKobo,
    newPriceToldAt: cs.newPriceToldAt,
    currentPeriodEnd: cs.currentPeriodEnd,
  };
  const lowered: PriceChanged[] = await tx
    .update(cs)
    .set({
      priceKobo,
      newPriceKobo: null,
      newPriceToldAt: null,
      newPriceAcceptedAt: null,
      updatedAt: new Date(),
    })
    .where(
      and(
        renews,
        sql`(${cs.priceKobo} > ${priceKobo} OR (${cs.priceKobo} = ${priceKobo} AND ${cs.newPriceKobo} IS NOT NULL))`,
      ),
    )
    .returning(changed);
  const toldAgain = sql`${cs.newPriceKobo} IS NULL OR ${cs.newPriceKobo} < ${priceKobo}`;
  const raised: PriceChanged[] = await tx
    .update(cs)
    .set({
      newPriceKobo: priceKobo,
      newPriceToldAt: sql`CASE WHEN ${toldAgain} THEN now() ELSE ${cs.newPriceToldAt} END`,
      newPriceAcceptedAt: sql`CASE WHEN ${toldAgain} THEN NULL ELSE ${cs.newPriceAcceptedAt} END`,
      updatedAt: new Date(),
    })
    .where(
      and(
        renews,
        sql`${cs.priceKobo} < ${priceKobo}`,
        sql`${cs.newPriceKobo} IS DISTINCT FROM ${priceKobo}`,
      ),
    )
    .returning(changed);
  return { lowered, raised };
}

/**
 * The fan's answer to a waiting new price of exactly `newPriceKobo`: accepted (and renewing
 * again), or declined (no renewal after the paid period). Null when there is no such new price.
 */
export async function answerNewPrice(
  db: Executor,
  id: string,
  newPriceKobo: bigint,
  accept: boolean,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(creatorSubscriptions)
    .set({
      newPriceAcceptedAt: accept ? new Date() : null,
      cancelAtPeriodEnd: !accept,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(creatorSubscriptions.id, id),
        eq(creatorSubscriptions.status, 'ACTIVE'),
        eq(creatorSubscriptions.newPriceKobo, newPriceKobo),
        sql`${creatorSubscriptions.currentPeriodEnd} > now()`,
      ),
    )
    .returning();
  return row ?? null;
}
