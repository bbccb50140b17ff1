import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AFFILIATE_PAGE_SIZE } from '#shared/affiliates.ts';
import {
  affiliateClickBodySchema,
  affiliateClickResultSchema,
  affiliateProgrammeSchema,
  affiliateSummaryQuerySchema,
  affiliateSummarySchema,
  myResaleSchema,
  resaleOfferQuerySchema,
  resaleOfferSchema,
} from '#shared/schemas/affiliates.ts';
import { envelope, idSchema, pageQuery, paged } from '#shared/schemas/envelope.ts';
import { forbidden } from '../../errors.ts';
import { ok } from '../../http.ts';
import type { RateLimitRule } from '../../config.ts';
import { currentUserId } from '../../plugins/auth.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';
import type { AffiliatesService } from './affiliates.service.ts';

const tags = ['affiliates'];
const params = z.object({ id: idSchema });

/** Only the affiliate sees their own figures. */
function affiliateSelf(request: FastifyRequest, id: string): string {
  const me = currentUserId(request);
  if (me !== id) throw forbidden('Only the affiliate can see these figures');
  return me;
}

export async function affiliatesRoutes(
  app: FastifyInstance,
  deps: { affiliates: AffiliatesService; clickLimit: RateLimitRule },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.post(
    '/affiliates/clicks',
    {
      config: routeLimit(deps.clickLimit),
      schema: {
        tags,
        summary:
          "A visit through an affiliate's link: counted once per browser and half hour; keeps the affiliate for 7 days (a cookie, and on the server when signed in).",
        body: affiliateClickBodySchema,
        response: { 200: envelope(affiliateClickResultSchema) },
      },
    },
    async (request, reply) => {
      const { counted, cookie } = await deps.affiliates.recordClick(request.body, {
        userId: request.auth?.userId ?? null,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (cookie) reply.header('set-cookie', cookie);
      return ok({ counted });
    },
  );

  r.get(
    '/affiliates/programme',
    { schema: { tags, response: { 200: envelope(affiliateProgrammeSchema) } } },
    async () => ok(await deps.affiliates.programme()),
  );

  r.get(
    '/affiliates/products',
    {
      schema: {
        tags,
        summary: "Products open to resale, with their commission, the seller's rating and stock.",
        querystring: resaleOfferQuerySchema,
        response: { 200: envelope(paged(resaleOfferSchema)) },
      },
    },
    async (request) =>
      ok(await deps.affiliates.offers(request.auth?.userId ?? null, request.query)),
  );

  r.get(
    '/affiliates/:id/summary',
    {
      ...auth,
      schema: {
        tags,
        params,
        querystring: affiliateSummaryQuerySchema,
        response: { 200: envelope(affiliateSummarySchema) },
      },
    },
    async (request) => {
      const me = affiliateSelf(request, request.params.id);
      return ok(await deps.affiliates.summary(me, request.query.days));
    },
  );

  r.get(
    '/affiliates/:id/products',
    {
      ...auth,
      schema: {
        tags,
        summary: "The affiliate's resale list, with each product's share code and figures.",
        params,
        querystring: pageQuery(AFFILIATE_PAGE_SIZE),
        response: { 200: envelope(paged(myResaleSchema)) },
      },
    },
    async (request) => {
      const me = affiliateSelf(request, request.params.id);
      return ok(await deps.affiliates.resales(me, request.query.page, request.query.limit));
    },
  );
}
