import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adSchema } from '#shared/schemas/ads.ts';
import { reviewDecisionBodySchema, reviewQueueQuerySchema } from '#shared/schemas/console.ts';
import { envelope, idSchema, paged } from '#shared/schemas/envelope.ts';
import { ok } from '../../http.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { AdsService } from './ads.service.ts';

/** The console's ad review; each decision is on the audit record. */
export async function adsConsoleRoutes(
  app: FastifyInstance,
  deps: { ads: AdsService; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ads } = deps;
  const reviews = { ...staffWith(deps.console, 'ads.review'), config: CONSOLE_LIMIT };
  const tags = ['console'];

  r.get(
    '/console/ads',
    {
      ...reviews,
      schema: {
        tags,
        summary: 'Oja staff (support, content): ads in review, or those already reviewed',
        querystring: reviewQueueQuerySchema,
        response: { 200: envelope(paged(adSchema)) },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      return ok(
        await ads.reviewQueue({
          statuses:
            status === 'PENDING'
              ? ['PENDING']
              : ['ACTIVE', 'PAUSED', 'REJECTED', 'COMPLETED', 'CANCELLED'],
          page,
          limit,
        }),
      );
    },
  );

  r.post(
    '/console/ads/:id/decision',
    {
      ...reviews,
      schema: {
        tags,
        summary:
          'Oja staff (support, content): approve an ad in review (it shows), or reject it with a reason (its budget goes back)',
        params: z.object({ id: idSchema }),
        body: reviewDecisionBodySchema,
        response: { 200: envelope(adSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const { decision, reason } = request.body;
      const approve = decision === 'APPROVE';
      const reviewed = await deps.console.auditing(
        actor,
        {
          action: approve ? 'ad.approve' : 'ad.reject',
          subjectType: 'ad',
          subjectId: id,
          reason: reason ?? null,
          after: { status: approve ? 'ACTIVE' : 'REJECTED' },
        },
        () => ads.review(actor.userId, id, { approve, reason }),
      );
      return ok(
        reviewed,
        approve ? 'Approved: the ad shows now' : 'Rejected: its budget went back to the owner',
      );
    },
  );
}
