import type { Db } from '../../db/client.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import * as counts from './ad-counts.repo.ts';
import { CLICK, endAd } from './ad-money.ts';
import * as repo from './ads.repo.ts';

/** One past day of an ad: what it showed, what its clicks cost, what its clickers bought. */
export type PastDay = {
  day: string;
  impressions: number;
  clicks: number;
  spendKobo: bigint;
  orders: number;
  salesKobo: bigint;
};

/**
 * Gives an approved ad a past (the demo's year of campaigns): it ran from `startsAt` to `endsAt`,
 * each day's clicks were billed from its account to revenue on that day (one transfer a day),
 * and an ad whose days are over is completed with the rest refunded, as the job would have.
 */
export async function recordHistory(
  db: Db,
  ledger: Pick<LedgerService, 'post' | 'balance'>,
  adId: string,
  run: { startsAt: Date; endsAt: Date },
  days: PastDay[],
  now: Date,
) {
  await db.transaction(async (tx) => {
    let ad = (await repo.lockAd(tx, adId))!;
    let spent = ad.spentKobo;
    for (const d of days) {
      const cost = d.spendKobo <= ad.budgetKobo - spent ? d.spendKobo : ad.budgetKobo - spent;
      if (cost > 0n)
        await ledger.post(tx, {
          kind: CLICK,
          reference: `${adId}:${d.day}`,
          entries: [
            { account: accounts.ad(adId), amountKobo: -cost },
            { account: accounts.revenue, amountKobo: cost },
          ],
          at: new Date(`${d.day}T12:00:00+01:00`),
        });
      spent += cost;
      await counts.addToDays(tx, [{ ...d, adId, spendKobo: cost }]);
    }
    ad = await repo.updateAd(tx, adId, {
      spentKobo: spent,
      createdAt: new Date(run.startsAt.getTime() - 3_600_000),
      startsAt: run.startsAt,
      endsAt: run.endsAt,
    });
    if (run.endsAt <= now) await endAd(tx, ledger, ad, 'COMPLETED');
  });
}
