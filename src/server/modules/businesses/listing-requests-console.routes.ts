import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listingRequestPageSchema,
  listingRequestParamsSchema,
  listingRequestSchema,
} from '#shared/schemas/businesses.ts';
import { reviewDecisionBodySchema, reviewQueueQuerySchema } from '#shared/schemas/console.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { ok } from '../../http.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { ListingRequestsService } from './listing-requests.service.ts';

/** The console's queue of marketplace listing requests; each decision is on the audit record. */
export async function listingRequestsConsoleRoutes(
  app: FastifyInstance,
  deps: { listingRequests: ListingRequestsService; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { listingRequests } = deps;
  const reviews = { ...staffWith(deps.console, 'listings.review'), config: CONSOLE_LIMIT };
  const tags = ['console'];

  r.get(
    '/console/listings',
    {
      ...reviews,
      schema: {
        tags,
        summary:
          "Oja staff (support): vendors' marketplace listing requests waiting, oldest first, or decided",
        querystring: reviewQueueQuerySchema,
        response: { 200: envelope(listingRequestPageSchema) },
      },
    },
    async (request) => ok(await listingRequests.queue(request.query)),
  );

  r.post(
    '/console/listings/:id/decision',
    {
      ...reviews,
      schema: {
        tags,
        summary:
          'Oja staff (support): list a store on the marketplace, or decline with a reason the vendor reads',
        params: listingRequestParamsSchema,
        body: reviewDecisionBodySchema,
        response: { 200: envelope(listingRequestSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { id } = request.params;
      const approve = request.body.decision === 'APPROVE';
      const reason = request.body.reason ?? null;
      const decided = await deps.console.auditing(
        actor,
        {
          action: approve ? 'listing.approve' : 'listing.reject',
          subjectType: 'listing_request',
          subjectId: id,
          reason,
          before: { status: 'PENDING' },
          after: { status: approve ? 'APPROVED' : 'REJECTED' },
        },
        () => listingRequests.decide(actor.userId, id, { approve, reason }),
      );
      return ok(
        decided,
        approve
          ? `${decided.business.name} is listed on the marketplace`
          : 'Declined: the vendor is told why',
      );
    },
  );
}
