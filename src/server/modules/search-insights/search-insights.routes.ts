import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#shared/schemas/envelope.ts';
import {
  searchInsightsParamsSchema,
  searchInsightsQuerySchema,
  searchInsightsSchema,
} from '#shared/schemas/search-insights.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { SearchInsightsService } from './search-insights.service.ts';

export async function searchInsightsRoutes(
  app: FastifyInstance,
  { searchInsights }: { searchInsights: SearchInsightsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/businesses/:businessId/search-insights',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['analytics'],
        summary:
          "What shoppers searched for over the last 7, 30 or 90 Lagos days: the searches that showed the business's products, and searches in its categories that found few products, each searched by several people (its owner only)",
        params: searchInsightsParamsSchema,
        querystring: searchInsightsQuerySchema,
        response: { 200: envelope(searchInsightsSchema) },
      },
    },
    async (request) =>
      ok(
        await searchInsights.forBusiness(
          currentUserId(request),
          request.params.businessId,
          request.query,
        ),
      ),
  );
}
