import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  badgeRequestPageSchema,
  badgeRequestParamsSchema,
  badgeRequestSchema,
} from '#shared/schemas/badges.ts';
import { reviewDecisionBodySchema, reviewQueueQuerySchema } from '#shared/schemas/console.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { ok } from '../../http.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { BadgesService } from './badges.service.ts';

/** The console's queue of verification requests; each decision is on the audit record. */
export async function badgesConsoleRoutes(
  app: FastifyInstance,
  deps: { badges: BadgesService; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { badges } = deps;
  const reviews = { ...staffWith(deps.console, 'badges.review'), config: CONSOLE_LIMIT };
  const tags = ['console'];

  r.get(
    '/console/badges',
    {
      ...reviews,
      schema: {
        tags,
        summary: 'Oja staff (support): verification requests waiting, oldest first, or decided',
        querystring: reviewQueueQuerySchema,
        response: { 200: envelope(badgeRequestPageSchema) },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      return ok(await badges.list({ status, page, limit }));
    },
  );

  r.post(
    '/console/badges/:id/decision',
    {
      ...reviews,
      schema: {
        tags,
        summary:
          'Oja staff (support): approve a verification request, or reject it with a reason (its fee goes back to the wallet)',
        params: badgeRequestParamsSchema,
        body: reviewDecisionBodySchema,
        response: { 200: envelope(badgeRequestSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const { decision, reason } = request.body;
      const approve = decision === 'APPROVE';
      const decided = await deps.console.auditing(
        actor,
        {
          action: approve ? 'badge.approve' : 'badge.reject',
          subjectType: 'badge_request',
          subjectId: id,
          reason: reason ?? null,
          before: { status: 'PENDING' },
          after: { status: approve ? 'APPROVED' : 'REJECTED' },
        },
        () =>
          approve ? badges.approve(actor.userId, id) : badges.reject(actor.userId, id, reason!),
      );
      return ok(
        decided,
        approve
          ? 'Approved: the verified tick shows now'
          : 'Rejected: the fee went back to their wallet',
      );
    },
  );
}
