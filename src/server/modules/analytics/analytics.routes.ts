import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  businessParamsSchema,
  metricsQuerySchema,
  metricsSchema,
  overviewQuerySchema,
  overviewSchema,
  productViewBodySchema,
  productViewSchema,
  salesReportQuerySchema,
  salesReportSchema,
} from '#shared/schemas/analytics.ts';
import { z } from 'zod';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import { ok } from '../../http.ts';
import type { Config } from '../../config.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';
import type { SearchInsightsService } from '../search-insights/search-insights.service.ts';
import type { AnalyticsService } from './analytics.service.ts';
import { reportFileName, salesReportCsv, salesReportPdf } from './sales-report-files.ts';

const tags = ['analytics'];

export async function analyticsRoutes(
  app: FastifyInstance,
  deps: {
    analytics: AnalyticsService;
    searchInsights: Pick<SearchInsightsService, 'recordOpen'>;
    config: Pick<Config, 'rateLimits'>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.get(
    '/orders/metrics',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "Orders per Lagos hour, day, week or month: a business's (its owner), a customer's own spending (at least one orderStatus) or a product's sales; empty buckets are zeros",
        querystring: metricsQuerySchema,
        response: { 200: envelope(metricsSchema) },
      },
    },
    async (request) => ok(await deps.analytics.metrics(currentUserId(request), request.query)),
  );

  r.get(
    '/businesses/:businessId/analytics',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "A business's overview for a period: orders and revenue per bucket, orders by status, top products, top customers and where orders go (its owner only)",
        params: businessParamsSchema,
        querystring: overviewQuerySchema,
        response: { 200: envelope(overviewSchema) },
      },
    },
    async (request) =>
      ok(
        await deps.analytics.overview(
          currentUserId(request),
          request.params.businessId,
          request.query,
        ),
      ),
  );

  r.post(
    '/products/:id/views',
    {
      config: routeLimit(deps.config.rateLimits.productViews),
      schema: {
        tags,
        summary:
          "Someone opened the product's page: counted once a day per viewer (the visitor's browser, or the signed-in user) for the seller's conversion figures",
        params: z.object({ id: idSchema }),
        body: productViewBodySchema,
        response: { 200: envelope(productViewSchema) },
      },
    },
    async (request) => {
      const view = await deps.analytics.countProductView(
        request.params.id,
        request.auth?.userId ?? null,
        request.body.visitorId,
      );
      // Opened from a search's results: counted for that search too, once like the view.
      if (view.counted && request.body.search)
        deps.searchInsights.recordOpen({
          query: request.body.search,
          productId: request.params.id,
        });
      return ok(view);
    },
  );

  const report = {
    ...auth,
    schema: {
      tags,
      params: businessParamsSchema,
      querystring: salesReportQuerySchema,
    },
  };
  r.get(
    '/businesses/:businessId/sales-report',
    {
      ...report,
      schema: {
        ...report.schema,
        summary:
          "A business's sales between two Lagos days (at most a year): totals, one line per order and per product (its owner only)",
        response: { 200: envelope(salesReportSchema) },
      },
    },
    async (request) => {
      const { handle: _handle, ...body } = await deps.analytics.salesReport(
        currentUserId(request),
        request.params.businessId,
        request.query,
      );
      return ok(body);
    },
  );

  /** The same report as a file to download: CSV for a spreadsheet, PDF to print. */
  for (const ext of ['csv', 'pdf'] as const)
    r.get(
      `/businesses/:businessId/sales-report/${ext}`,
      {
        ...report,
        schema: {
          ...report.schema,
          summary: `The sales report as a ${ext.toUpperCase()} file`,
          produces: [ext === 'csv' ? 'text/csv' : 'application/pdf'],
        },
      },
      async (request, reply) => {
        const r = await deps.analytics.salesReportFile(
          currentUserId(request),
          request.params.businessId,
          request.query,
        );
        const file = ext === 'csv' ? salesReportCsv(r) : await salesReportPdf(r);
        return reply
          .type(ext === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${reportFileName(r.handle, r, ext)}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(file);
      },
    );
}
