import { v5 as uuidv5, v7 as uuidv7 } from 'uuid';
import type { AdFigureDays, AdStatus } from '#shared/ads.ts';
import type { Role } from '#shared/constants.ts';
import { lagosDay } from '#shared/dates.ts';
import { formatNaira } from '#shared/format.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type { z } from 'zod';
import type { adCreateBodySchema, adListQuerySchema } from '#shared/schemas/ads.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PlacedOrder } from '../orders/orders.public.ts';
import type { PurchasesService } from '../payments/purchases.service.ts';
import { createAdCounter } from './ad-counter.ts';
import * as counts from './ad-counts.repo.ts';
import { recordHistory, type PastDay } from './ad-history.ts';
import { creditOrders } from './ad-orders.ts';
import { reachOf } from './ad-reach.ts';
import { endAd } from './ad-money.ts';
import { createAdReview } from './ad-review.ts';
import { createAdServing } from './ad-serving.ts';
import { createAdShowing } from './ad-showing.ts';
import { createShowingTokens } from './ad-tokens.ts';
import { figuresOf, firstDayOf, viewsFor } from './ad-views.ts';
import * as repo from './ads.repo.ts';

export type AdsService = ReturnType<typeof createAdsService>;

type CreateBody = z.output<typeof adCreateBodySchema>;
type ListQuery = z.output<typeof adListQuerySchema>;

/** Ads made from one Idempotency-Key get one id: asking twice pays for one ad. */
const AD_KEY_SPACE = '5b0c1f2e-9a57-4d43-8f4e-0a6d3c2b7e11';

/**
 * Ads (decision 057): bought up front through the purchase service into the ad's own ledger
 * account, reviewed by Oja staff in the console, chosen for slots by a second-price auction in
 * memory, counted in batches, and billed per click from the account to Oja's revenue; what is
 * left goes back.
 */
export function createAdsService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  purchases: Pick<PurchasesService, 'offer' | 'buy'>;
  ledger: Pick<LedgerService, 'post' | 'balance'>;
  roleOf: (userId: string) => Promise<Role | null>;
  secret: string;
  flushMs: number;
  refreshMs: number;
  log: (msg: string, detail?: unknown) => void;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const serving = createAdServing({ db, refreshMs: deps.refreshMs, log: deps.log });
  const counter = createAdCounter({
    db,
    events: deps.events,
    ledger: deps.ledger,
    flushMs: deps.flushMs,
    perAddress: 3,
    billed: () => void serving.refresh(),
    log: deps.log,
  });
  const showing = createAdShowing({
    db,
    serving,
    counter,
    tokens: createShowingTokens(deps.secret),
    now,
  });
  const review = createAdReview({ ...deps, now, changed: () => void serving.refresh() });

  deps.purchases.offer('AD', {
    // Paid: the ad waits for review. Paid after it was given up: the money goes straight back.
    async delivered(tx, purchase) {
      const ad = await repo.lockAd(tx, String(purchase.details.adId));
      if (!ad) throw new Error(`purchase ${purchase.id} pays for no ad`);
      if (ad.status === 'AWAITING_PAYMENT')
        await repo.updateAd(tx, ad.id, {
          status: 'PENDING',
          purchaseId: purchase.id,
          pointsKobo: purchase.pointsKobo,
        });
      else if (ad.status === 'CANCELLED') await endAd(tx, deps.ledger, ad, 'CANCELLED');
    },
  });

  /**
   * Oja support (the admin role) still reads any ad and its figures, which the console does not
   * show; reviews are the console's alone.
   */
  const isSupport = async (userId: string | null) =>
    userId !== null && (await deps.roleOf(userId)) === 'admin';

  const views = (viewerId: string | null, rows: repo.AdRow[], support: boolean) =>
    viewsFor(db, viewerId, rows, support);

  /** The ad the viewer may see (a showing one, their own, or any for support), and whether support. */
  async function visibleAd(viewerId: string | null, id: string) {
    const row = await repo.findAd(db, id);
    const support = await isSupport(viewerId);
    if (!row || (row.status !== 'ACTIVE' && row.ownerId !== viewerId && !support))
      throw notFound('Ad');
    return { row, support };
  }

  async function one(viewerId: string | null, id: string) {
    const { row, support } = await visibleAd(viewerId, id);
    return (await views(viewerId, [row], support))[0]!;
  }

  async function ownersAd(viewerId: string, id: string) {
    const { row, support } = await visibleAd(viewerId, id);
    if (row.ownerId !== viewerId && !support)
      throw forbidden('Only the ad’s owner can see its figures');
    return row;
  }

  return {
    /** `POST ads`: checks what is promoted and the total shown, then pays the whole budget. */
    async create(
      userId: string,
      body: CreateBody,
      opts: { key?: string; returnOrigin?: string | null },
    ) {
      const target = await repo.targetOwner(db, body.kind, body.targetId);
      if (!target)
        throw notFound(body.kind === 'STORE' ? 'Store' : body.kind === 'POST' ? 'Post' : 'Product');
      if (target.ownerId !== userId)
        throw forbidden('You can only promote your own products, posts and stores');
      if (!target.active)
        throw conflict('It is hidden from shoppers: show it again before promoting it');
      const budgetKobo = nairaToKobo(body.dailyBudget) * BigInt(body.days);
      if (nairaToKobo(body.amount) !== budgetKobo)
        throw conflict(`The total for this ad is ${formatNaira(koboToNaira(budgetKobo))}`, {
          amount: `The total for this ad is ${formatNaira(koboToNaira(budgetKobo))}`,
        });
      const id = opts.key ? uuidv5(`${userId}:${opts.key}`, AD_KEY_SPACE) : uuidv7();
      const businessId = body.kind === 'POST' ? null : target.businessId;
      await repo.insertAd(db, {
        id,
        ownerId: userId,
        businessId,
        kind: body.kind,
        targetId: body.targetId,
        salesBusinessId: target.businessId,
        headline: body.headline || null,
        placements: body.placements,
        states: body.states,
        categoryIds: body.categories,
        dailyBudgetKobo: nairaToKobo(body.dailyBudget),
        days: body.days,
        budgetKobo,
        maxCpcKobo: nairaToKobo(body.maxCpc),
        status: 'AWAITING_PAYMENT',
      });
      const back = businessId ? `/vendor/${businessId}/run-ads` : '/shopper/run-ads';
      try {
        const bought = await deps.purchases.buy(userId, {
          kind: 'AD',
          key: opts.key ? `ad:${opts.key}` : undefined,
          priceKobo: budgetKobo,
          points: body.point,
          payWith: body.payWith,
          payees: [{ account: accounts.ad(id), amountKobo: budgetKobo }],
          memo: 'Ad budget',
          details: { adId: id },
          returnPath: (payment) => `${back}?payment=${payment.id}`,
          returnOrigin: opts.returnOrigin,
        });
        return { ad: await one(userId, id), authorizationUrl: bought.authorizationUrl ?? null };
      } catch (err) {
        // Nothing was charged: the unpaid ad is not kept.
        const row = await repo.findAd(db, id);
        if (row?.status === 'AWAITING_PAYMENT' && !row.purchaseId) await repo.deleteAd(db, id);
        throw err;
      }
    },

    /** `GET ads`: ACTIVE ads for everyone; the viewer's own (and, for support, all) in any status. */
    async list(viewerId: string | null, q: ListQuery) {
      const support = await isSupport(viewerId);
      const placements = [...(q.adTypes ?? []), ...(q.adLocations ?? [])];
      const { rows, total } = await repo.listAds(
        db,
        {
          viewerId,
          everyStatus: support,
          userIds: q.adUserIds,
          businessIds: q.adBusinessIds,
          productIds: q.adProductIds,
          search: q.adSearch || undefined,
          active: q.adActive === undefined ? undefined : q.adActive === 'true',
          statuses: q.adStatuses,
          placements: placements.length ? placements : undefined,
        },
        offsetOf(q.page, q.limit),
      );
      return pageOf(await views(viewerId, rows, support), total, q.page, q.limit);
    },

    get: one,

    /** The console's review queue: ads in any status, newest first, with their money and counts. */
    async reviewQueue(q: { statuses?: AdStatus[]; page: number; limit: number }) {
      const { rows, total } = await repo.listAds(
        db,
        { viewerId: null, everyStatus: true, statuses: q.statuses },
        offsetOf(q.page, q.limit),
      );
      return pageOf(await views(null, rows, true), total, q.page, q.limit);
    },

    /**
     * The console's review of an ad in review: approved, it shows; rejected, its budget goes
     * back (ad-review.ts). The staff permission was checked by the console.
     */
    async review(staffId: string, id: string, body: { approve: boolean; reason?: string }) {
      const row = await repo.findAd(db, id);
      if (!row) throw notFound('Ad');
      if (body.approve && row.status !== 'PENDING') throw conflict('This ad is not in review');
      await review.decide(row, body);
      return (await views(staffId, [(await repo.findAd(db, id))!], true))[0]!;
    },

    /** `PATCH ads/{id}`: the owner's edits, pauses and ends (ad-review.ts). */
    async patch(viewerId: string, id: string, body: Parameters<typeof review.patch>[2]) {
      const { row } = await visibleAd(viewerId, id);
      await review.patch(viewerId, row, body);
      return one(viewerId, id);
    },

    /** `GET ads/{id}/figures`: each day of the period, and totals, for the owner and support. */
    async figures(viewerId: string, id: string, days: AdFigureDays) {
      await ownersAd(viewerId, id);
      const at = now();
      return figuresOf(days, await counts.daysOf(db, id, firstDayOf(days, at)), at);
    },

    /** `GET ads/reach`: clicks and impressions a day a budget is likely to buy, from the last 30 days. */
    reach: (dailyBudget: number, maxCpc: number) =>
      reachOf(db, dailyBudget, maxCpc, firstDayOf(30, now())),

    sponsored: showing.sponsored,
    events: showing.events,

    creditOrders: (orders: PlacedOrder[], at = now()) => creditOrders(db, orders, at),

    /**
     * The job: ends ads whose days are over and gives up unpaid ones, refunding what is left;
     * answers how many ended.
     */
    async runEnd() {
      const at = now();
      const ended = await review.endDue(at);
      await counts.pruneViews(db, lagosDay(new Date(at.getTime() - 2 * 86_400_000)));
      return ended;
    },

    /** The demo's past campaigns: an approved ad's days, billed on their dates (ad-history.ts). */
    async recordHistory(id: string, run: { startsAt: Date; endsAt: Date }, days: PastDay[]) {
      await recordHistory(db, deps.ledger, id, run, days, now());
      await serving.refresh();
    },

    flush: counter.flush,
    refresh: serving.refresh,
    live: serving.live,
    async stop() {
      serving.stop();
      await counter.stop();
    },
  };
}
