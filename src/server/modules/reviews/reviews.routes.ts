import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import {
  reviewBodySchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewPatchSchema,
  reviewSchema,
} from '#shared/schemas/reviews.ts';
import { forbidden } from '../../errors.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { ReviewsService } from './reviews.service.ts';

const tags = ['reviews'];

export async function reviewsRoutes(
  app: FastifyInstance,
  { reviews }: { reviews: ReviewsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.get(
    '/reviews',
    {
      schema: {
        tags,
        querystring: reviewListQuerySchema,
        response: { 200: envelope(reviewPageSchema) },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return ok(await reviews.list(filter, page, limit));
    },
  );

  r.post(
    '/reviews',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Review a product or business I received: stars, words and up to 3 photos uploaded first (POST uploads); a first photo earns Oja points',
        body: reviewBodySchema,
        response: { 201: envelope(reviewSchema) },
      },
    },
    async (request, reply) => {
      const me = currentUserId(request);
      const { customerId, userId } = request.body;
      if ([customerId, userId].some((id) => id !== undefined && id !== me))
        throw forbidden('You can only review as yourself');
      const review = await reviews.create(me, request.body);
      reply.status(201);
      return ok(review, 'Review has been added');
    },
  );

  r.patch(
    '/reviews/:id',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Edit my review: stars, words or its photos (the whole list); a first photo earns Oja points',
        params: z.object({ id: idSchema }),
        body: reviewPatchSchema,
        response: { 200: envelope(reviewSchema) },
      },
    },
    async (request) =>
      ok(
        await reviews.update(currentUserId(request), request.params.id, request.body),
        'Review updated',
      ),
  );
}
