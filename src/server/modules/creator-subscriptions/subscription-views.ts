import { koboToNaira } from '#shared/money.ts';
import type {
  CreatorSubscription,
  SubscriptionOffer,
  SubscriptionStatus,
} from '#shared/schemas/creator-subscriptions.ts';
import type * as repo from './creator-subscriptions.repo.ts';

/** A higher price applies only to a renewal at least this long after the fan was told of it. */
export const NEW_PRICE_NOTICE_MS = 7 * 86_400_000;

/** The same time a month later, on the month's last day when it is shorter (as PostgreSQL adds a month). */
function monthAfter(d: Date): Date {
  const next = new Date(d);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const days = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(d.getUTCDate(), days));
  return next;
}

/** Whether the renewal that starts at `periodEnd` is one a new price told at `toldAt` applies to. */
export const newPriceApplies = (toldAt: Date, periodEnd: Date) =>
  periodEnd.getTime() >= toldAt.getTime() + NEW_PRICE_NOTICE_MS;

/**
 * The renewal a new price told at `toldAt` applies from: the next one when it is at least 7 days
 * after the notice, otherwise the one after (a month later).
 */
export function newPriceFrom(toldAt: Date, periodEnd: Date): Date {
  return newPriceApplies(toldAt, periodEnd) ? periodEnd : monthAfter(periodEnd);
}

/** A subscription's waiting new price as the fan sees it. */
function newPriceOf(row: {
  newPriceKobo: bigint | null;
  newPriceToldAt: Date | null;
  newPriceAcceptedAt: Date | null;
  currentPeriodEnd: Date;
}) {
  if (row.newPriceKobo === null || row.newPriceToldAt === null)
    return { newPrice: null, newPriceFrom: null, newPriceAccepted: false };
  return {
    newPrice: koboToNaira(row.newPriceKobo),
    newPriceFrom: newPriceFrom(row.newPriceToldAt, row.currentPeriodEnd).toISOString(),
    newPriceAccepted: row.newPriceAcceptedAt !== null,
  };
}

export const nameOf = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

export function statusOf(row: repo.SubscriptionRow, now = new Date()): SubscriptionStatus {
  if (row.currentPeriodEnd > now) return row.cancelAtPeriodEnd ? 'CANCELLED' : 'ACTIVE';
  if (row.cancelAtPeriodEnd) return 'ENDED';
  return row.status === 'LAPSED' ? 'LAPSED' : 'ACTIVE';
}

export function offerView(
  offer: repo.OfferRow,
  mine: repo.SubscriptionRow | null,
): SubscriptionOffer {
  const now = new Date();
  return {
    creatorId: offer.creatorId,
    price: koboToNaira(offer.priceKobo),
    perks: offer.perks,
    isOpen: offer.isOpen,
    mine: mine
      ? {
          status: statusOf(mine, now),
          currentPeriodEnd: mine.currentPeriodEnd.toISOString(),
          cancelAtPeriodEnd: mine.cancelAtPeriodEnd,
          hasAccess: mine.currentPeriodEnd > now,
          price: koboToNaira(mine.priceKobo),
          ...newPriceOf(mine),
        }
      : null,
    updatedAt: offer.updatedAt.toISOString(),
  };
}

export function subscriptionView(
  row: repo.SubscriptionRow,
  user: {
    id: string;
    firstName: string;
    lastName: string;
    handle: string;
    avatar: string | null;
  },
): CreatorSubscription {
  const now = new Date();
  return {
    _id: row.id,
    creatorId: row.creatorId,
    subscriberId: row.subscriberId,
    user: { _id: user.id, name: nameOf(user), handle: user.handle, avatar: user.avatar },
    status: statusOf(row, now),
    hasAccess: row.currentPeriodEnd > now,
    price: koboToNaira(row.priceKobo),
    ...newPriceOf(row),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    createdAt: row.createdAt.toISOString(),
  };
}
