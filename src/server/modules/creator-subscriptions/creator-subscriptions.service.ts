import { v7 as uuidv7 } from 'uuid';
import { formatNaira } from '#shared/format.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type {
  CreatorSubscription,
  NewPriceAnswer,
  SubscribeResult,
  SubscriptionOffer,
  SubscriptionSetup,
  SubscriptionStatus,
  SubscriptionSummary,
} from '#shared/schemas/creator-subscriptions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { offsetOf, pageOf as pageResult } from '../../paging.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { creatorPayees } from '../payments/payments.public.ts';
import type { PayWith, PurchasesService } from '../payments/purchases.service.ts';
import { subscriptionLapsed, subscriptionPriceNoticed } from './creator-subscriptions.public.ts';
import * as repo from './creator-subscriptions.repo.ts';

export type CreatorSubscriptionsService = ReturnType<typeof createCreatorSubscriptionsService>;

/** How a subscription is paid: from the wallet or by card, with reward points covering part. */
export type SubscribePayment = {
  months: number;
  /** The price of a month the fan was shown, in naira: it must be the price now. */
  amount: number;
  payWith?: PayWith;
  points?: number;
  /** The caller's Idempotency-Key: repeating it buys once. */
  idempotencyKey?: string;
  returnOrigin?: string | null;
};

type SubscriptionDetails = {
  creatorId: string;
  months: number;
  monthPriceKobo: string;
  earningsKobo: string;
  /** A renewal (at the agreed price, or a new one the fan accepted), not a new purchase. */
  renewal?: boolean;
};

/** A subscription renews in the last hour of its paid month (the job runs every 10 minutes). */
const RENEW_AHEAD_MS = 3_600_000;
/** How many due subscriptions one renewal pass reads at a time. */
const RENEWAL_BATCH = 100;
/** A higher price applies only to a renewal at least this long after the fan was told of it. */
export const NEW_PRICE_NOTICE_MS = 7 * 86_400_000;
/** Fans told in one price notice event. */
const NOTICE_BATCH = 200;

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
const newPriceApplies = (toldAt: Date, periodEnd: Date) =>
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

const priceNow = (priceKobo: bigint) =>
  `The price of this subscription is now ${formatNaira(koboToNaira(priceKobo))} a month`;

const nameOf = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

export function statusOf(row: repo.SubscriptionRow, now = new Date()): SubscriptionStatus {
  if (row.currentPeriodEnd > now) return row.cancelAtPeriodEnd ? 'CANCELLED' : 'ACTIVE';
  if (row.cancelAtPeriodEnd) return 'ENDED';
  return row.status === 'LAPSED' ? 'LAPSED' : 'ACTIVE';
}

/**
 * Fans paying a creator monthly (decision 034): the creator's offer, subscribing and cancelling
 * through the purchase service, renewal from the wallet by a scheduled job, and who subscribes
 * to whom. Posts read access through the public handle (`subscriptionAccessView`).
 */
export function createCreatorSubscriptionsService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  purchases: Pick<PurchasesService, 'offer' | 'buy'>;
  platformSharePercent: number;
  log?: (msg: string, detail: unknown) => void;
}) {
  const { db, purchases } = deps;
  const log = deps.log ?? (() => {});

  purchases.offer('CREATOR_SUBSCRIPTION', {
    async delivered(tx, purchase) {
      const d = purchase.details as SubscriptionDetails;
      await repo.addPaidPeriod(tx, {
        creatorId: d.creatorId,
        subscriberId: purchase.buyerId,
        monthPriceKobo: BigInt(d.monthPriceKobo),
        months: d.months,
        purchaseId: purchase.id,
        purchaseKey: purchase.key,
        priceKobo: purchase.priceKobo,
        earningsKobo: BigInt(d.earningsKobo),
        renewal: d.renewal === true,
      });
    },
  });

  const shares = (creatorId: string, priceKobo: bigint) =>
    creatorPayees(creatorId, priceKobo, deps.platformSharePercent);

  function offerView(offer: repo.OfferRow, mine: repo.SubscriptionRow | null): SubscriptionOffer {
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

  function subscriptionView(
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

  /** The fan's subscription to the creator as the fan sees it (null before it was ever paid). */
  async function fansView(creatorId: string, fanId: string) {
    const [row, creator] = await Promise.all([
      repo.findSubscription(db, creatorId, fanId),
      repo.findPerson(db, creatorId),
    ]);
    return row && creator ? subscriptionView(row, creator) : null;
  }

  /** A creator who can be subscribed to, with their offer; 404 otherwise. */
  async function offerOf(creatorId: string) {
    const [creator, offer] = await Promise.all([
      repo.findPerson(db, creatorId),
      repo.findOffer(db, creatorId),
    ]);
    if (!creator?.hasPost || !offer) throw notFound('Subscription offer');
    return { creator, offer };
  }

  const service = {
    /** `PATCH users/{id}/subscriptions/setup`: only the creator themselves. */
    async setup(userId: string, creatorId: string, body: SubscriptionSetup) {
      if (userId !== creatorId) throw forbidden('You can only set up your own subscriptions');
      const me = await repo.findPerson(db, userId);
      if (!me?.hasPost) throw forbidden('Become a creator to offer subscriptions');
      const priceKobo = nairaToKobo(body.price);
      const offer = await deps.events.transaction(async (tx, publish) => {
        const saved = await repo.saveOffer(tx, creatorId, {
          priceKobo,
          perks: body.perks,
          isOpen: body.isOpen,
        });
        // Fans who subscribe: a lower price is theirs from the next renewal; a higher one waits
        // for their consent, and each is told (decision 041).
        const { lowered, raised } = await repo.applyOfferPrice(tx, creatorId, priceKobo);
        const tell = async (notice: 'raised' | 'lowered', rows: repo.PriceChanged[]) => {
          for (let i = 0; i < rows.length; i += NOTICE_BATCH)
            await publish(subscriptionPriceNoticed, {
              notice,
              creatorId,
              creatorName: nameOf(me),
              creatorHandle: me.handle,
              fans: rows.slice(i, i + NOTICE_BATCH).map((r) => ({
                subscriberId: r.subscriberId,
                priceKobo: String(r.priceKobo),
                newPriceKobo: String(priceKobo),
                at: (notice === 'raised' && r.newPriceToldAt
                  ? newPriceFrom(r.newPriceToldAt, r.currentPeriodEnd)
                  : r.currentPeriodEnd
                ).toISOString(),
              })),
            });
        };
        await tell('lowered', lowered);
        await tell('raised', raised);
        return saved;
      });
      return offerView(offer, null);
    },

    /** The creator's offer as anyone sees it, with the viewer's own subscription. */
    async offer(creatorId: string, viewerId: string | null) {
      const { offer } = await offerOf(creatorId);
      const mine = viewerId ? await repo.findSubscription(db, creatorId, viewerId) : null;
      return offerView(offer, mine);
    },

    /** The creator's own figures: their offer, subscribers with access, and earnings. */
    async summary(userId: string, creatorId: string): Promise<SubscriptionSummary> {
      if (userId !== creatorId) throw forbidden('You can only see your own subscription earnings');
      const [offer, figures] = await Promise.all([
        repo.findOffer(db, creatorId),
        repo.figuresOf(db, creatorId),
      ]);
      return {
        offer: offer ? offerView(offer, null) : null,
        activeSubscribers: figures.activeSubscribers,
        earnings: koboToNaira(figures.earningsKobo),
        earningsThisMonth: koboToNaira(figures.earningsThisMonthKobo),
      };
    },

    /**
     * Subscribes the fan to the creator, paid now for the chosen months. Still in a paid period:
     * a cancelled one resumes renewing without a charge, an active one is a 409 (or, repeated
     * with the Idempotency-Key that paid it, the same answer).
     */
    async subscribe(
      fanId: string,
      creatorId: string,
      pay: SubscribePayment,
    ): Promise<SubscribeResult> {
      if (fanId === creatorId) throw forbidden('You cannot subscribe to yourself');
      const { creator, offer } = await offerOf(creatorId);
      const key = pay.idempotencyKey ? `${creatorId}:req:${pay.idempotencyKey}` : uuidv7();
      const current = await repo.findSubscription(db, creatorId, fanId);
      const shown = nairaToKobo(pay.amount);
      if (current && current.currentPeriodEnd > new Date()) {
        if (pay.idempotencyKey && (await repo.paidWithKey(db, current.id, key)))
          return { subscription: subscriptionView(current, creator), authorizationUrl: null };
        if (!current.cancelAtPeriodEnd)
          throw conflict('You are already subscribed to this creator');
        // Resuming renews at the price this fan agreed to, which is what they must have seen.
        if (shown !== current.priceKobo)
          throw conflict(priceNow(current.priceKobo), { amount: priceNow(current.priceKobo) });
        await repo.setCancelAtPeriodEnd(db, current.id, false);
        return { subscription: await fansView(creatorId, fanId), authorizationUrl: null };
      }
      if (!offer.isOpen) throw conflict('This creator is not taking new subscribers right now');
      // Only the price the fan saw is charged (and kept as the price they agreed to).
      if (shown !== offer.priceKobo)
        throw conflict(priceNow(offer.priceKobo), { amount: priceNow(offer.priceKobo) });
      const priceKobo = offer.priceKobo * BigInt(pay.months);
      const payees = shares(creatorId, priceKobo);
      const earningsKobo =
        payees.find((p) => p.account === accounts.wallet(creatorId))?.amountKobo ?? 0n;
      const bought = await purchases.buy(fanId, {
        kind: 'CREATOR_SUBSCRIPTION',
        key,
        priceKobo,
        points: pay.points,
        payWith: pay.payWith,
        payees,
        memo: `${pay.months} month${pay.months > 1 ? 's' : ''} subscription to @${creator.handle}`,
        details: {
          creatorId,
          months: pay.months,
          monthPriceKobo: String(offer.priceKobo),
          earningsKobo: String(earningsKobo),
        } satisfies SubscriptionDetails,
        returnPath: (payment) => `/u/${creator.handle}?payment=${payment.id}`,
        returnOrigin: pay.returnOrigin,
      });
      return {
        subscription: await fansView(creatorId, fanId),
        authorizationUrl: bought.authorizationUrl ?? null,
      };
    },

    /** Stops renewal; access lasts to the end of the paid period. */
    async cancel(fanId: string, creatorId: string): Promise<SubscribeResult> {
      if (fanId === creatorId) throw forbidden('You cannot subscribe to yourself');
      const current = await repo.findSubscription(db, creatorId, fanId);
      if (!current || !(await repo.setCancelAtPeriodEnd(db, current.id, true)))
        throw notFound('Active subscription');
      return { subscription: await fansView(creatorId, fanId), authorizationUrl: null };
    },

    /**
     * `PATCH users/{id}/subscriptions/price`: the fan accepts the higher price the creator set
     * (their subscription renews at it from the renewal it applies to, and renews again if they
     * had cancelled) or declines it (no renewal after the paid period). The price they saw must
     * be the waiting one; only the fan's own subscription is answered.
     */
    async answerNewPrice(fanId: string, creatorId: string, answer: NewPriceAnswer) {
      if (fanId === creatorId) throw forbidden('You cannot subscribe to yourself');
      const current = await repo.findSubscription(db, creatorId, fanId);
      if (!current || current.status !== 'ACTIVE' || current.currentPeriodEnd <= new Date())
        throw notFound('Active subscription');
      if (current.newPriceKobo === null)
        throw conflict('There is no new price to answer: your subscription keeps its price');
      const shown = nairaToKobo(answer.amount);
      const waiting = `The new price is ${formatNaira(koboToNaira(current.newPriceKobo))} a month`;
      if (shown !== current.newPriceKobo) throw conflict(waiting, { amount: waiting });
      const accept = answer.decision === 'ACCEPT';
      const row = await repo.answerNewPrice(db, current.id, shown, accept);
      // The creator changed the price again between the read and the answer.
      if (!row) throw conflict('The price changed again: look at the new price and answer again');
      const creator = (await repo.findPerson(db, creatorId))!;
      return subscriptionView(row, creator);
    },

    /**
     * `GET users/subscribers`: the subscribers of the given creators, or the creators the given
     * fans subscribe to; each id must be the caller's own.
     */
    async list(
      userId: string,
      q: {
        subscribeToByPlannerIds?: string[];
        subscribeToBySubscriberIds?: string[];
        page: number;
        limit: number;
      },
    ) {
      const creators = q.subscribeToByPlannerIds ?? [];
      const fans = q.subscribeToBySubscriberIds ?? [];
      if (creators.length > 0 === fans.length > 0)
        throw new AppError(400, 'VALIDATION_ERROR', 'Ask by creator ids or by subscriber ids', {
          subscribeToByPlannerIds: 'Ask by creator ids or by subscriber ids',
        });
      const ids = creators.length > 0 ? creators : fans;
      if (ids.some((id) => id !== userId))
        throw forbidden('You can only see your own subscriptions');
      const { rows, total } = await repo.pageOf(
        db,
        creators.length > 0 ? 'creator' : 'subscriber',
        [...new Set(ids)],
        offsetOf(q.page, q.limit),
      );
      return pageResult(
        rows.map((r) => subscriptionView(r.subscription, r.user)),
        total,
        q.page,
        q.limit,
      );
    },

    /**
     * Renews every subscription whose paid month ends within the hour (or has ended) and that is
     * not cancelled, so a renewing fan never loses access between two passes, from the fan's
     * wallet at the price the fan agreed to (decision 041): a higher price the creator set applies
     * from the first renewal at least 7 days after the fan was told of it, and only once they
     * accepted it; at that renewal, unaccepted, the subscription is not renewed and ends with its
     * paid period, and the fan is told why. The purchase key is the subscription and its payment
     * number, so a second pass (or one after a crash) never charges twice; when the wallet cannot
     * pay, the subscription lapses and the fan is told. How many were handled.
     */
    async renewDue(now = new Date()): Promise<number> {
      let handled = 0;
      const tried = new Set<string>();
      for (;;) {
        const ahead = new Date(now.getTime() + RENEW_AHEAD_MS);
        const due = (await repo.dueForRenewal(db, ahead, RENEWAL_BATCH)).filter(
          (d) => !tried.has(d.subscription.id),
        );
        if (due.length === 0) return handled;
        for (const { subscription: s, offerPriceKobo, creator } of due) {
          tried.add(s.id);
          handled += 1;
          const raised =
            s.newPriceKobo !== null &&
            s.newPriceToldAt !== null &&
            newPriceApplies(s.newPriceToldAt, s.currentPeriodEnd);
          const monthKobo = raised ? s.newPriceKobo! : s.priceKobo;
          try {
            if (offerPriceKobo === null)
              throw conflict('The creator no longer offers subscriptions');
            if (raised && s.newPriceAcceptedAt === null) {
              await deps.events.transaction(async (tx, publish) => {
                if (!(await repo.endUnaccepted(tx, s.id, s.paymentsCount))) return;
                await publish(subscriptionPriceNoticed, {
                  notice: 'ended',
                  creatorId: s.creatorId,
                  creatorName: nameOf(creator),
                  creatorHandle: creator.handle,
                  fans: [
                    {
                      subscriberId: s.subscriberId,
                      priceKobo: String(s.priceKobo),
                      newPriceKobo: String(s.newPriceKobo),
                      at: s.currentPeriodEnd.toISOString(),
                    },
                  ],
                });
              });
              continue;
            }
            const payees = shares(s.creatorId, monthKobo);
            await purchases.buy(s.subscriberId, {
              kind: 'CREATOR_SUBSCRIPTION',
              key: `${s.id}:renewal:${s.paymentsCount + 1}`,
              priceKobo: monthKobo,
              payWith: 'WALLET',
              payees,
              memo: `Monthly subscription to @${creator.handle}`,
              details: {
                creatorId: s.creatorId,
                months: 1,
                monthPriceKobo: String(monthKobo),
                earningsKobo: String(
                  payees.find((p) => p.account === accounts.wallet(s.creatorId))?.amountKobo ?? 0n,
                ),
                renewal: true,
              } satisfies SubscriptionDetails,
              returnPath: () => `/u/${creator.handle}`,
            });
          } catch (err) {
            if (!(err instanceof AppError) || err.statusCode !== 409) {
              log('subscription renewal failed', { subscriptionId: s.id, err });
              continue;
            }
            // Still paid for: the fan keeps access, and the next pass tries again.
            if (s.currentPeriodEnd > now) continue;
            await deps.events.transaction(async (tx, publish) => {
              if (!(await repo.markLapsed(tx, s.id, s.paymentsCount))) return;
              await publish(subscriptionLapsed, {
                subscriberId: s.subscriberId,
                creatorId: s.creatorId,
                creatorName: nameOf(creator),
                creatorHandle: creator.handle,
                priceKobo: String(monthKobo),
              });
            });
          }
        }
      }
    },
  };
  return service;
}
