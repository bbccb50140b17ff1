import type { SalesReportQuery } from '#shared/schemas/analytics.ts';
import type { PlanFeature } from '#shared/plans.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { createDashboard } from './dashboard.ts';
import { createOrderCounting } from './order-counting.ts';
import { lagosDay } from './periods.ts';
import * as repo from './product-views.repo.ts';
import { buildSalesReport } from './sales-report.ts';

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

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
  /** Where dashboards and reports read (the read replica, when there is one). */
  reads: Db;
  ledger: Pick<LedgerService, 'entriesOf' | 'entriesOfMany'>;
  plans: PlanGate;
}) {
  const { db } = deps;
  const counting = createOrderCounting(deps);
  // Dashboards and reports may be a moment old; counting writes to the primary.
  const reporting = { ...deps, db: deps.reads };
  const dashboard = createDashboard(reporting);

  return {
    record: counting.record,

    /** A business's sales over Lagos days, for its owner (see sales-report.ts). */
    salesReport: (viewerId: string, businessId: string, q: SalesReportQuery) =>
      buildSalesReport(reporting, viewerId, businessId, q),

    /** The sales report as a file (CSV, PDF): a paid plan's. */
    async salesReportFile(viewerId: string, businessId: string, q: SalesReportQuery) {
      const report = await buildSalesReport(reporting, viewerId, businessId, q);
      await deps.plans.require(viewerId, 'salesReportExport', 'The sales report as a file');
      return report;
    },

    catchUp: counting.catchUp,
    metrics: dashboard.metrics,
    overview: dashboard.overview,

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
