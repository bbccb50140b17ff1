import { formatNaira } from '#shared/format.ts';
import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import { termAmount, type PlanMonths } from '#shared/plans.ts';
import type { PriceItem } from '#shared/price-items.ts';
import { conflict } from '../../errors.ts';
import type { PriceList } from './prices.service.ts';

/**
 * Refuses (409) a purchase at a price other than the one the buyer was shown (`shown`, naira;
 * older apps that send none are charged the price in force, which they listed just before).
 */
export function requireShownPrice(shown: number | undefined, priceKobo: bigint, what: string) {
  if (shown === undefined || nairaToKobo(shown) === priceKobo) return;
  const words = `The price of ${what} is now ${formatNaira(koboToNaira(priceKobo))}`;
  throw conflict(words);
}

/**
 * Prices of items bought for a term of months (plans and themes) from Oja's price list (decision
 * 079): the monthly price and a term's price at a moment, and what renewing a term costs: the
 * price then, never more than the term it renews (the buyer agreed to that amount; a higher price
 * applies when they buy again themselves).
 */
export function termPrices(prices: Pick<PriceList, 'at'>) {
  const monthly = async (item: PriceItem, at?: Date) => koboToNaira(await prices.at(item, at));
  const term = async (item: PriceItem, months: PlanMonths, at?: Date) =>
    termAmount(await monthly(item, at), months);
  return {
    monthly,
    term,

    /** Kobo a renewal of the term costs at `at` (now by default). */
    async renewalKobo(
      item: PriceItem,
      renewed: { months: number; priceKobo: bigint },
      at?: Date,
    ): Promise<bigint> {
      const then = nairaToKobo(await term(item, renewed.months as PlanMonths, at));
      return then < renewed.priceKobo ? then : renewed.priceKobo;
    },
  };
}

export type TermPrices = ReturnType<typeof termPrices>;
