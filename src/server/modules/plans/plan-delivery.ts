import { addMonths, PLANS, planRank, type PlanCode, type PlanMonths } from '#shared/plans.ts';
import { koboToNaira } from '#shared/money.ts';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../errors.ts';
import type { Publish } from '../../events/events.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PurchaseRow } from '../payments/purchases.service.ts';
import { planNoticed } from './plans.public.ts';
import * as repo from './plans.repo.ts';

/** What a plan purchase carries to its delivery. */
export type PlanDetails = {
  plan: PlanCode;
  months: PlanMonths;
  autoRenew: boolean;
  renewalOf?: string;
};

/** The purchase kind of a plan term. */
export const KIND = 'PLAN_SUBSCRIPTION';
const CREDIT = 'PLAN_CREDIT';

/** The part of a term not yet used at `at`, in kobo of what was paid in money. */
function unusedKobo(t: repo.PlanTermRow, at: Date): bigint {
  const span = t.endsAt.getTime() - t.startsAt.getTime();
  if (span <= 0 || t.endsAt <= at) return 0n;
  const left = t.endsAt.getTime() - Math.max(at.getTime(), t.startsAt.getTime());
  return (t.paidKobo * BigInt(left)) / BigInt(span);
}

/** What a paid plan purchase hands over (the purchase service's delivery of a plan term). */
export function planDelivery(deps: { ledger: Pick<LedgerService, 'post'>; now: () => Date }) {
  const { now } = deps;

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

  return deliver;
}
