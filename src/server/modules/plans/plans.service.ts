import { PLAN_CODES } from '#shared/constants.ts';
import {
  PLAN_MONTHS,
  PLANS,
  TERM_DISCOUNT_PERCENT,
  planIncludes,
  termAmount,
  type PlanCode,
  type PlanFeature,
  type PlanLimits,
  type PlanMonths,
} from '#shared/plans.ts';
import { formatNaira } from '#shared/format.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type { MyPlan, PlanTermBought, PlanView } from '#shared/schemas/plans.ts';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { pageOf } from '../../paging.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PayWith, PurchasesService } from '../payments/purchases.service.ts';
import { termPrices } from '../prices/prices.public.ts';
import type { PriceList } from '../prices/prices.service.ts';
import { KIND, planDelivery, type PlanDetails } from './plan-delivery.ts';
import { createPlanExpiry } from './plan-expiry.ts';
import { requirePlanFeature } from './plans.public.ts';
import * as repo from './plans.repo.ts';

export type PlansService = ReturnType<typeof createPlansService>;

const termView = (t: repo.PlanTermRow): PlanTermBought => ({
  _id: t.id,
  plan: t.plan,
  name: PLANS[t.plan].name,
  months: t.months,
  amount: koboToNaira(t.priceKobo),
  startsAt: t.startsAt.toISOString(),
  endsAt: t.endsAt.toISOString(),
  status: t.status,
  credited: koboToNaira(t.creditedKobo),
  createdAt: t.createdAt.toISOString(),
});

/**
 * Plans (decision 032): bought through the purchase service for 1, 3, 6 or 12 months; an
 * upgrade starts at once and credits the unused part of the terms it replaces to the wallet; the
 * same or a smaller plan waits after the running one. A job reminds 3 days before the end, renews
 * from the wallet when asked to, and otherwise lets the user return to Free, keeping everything.
 */
export function createPlansService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  purchases: Pick<PurchasesService, 'offer' | 'buy'>;
  ledger: Pick<LedgerService, 'post'>;
  prices: Pick<PriceList, 'at' | 'allAt'>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const prices = termPrices(deps.prices);
  const expiry = createPlanExpiry({ ...deps, prices, now });

  deps.purchases.offer(KIND, { delivered: planDelivery({ ledger: deps.ledger, now }) });

  /** The plan a user is on now (Free without a running term). */
  async function planOf(userId: string): Promise<PlanCode> {
    const at = now();
    const current = (await repo.activeTerms(db, userId)).find(
      (t) => t.startsAt <= at && t.endsAt > at,
    );
    return current?.plan ?? 'FREE';
  }

  async function myPlan(userId: string): Promise<MyPlan> {
    const at = now();
    const [terms, usage] = await Promise.all([
      repo.activeTerms(db, userId),
      repo.usageOf(db, userId),
    ]);
    const live = terms.filter((t) => t.endsAt > at);
    const current = live.find((t) => t.startsAt <= at) ?? null;
    const code = current?.plan ?? 'FREE';
    const last = live[live.length - 1] ?? null;
    return {
      plan: code,
      name: PLANS[code].name,
      endsAt: last?.endsAt.toISOString() ?? null,
      autoRenew: last?.autoRenew ?? false,
      renewal:
        last?.autoRenew === true
          ? {
              plan: last.plan,
              name: PLANS[last.plan].name,
              months: last.months,
              amount: koboToNaira(await prices.renewalKobo(`plan:${last.plan}`, last)),
            }
          : null,
      upcoming: live.filter((t) => t !== current).map(termView),
      limits: PLANS[code].limits,
      usage,
    };
  }
  return {
    planOf,
    myPlan,

    /** What the user's plan allows. */
    async limitsOf(userId: string): Promise<PlanLimits> {
      return PLANS[await planOf(userId)].limits;
    },

    /** Refuses (403 PLAN_UPGRADE_REQUIRED) a feature the user's plan does not include. */
    async require(userId: string, feature: PlanFeature, what: string) {
      requirePlanFeature(await planOf(userId), feature, what);
    },

    /** `GET subscriptions`: every plan with its terms' prices now and what it includes. */
    async list(): Promise<PlanView[]> {
      const all = await deps.prices.allAt();
      const monthly = (code: PlanCode) => koboToNaira(all[`plan:${code}`]);
      return PLAN_CODES.map((code) => {
        const p = PLANS[code];
        return {
          _id: code,
          name: p.name,
          summary: p.summary,
          monthlyPrice: monthly(code),
          terms:
            monthly(code) === 0
              ? []
              : PLAN_MONTHS.map((months) => ({
                  months,
                  amount: termAmount(monthly(code), months),
                  discountPercent: TERM_DISCOUNT_PERCENT[months],
                })),
          includes: planIncludes(p.limits),
          limits: p.limits,
        };
      });
    },

    /**
     * `POST subscriptions/{id}/subscribe`: buys a term of a paid plan at the price the buyer was
     * shown. From the wallet (or all points) it is active when this returns; by card once the
     * payment is applied.
     */
    async subscribe(
      userId: string,
      code: PlanCode,
      order: {
        months: PlanMonths;
        amount: number;
        points?: number;
        payWith?: PayWith;
        autoRenew?: boolean;
        key?: string;
        returnOrigin?: string | null;
      },
    ) {
      if (code === 'FREE')
        throw conflict('Everyone is on Free without paying: choose Growth or Pro', {
          subscriptionId: 'Choose Growth or Pro',
        });
      const price = await prices.term(`plan:${code}`, order.months);
      if (order.amount !== price)
        throw conflict(`The price of this plan is now ${formatNaira(price)}`, {
          amount: `The price of this plan is now ${formatNaira(price)}`,
        });
      const priceKobo = nairaToKobo(price);
      const bought = await deps.purchases.buy(userId, {
        kind: KIND,
        key: order.key,
        priceKobo,
        points: order.points,
        payWith: order.payWith,
        payees: [{ account: accounts.revenue, amountKobo: priceKobo }],
        memo: `${PLANS[code].name} plan for ${order.months} month${order.months > 1 ? 's' : ''}`,
        details: {
          plan: code,
          months: order.months,
          autoRenew: order.autoRenew ?? true,
        } satisfies PlanDetails,
        returnPath: (payment) => `/shopper/my-subscription?payment=${payment.id}`,
        returnOrigin: order.returnOrigin,
      });
      return {
        subscription: await myPlan(userId),
        status: bought.purchase.status,
        authorizationUrl: bought.authorizationUrl ?? null,
      };
    },

    /** Turns renewal from the wallet on or off for the running and waiting terms. */
    async setAutoRenew(userId: string, autoRenew: boolean) {
      await repo.setAutoRenew(db, userId, autoRenew);
      return myPlan(userId);
    },

    async history(userId: string, page: number, limit: number) {
      const { rows, total } = await repo.history(db, userId, page, limit);
      return pageOf(rows.map(termView), total, page, limit);
    },

    runExpiry: expiry.runExpiry,
  };
}
