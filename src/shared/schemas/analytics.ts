import { z } from 'zod';
import { ORDER_STATUSES } from '../order-flow.ts';
import { idSchema } from './envelope.ts';

/** Metric periods and how many of each a chart shows (decision 025). */
export const METRIC_PERIODS = ['HOUR', 'DAY', 'WEEK', 'MONTH'] as const;
export type MetricPeriod = (typeof METRIC_PERIODS)[number];
export const PERIOD_DURATIONS: Record<MetricPeriod, readonly number[]> = {
  HOUR: [24],
  DAY: [7, 30],
  WEEK: [4],
  MONTH: [3, 6, 12],
};
/** A date range longer than this is shown month by month rather than day by day. */
export const MAX_DAILY_RANGE_DAYS = 92;
/** The longest date range a metrics question may cover. */
export const MAX_RANGE_DAYS = 3 * 366;

const statusList = z
  .string()
  .trim()
  .toUpperCase()
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(z.enum(ORDER_STATUSES)).min(1, 'Choose at least one status').max(8));

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dateRange = z
  .string()
  .trim()
  .max(40)
  .refine((s) => {
    const [from = '', to = ''] = s.split(',');
    return dayPattern.test(from) && dayPattern.test(to);
  }, 'Use "yyyy-MM-dd,yyyy-MM-dd"');

/** A period by type and count, or a date range in Lagos days: one of them. */
const periodFields = {
  durationType: z.enum(METRIC_PERIODS).optional(),
  duration: z.coerce.number().int().optional(),
  metricDateRange: dateRange.optional(),
};
type PeriodInput = {
  durationType?: MetricPeriod;
  duration?: number;
  metricDateRange?: string;
};
function checkPeriod(q: PeriodInput, ctx: z.RefinementCtx) {
  if (q.metricDateRange) return;
  if (!q.durationType) {
    ctx.addIssue({
      code: 'custom',
      path: ['durationType'],
      message: 'Choose a period (durationType) or a date range (metricDateRange)',
    });
    return;
  }
  const allowed = PERIOD_DURATIONS[q.durationType];
  if (q.duration !== undefined && !allowed.includes(q.duration))
    ctx.addIssue({
      code: 'custom',
      path: ['duration'],
      message: `For ${q.durationType} use ${allowed.join(' or ')}`,
    });
}

/** `GET orders/metrics` (decision 025): a business's orders, a customer's spending or a product's sales. */
export const metricsQuerySchema = z
  .object({
    byValueType: z.enum(['BUSINESS', 'CUSTOMER', 'PRODUCT']),
    byValue: idSchema,
    orderStatus: statusList.optional(),
    ...periodFields,
  })
  .superRefine((q, ctx) => {
    checkPeriod(q, ctx);
    // Customer metrics need at least one status (decision 025).
    if (q.byValueType === 'CUSTOMER' && !q.orderStatus)
      ctx.addIssue({
        code: 'custom',
        path: ['orderStatus'],
        message: 'Choose at least one status',
      });
  });
export type MetricsQuery = z.infer<typeof metricsQuerySchema>;

/** The business overview: the same period fields, every ranking at once. */
export const overviewQuerySchema = z.object(periodFields).superRefine(checkPeriod);
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

export const bucketSchema = z.object({
  /** Start of the bucket (ISO-8601, Lagos time boundaries). */
  start: z.string(),
  orders: z.number().int(),
  /** Naira: the orders' totals. */
  value: z.number(),
  /** Naira released to the business (net of commission); business metrics only. */
  revenue: z.number(),
  units: z.number().int(),
});
export type Bucket = z.infer<typeof bucketSchema>;

export const metricsSchema = z.object({
  unit: z.enum(['hour', 'day', 'week', 'month']),
  from: z.string(),
  to: z.string(),
  buckets: z.array(bucketSchema),
  totals: bucketSchema.omit({ start: true }),
});
export type Metrics = z.infer<typeof metricsSchema>;

export const topProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  value: z.number(),
  orders: z.number().int(),
  /** Its page's views over the period (a viewer once a day). */
  views: z.number().int(),
  /**
   * Orders per view, null without views or when views were not yet counted at the period's
   * start (orders from before would count without their views).
   */
  conversion: z.number().nullable(),
});
export const topCustomerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  handle: z.string(),
  avatar: z.string().nullable(),
  orders: z.number().int(),
  value: z.number(),
});
export const locationSchema = z.object({
  state: z.string(),
  lga: z.string().nullable(),
  orders: z.number().int(),
  value: z.number(),
});

export const overviewSchema = z.object({
  trend: metricsSchema,
  /** Orders by where they stand now, over the period. */
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), orders: z.number().int() })),
  topProducts: z.array(topProductSchema),
  topCustomers: z.object({
    byValue: z.array(topCustomerSchema),
    byCount: z.array(topCustomerSchema),
    customers: z.number().int(),
    /** Share of the period's customers who ordered more than once (0–1). */
    repeatRate: z.number(),
  }),
  states: z.array(locationSchema),
  lgas: z.array(locationSchema),
  /** Views of the business's product pages, and the period's orders per view. */
  views: z.object({ total: z.number().int(), conversion: z.number().nullable() }),
});
export type Overview = z.infer<typeof overviewSchema>;

export const businessParamsSchema = z.object({ businessId: idSchema });

/** The longest sales report: a year of Lagos days. */
export const MAX_REPORT_DAYS = 366;
/** Order lines a report lists; beyond it, the totals still count every order. */
export const MAX_REPORT_ORDERS = 5000;

const day = z.string().trim().regex(dayPattern, 'Use a date like 2026-10-31');
export const salesReportQuerySchema = z.object({ from: day, to: day });
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

export const salesReportSchema = z.object({
  businessName: z.string(),
  from: z.string(),
  to: z.string(),
  /** Naira. gross = net + commission + affiliate shares + refunds + in escrow. */
  totals: z.object({
    orders: z.number().int(),
    gross: z.number(),
    deliveryFees: z.number(),
    refunds: z.number(),
    commission: z.number(),
    affiliateShares: z.number(),
    inEscrow: z.number(),
    net: z.number(),
    paidOut: z.number(),
  }),
  orders: z.array(
    z.object({
      _id: z.string(),
      number: z.string(),
      date: z.string(),
      customer: z.string(),
      status: z.enum(ORDER_STATUSES),
      items: z.number().int(),
      deliveryFee: z.number(),
      total: z.number(),
      commission: z.number(),
      refunded: z.number(),
      net: z.number(),
    }),
  ),
  /** True when there were more orders than the report lists. */
  truncated: z.boolean(),
  products: z.array(z.object({ name: z.string(), units: z.number().int(), value: z.number() })),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/**
 * `POST products/{id}/views`: a visitor's browser names itself; a signed-in user need not.
 * `search`: the catalogue search whose results the product was opened from, for its seller's
 * search figures.
 */
export const productViewBodySchema = z.object({
  visitorId: z.uuid({ message: 'Must be a valid id' }).optional(),
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
});
export const productViewSchema = z.object({ counted: z.boolean() });
