import { PLAN_CODES } from '#shared/constants.ts';
import {
  PLAN_MONTHS,
  PLANS,
  TERM_DISCOUNT_PERCENT,
  planIncludes,
  planRank,
  termPrice,
  type PlanCode,
  type PlanFeature,
  type PlanLimits,
  type PlanMonths,
} from '#shared/plans.ts';
import { formatNaira } from '#shared/format.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import type { MyPlan, PlanTermBought, PlanView } from '#shared/schemas/plans.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, conflict } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Publish } from '../../events/events.ts';
import { pageOf } from '../../paging.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PayWith, PurchaseRow, PurchasesService } from '../payments/purchases.service.ts';
import { planNoticed, requirePlanFeature } from './plans.public.ts';
import * as repo from './plans.repo.ts';

export type PlansService = ReturnType<typeof createPlansService>;

/** What a plan purchase carries to its delivery. */
type PlanDetails = { plan: PlanCode; months: PlanMonths; autoRenew: boolean; renewalOf?: string };

const KIND = 'PLAN_SUBSCRIPTION';
const CREDIT = 'PLAN_CREDIT';
/** A reminder goes this long before a plan ends (issue: 3 days). */
export const REMINDER_MS = 3 * 24 * 3_600_000;
const JOB_BATCH = 200;
/** The expiry job runs every 15 minutes; a renewing term is renewed within its last hour. */
export const RENEW_AHEAD_MS = 3_600_000;

/** `at` plus whole months, kept to the last day of a shorter month (31 Jan + 1 = 28/29 Feb). */
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

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

/** The part of a term not yet used at `at`, in kobo of what was paid in money. */
function unusedKobo(t: repo.PlanTermRow, at: Date): bigint {
  const span = t.endsAt.getTime() - t.startsAt.getTime();
  if (span <= 0 || t.endsAt <= at) return 0n;
  const left = t.endsAt.getTime() - Math.max(at.getTime(), t.startsAt.getTime());
  return (t.paidKobo * BigInt(left)) / BigInt(span);
}

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
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Places a paid term: after the running ones, or (an upgrade) at once in their place. */
  async function deliver(tx: Tx, purchase: PurchaseRow, publish: Publish) {
    const d = purchase.details as PlanDetails;
    await repo.lockUserPlan(tx, purchase.buyerId);
    const at = now();
    const active = await repo.activeTerms(tx, purchase.buyerId);
    // A renewal read its term before this lock: it goes ahead only if that term is still the
    // last one and still renews (not turned off, upgraded or renewed since); else nothing is paid.
    if (d.renewalOf) {
      const renewed = active.find((t) => t.id === d.renewalOf);
      if (!renewed?.autoRenew || active[active.length - 1] !== renewed)
        throw conflict('This plan no longer renews');
    }
    const running = active.filter((t) => t.endsAt > at);
    const current = running.find((t) => t.startsAt <= at) ?? null;
    const upgrade = current !== null && planRank(d.plan) > planRank(current.plan);
    let startsAt = at;
    let credit = 0n;
    if (upgrade) {
      for (const t of running) {
        const unused = unusedKobo(t, at);
        credit += unused;
        await repo.replaceTerm(tx, t.id, unused, at);
      }
    } else if (running.length > 0) {
      startsAt = running[running.length - 1]!.endsAt;
    }
    const term = await repo.insertTerm(tx, {
      userId: purchase.buyerId,
      plan: d.plan,
      months: d.months,
      priceKobo: purchase.priceKobo,
      paidKobo: purchase.priceKobo - purchase.pointsKobo,
      startsAt,
      endsAt: addMonths(startsAt, d.months),
      autoRenew: d.autoRenew,
      purchaseId: purchase.id,
      renewalOf: d.renewalOf ?? null,
    });
    if (!term) return;
    if (credit > 0n)
      await deps.ledger.post(tx, {
        kind: CREDIT,
        reference: purchase.id,
        memo: `Unused days of your ${PLANS[current!.plan].name} plan`,
        entries: [
          { account: accounts.revenue, amountKobo: -credit },
          { account: accounts.wallet(purchase.buyerId), amountKobo: credit },
        ],
      });
    if (d.renewalOf)
      await publish(planNoticed, {
        userId: purchase.buyerId,
        notice: 'renewed',
        planName: PLANS[d.plan].name,
        at: term.endsAt.toISOString(),
        amount: koboToNaira(purchase.priceKobo),
      });
  }

  deps.purchases.offer(KIND, { delivered: deliver });

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
              amount: termPrice(last.plan, last.months as PlanMonths),
            }
          : null,
      upcoming: live.filter((t) => t !== current).map(termView),
      limits: PLANS[code].limits,
      usage,
    };
  }

  /** Renews a user's last term from the wallet; false when the wallet cannot pay. */
  async function renew(term: repo.PlanTermRow): Promise<boolean> {
    const months = term.months as PlanMonths;
    try {
      await deps.purchases.buy(term.userId, {
        kind: KIND,
        key: `renewal:${term.id}`,
        priceKobo: nairaToKobo(termPrice(term.plan, months)),
        payWith: 'WALLET',
        payees: [
          { account: accounts.revenue, amountKobo: nairaToKobo(termPrice(term.plan, months)) },
        ],
        memo: `${PLANS[term.plan].name} plan renewed for ${months} month${months > 1 ? 's' : ''}`,
        details: {
          plan: term.plan,
          months,
          autoRenew: true,
          renewalOf: term.id,
        } satisfies PlanDetails,
        returnPath: () => '/shopper/my-subscription',
      });
      return true;
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 409) return false;
      throw err;
    }
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

    /** `GET subscriptions`: every plan with its terms' prices and what it includes. */
    list(): PlanView[] {
      return PLAN_CODES.map((code) => {
        const p = PLANS[code];
        return {
          _id: code,
          name: p.name,
          summary: p.summary,
          monthlyPrice: p.monthlyPrice,
          terms:
            p.monthlyPrice === 0
              ? []
              : PLAN_MONTHS.map((months) => ({
                  months,
                  amount: termPrice(code, months),
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
      const price = termPrice(code, order.months);
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

    /**
     * The expiry job: terms followed by others end; a last term 3 days from its end is reminded
     * of; at its end it renews from the wallet when asked to, else the user is back on Free with
     * everything kept. Each step is its own transaction and safe to repeat after a crash (the
     * renewal's purchase key is the term's). How many terms it handled.
     */
    async runExpiry(): Promise<number> {
      const at = now();
      let handled = 0;
      for (const { id } of await repo.overTermsWithSuccessor(db, at, JOB_BATCH)) {
        await repo.endTerm(db, id);
        handled += 1;
      }
      const due = await repo.lastTermsEndingBy(db, new Date(at.getTime() + REMINDER_MS), JOB_BATCH);
      for (const term of due) {
        const months = term.months as PlanMonths;
        const notice = (publish: Publish, kind: 'reminder' | 'ended' | 'renewal_failed') =>
          publish(planNoticed, {
            userId: term.userId,
            notice: kind,
            planName: PLANS[term.plan].name,
            at: term.endsAt.toISOString(),
            amount: term.autoRenew ? termPrice(term.plan, months) : null,
          });
        // Renewed a little before the end, so a renewing plan never lapses between two runs.
        if (term.autoRenew && term.endsAt.getTime() <= at.getTime() + RENEW_AHEAD_MS) {
          if (await renew(term)) {
            handled += 1;
            continue;
          }
        }
        if (term.endsAt <= at) {
          await deps.events.transaction(async (tx, publish) => {
            await repo.lockUserPlan(tx, term.userId);
            // As it is now: renewal may have been turned off, or the term renewed, meanwhile.
            const active = await repo.activeTerms(tx, term.userId);
            const current = active.find((t) => t.id === term.id);
            if (!current) return;
            await repo.endTerm(tx, term.id);
            if (active[active.length - 1] === current)
              await notice(publish, current.autoRenew ? 'renewal_failed' : 'ended');
          });
          handled += 1;
        } else if (!term.remindedAt) {
          await deps.events.transaction(async (tx, publish) => {
            await repo.markReminded(tx, term.id, at);
            await notice(publish, 'reminder');
          });
          handled += 1;
        }
      }
      return handled;
    },
  };
}
