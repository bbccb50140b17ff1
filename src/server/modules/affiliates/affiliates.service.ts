import type { z } from 'zod';
import { ATTRIBUTION_DAYS, CLICK_WINDOW_MINUTES } from '#shared/affiliates.ts';
import { koboToNaira, percentOfKobo } from '#shared/money.ts';
import type {
  AffiliateClickBody,
  AffiliateSummary,
  MyResale,
  ResaleOffer,
  resaleOfferQuerySchema,
} from '#shared/schemas/affiliates.ts';
import { parseCookies } from '../../cookies.ts';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { offsetOf, pageOf } from '../../paging.ts';
import * as figures from './affiliate-figures.repo.ts';
import * as repo from './affiliates.repo.ts';
import { ATTRIBUTION_COOKIE, type AttributionCookies } from './attribution-cookie.ts';

export type AffiliatesService = ReturnType<typeof createAffiliatesService>;

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Naira earned on one unit at `percent`, rounded down to the kobo as checkout rounds it. */
const perSale = (priceKobo: bigint, percent: number) =>
  koboToNaira(percentOfKobo(priceKobo, percent));

const sellerOf = (r: {
  business_name: string;
  business_handle: string;
  business_state: string | null;
  rating_average: string;
  rating_count: string;
}) => ({
  name: r.business_name,
  handle: r.business_handle,
  state: r.business_state,
  rating: { average: Number(r.rating_average), count: Number(r.rating_count) },
});

/**
 * Affiliate links and figures (decision 061). A visit through a link is counted once per
 * browser, link and half hour, and keeps its affiliate for 7 days: in a signed cookie, and on the
 * server for a signed-in visitor. Checkout asks `affiliateFor` who the last one was.
 */
export function createAffiliatesService(deps: { db: Db; cookies: AttributionCookies }) {
  const { db, cookies } = deps;

  /** Who a link's `ref` credits, or null when it names nothing. */
  async function targetOf(ref: string, productId?: string): Promise<repo.LinkTarget | null> {
    const resale = UUID.test(ref)
      ? await repo.findResale(db, { id: ref.toLowerCase() })
      : await repo.findResale(db, { code: ref.toUpperCase() });
    if (resale) return productId && resale.productId !== productId ? null : resale;
    // A store's link, or an older product link naming the reseller.
    const affiliateId = UUID.test(ref)
      ? await repo.findUserId(db, { id: ref.toLowerCase() })
      : await repo.findUserId(db, { code: ref.toUpperCase() });
    return affiliateId ? { affiliateId, resaleId: null, productId: productId ?? null } : null;
  }

  return {
    /** The product a share code opens (`/r/{code}`), or null. */
    async productOfCode(code: string): Promise<string | null> {
      if (!/^[A-Za-z0-9]{4,20}$/.test(code)) return null;
      return (await repo.findResale(db, { code: code.toUpperCase() }))?.productId ?? null;
    },

    /**
     * Records a visit through a link and returns the cookie that keeps its affiliate. Nothing is
     * counted or kept for the affiliate's own visit, nor the store owner's.
     */
    async recordClick(
      body: AffiliateClickBody,
      who: { userId: string | null; ip: string; userAgent: string | undefined },
      now = new Date(),
    ): Promise<{ counted: boolean; cookie: string | null }> {
      const target = await targetOf(body.ref, body.productId);
      if (!target) throw notFound('Affiliate link');
      const place = target.productId
        ? { productId: target.productId }
        : body.businessId
          ? { businessId: body.businessId }
          : null;
      const store = place ? await repo.ownerOf(db, place) : null;
      if (place && !store) throw notFound(body.businessId ? 'Store' : 'Product');
      const own = who.userId === target.affiliateId || who.userId === store?.ownerId;
      if (own || target.affiliateId === store?.ownerId) return { counted: false, cookie: null };
      const counted = await repo.insertClickOnce(
        db,
        {
          ...target,
          businessId: store?.businessId ?? null,
          visitor: cookies.visitorOf(who.ip, who.userAgent),
          userId: who.userId,
        },
        now,
        new Date(now.getTime() - CLICK_WINDOW_MINUTES * 60_000),
      );
      if (who.userId) {
        await repo.saveAttribution(db, {
          userId: who.userId,
          affiliateId: target.affiliateId,
          clickedAt: now,
          expiresAt: new Date(now.getTime() + ATTRIBUTION_DAYS * DAY_MS),
        });
      }
      return { counted, cookie: cookies.issue(target.affiliateId, now) };
    },

    /**
     * The affiliate the shopper last came through in the past 7 days, from this browser's cookie
     * or the server's record, whichever is newer (the cookie's is kept on the server from now on,
     * for their other browsers); never themselves.
     */
    async affiliateFor(
      tx: Executor,
      customerId: string,
      cookieHeader: string | undefined,
      now = new Date(),
    ): Promise<string | null> {
      const fromCookie = cookies.read(parseCookies(cookieHeader).get(ATTRIBUTION_COOKIE), now);
      const saved = await repo.attributionOf(tx, customerId, now);
      if (fromCookie && (!saved || fromCookie.clickedAt > saved.clickedAt)) {
        await repo.saveAttribution(tx, {
          userId: customerId,
          ...fromCookie,
          expiresAt: new Date(fromCookie.clickedAt.getTime() + ATTRIBUTION_DAYS * DAY_MS),
        });
      }
      const last =
        fromCookie && (!saved || fromCookie.clickedAt > saved.clickedAt) ? fromCookie : saved;
      return last && last.affiliateId !== customerId ? last.affiliateId : null;
    },

    async programme() {
      const row = await figures.programme(db);
      return {
        products: Number(row.products),
        sellers: Number(row.sellers),
        commission: {
          lowest: Number(row.lowest ?? 0),
          highest: Number(row.highest ?? 0),
          average: Number(row.average ?? 0),
        },
      };
    },

    async offers(viewerId: string | null, q: z.output<typeof resaleOfferQuerySchema>) {
      const { limit, offset } = offsetOf(q.page, q.limit);
      const rows = await figures.offers(
        db,
        { viewerId, search: q.search, sort: q.sort },
        limit,
        offset,
      );
      const results: ResaleOffer[] = rows.map((r) => ({
        _id: r.id,
        name: r.name,
        photo: r.photo,
        unitPrice: koboToNaira(r.unit_price_kobo),
        quantity: r.quantity,
        commission: Number(r.commission_pct),
        commissionPerSale: perSale(BigInt(r.unit_price_kobo), Number(r.commission_pct)),
        business: sellerOf(r),
        inMyList: r.in_my_list,
      }));
      return pageOf(results, Number(rows[0]?.total ?? 0), q.page, q.limit);
    },

    async summary(affiliateId: string, days: number, now = new Date()): Promise<AffiliateSummary> {
      const since = new Date(now.getTime() - days * DAY_MS);
      const [totals, months, products] = await Promise.all([
        figures.totalsOf(db, affiliateId, since),
        figures.monthsOf(db, affiliateId, now),
        figures.resaleCountOf(db, affiliateId),
      ]);
      return {
        days,
        clicks: totals.clicks,
        orders: totals.orders,
        conversion: totals.clicks ? Math.round((totals.orders / totals.clicks) * 1000) / 10 : 0,
        pending: koboToNaira(totals.pendingKobo),
        earned: koboToNaira(totals.earnedKobo),
        earnedToDate: koboToNaira(totals.toDateKobo),
        products,
        months: months.map((m) => ({
          month: m.month,
          clicks: m.clicks,
          orders: m.orders,
          earned: koboToNaira(m.earnedKobo),
        })),
      };
    },

    async resales(affiliateId: string, page: number, limit: number) {
      const { offset } = offsetOf(page, limit);
      const [rows, total] = await Promise.all([
        figures.resalesOf(db, affiliateId, limit, offset),
        figures.resaleCountOf(db, affiliateId),
      ]);
      const results: MyResale[] = rows.map((r) => ({
        _id: r.id,
        code: r.code,
        name: r.name,
        photo: r.photo,
        unitPrice: koboToNaira(r.unit_price_kobo),
        quantity: r.quantity,
        commission: Number(r.commission_pct),
        commissionPerSale: perSale(BigInt(r.unit_price_kobo), Number(r.commission_pct)),
        open: r.open,
        business: sellerOf(r),
        clicks: Number(r.clicks),
        orders: Number(r.orders),
        pending: koboToNaira(r.pending),
        earned: koboToNaira(r.earned),
        addedAt: new Date(r.added_at).toISOString(),
      }));
      return pageOf(results, total, page, limit);
    },
  };
}
