import { lagosDay } from '#shared/dates.ts';
import { AD_ENDED, type AdFigureDays, type AdPlacement } from '#shared/ads.ts';
import type { AdFigures, AdTarget, AdView } from '#shared/schemas/ads.ts';
import { koboToNaira } from '#shared/money.ts';
import type { adDays } from './ads.schema.ts';
import type { Executor } from '../../db/client.ts';
import * as counts from './ad-counts.repo.ts';
import { cardsOf, type AdRow } from './ads.repo.ts';

/** What an ad shows of its target when the target is gone (deleted since). */
const goneTarget = (row: AdRow): AdTarget => ({
  _id: row.targetId,
  title: 'No longer available',
  subtitle: null,
  image: null,
  price: null,
  path: '/explore',
});

export function adView(
  row: AdRow,
  target: AdTarget | undefined,
  /** The owner's and support's view: money and counts; null for everyone else. */
  account: { impressions: number; clicks: number; remainingKobo: bigint } | null,
): AdView {
  return {
    _id: row.id,
    kind: row.kind,
    target: target ?? goneTarget(row),
    headline: row.headline,
    placements: row.placements as AdPlacement[],
    states: row.states,
    categories: row.categoryIds,
    status: row.status,
    businessId: row.businessId,
    ownerId: row.ownerId,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    account: account && {
      dailyBudget: koboToNaira(row.dailyBudgetKobo),
      days: row.days,
      budget: koboToNaira(row.budgetKobo),
      spent: koboToNaira(row.spentKobo),
      remaining: koboToNaira(account.remainingKobo),
      refunded: koboToNaira(row.refundedKobo),
      maxCpc: koboToNaira(row.maxCpcKobo),
      impressions: account.impressions,
      clicks: account.clicks,
      rejectReason: row.rejectReason,
    },
  };
}

type DayRow = typeof adDays.$inferSelect;

/** The first Lagos day of a period of `days` days ending today. */
export const firstDayOf = (days: number, now: Date) =>
  lagosDay(new Date(now.getTime() - (days - 1) * 86_400_000));

/** Every day of the period (days with nothing are zeros, so a chart has no gaps) and totals. */
export function figuresOf(days: AdFigureDays, rows: DayRow[], now: Date): AdFigures {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const series: AdFigures['series'] = [];
  let spendKobo = 0n;
  let salesKobo = 0n;
  const totals = { impressions: 0, clicks: 0, orders: 0 };
  for (let i = days - 1; i >= 0; i -= 1) {
    const day = lagosDay(new Date(now.getTime() - i * 86_400_000));
    const r = byDay.get(day);
    series.push({
      day,
      impressions: r?.impressions ?? 0,
      clicks: r?.clicks ?? 0,
      spend: koboToNaira(r?.spendKobo ?? 0n),
      orders: r?.orders ?? 0,
      sales: koboToNaira(r?.salesKobo ?? 0n),
    });
    totals.impressions += r?.impressions ?? 0;
    totals.clicks += r?.clicks ?? 0;
    totals.orders += r?.orders ?? 0;
    spendKobo += r?.spendKobo ?? 0n;
    salesKobo += r?.salesKobo ?? 0n;
  }
  return {
    days,
    series,
    totals: {
      ...totals,
      spend: koboToNaira(spendKobo),
      sales: koboToNaira(salesKobo),
      clickRate: totals.impressions ? totals.clicks / totals.impressions : 0,
      salesPerNaira: spendKobo > 0n ? Number((salesKobo * 100n) / spendKobo) / 100 : 0,
    },
  };
}

/**
 * What an ad's account holds, from its row: the row moves with every ledger transfer of the ad
 * (payment, billed clicks, the refund), so no balance query per ad is needed. An unpaid ad holds
 * nothing; an ended one shows what went back.
 */
export const remainingOf = (r: AdRow) =>
  r.status === 'AWAITING_PAYMENT'
    ? 0n
    : AD_ENDED.includes(r.status)
      ? r.refundedKobo
      : r.budgetKobo - r.spentKobo - r.refundedKobo;

/** Ads as their viewer may see them: money and counts for the owner and support only. */
export async function viewsFor(
  db: Executor,
  viewerId: string | null,
  rows: AdRow[],
  support: boolean,
) {
  const mine = rows.filter((r) => support || r.ownerId === viewerId);
  const [{ cards }, totals] = await Promise.all([
    cardsOf(db, rows),
    counts.totalsOf(
      db,
      mine.map((r) => r.id),
    ),
  ]);
  const shown = new Set(mine.map((r) => r.id));
  return rows.map((r) =>
    adView(
      r,
      cards.get(r.targetId),
      shown.has(r.id)
        ? {
            impressions: totals.get(r.id)?.impressions ?? 0,
            clicks: totals.get(r.id)?.clicks ?? 0,
            remainingKobo: remainingOf(r),
          }
        : null,
    ),
  );
}
