import { z } from 'zod';
import { DASHBOARD_PERIODS } from '../marketplace-dashboard.ts';

export * from '../marketplace-dashboard.ts';

export const dashboardQuerySchema = z.object({
  period: z
    .enum(DASHBOARD_PERIODS, { message: `A period is one of ${DASHBOARD_PERIODS.join(', ')}` })
    .default('DAY_7'),
});

/** The marketplace's figures over one span of time; money in naira. */
export const marketplaceFiguresSchema = z.object({
  /** Paid orders placed. */
  orders: z.number().int(),
  /** What those orders came to. */
  sales: z.number(),
  /** Oja's commission, net of what went back on refunds. */
  commission: z.number(),
  newShoppers: z.number().int(),
  newStores: z.number().int(),
  /** Withdrawals paid out to banks: how many and how much. */
  payouts: z.number().int(),
  paidOut: z.number(),
});
export type MarketplaceFigures = z.infer<typeof marketplaceFiguresSchema>;

export const marketplaceDashboardSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  from: z.string(),
  to: z.string(),
  figures: marketplaceFiguresSchema,
  /** The span of the same length just before, to compare with. */
  previous: marketplaceFiguresSchema,
  /** What waits on staff now. */
  queues: z.object({
    reports: z.number().int(),
    disputes: z.number().int(),
    verification: z.number().int(),
    ads: z.number().int(),
    listings: z.number().int(),
    support: z.number().int(),
    withdrawalsWaiting: z.number().int(),
    withdrawalsFailed: z.number().int(),
  }),
  /** The ledger's balances by kind of account, and their sum, which must be ₦0. */
  ledger: z.object({
    accounts: z.array(z.object({ kind: z.string(), balance: z.number() })),
    total: z.number(),
  }),
});
export type MarketplaceDashboard = z.infer<typeof marketplaceDashboardSchema>;
