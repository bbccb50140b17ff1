import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  businessParamsSchema,
  metricsQuerySchema,
  metricsSchema,
  overviewQuerySchema,
  overviewSchema,
} from '#shared/schemas/analytics.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { AnalyticsService } from './analytics.service.ts';

const tags = ['analytics'];

export async function analyticsRoutes(app: FastifyInstance, deps: { analytics: AnalyticsService }) {
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
}
