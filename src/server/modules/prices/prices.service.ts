import { koboToNaira, nairaToKobo } from '#shared/money.ts';
import { PRICE_ITEMS, priceItemInfo, type PriceItem } from '#shared/price-items.ts';
import type { Price, PriceChangeBody, PriceItemView } from '#shared/schemas/prices.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import * as repo from './prices.repo.ts';

/** A moment a little in the past still counts as "now": the form's clock is not the server's. */
const NOW_SLACK_MS = 5 * 60_000;
/** The console shows this many earlier prices of an item. */
const PAST_SHOWN = 5;

/**
 * Oja's own prices over time (decision 079): the price of an item in force at a moment (its
 * configured price before any was set), and new prices that start now or later. What was bought
 * keeps what it cost; a renewal never costs more than the term it renews.
 */
export function createPriceList(deps: { db: Db; defaults: Record<PriceItem, bigint> }) {
  const { db } = deps;

  const configured = (item: PriceItem): Price => ({
    _id: null,
    price: koboToNaira(deps.defaults[item]),
    effectiveFrom: null,
    reason: null,
    setBy: null,
  });
  const toView = (r: repo.PriceRow): Price => ({
    _id: r.id,
    price: koboToNaira(r.priceKobo),
    effectiveFrom: r.effectiveFrom.toISOString(),
    reason: r.reason,
    setBy: r.setByName,
  });

  return {
    /** The kobo an item costs at `when` (now by default). */
    async at(item: PriceItem, when = new Date(), executor: Executor = db): Promise<bigint> {
      return (await repo.priceAt(executor, item, when)) ?? deps.defaults[item];
    },

    /** Every item's kobo at `when`, in one read (the pricing pages). */
    async allAt(when = new Date(), executor: Executor = db): Promise<Record<PriceItem, bigint>> {
      const prices = { ...deps.defaults };
      for (const row of await repo.pricesAt(executor, when)) prices[row.item] = row.priceKobo;
      return prices;
    },

    /** Each item's price now, the ones set to start later and the latest before (the console). */
    async overview(now = new Date()): Promise<PriceItemView[]> {
      const rows = await repo.allPrices(db);
      return PRICE_ITEMS.map((item) => {
        const mine = rows.filter((r) => r.item === item);
        const started = mine.filter((r) => r.effectiveFrom <= now).map(toView);
        return {
          item,
          ...priceItemInfo(item),
          current: started[0] ?? configured(item),
          scheduled: mine
            .filter((r) => r.effectiveFrom > now)
            .map(toView)
            .reverse(),
          past: [...started.slice(1), ...(started.length > 0 ? [configured(item)] : [])].slice(
            0,
            PAST_SHOWN,
          ),
        };
      });
    },

    /** Adds a price from now or a later moment; the console records it in the same transaction. */
    async set(tx: Executor, staffId: string, body: PriceChangeBody, now = new Date()) {
      const from = body.effectiveFrom ? new Date(body.effectiveFrom) : now;
      if (from.getTime() < now.getTime() - NOW_SLACK_MS)
        throw badRequest({
          effectiveFrom: 'A new price starts now or later: what was bought keeps its price',
        });
      const startsAt = from < now ? now : from;
      const before = await this.at(body.item, new Date(startsAt.getTime() - 1), tx);
      const row = await repo.insertPrice(tx, {
        item: body.item,
        priceKobo: nairaToKobo(body.price),
        effectiveFrom: startsAt,
        reason: body.reason,
        setBy: staffId,
      });
      return { before, row };
    },
  };
}

export type PriceList = ReturnType<typeof createPriceList>;
