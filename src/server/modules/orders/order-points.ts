import { formatNaira } from '#shared/format.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import { badRequest, conflict } from '../../errors.ts';

/** 1 point = ₦1. */
const KOBO_PER_POINT = 100n;

/**
 * The points a checkout pays with, shared over its orders (decision 059): at most
 * `sharePercent` of the checkout's total, in whole points, each order's part in proportion to
 * its total (the points left over by rounding down go to the biggest orders). Every order keeps
 * something to pay with money, so a refund always has both parts to give back.
 */
export function pointsOfOrders(totals: bigint[], points: number, sharePercent: number): bigint[] {
  if (points === 0) return totals.map(() => 0n);
  const total = totals.reduce((sum, t) => sum + t, 0n);
  const most = Number((total * BigInt(sharePercent)) / 100n / KOBO_PER_POINT);
  if (most === 0) {
    const message =
      sharePercent === 0
        ? 'Points cannot pay for orders right now'
        : 'This order is too small to pay with points';
    throw badRequest({ point: message });
  }
  if (points > most)
    throw badRequest({
      point: `Use at most ${new Intl.NumberFormat('en-NG').format(most)} points here: points can pay up to ${sharePercent}% of an order`,
    });
  const wanted = BigInt(points);
  const shares = totals.map((t) => (wanted * t) / total);
  let left = wanted - shares.reduce((sum, s) => sum + s, 0n);
  const biggestFirst = totals.map((t, i) => ({ t, i })).sort((a, b) => (b.t > a.t ? 1 : -1));
  for (const { t, i } of biggestFirst) {
    if (left === 0n) break;
    if ((shares[i]! + 1n) * KOBO_PER_POINT < t) {
      shares[i]! += 1n;
      left -= 1n;
    }
  }
  const kobo = shares.map((s) => s * KOBO_PER_POINT);
  if (left > 0n || kobo.some((k, i) => k >= totals[i]!))
    throw badRequest({ point: 'Use fewer points: every order needs a part paid with money' });
  return kobo;
}

/**
 * The shopper's consent: a checkout sent with the amount it showed is placed only if that is
 * exactly what it charges now (a price, fee, sale or voucher may have changed meanwhile).
 */
export function checkShownAmount(shown: number | undefined, dueKobo: bigint) {
  if (shown === undefined || nairaToKobo(shown) === dueKobo) return;
  const message = `The amount to pay is now ${formatNaira(koboToNaira(dueKobo))}, not ${formatNaira(shown)}: please check your order again`;
  throw conflict(message, { amount: message });
}
