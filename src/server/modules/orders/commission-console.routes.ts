import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commissionOverviewSchema, commissionRateBodySchema } from '#shared/schemas/commission.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { formatDate } from '#shared/dates.ts';
import { ok } from '../../http.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { CommissionRates } from './commission-rates.ts';

/** Finance sets Oja's commission from a moment on; orders already placed keep theirs. */
export async function commissionConsoleRoutes(
  app: FastifyInstance,
  deps: { commissionRates: CommissionRates; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const catalogue = { ...staffWith(deps.console, 'catalogue.edit'), config: CONSOLE_LIMIT };
  const tags = ['console'];
  const overview = { 200: envelope(commissionOverviewSchema) };

  r.get(
    '/console/commission',
    {
      ...catalogue,
      schema: {
        tags,
        summary:
          "Oja staff (finance): Oja's commission on orders now, the rates set to start later, and those before",
        response: overview,
      },
    },
    async () => ok(await deps.commissionRates.overview()),
  );

  r.post(
    '/console/commission',
    {
      ...catalogue,
      schema: {
        tags,
        summary:
          'Oja staff (finance): a new commission from now or a later moment, with a reason; orders placed before it keep their rate',
        body: commissionRateBodySchema,
        response: { 201: envelope(commissionOverviewSchema) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const set = await deps.console.audited(actor, async (tx) => {
        const { before, row } = await deps.commissionRates.set(tx, actor.userId, request.body);
        return {
          result: row,
          audit: {
            action: 'commission.set',
            subjectType: 'commission_rate',
            subjectId: row.id,
            reason: request.body.reason,
            before: { percent: before },
            after: { percent: row.percent, effectiveFrom: row.effectiveFrom.toISOString() },
          },
        };
      });
      reply.status(201);
      return ok(
        await deps.commissionRates.overview(),
        `Commission of ${set.percent} % from ${formatDate(set.effectiveFrom.toISOString(), 'dateTime')}`,
      );
    },
  );
}
