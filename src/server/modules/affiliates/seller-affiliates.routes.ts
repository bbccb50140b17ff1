import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema, paged, pageQuery } from '#shared/schemas/envelope.ts';
import {
  affiliateRemovedSchema,
  removedAffiliateSchema,
  sellerAffiliateParams,
  sellerAffiliateSchema,
} from '#shared/schemas/seller-affiliates.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { SellerAffiliatesService } from './seller-affiliates.service.ts';

const params = z.object({ id: idSchema });
const tags = ['affiliates'];
const nameOf = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

/** A business owner's affiliates: who sells its products, removing and restoring them. */
export async function sellerAffiliatesRoutes(
  app: FastifyInstance,
  { sellerAffiliates }: { sellerAffiliates: SellerAffiliatesService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.get(
    '/businesses/:id/affiliates',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "The business's affiliates (owner only), best sellers first: their resales, clicks, paid orders, sales and commission",
        params,
        querystring: pageQuery(30),
        response: { 200: envelope(paged(sellerAffiliateSchema)) },
      },
    },
    async (request) =>
      ok(
        await sellerAffiliates.list(
          currentUserId(request),
          request.params.id,
          request.query.page,
          request.query.limit,
        ),
      ),
  );

  r.get(
    '/businesses/:id/affiliates/blocks',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The affiliates the business removed (owner only), most recent first',
        params,
        querystring: pageQuery(30),
        response: { 200: envelope(paged(removedAffiliateSchema)) },
      },
    },
    async (request) =>
      ok(
        await sellerAffiliates.removed(
          currentUserId(request),
          request.params.id,
          request.query.page,
          request.query.limit,
        ),
      ),
  );

  r.delete(
    '/businesses/:id/affiliates/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "Removes an affiliate (owner only): their resales of the business's products go and they may not resell them again; orders already placed keep their commission",
        params: sellerAffiliateParams,
        response: { 200: envelope(affiliateRemovedSchema) },
      },
    },
    async (request) => {
      const done = await sellerAffiliates.remove(
        currentUserId(request),
        request.params.id,
        request.params.userId,
      );
      return ok(done, `${nameOf(done.affiliate)} was removed from your affiliates`);
    },
  );

  r.delete(
    '/businesses/:id/affiliates/blocks/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Restores a removed affiliate (owner only): they may resell its products again',
        params: sellerAffiliateParams,
        response: { 200: envelope(removedAffiliateSchema.omit({ removedAt: true })) },
      },
    },
    async (request) => {
      const profile = await sellerAffiliates.restore(
        currentUserId(request),
        request.params.id,
        request.params.userId,
      );
      return ok(profile, `${nameOf(profile)} can resell your products again`);
    },
  );
}
