import { v7 as uuidv7 } from 'uuid';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type {
  CreatorSubscription,
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
import { accounts } from '../ledger/ledger.service.ts';
import {
  creatorPayees,
  type PayWith,
  type PurchasesService,
} from '../payments/purchases.service.ts';
import { subscriptionLapsed } from './creator-subscriptions.public.ts';
import * as repo from './creator-subscriptions.repo.ts';

export type CreatorSubscriptionsService = ReturnType<typeof createCreatorSubscriptionsService>;

/** How a subscription is paid: from the wallet or by card, with reward points covering part. */
export type SubscribePayment = {
  months: number;
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
};

/** A subscription renews in the last hour of its paid month (the job runs every 10 minutes). */
const RENEW_AHEAD_MS = 3_600_000;
/** How many due subscriptions one renewal pass reads at a time. */
const RENEWAL_BATCH = 100;

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
      const offer = await repo.saveOffer(db, creatorId, {
        priceKobo: nairaToKobo(body.price),
        perks: body.perks,
        isOpen: body.isOpen,
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
      if (current && current.currentPeriodEnd > new Date()) {
        if (pay.idempotencyKey && (await repo.paidWithKey(db, current.id, key)))
          return { subscription: subscriptionView(current, creator), authorizationUrl: null };
        if (!current.cancelAtPeriodEnd)
          throw conflict('You are already subscribed to this creator');
        await repo.setCancelAtPeriodEnd(db, current.id, false);
        return { subscription: await fansView(creatorId, fanId), authorizationUrl: null };
      }
      if (!offer.isOpen) throw conflict('This creator is not taking new subscribers right now');
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
     * not cancelled, so a renewing fan never loses access between two passes, from
     * the fan's wallet at the creator's current price. The purchase key is the subscription and
     * its payment number, so a second pass (or one after a crash) never charges twice; when the
     * wallet cannot pay, the subscription lapses and the fan is told. How many were handled.
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
          try {
            if (offerPriceKobo === null)
              throw conflict('The creator no longer offers subscriptions');
            const payees = shares(s.creatorId, offerPriceKobo);
            await purchases.buy(s.subscriberId, {
              kind: 'CREATOR_SUBSCRIPTION',
              key: `${s.id}:renewal:${s.paymentsCount + 1}`,
              priceKobo: offerPriceKobo,
              payWith: 'WALLET',
              payees,
              memo: `Monthly subscription to @${creator.handle}`,
              details: {
                creatorId: s.creatorId,
                months: 1,
                monthPriceKobo: String(offerPriceKobo),
                earningsKobo: String(
                  payees.find((p) => p.account === accounts.wallet(s.creatorId))?.amountKobo ?? 0n,
                ),
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
                priceKobo: String(offerPriceKobo ?? s.priceKobo),
              });
            });
          }
        }
      }
    },
  };
  return service;
}
