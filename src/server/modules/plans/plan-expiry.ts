import { PLANS, type PlanMonths } from '#shared/plans.ts';
import { koboToNaira } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Publish } from '../../events/events.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { PurchasesService } from '../payments/purchases.service.ts';
import { KIND, type PlanDetails } from './plan-delivery.ts';
import type { TermPrices } from '../prices/prices.public.ts';
import { planNoticed } from './plans.public.ts';
import * as repo from './plans.repo.ts';

/** A reminder goes this long before a plan ends (issue: 3 days). */
export const REMINDER_MS = 3 * 24 * 3_600_000;
const JOB_BATCH = 200;
/** The expiry job runs every 15 minutes; a renewing term is renewed within its last hour. */
export const RENEW_AHEAD_MS = 3_600_000;

/** The expiry job's rounds: reminders, renewals from the wallet and the return to Free. */
export function createPlanExpiry(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  purchases: Pick<PurchasesService, 'buy'>;
  prices: TermPrices;
  now: () => Date;
}) {
  const { db, now } = deps;

  /** Renews a user's last term from the wallet; false when the wallet cannot pay. */
  async function renew(term: repo.PlanTermRow): Promise<boolean> {
    const months = term.months as PlanMonths;
    const priceKobo = await deps.prices.renewalKobo(`plan:${term.plan}`, term);
    try {
      await deps.purchases.buy(term.userId, {
        kind: KIND,
        key: `renewal:${term.id}`,
        priceKobo,
        payWith: 'WALLET',
        payees: [{ account: accounts.revenue, amountKobo: priceKobo }],
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
        // What the renewal will cost at the term's end, as the reminder says.
        const renewalKobo = term.autoRenew
          ? await deps.prices.renewalKobo(`plan:${term.plan}`, term, term.endsAt)
          : null;
        const notice = (publish: Publish, kind: 'reminder' | 'ended' | 'renewal_failed') =>
          publish(planNoticed, {
            userId: term.userId,
            notice: kind,
            planName: PLANS[term.plan].name,
            at: term.endsAt.toISOString(),
            amount: renewalKobo === null ? null : koboToNaira(renewalKobo),
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
