import { koboToNaira } from '#shared/money.ts';
import type { OrderStatus } from '#shared/order-flow.ts';
import type {
  Bucket,
  Metrics,
  MetricsQuery,
  Overview,
  OverviewQuery,
} from '#shared/schemas/analytics.ts';
import type { PlanCode } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { requirePlanFeature } from '../plans/plans.public.ts';
import * as repo from './analytics.repo.ts';
import { businessViews } from './product-views.repo.ts';
import { rankings, type Ranked } from './rankings.repo.ts';
import {
  add,
  lagosDay,
  longerThanFreeAnalytics,
  periodOf,
  startOf,
  type Period,
} from './periods.ts';

/** What sold: the rankings leave out orders the vendor turned down or that came back. */
const SOLD: readonly OrderStatus[] = ['PENDING', 'ACCEPTED', 'SHIPPED', 'DELIVERED', 'RECEIVED'];
const TOP = 5;
const LOCATIONS = 10;

/** Orders per view, or null when nothing was viewed. */
const perView = (orders: number, views: number) => (views > 0 ? orders / views : null);

/** A business's figures as its owner's dashboard reads them, and a customer's own spending. */
export function createDashboard(deps: { db: Db }) {
  const { db } = deps;

  /** A business's figures beyond 7 days are a paid plan's (the plan matrix). */
  const allowPeriod = (ownersPlan: PlanCode, p: { from: Date; to: Date }) => {
    if (longerThanFreeAnalytics(p))
      requirePlanFeature(ownersPlan, 'longAnalytics', 'Analytics beyond 7 days');
  };

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
        rankings(
          db,
          businessId,
          months ? { fromDay: months.fromMonth, toDay: months.toMonth, byMonth: true } : days,
          SOLD,
          { top: TOP, locations: LOCATIONS },
        ),
      ]);
      // Views come with the rankings; a period in which nothing sold reads them on their own.
      const views = ranked.views ?? (await businessViews(db, businessId, days));
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
      const customer = ({ key, customer: u, orders, valueKobo }: Ranked) => ({
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
  };
}
