import type { Db } from '../../db/client.ts';
import { AppError, conflict } from '../../errors.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { accounts } from '../ledger/ledger.public.ts';
import { creatorPayees } from '../payments/payments.public.ts';
import type { PurchasesService } from '../payments/purchases.service.ts';
import { subscriptionLapsed, subscriptionPriceNoticed } from './creator-subscriptions.public.ts';
import * as repo from './subscription-renewals.repo.ts';
import { nameOf, newPriceApplies } from './subscription-views.ts';

/** What a subscription's purchase carries, for the period it pays when delivered. */
export type SubscriptionDetails = {
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

/** The monthly renewal of subscriptions from the fans' wallets (a scheduled job). */
export function createSubscriptionRenewals(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  purchases: Pick<PurchasesService, 'buy'>;
  platformSharePercent: number;
  log?: (msg: string, detail: unknown) => void;
}) {
  const { db, purchases } = deps;
  const log = deps.log ?? (() => {});

  const shares = (creatorId: string, priceKobo: bigint) =>
    creatorPayees(creatorId, priceKobo, deps.platformSharePercent);

  return {
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
}
