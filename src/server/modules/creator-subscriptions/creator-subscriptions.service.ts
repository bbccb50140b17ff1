import { v7 as uuidv7 } from 'uuid';
import { formatNaira } from '#shared/format.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type {
  NewPriceAnswer,
  SubscribeResult,
  SubscriptionSetup,
  SubscriptionSummary,
} from '#shared/schemas/creator-subscriptions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { offsetOf, pageOf as pageResult } from '../../paging.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { creatorPayees } from '../payments/payments.public.ts';
import type { PayWith, PurchasesService } from '../payments/purchases.service.ts';
import { subscriptionPriceNoticed } from './creator-subscriptions.public.ts';
import * as repo from './creator-subscriptions.repo.ts';
import * as prices from './subscription-prices.repo.ts';
import { createSubscriptionRenewals, type SubscriptionDetails } from './subscription-renewals.ts';
import { nameOf, newPriceFrom, offerView, subscriptionView } from './subscription-views.ts';

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

/** Fans told in one price notice event. */
const NOTICE_BATCH = 200;

const priceNow = (priceKobo: bigint) =>
  `The price of this subscription is now ${formatNaira(koboToNaira(priceKobo))} a month`;

/**
 * Fans paying a creator monthly (decision 034): the creator's offer, subscribing and cancelling
 * through the purchase service, renewal from the wallet by a scheduled job, and who subscribes
 * to whom. Posts read access through the public handle (`subscriptionAccessReadOnly`).
 */
export function createCreatorSubscriptionsService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  purchases: Pick<PurchasesService, 'offer' | 'buy'>;
  platformSharePercent: number;
  log?: (msg: string, detail: unknown) => void;
}) {
  const { db, purchases } = deps;
  const renewals = createSubscriptionRenewals(deps);

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
        const { lowered, raised } = await prices.applyOfferPrice(tx, creatorId, priceKobo);
        const tell = async (notice: 'raised' | 'lowered', rows: prices.PriceChanged[]) => {
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
      const row = await prices.answerNewPrice(db, current.id, shown, accept);
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

    renewDue: renewals.renewDue,
  };
  return service;
}
