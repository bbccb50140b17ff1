import { lagosDay } from '#shared/dates.ts';
import type { AdStatus } from '#shared/ads.ts';
import type { Tx } from '../../db/client.ts';
import { accounts, mergeEntries } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import * as counts from './ad-counts.repo.ts';
import { MIN_CPC_KOBO } from './ad-auction.ts';
import * as repo from './ads.repo.ts';

type Ledger = Pick<LedgerService, 'post' | 'balance'>;

export const CLICK = 'AD_CLICK';
export const REFUND = 'AD_REFUND';

/**
 * Ends an ad for good (rejected, completed or cancelled) and gives back what its account still
 * holds, to the kobo: reward points first up to what points paid and clicks did not use (clicks
 * spend points first), the rest to the wallet. Runs in the caller's transaction with the ad locked;
 * the ledger posts a refund once, so a repeated end gives nothing twice.
 */
export async function endAd(
  tx: Tx,
  ledger: Ledger,
  ad: repo.AdRow,
  status: Extract<AdStatus, 'REJECTED' | 'COMPLETED' | 'CANCELLED'>,
  rejectReason?: string,
) {
  const held = accounts.ad(ad.id);
  const remaining = await ledger.balance(held, tx);
  let refunded = 0n;
  if (remaining > 0n) {
    const pointsUnused = ad.pointsKobo > ad.spentKobo ? ad.pointsKobo - ad.spentKobo : 0n;
    const toPoints = pointsUnused < remaining ? pointsUnused : remaining;
    const posted = await ledger.post(tx, {
      kind: REFUND,
      reference: ad.id,
      memo: 'Unspent ad budget',
      entries: mergeEntries([
        { account: held, amountKobo: -remaining },
        { account: accounts.points(ad.ownerId), amountKobo: toPoints },
        { account: accounts.wallet(ad.ownerId), amountKobo: remaining - toPoints },
      ]),
    });
    if (posted) refunded = remaining;
  }
  return repo.updateAd(tx, ad.id, {
    status,
    rejectReason: rejectReason ?? ad.rejectReason,
    refundedKobo: ad.refundedKobo + refunded,
    endsAt: ad.endsAt && ad.endsAt < new Date() ? ad.endsAt : new Date(),
  });
}

export type ClickToBill = {
  id: string;
  viewer: string;
  userId: string | null;
  address: string;
  priceKobo: number;
  bot: boolean;
  at: Date;
};

const ENDED: AdStatus[] = ['REJECTED', 'COMPLETED', 'CANCELLED', 'AWAITING_PAYMENT'];

/**
 * Records clicks on one ad and bills those that may be billed, in one transaction with the ad
 * locked: one viewer counts once a day; the owner's own clicks, bots', and an address's beyond
 * `perAddress` a day are recorded unbilled, as are clicks the budget or the day's budget cannot
 * pay. A billed click moves its price from the ad's account to Oja's revenue. When what is left
 * cannot pay another click, the ad is completed and the rest goes back.
 */
export async function billClicks(
  tx: Tx,
  ledger: Ledger,
  adId: string,
  clicks: ClickToBill[],
  perAddress: number,
) {
  let ad = await repo.lockAd(tx, adId);
  if (!ad) return { billed: 0, ad: null, completed: false };
  let billed = 0;
  for (const c of clicks) {
    const day = lagosDay(c.at);
    const price = BigInt(Math.min(c.priceKobo, Number(ad.maxCpcKobo)));
    const reason = await unbilledReason(tx, ad, c, day, price, perAddress);
    const row = await counts.insertClick(tx, {
      id: c.id,
      adId,
      day,
      viewer: c.viewer,
      userId: c.userId,
      address: c.address,
      priceKobo: reason ? 0n : price,
      billed: !reason,
      unbilledReason: reason,
      at: c.at,
    });
    if (!row) continue; // this viewer's click on this ad today is counted already
    if (reason) {
      await counts.addToDays(tx, [{ adId, day, unbilledClicks: 1 }]);
      continue;
    }
    await ledger.post(tx, {
      kind: CLICK,
      reference: c.id,
      entries: [
        { account: accounts.ad(adId), amountKobo: -price },
        { account: accounts.revenue, amountKobo: price },
      ],
    });
    await counts.addToDays(tx, [{ adId, day, clicks: 1, spendKobo: price }]);
    ad = await repo.updateAd(tx, adId, { spentKobo: ad.spentKobo + price });
    billed += 1;
  }
  const spentOut =
    !ENDED.includes(ad.status) && ad.budgetKobo - ad.spentKobo < BigInt(MIN_CPC_KOBO);
  if (spentOut) ad = await endAd(tx, ledger, ad, 'COMPLETED');
  return { billed, ad, completed: spentOut };
}

async function unbilledReason(
  tx: Tx,
  ad: repo.AdRow,
  c: ClickToBill,
  day: string,
  price: bigint,
  perAddress: number,
) {
  if (c.userId === ad.ownerId) return 'OWN';
  if (c.bot) return 'BOT';
  if (ENDED.includes(ad.status)) return 'ENDED';
  if ((await counts.clicksFromAddress(tx, day, c.address)) >= perAddress) return 'ADDRESS';
  if (ad.budgetKobo - ad.spentKobo < price) return 'BUDGET';
  if ((await counts.spentOnDay(tx, ad.id, day)) + price > ad.dailyBudgetKobo) return 'DAILY_BUDGET';
  return null;
}
