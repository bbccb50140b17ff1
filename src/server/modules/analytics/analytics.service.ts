import { koboToNaira } from '#shared/money.ts';
import type { OrderStatus } from '#shared/order-flow.ts';
import type {
  Bucket,
  Metrics,
  MetricsQuery,
  Overview,
  OverviewQuery,
  SalesReportQuery,
} from '#shared/schemas/analytics.ts';
import type { PlanCode } from '#shared/constants.ts';
import type { PlanFeature } from '#shared/plans.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { accounts } from '../ledger/ledger.public.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { ORDER_LEDGER_KINDS } from '../orders/orders.public.ts';
import { requirePlanFeature } from '../plans/plans.public.ts';
import type { FactItem } from './analytics.schema.ts';
import * as repo from './analytics.repo.ts';
import {
  add,
  lagosDay,
  longerThanFreeAnalytics,
  periodOf,
  startOf,
  type Period,
} from './periods.ts';
import { buildSalesReport } from './sales-report.ts';

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** What sold: the rankings leave out orders the vendor turned down or that came back. */
const SOLD: readonly OrderStatus[] = ['PENDING', 'ACCEPTED', 'SHIPPED', 'DELIVERED', 'RECEIVED'];
const TOP = 5;
const LOCATIONS = 10;

/** Orders per view, or null when nothing was viewed. */
const perView = (orders: number, views: number) => (views > 0 ? orders / views : null);

/**
 * Rows of one table with the same key merged, their sums added (a status kept and a value
 * changed is one row, not a take-back and an add that one statement could not both apply), and
 * rows that add nothing dropped.
 */
function net<R extends object>(rows: R[], keys: (keyof R)[], sums: (keyof R)[]): R[] {
  const byKey = new Map<string, R>();
  for (const row of rows) {
    const id = keys
      .map((k) => {
        const v = row[k];
        return v instanceof Date ? v.toISOString() : String(v);
      })
      .join('|');
    const had = byKey.get(id);
    if (!had) {
      byKey.set(id, { ...row });
      continue;
    }
    for (const f of sums) {
      const [a, b] = [had[f], row[f]];
      had[f] = (
        typeof a === 'bigint' ? a + (b as bigint) : (a as number) + (b as number)
      ) as R[typeof f];
    }
  }
  return [...byKey.values()].filter((r) => sums.some((f) => r[f] !== 0 && r[f] !== 0n));
}

/** Each rollup's rows netted by its key (`net`); a product is remembered once. */
function netted(d: repo.RollupDeltas): repo.RollupDeltas {
  const money = ['orders', 'valueKobo', 'releasedKobo'] as const;
  const counts = ['orders', 'valueKobo', 'units'] as const;
  return {
    businessHours: net(d.businessHours, ['businessId', 'hour', 'status'], [...money]),
    businessMonths: net(d.businessMonths, ['businessId', 'month', 'status'], [...money]),
    customerHours: net(d.customerHours, ['customerId', 'hour', 'status'], ['orders', 'valueKobo']),
    businessDays: net(
      d.businessDays,
      ['businessId', 'breakdown', 'key', 'day', 'status'],
      [...counts],
    ),
    businessMonthKeys: net(
      d.businessMonthKeys,
      ['businessId', 'breakdown', 'key', 'month', 'status'],
      [...counts],
    ),
    products: [...new Map(d.products.map((p) => [p.productId, p])).values()],
  };
}

/** The plans module's check of a paid feature (403 PLAN_UPGRADE_REQUIRED). */
export type PlanGate = {
  require: (userId: string, feature: PlanFeature, what: string) => Promise<void>;
};

/**
 * Vendor and customer analytics (decision 025). Paid orders are counted into rollups as their
 * events arrive (and by a catch-up job for any missed), so a dashboard reads a few hundred rollup
 * rows however many orders a business has.
 */
export function createAnalyticsService(deps: {
  db: Db;
  ledger: Pick<LedgerService, 'entriesOf' | 'entriesOfMany'>;
  plans: PlanGate;
}) {
  const { db } = deps;

  /** A business's figures beyond 7 days are a paid plan's (the plan matrix). */
  const allowPeriod = (ownersPlan: PlanCode, p: { from: Date; to: Date }) => {
    if (longerThanFreeAnalytics(p))
      requirePlanFeature(ownersPlan, 'longAnalytics', 'Analytics beyond 7 days');
  };

  /** What the ledger released to the business for an order, after any refund took it back. */
  async function releasedFor(tx: Tx, orderId: string, businessId: string) {
    const business = accounts.business(businessId);
    let sum = 0n;
    for (const kind of [ORDER_LEDGER_KINDS.release, ORDER_LEDGER_KINDS.refund])
      for (const e of await deps.ledger.entriesOf(tx, kind, orderId))
        if (e.account === business) sum += e.amountKobo;
    return sum;
  }

  /** One order's share of every rollup, added (sign 1) or taken back (sign -1), into `into`. */
  function share(into: repo.RollupDeltas, f: repo.Fact, sign: 1 | -1) {
    const k = BigInt(sign);
    const hour = new Date(Math.floor(f.placedAt.getTime() / 3_600_000) * 3_600_000);
    const day = lagosDay(f.placedAt);
    const month = `${day.slice(0, 7)}-01`;
    const business = {
      businessId: f.businessId,
      status: f.status,
      orders: sign,
      valueKobo: k * f.valueKobo,
      releasedKobo: k * f.releasedKobo,
    };
    into.businessHours.push({ ...business, hour });
    into.businessMonths.push({ ...business, month });
    into.customerHours.push({
      customerId: f.customerId,
      hour,
      status: f.status,
      orders: sign,
      valueKobo: k * f.valueKobo,
    });
    const units = f.items.reduce((sum, i) => sum + i.units, 0);
    const row = (breakdown: 'product' | 'customer' | 'state' | 'lga', key: string) => ({
      businessId: f.businessId,
      breakdown,
      key,
      day,
      status: f.status,
    });
    const byProduct = new Map<string, { units: number; valueKobo: bigint }>();
    for (const i of f.items) {
      const had = byProduct.get(i.productId) ?? { units: 0, valueKobo: 0n };
      byProduct.set(i.productId, {
        units: had.units + i.units,
        valueKobo: had.valueKobo + BigInt(i.valueKobo),
      });
    }
    const keys = [
      ...[...byProduct].map(([productId, p]) => ({
        ...row('product', productId),
        orders: sign,
        units: sign * p.units,
        valueKobo: k * p.valueKobo,
      })),
      ...[
        row('customer', f.customerId),
        row('state', f.state),
        row('lga', `${f.state}|${f.lga ?? ''}`),
      ].map((r) => ({ ...r, orders: sign, units: sign * units, valueKobo: k * f.valueKobo })),
    ];
    into.businessDays.push(...keys);
    into.businessMonthKeys.push(...keys.map(({ day: _day, ...r }) => ({ ...r, month })));
  }

  const sameFact = (a: repo.Fact | null, b: repo.Fact | null) =>
    a === b ||
    (a !== null &&
      b !== null &&
      a.status === b.status &&
      a.placedAt.getTime() === b.placedAt.getTime() &&
      a.valueKobo === b.valueKobo &&
      a.releasedKobo === b.releasedKobo);

  /** Counts an order as it stands now (once paid), taking back what was counted of it before. */
  async function record(orderId: string) {
    await db.transaction(async (tx) => {
      const was = await repo.lockOrderFacts(tx, orderId);
      const order = await repo.readPaidOrder(tx, orderId);
      const now: repo.Fact | null = order && {
        orderId,
        businessId: order.businessId,
        customerId: order.customerId,
        placedAt: order.createdAt,
        status: order.status,
        valueKobo: order.totalKobo,
        releasedKobo: await releasedFor(tx, orderId, order.businessId),
        state: order.address.state,
        lga: order.address.lga ?? null,
        items: order.items
          .filter((i) => i.productId)
          .map((i): FactItem => ({
            productId: i.productId!,
            name: i.name,
            photo: i.photo,
            unitPriceKobo: String(i.unitPriceKobo),
            units: i.units,
            valueKobo: String(i.valueKobo),
          })),
      };
      if (sameFact(was, now)) return;
      const deltas: repo.RollupDeltas = {
        businessHours: [],
        businessMonths: [],
        customerHours: [],
        businessDays: [],
        businessMonthKeys: [],
        products: [],
      };
      if (was) share(deltas, was, -1);
      if (now) {
        share(deltas, now, 1);
        await repo.saveFact(tx, now);
        deltas.products = now.items.map((i) => ({
          productId: i.productId,
          businessId: now.businessId,
          name: i.name,
          photo: i.photo,
          unitPriceKobo: BigInt(i.unitPriceKobo),
        }));
      } else {
        await repo.deleteFact(tx, orderId);
      }
      // The shop's shared rows last, in one statement, each key once with what was and what is
      // netted: they stay locked only from here to the commit.
      await repo.addRollups(tx, netted(deltas));
    });
  }

  /** The buckets of a period with their sums; a bucket without orders is there as zeros. */
  function fill(period: Period, sums: Awaited<ReturnType<typeof repo.hourlyTrend>>): Metrics {
    const at = new Map(sums.map((s) => [s.bucket.getTime(), s]));
    const buckets: Bucket[] = period.buckets.map((start) => {
      const s = at.get(start.getTime());
      return {
        start: start.toISOString(),
        orders: s?.orders ?? 0,
        value: koboToNaira(s?.valueKobo ?? 0n),
        revenue: koboToNaira(s?.releasedKobo ?? 0n),
        units: s?.units ?? 0,
      };
    });
    const total = (f: 'orders' | 'units') => sums.reduce((n, s) => n + s[f], 0);
    const kobo = (f: 'valueKobo' | 'releasedKobo') => sums.reduce((n, s) => n + s[f], 0n);
    return {
      unit: period.unit,
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      buckets,
      totals: {
        orders: total('orders'),
        value: koboToNaira(kobo('valueKobo')),
        revenue: koboToNaira(kobo('releasedKobo')),
        units: total('units'),
      },
    };
  }

  /** Refuses anyone but the business's owner; the owner's plan, read with the ownership. */
  async function ownBusiness(viewerId: string, businessId: string): Promise<PlanCode> {
    const business = await repo.ownerOfBusiness(db, businessId);
    if (!business) throw notFound('Business');
    if (business.ownerId !== viewerId)
      throw forbidden('Only the owner of this business can see its figures');
    return business.plan;
  }

  /** A period of whole Lagos months, as its months' first days; null for any other period. */
  const wholeMonths = (p: Period) =>
    p.unit === 'month' &&
    startOf(p.from, 'month').getTime() === p.from.getTime() &&
    startOf(p.to, 'month').getTime() === p.to.getTime()
      ? { fromMonth: lagosDay(p.from), toMonth: lagosDay(p.to) }
      : null;

  /** Monthly rows as the trend's sums per month and the orders per status. */
  const byMonth = (rows: Awaited<ReturnType<typeof repo.monthlyOrders>>) => {
    const sums = new Map<string, Awaited<ReturnType<typeof repo.hourlyTrend>>[number]>();
    const statuses = new Map<OrderStatus, number>();
    for (const r of rows) {
      const s = sums.get(r.month) ?? {
        bucket: new Date(Date.parse(`${r.month}T00:00:00+01:00`)),
        orders: 0,
        valueKobo: 0n,
        releasedKobo: 0n,
        units: 0,
      };
      s.orders += r.orders;
      s.valueKobo += r.valueKobo;
      s.releasedKobo += r.releasedKobo;
      sums.set(r.month, s);
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + r.orders);
    }
    const byStatus = [...statuses]
      .filter(([, n]) => n > 0)
      .map(([status, orders]) => ({ status, orders }));
    return [[...sums.values()], byStatus] satisfies [unknown, unknown];
  };

  /** Lagos days covering a period (the rankings' rollups are daily; 24 hours spans two days). */
  const daysOf = (p: Period) => ({
    fromDay: lagosDay(p.from),
    toDay: lagosDay(add(new Date(p.to.getTime() - 1), 'day', 1)),
  });

  return {
    record,

    /** A business's sales over Lagos days, for its owner (see sales-report.ts). */
    salesReport: (viewerId: string, businessId: string, q: SalesReportQuery) =>
      buildSalesReport(deps, viewerId, businessId, q),

    /** The sales report as a file (CSV, PDF): a paid plan's. */
    async salesReportFile(viewerId: string, businessId: string, q: SalesReportQuery) {
      const report = await buildSalesReport(deps, viewerId, businessId, q);
      await deps.plans.require(viewerId, 'salesReportExport', 'The sales report as a file');
      return report;
    },

    /** Catch-up (a job): paid orders whose count is missing or out of date, a batch at a time. */
    async catchUp(batch = 500): Promise<number> {
      const ids = await repo.ordersOutOfStep(db, batch);
      for (const id of ids) await record(id);
      return ids.length;
    },

    /** `GET orders/metrics`: a business's orders, a customer's own spending, a product's sales. */
    async metrics(viewerId: string, q: MetricsQuery, now = new Date()): Promise<Metrics> {
      const period = periodOf(q, now);
      const range = {
        from: period.from,
        to: period.to,
        unit: period.unit,
        statuses: q.orderStatus,
      };
      if (q.byValueType === 'CUSTOMER') {
        if (q.byValue !== viewerId) throw forbidden('You can only see your own spending');
        return fill(period, await repo.hourlyTrend(db, { customerId: q.byValue }, range));
      }
      if (q.byValueType === 'BUSINESS') {
        allowPeriod(await ownBusiness(viewerId, q.byValue), period);
        return fill(period, await repo.hourlyTrend(db, { businessId: q.byValue }, range));
      }
      const businessId = await repo.businessOfProduct(db, q.byValue);
      if (!businessId) throw notFound('Product');
      allowPeriod(await ownBusiness(viewerId, businessId), period);
      if (period.unit === 'hour')
        throw new AppError(400, 'VALIDATION_ERROR', 'Product sales are counted by day', {
          durationType: 'Product sales are counted by day, week or month',
        });
      return fill(
        period,
        await repo.productTrend(db, businessId, q.byValue, {
          ...range,
          statuses: q.orderStatus ?? SOLD,
          ...daysOf(period),
        }),
      );
    },

    /** A business's overview for the dashboard: trend, statuses and every ranking at once. */
    async overview(
      viewerId: string,
      businessId: string,
      q: OverviewQuery,
      now = new Date(),
    ): Promise<Overview> {
      const plan = await ownBusiness(viewerId, businessId);
      const period = periodOf(q, now);
      allowPeriod(plan, period);
      const days = daysOf(period);
      const months = wholeMonths(period);
      const [orders, ranked] = await Promise.all([
        months
          ? repo.monthlyOrders(db, businessId, months).then(byMonth)
          : Promise.all([
              repo.hourlyTrend(db, { businessId }, { ...period }),
              repo.ordersByStatus(db, businessId, period.from, period.to),
            ]),
        repo.rankings(
          db,
          businessId,
          months ? { fromDay: months.fromMonth, toDay: months.toMonth, byMonth: true } : days,
          SOLD,
          { top: TOP, locations: LOCATIONS },
        ),
      ]);
      // Views come with the rankings; a period in which nothing sold reads them on their own.
      const views = ranked.views ?? (await repo.businessViews(db, businessId, days));
      // Orders per view only where views were counted over the whole period: orders placed
      // before views were counted would otherwise read as more orders than views.
      const from = months?.fromMonth ?? days.fromDay;
      const converted = (orders: number, seen: number) =>
        orders === 0 || (ranked.viewsSince !== null && ranked.viewsSince <= from)
          ? perView(orders, seen)
          : null;
      const [trend, byStatus] = orders;
      const {
        products,
        customersByValue: byValue,
        customersByCount: byCount,
        states,
        lgas,
      } = ranked;
      const counts = { customers: ranked.customers, repeaters: ranked.repeaters };
      const customer = ({ key, customer: u, orders, valueKobo }: repo.Ranked) => ({
        _id: key,
        name: u ? `${u.firstName} ${u.lastName}` : 'Former customer',
        handle: u?.handle ?? '',
        avatar: u?.avatarUrl ?? null,
        orders,
        value: koboToNaira(valueKobo),
      });
      const location = (l: (typeof states)[number], withLga: boolean) => {
        const [state = '', lga = ''] = l.key.split('|');
        return {
          state,
          lga: withLga ? lga || null : null,
          orders: l.orders,
          value: koboToNaira(l.valueKobo),
        };
      };
      return {
        trend: fill(period, trend),
        byStatus,
        topProducts: products.map(({ key, product, units, valueKobo, orders }) => ({
          _id: key,
          name: product?.name ?? 'Product',
          photo: product?.photo ?? null,
          unitPrice: koboToNaira(product?.unitPriceKobo ?? 0n),
          quantity: units,
          value: koboToNaira(valueKobo),
          orders,
          views: product?.views ?? 0,
          conversion: converted(orders, product?.views ?? 0),
        })),
        topCustomers: {
          byValue: byValue.map(customer),
          byCount: byCount.map(customer),
          customers: counts.customers,
          repeatRate: counts.customers ? counts.repeaters / counts.customers : 0,
        },
        states: states.map((l) => location(l, false)),
        lgas: lgas.map((l) => location(l, true)),
        views: { total: views, conversion: converted(ranked.orders, views) },
      };
    },

    /**
     * `POST products/{id}/views`: someone opened a product's page. Counted once per viewer (the
     * signed-in user, else the visitor's browser), product and Lagos day; the seller's own views
     * and views of a product no longer on sale are not counted.
     */
    async countProductView(
      productId: string,
      userId: string | null,
      visitorId: string | undefined,
      now = new Date(),
    ) {
      const seller = await repo.sellerOfProduct(db, productId);
      if (!seller) throw notFound('Product');
      const viewer = userId ? `user:${userId}` : visitorId ? `visitor:${visitorId}` : null;
      if (!viewer)
        throw new AppError(400, 'VALIDATION_ERROR', 'Say who is viewing', {
          visitorId: "Send your browser's visitorId when not signed in",
        });
      if (userId === seller.ownerId || !seller.onSale) return { counted: false };
      const counted = await repo.countProductView(db, {
        businessId: seller.businessId,
        productId,
        viewer,
        day: lagosDay(now),
      });
      return { counted };
    },

    /** Marks of who saw what are needed for the current Lagos day only. */
    pruneViewMarks: (now = new Date()) => repo.pruneViewMarks(db, lagosDay(now)),
  };
}
