import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#shared/schemas/envelope.ts';
import { dashboardQuerySchema, marketplaceDashboardSchema } from '#shared/schemas/marketplace.ts';
import { ok } from '../../http.ts';
import { CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { MarketplaceService } from './marketplace.service.ts';

/** The console's dashboard of the marketplace as a whole. */
export async function marketplaceRoutes(
  app: FastifyInstance,
  deps: { marketplace: MarketplaceService; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/console/dashboard',
    {
      ...staffWith(deps.console, 'ledger.view'),
      config: CONSOLE_LIMIT,
      schema: {
        tags: ['console'],
        summary:
          'Oja staff (finance): orders, sales, commission, newcomers and payouts over a period and the one before, open queues, and the ledger by kind of account with its sum',
        querystring: dashboardQuerySchema,
        response: { 200: envelope(marketplaceDashboardSchema) },
      },
    },
    async (request) => ok(await deps.marketplace.dashboard(request.query.period)),
  );
}
