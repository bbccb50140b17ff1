import { and, eq, gt, lte, or, isNull } from 'drizzle-orm';
import { lagosDay } from '#shared/dates.ts';
import type { AdPlacement } from '#shared/ads.ts';
import type { Db } from '../../db/client.ts';
import { runAuction, type LiveAd, type SlotAsk } from './ad-auction.ts';
import * as counts from './ad-counts.repo.ts';
import { ads } from './ads.schema.ts';
import { cardsOf } from './ads.repo.ts';

const RATE_DAYS = 30;

/**
 * The ads that may show, held in memory and read again every `refreshMs` (and at once after a
 * change here), so choosing a slot's ads costs a request no database work (decision 057). Spend
 * read a few seconds late can only let an ad show a little longer: billing checks the budget
 * itself, with the ad locked.
 */
export function createAdServing(deps: {
  db: Db;
  refreshMs: number;
  log: (msg: string, detail?: unknown) => void;
}) {
  let live: LiveAd[] = [];
  let loaded: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  async function load(now = new Date()) {
    const rows = await deps.db
      .select()
      .from(ads)
      .where(
        and(
          eq(ads.status, 'ACTIVE'),
          or(isNull(ads.startsAt), lte(ads.startsAt, now)),
          or(isNull(ads.endsAt), gt(ads.endsAt, now)),
        ),
      );
    const today = lagosDay(now);
    const from = lagosDay(new Date(now.getTime() - RATE_DAYS * 86_400_000));
    const [{ cards, categories }, served] = await Promise.all([
      cardsOf(deps.db, rows),
      counts.servingCounts(
        deps.db,
        rows.map((r) => r.id),
        from,
        today,
      ),
    ]);
    const byAd = new Map(served.map((s) => [s.adId, s]));
    live = rows.flatMap((r): LiveAd[] => {
      const target = cards.get(r.targetId);
      if (!target) return [];
      const c = byAd.get(r.id);
      return [
        {
          id: r.id,
          ownerId: r.ownerId,
          businessId: r.salesBusinessId,
          kind: r.kind,
          headline: r.headline,
          placements: r.placements as AdPlacement[],
          states: r.states,
          categoryIds: r.categoryIds,
          targetCategoryId: categories.get(r.targetId) ?? null,
          words: target.title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [],
          target,
          maxCpcKobo: Number(r.maxCpcKobo),
          dailyKobo: Number(r.dailyBudgetKobo),
          remainingKobo: Number(r.budgetKobo - r.spentKobo),
          spentTodayKobo: Number(c?.spentToday ?? 0),
          impressions: c?.impressions ?? 0,
          clicks: c?.clicks ?? 0,
        },
      ];
    });
  }

  /**
   * Reads the ads again, once a read under way ends (it may have begun before the change that
   * asks); asks meanwhile share that next read. A failed read is logged and the old set kept.
   */
  let next: Promise<void> | null = null;
  function refresh(): Promise<void> {
    if (next) return next;
    const after = loaded ?? Promise.resolve();
    next = after.then(() => {
      next = null;
      loaded = load()
        .catch((err) => deps.log('ads: could not read the ads that may show', err))
        .finally(() => {
          loaded = null;
        });
      return loaded;
    });
    return next;
  }

  let first: Promise<void> | null = null;

  return {
    refresh,

    /** The ads to show in a slot, with the price a click on each will be billed. */
    async select(ask: SlotAsk) {
      first ??= refresh();
      await first;
      if (!timer && deps.refreshMs > 0) {
        timer = setInterval(() => void refresh(), deps.refreshMs);
        timer.unref();
      }
      return runAuction(live, ask);
    },

    /** What the auction sees now (tests and the bench). */
    live: () => live,

    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type AdServing = ReturnType<typeof createAdServing>;
