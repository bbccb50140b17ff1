import { formatNaira, formatPoints } from '#shared/format.ts';

/** A price as it is paid with Oja points (1 point = ₦1): whole points, and the rest in naira by card or from the wallet. */
export type PointsSplit = { points: number; rest: number };

/**
 * Splits a price into the points spent on it, `min(available, price)` in whole points when they
 * are used (none otherwise), and the rest to pay in naira (kobo kept exact).
 */
export function splitPrice(
  price: number,
  available: number | undefined,
  use: boolean,
): PointsSplit {
  const points =
    use && price > 0 ? Math.max(0, Math.min(Math.floor(available ?? 0), Math.floor(price))) : 0;
  return { points, rest: Math.round((price - points) * 100) / 100 };
}

/**
 * The most points a checkout of `total` naira may spend: `sharePercent` of it, in whole points
 * (the server's own rule, worked out in kobo so both agree to the point).
 */
export function orderPointsCap(total: number, sharePercent: number): number {
  if (total <= 0 || sharePercent <= 0) return 0;
  return Math.floor((Math.round(total * 100) * sharePercent) / 10_000);
}

/** What is charged: "₦3,766 + 1,234 points", "1,234 points" or "₦5,000". */
export function chargeText({ points, rest }: PointsSplit): string {
  if (points === 0) return formatNaira(rest);
  if (rest === 0) return formatPoints(points);
  return `${formatNaira(rest)} + ${formatPoints(points)}`;
}

/** A pay button's words: "Pay ₦5,000", "Pay ₦3,766 + 1,234 points", "Pay with 1,234 points". */
export const payText = (split: PointsSplit) =>
  split.points > 0 && split.rest === 0
    ? `Pay with ${formatPoints(split.points)}`
    : `Pay ${chargeText(split)}`;

/** A purchase payload's `point`: the points spent, or an empty string for none. */
export const pointField = (points: number): number | '' => (points > 0 ? points : '');
