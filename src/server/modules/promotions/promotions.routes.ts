import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, paged } from '#shared/schemas/envelope.ts';
import {
  promotionCreateBodySchema,
  promotionFiguresSchema,
  promotionListQuerySchema,
  promotionParamsSchema,
  promotionPatchBodySchema,
  promotionSchema,
  type Promotion,
  type PromotionPatch,
} from '#shared/schemas/promotions.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { PromotionsService } from './promotions.service.ts';

const tags = ['promotions'];

/** What a change did, in the vendor's words. */
function patchedMessage(body: PromotionPatch, now: Promotion) {
  if (body.status === 'ENDED') return 'The sale has ended';
  if (body.status === 'PAUSED') return 'The sale is paused';
  if (body.status === 'RUNNING')
    return now.status === 'SCHEDULED' ? 'The sale will start as planned' : 'The sale is on again';
  return 'Changes saved';
}

export async function promotionsRoutes(
  app: FastifyInstance,
  deps: { promotions: PromotionsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };
  const { promotions } = deps;

  r.post(
    '/promotions',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Schedule a sale on some of my business’s products: a percentage off or a new price each, from a start to an end; a flash sale sells a number of units in all at the sale price',
        body: promotionCreateBodySchema,
        response: { 201: envelope(promotionSchema) },
      },
    },
    async (request, reply) => {
      const created = await promotions.create(currentUserId(request), request.body);
      return reply
        .code(201)
        .send(
          ok(created, created.status === 'RUNNING' ? 'Your sale is on' : 'Your sale is scheduled'),
        );
    },
  );

  r.get(
    '/promotions',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The sales of my business, newest first, with where each stands',
        querystring: promotionListQuerySchema,
        response: { 200: envelope(paged(promotionSchema)) },
      },
    },
    async (request) => ok(await promotions.list(currentUserId(request), request.query)),
  );

  r.get(
    '/promotions/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'One sale of my business',
        params: promotionParamsSchema,
        response: { 200: envelope(promotionSchema) },
      },
    },
    async (request) => ok(await promotions.get(currentUserId(request), request.params.id)),
  );

  r.patch(
    '/promotions/:id',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Pause (PAUSED), resume (RUNNING) or end now (ENDED) a sale; before it starts, change its name, prices, products, dates or flash units',
        params: promotionParamsSchema,
        body: promotionPatchBodySchema,
        response: { 200: envelope(promotionSchema) },
      },
    },
    async (request) => {
      const changed = await promotions.patch(
        currentUserId(request),
        request.params.id,
        request.body,
      );
      return ok(changed, patchedMessage(request.body, changed));
    },
  );

  r.get(
    '/promotions/:id/figures',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'A sale’s orders (pending, accepted, shipped or received), units and sales over the last 12 months, month by month',
        params: promotionParamsSchema,
        response: { 200: envelope(promotionFiguresSchema) },
      },
    },
    async (request) => ok(await promotions.figures(currentUserId(request), request.params.id)),
  );
}
