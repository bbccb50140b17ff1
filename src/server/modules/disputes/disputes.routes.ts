import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  disputeDecisionBodySchema,
  disputeDetailSchema,
  disputeMessageBodySchema,
  disputePageSchema,
  disputeParamsSchema,
  disputeQuerySchema,
  disputeSchema,
  openDisputeBodySchema,
} from '#shared/schemas/disputes.ts';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { DisputesService } from './disputes.service.ts';

const orderParams = z.object({ id: idSchema });
/** Messages in disputes per address: a conversation, not a flood. */
const WRITE_LIMIT = routeLimit({ max: 30, timeWindowMs: 10 * 60_000 });

/** Disputes: the buyer and seller of an order, and Oja's finance staff who decide them. */
export async function disputesRoutes(
  app: FastifyInstance,
  deps: { disputes: DisputesService; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { disputes } = deps;
  const auth = { preValidation: app.requireUser };
  const tags = ['orders'];

  r.get(
    '/orders/:id/dispute',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The order’s dispute for its buyer or seller, or null when there is none',
        params: orderParams,
        response: { 200: envelope(disputeSchema.nullable()) },
      },
    },
    async (request) => ok(await disputes.forOrder(currentUserId(request), request.params.id)),
  );

  r.post(
    '/orders/:id/dispute',
    {
      ...auth,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: `The buyer opens a dispute: once the order is delivered (it arrived wrong), or when it is not delivered 7 days after it was placed. The order then waits for Oja's decision.`,
        params: orderParams,
        body: openDisputeBodySchema,
        response: { 201: envelope(disputeSchema) },
      },
    },
    async (request, reply) => {
      const dispute = await disputes.open(currentUserId(request), request.params.id, request.body);
      reply.status(201);
      return ok(dispute, 'Dispute opened: the seller is told, and Oja will decide within 3 days');
    },
  );

  r.post(
    '/orders/:id/dispute/messages',
    {
      ...auth,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'The buyer or seller writes in the order’s open dispute',
        params: orderParams,
        body: disputeMessageBodySchema,
        response: { 200: envelope(disputeSchema) },
      },
    },
    async (request) =>
      ok(
        await disputes.write(currentUserId(request), request.params.id, request.body.text),
        'Message sent',
      ),
  );

  const decides = { ...staffWith(deps.console, 'disputes.decide'), config: CONSOLE_LIMIT };
  const consoleTags = ['console'];
  r.get(
    '/console/disputes',
    {
      ...decides,
      schema: {
        tags: consoleTags,
        summary: 'Oja staff (finance): disputes, open ones oldest first',
        querystring: disputeQuerySchema,
        response: { 200: envelope(disputePageSchema) },
      },
    },
    async (request) => ok(await disputes.queue(request.query)),
  );

  r.get(
    '/console/disputes/:id',
    {
      ...decides,
      schema: {
        tags: consoleTags,
        summary:
          'Oja staff (finance): a dispute with both sides’ messages, the order and its timeline',
        params: disputeParamsSchema,
        response: { 200: envelope(disputeDetailSchema) },
      },
    },
    async (request) => ok(await disputes.detail(request.params.id)),
  );

  r.post(
    '/console/disputes/:id/decision',
    {
      ...decides,
      schema: {
        tags: consoleTags,
        summary:
          'Oja staff (finance): pay the seller (RELEASE), or refund the buyer (REFUND with the amount: the whole total refunds it all, less goes to their wallet and the seller is paid the rest)',
        params: disputeParamsSchema,
        body: disputeDecisionBodySchema,
        response: { 200: envelope(disputeDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await disputes.decide(actorOf(request), request.params.id, request.body),
        request.body.outcome === 'RELEASE'
          ? 'Decided: the seller is paid and both sides are told'
          : 'Decided: the refund is in the buyer’s wallet and both sides are told',
      ),
  );
}
