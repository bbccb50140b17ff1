import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { adClicks, adDays, adOrders, ads, adViews } from './ads.schema.ts';

export type DayCounts = {
  adId: string;
  day: string;
  impressions?: number;
  clicks?: number;
  unbilledClicks?: number;
  spendKobo?: bigint;
  orders?: number;
  salesKobo?: bigint;
};

/** Adds counts to ads' days (a row is made on a day's first count). */
export async function addToDays(tx: Executor, rows: DayCounts[]) {
  if (rows.length === 0) return;
  await tx
    .insert(adDays)
    .values(
      rows.map((r) => ({
        adId: r.adId,
        day: r.day,
        impressions: r.impressions ?? 0,
        clicks: r.clicks ?? 0,
        unbilledClicks: r.unbilledClicks ?? 0,
        spendKobo: r.spendKobo ?? 0n,
        orders: r.orders ?? 0,
        salesKobo: r.salesKobo ?? 0n,
      })),
    )
    .onConflictDoUpdate({
      target: [adDays.adId, adDays.day],
      set: {
        impressions: sql`${adDays.impressions} + excluded.impressions`,
        clicks: sql`${adDays.clicks} + excluded.clicks`,
        unbilledClicks: sql`${adDays.unbilledClicks} + excluded.unbilled_clicks`,
        spendKobo: sql`${adDays.spendKobo} + excluded.spend_kobo`,
        orders: sql`${adDays.orders} + excluded.orders`,
        salesKobo: sql`${adDays.salesKobo} + excluded.sales_kobo`,
      },
    });
}

/** Records who saw which ad on a day; answers the views that are new (one viewer counts once). */
export async function insertViews(
  tx: Executor,
  rows: { adId: string; day: string; viewer: string }[],
) {
  if (rows.length === 0) return [];
  return tx
    .insert(adViews)
    .values(rows)
    .onConflictDoNothing()
    .returning({ adId: adViews.adId, day: adViews.day });
}

export const pruneViews = (db: Executor, beforeDay: string) =>
  db.delete(adViews).where(lt(adViews.day, beforeDay));

export type NewClick = typeof adClicks.$inferInsert;

/** A viewer's click on an ad, unless they clicked it already that day (then null). */
export async function insertClick(tx: Executor, click: NewClick) {
  const [row] = await tx.insert(adClicks).values(click).onConflictDoNothing().returning();
  return row ?? null;
}

/** How many clicks one address made on a day (every ad), before this one. */
export async function clicksFromAddress(tx: Executor, day: string, address: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(adClicks)
    .where(and(eq(adClicks.day, day), eq(adClicks.address, address)));
  return row?.n ?? 0;
}

export async function spentOnDay(tx: Executor, adId: string, day: string) {
  const [row] = await tx
    .select({ spent: adDays.spendKobo })
    .from(adDays)
    .where(and(eq(adDays.adId, adId), eq(adDays.day, day)));
  return row?.spent ?? 0n;
}

/** An ad's days from `fromDay` on, oldest first. */
export const daysOf = (db: Executor, adId: string, fromDay: string) =>
  db
    .select()
    .from(adDays)
    .where(and(eq(adDays.adId, adId), gte(adDays.day, fromDay)))
    .orderBy(asc(adDays.day));

/** Each ad's impressions and billed clicks, all time (the list's figures). */
export async function totalsOf(db: Executor, adIds: string[]) {
  if (adIds.length === 0) return new Map<string, { impressions: number; clicks: number }>();
  const rows = await db
    .select({
      adId: adDays.adId,
      impressions: sql<number>`sum(${adDays.impressions})::int`,
      clicks: sql<number>`sum(${adDays.clicks})::int`,
    })
    .from(adDays)
    .where(inArray(adDays.adId, adIds))
    .groupBy(adDays.adId);
  return new Map(rows.map((r) => [r.adId, r]));
}

/** Impressions and billed clicks since `fromDay`, and today's spend, of the given ads. */
export async function servingCounts(db: Executor, adIds: string[], fromDay: string, today: string) {
  if (adIds.length === 0) return [];
  return db
    .select({
      adId: adDays.adId,
      impressions: sql<number>`sum(${adDays.impressions})::int`,
      clicks: sql<number>`sum(${adDays.clicks})::int`,
      spentToday: sql<string>`coalesce(sum(${adDays.spendKobo}) filter (where ${adDays.day} = ${today}), 0)::text`,
    })
    .from(adDays)
    .where(and(inArray(adDays.adId, adIds), gte(adDays.day, fromDay)))
    .groupBy(adDays.adId);
}

/** Every ad's impressions, billed clicks and spend since `fromDay`: what a budget buys lately. */
export async function market(db: Executor, fromDay: string) {
  const [row] = await db
    .select({
      impressions: sql<number>`coalesce(sum(${adDays.impressions}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${adDays.clicks}), 0)::int`,
      spendKobo: sql<string>`coalesce(sum(${adDays.spendKobo}), 0)::text`,
    })
    .from(adDays)
    .where(gte(adDays.day, fromDay));
  return {
    impressions: row?.impressions ?? 0,
    clicks: row?.clicks ?? 0,
    spendKobo: BigInt(row?.spendKobo ?? '0'),
  };
}

/** The clicker's latest click (not the owner's own) on an ad for this business, in the window. */
export async function latestClick(
  tx: Executor,
  userId: string,
  salesBusinessId: string,
  since: Date,
  until: Date,
) {
  const [row] = await tx
    .select({ id: adClicks.id, adId: adClicks.adId, day: adClicks.day })
    .from(adClicks)
    .innerJoin(ads, eq(ads.id, adClicks.adId))
    .where(
      and(
        eq(adClicks.userId, userId),
        eq(ads.salesBusinessId, salesBusinessId),
        sql`${ads.ownerId} <> ${userId}`,
        gte(adClicks.at, since),
        sql`${adClicks.at} <= ${until}`,
      ),
    )
    .orderBy(desc(adClicks.at))
    .limit(1);
  return row ?? null;
}

/** Credits an order to a click once; false when it was credited already. */
export async function creditOrder(
  tx: Executor,
  row: { orderId: string; adId: string; clickId: string; totalKobo: bigint },
) {
  const inserted = await tx
    .insert(adOrders)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: adOrders.orderId });
  return inserted.length > 0;
}
