import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import {
  giftBodySchema,
  postPaymentSchema,
  postSchema,
  superLikeBodySchema,
  superLikeQuerySchema,
  superLikeTierSchema,
  superUnlikeBodySchema,
} from '#shared/schemas/posts.ts';
import { forbidden } from '../../errors.ts';
import { ok } from '../../http.ts';
import type { OriginCheck } from '../../origins.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { PaidBy, PostPaymentsService } from './post-payments.service.ts';

const tags = ['posts'];
const params = z.object({ id: idSchema });
const paid = { 200: envelope(postPaymentSchema) };

/** The request sends the acting user (and the post) in the body; they must be the signed-in user's. */
function acting(
  request: FastifyRequest,
  body: { user?: string; post?: string } | null | undefined,
) {
  const me = currentUserId(request);
  if (body?.user !== undefined && body.user !== me) throw forbidden('You can only act as yourself');
  const { id } = request.params as { id: string };
  if (body?.post !== undefined && body.post !== id) throw forbidden('That is another post');
  return me;
}

export async function postPaymentsRoutes(
  app: FastifyInstance,
  deps: { postPayments: PostPaymentsService; ownOrigin: OriginCheck },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };
  const paidBy = (
    request: FastifyRequest,
    body: { payWith?: 'WALLET' | 'CARD'; point?: number | ''; amount?: number } | null | undefined,
  ): PaidBy => ({
    payWith: body?.payWith,
    points: body?.point === '' ? undefined : body?.point,
    shown: body?.amount,
    returnOrigin: deps.ownOrigin(request.headers.origin ?? request.headers.referer),
  });

  r.get(
    '/posts/super-likes/tiers',
    { schema: { tags, response: { 200: envelope(z.array(superLikeTierSchema)) } } },
    async () => ok(await deps.postPayments.tiers()),
  );
  r.post(
    '/posts/:id/super-like',
    {
      ...auth,
      schema: {
        tags,
        params,
        querystring: superLikeQuerySchema,
        body: superLikeBodySchema,
        response: paid,
      },
    },
    async (request) => {
      const me = acting(request, request.body);
      const result = await deps.postPayments.superLike(
        me,
        request.params.id,
        request.query.tag,
        paidBy(request, request.body),
      );
      return ok(result, result.authorizationUrl ? 'Complete the payment' : 'Super-like sent');
    },
  );
  r.post(
    '/posts/:id/super-unlike',
    {
      ...auth,
      schema: {
        tags,
        params,
        body: superUnlikeBodySchema,
        response: { 200: envelope(postSchema) },
      },
    },
    async (request) =>
      ok(await deps.postPayments.superUnlike(acting(request, request.body), request.params.id)),
  );
  r.patch(
    '/posts/:id/gifts/:giftId/earnings',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Send the post’s creator a gift (giftId: the sender’s own id for it)',
        params: z.object({ id: idSchema, giftId: idSchema }),
        body: giftBodySchema,
        response: paid,
      },
    },
    async (request) => {
      const result = await deps.postPayments.gift(
        currentUserId(request),
        request.params.id,
        request.params.giftId,
        request.body.amount,
        paidBy(request, request.body),
      );
      return ok(
        result,
        result.authorizationUrl ? 'Complete the payment' : 'Gift sent successfully',
      );
    },
  );
}
