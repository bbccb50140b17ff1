import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adjustmentBodySchema,
  adjustmentPageSchema,
  adjustmentParamsSchema,
  adjustmentQuerySchema,
  adjustmentSchema,
  ADJUSTMENT_SECOND_APPROVAL_ABOVE,
} from '#shared/schemas/adjustments.ts';
import { reviewDecisionBodySchema } from '#shared/schemas/console.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { formatNaira } from '#shared/format.ts';
import { ok } from '../../http.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { Adjustments } from './adjustments.service.ts';

/** Finance's recorded balance adjustments; each is on the audit record in its own transaction. */
export async function adjustmentsRoutes(
  app: FastifyInstance,
  deps: { adjustments: Adjustments; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { adjustments } = deps;
  const money = { ...staffWith(deps.console, 'money.handle'), config: CONSOLE_LIMIT };
  const tags = ['console'];
  const one = envelope(adjustmentSchema);

  r.post(
    '/console/adjustments',
    {
      ...money,
      schema: {
        tags,
        summary: `Oja staff (finance): add to or take from a wallet or a store's balance, with a reason; above ${formatNaira(ADJUSTMENT_SECOND_APPROVAL_ABOVE)} it waits for a second finance person`,
        body: adjustmentBodySchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const made = await deps.console.audited(actor, (tx, publish) =>
        adjustments.make(tx, publish, actor.userId, request.body),
      );
      reply.status(201);
      return ok(
        (await adjustments.view(made.id))!,
        made.applied
          ? 'Adjusted: the balance changed and its owner is told'
          : 'Recorded: a second finance person must approve it',
      );
    },
  );

  r.get(
    '/console/adjustments',
    {
      ...money,
      schema: {
        tags,
        summary:
          'Oja staff (finance): adjustments waiting for a second approval, oldest first, or decided (of one person with userId)',
        querystring: adjustmentQuerySchema,
        response: { 200: envelope(adjustmentPageSchema) },
      },
    },
    async (request) => {
      const { status, userId, page, limit } = request.query;
      return ok(await adjustments.list({ status, userId }, page, limit));
    },
  );

  r.post(
    '/console/adjustments/:id/decision',
    {
      ...money,
      schema: {
        tags,
        summary:
          'Oja staff (finance, not the one who asked): approve a waiting adjustment (the money moves) or reject it with a reason',
        params: adjustmentParamsSchema,
        body: reviewDecisionBodySchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const approve = request.body.decision === 'APPROVE';
      await deps.console.audited(actor, (tx, publish) =>
        adjustments.decide(tx, publish, actor.userId, id, {
          approve,
          reason: request.body.reason ?? null,
        }),
      );
      return ok(
        (await adjustments.view(id))!,
        approve ? 'Approved: the balance changed and its owner is told' : 'Rejected',
      );
    },
  );
}
