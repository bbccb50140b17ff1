import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessBodySchema,
  businessListQuerySchema,
  businessPatchSchema,
  businessSchema,
  customerSchema,
  deliveryFeesBodySchema,
  followerSchema,
  toggleBodySchema,
} from '#shared/schemas/businesses.ts';
import { envelope, idSchema, paged, pageQuery } from '#shared/schemas/envelope.ts';
import { ok } from '../../http.ts';
import { currentUserId, requireSelf } from '../../plugins/auth.ts';
import type { BusinessesService } from './businesses.service.ts';

const params = z.object({ id: idSchema });
const one = { 200: envelope(businessSchema) };
const tags = ['businesses'];

export async function businessesRoutes(
  app: FastifyInstance,
  { businesses }: { businesses: BusinessesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.get(
    '/businesses',
    {
      schema: {
        tags,
        querystring: businessListQuerySchema,
        response: { 200: envelope(paged(businessSchema)) },
      },
    },
    async (request) => {
      const q = request.query;
      const limit = q.limit ?? (q.businessSearch ? 30 : 20);
      const filter = {
        search: q.businessSearch || undefined,
        state: q.businessState || undefined,
        categoryIds: q.businessCategoryIds
          ?.split(',')
          .map((s) => s.trim())
          .filter((s) => idSchema.safeParse(s).success),
      };
      return ok(await businesses.list(filter, q.page, limit));
    },
  );

  r.get(
    '/businesses/populars',
    {
      schema: {
        tags,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }),
        response: { 200: envelope(z.array(businessSchema)) },
      },
    },
    async (request) => ok(await businesses.populars(request.query.limit)),
  );

  r.get('/businesses/:id', { schema: { tags, params, response: one } }, async (request) =>
    ok(await businesses.get({ id: request.params.id }, request.auth?.userId ?? null)),
  );

  r.get(
    '/businesses/social/:handle',
    {
      schema: {
        tags,
        summary: 'A storefront by its handle (headless=true is for embedding)',
        params: z.object({ handle: z.string().trim().toLowerCase().min(1).max(40) }),
        querystring: z.object({ headless: z.enum(['true', 'false']).optional() }),
        response: one,
      },
    },
    async (request) =>
      ok(await businesses.get({ handle: request.params.handle }, request.auth?.userId ?? null)),
  );

  r.post(
    '/businesses',
    {
      ...auth,
      schema: { tags, body: businessBodySchema, response: { 201: envelope(businessSchema) } },
    },
    async (request, reply) => {
      const business = await businesses.create(currentUserId(request), request.body);
      reply.status(201);
      return ok(business, 'Business created successfully');
    },
  );

  r.patch(
    '/businesses/:id',
    { ...auth, schema: { tags, params, body: businessPatchSchema, response: one } },
    async (request) =>
      ok(
        await businesses.update(currentUserId(request), request.params.id, request.body),
        'Business updated!',
      ),
  );

  const flags = [
    ['active', 'isActive', 'Business status updated'],
    ['taking-order', 'takingOrders', 'Order taking updated'],
    ['return-order', 'acceptsReturns', 'Returns setting updated'],
  ] as const;
  for (const [path, flag, message] of flags) {
    r.put(
      `/businesses/:id/${path}`,
      { ...auth, schema: { tags, params, body: toggleBodySchema.nullish(), response: one } },
      async (request) =>
        ok(
          await businesses.toggle(
            currentUserId(request),
            request.params.id,
            flag,
            request.body?.value,
          ),
          message,
        ),
    );
  }

  r.put(
    '/businesses/:id/delivery-fees',
    { ...auth, schema: { tags, params, body: deliveryFeesBodySchema, response: one } },
    async (request) =>
      ok(
        await businesses.setDeliveryFees(currentUserId(request), request.params.id, request.body),
        'Delivery fees updated',
      ),
  );

  r.put(
    '/businesses/:id/request-marketplace',
    { ...auth, schema: { tags, params, response: one } },
    async (request) =>
      ok(
        await businesses.requestMarketplace(currentUserId(request), request.params.id),
        'Your request to be listed on the marketplace has been sent',
      ),
  );

  r.get(
    '/businesses/:id/customers',
    {
      ...auth,
      schema: {
        tags,
        params,
        querystring: pageQuery(30),
        response: { 200: envelope(paged(customerSchema)) },
      },
    },
    async (request) =>
      ok(
        await businesses.customers(
          currentUserId(request),
          request.params.id,
          request.query.page,
          request.query.limit,
        ),
      ),
  );

  r.get(
    '/businesses/:id/followers',
    {
      ...auth,
      schema: {
        tags,
        params,
        querystring: pageQuery(30),
        response: { 200: envelope(paged(followerSchema)) },
      },
    },
    async (request) =>
      ok(
        await businesses.followers(
          currentUserId(request),
          request.params.id,
          request.query.page,
          request.query.limit,
        ),
      ),
  );

  const relation = z.object({ id: idSchema, userId: idSchema });
  r.put(
    '/businesses/:id/follower/:userId',
    { ...auth, schema: { tags, params: relation, response: one } },
    async (request) => {
      const userId = requireSelf(request, request.params.userId);
      return ok(
        await businesses.setRelation('follow', request.params.id, userId, true),
        'You are now following this business',
      );
    },
  );
  r.delete(
    '/businesses/:id/follower/:userId',
    { ...auth, schema: { tags, params: relation, response: one } },
    async (request) => {
      const userId = requireSelf(request, request.params.userId);
      return ok(
        await businesses.setRelation('follow', request.params.id, userId, false),
        'You unfollowed this business',
      );
    },
  );
  r.post(
    '/businesses/:id/like',
    { ...auth, schema: { tags, params, response: one } },
    async (request) =>
      ok(await businesses.setRelation('like', request.params.id, currentUserId(request), true)),
  );
  r.post(
    '/businesses/:id/unlike',
    { ...auth, schema: { tags, params, response: one } },
    async (request) =>
      ok(await businesses.setRelation('like', request.params.id, currentUserId(request), false)),
  );
}
