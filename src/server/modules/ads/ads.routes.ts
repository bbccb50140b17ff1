import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdStatus } from '#shared/ads.ts';
import { envelope, paged } from '#shared/schemas/envelope.ts';
import {
  adCreateBodySchema,
  adEventsBodySchema,
  adEventsSchema,
  adFiguresQuerySchema,
  adFiguresSchema,
  adListQuerySchema,
  adParamsSchema,
  adPatchBodySchema,
  adPurchaseSchema,
  adReachQuerySchema,
  adReachSchema,
  adSchema,
  sponsoredListSchema,
  sponsoredQuerySchema,
} from '#shared/schemas/ads.ts';
import { ok } from '../../http.ts';
import type { OriginCheck } from '../../origins.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { Viewer } from './ad-showing.ts';
import type { AdsService } from './ads.service.ts';

const tags = ['ads'];

/** What a change did, in the words of whoever made it. */
function patchedMessage(asked: string | undefined, now: AdStatus) {
  if (!asked) return 'Changes saved: your ad shows again once Oja support has reviewed them';
  return {
    PENDING: 'Your ad is in review',
    AWAITING_PAYMENT: 'Your ad is waiting for its payment',
    ACTIVE: asked === 'ACTIVE' ? 'The ad is showing' : 'Ad updated',
    PAUSED: 'Your ad is paused',
    CANCELLED: 'Your ad has ended; what was unspent went back to your wallet',
    REJECTED: 'This ad was rejected; its budget went back to you',
    COMPLETED: 'The ad has finished',
  }[now];
}

const viewerOf = (request: FastifyRequest): Viewer => ({
  userId: request.auth?.userId ?? null,
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

export async function adsRoutes(
  app: FastifyInstance,
  deps: { ads: AdsService; idempotency: IdempotencyService; ownOrigin: OriginCheck },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };
  const { ads } = deps;

  r.post(
    '/ads',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Promote my product, post or store: the whole budget (daily budget × days, sent as amount) is paid up front from the wallet, by card or with points; the ad is reviewed before it shows. Send an Idempotency-Key header to make retries safe.',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        body: adCreateBodySchema,
        response: { 200: envelope(adPurchaseSchema) },
      },
    },
    async (request, reply) => {
      const me = currentUserId(request);
      const header = request.headers['idempotency-key'];
      const { origin, referer } = request.headers;
      return deps.idempotency.once(request, reply, me, async () => {
        const result = await ads.create(me, request.body, {
          key: typeof header === 'string' ? header : undefined,
          returnOrigin: deps.ownOrigin(origin ?? referer),
        });
        const message = result.authorizationUrl
          ? 'Complete your payment'
          : 'Your ad is paid for and in review';
        return { status: 200, body: ok(result, message) };
      });
    },
  );

  r.get(
    '/ads',
    {
      schema: {
        tags,
        summary:
          'Ads: showing ones for everyone; my own (adUserIds) or my business’s (adBusinessIds) in any status, with their money and counts',
        querystring: adListQuerySchema,
        response: { 200: envelope(paged(adSchema)) },
      },
    },
    async (request) => ok(await ads.list(request.auth?.userId ?? null, request.query)),
  );

  r.get(
    '/ads/sponsored',
    {
      schema: {
        tags,
        summary:
          'The ads to show in a place now (home page, explore and search, feed), each with the token its impression and click come back with',
        querystring: sponsoredQuerySchema,
        response: { 200: envelope(sponsoredListSchema) },
      },
    },
    async (request) => ok({ results: await ads.sponsored(request.query, viewerOf(request)) }),
  );

  r.post(
    '/ads/events',
    {
      schema: {
        tags,
        summary:
          'Sponsored cards seen (half on screen for a second) and opened, by their tokens; written and billed in batches',
        body: adEventsBodySchema,
        response: { 202: envelope(adEventsSchema) },
      },
    },
    async (request, reply) => {
      const accepted = ads.events(request.body, viewerOf(request));
      return reply.code(202).send(ok({ accepted }));
    },
  );

  r.get(
    '/ads/reach',
    {
      schema: {
        tags,
        summary: 'What a daily budget and price per click are likely to buy, from the last 30 days',
        querystring: adReachQuerySchema,
        response: { 200: envelope(adReachSchema) },
      },
    },
    async (request) => ok(await ads.reach(request.query.dailyBudget, request.query.maxCpc)),
  );

  r.get(
    '/ads/:id',
    {
      schema: {
        tags,
        summary: 'One ad (a showing one, or my own in any status)',
        params: adParamsSchema,
        response: { 200: envelope(adSchema) },
      },
    },
    async (request) => ok(await ads.get(request.auth?.userId ?? null, request.params.id)),
  );

  r.patch(
    '/ads/:id',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'The owner edits an ad (reviewed again), pauses, resumes or ends it (unspent budget back to the wallet); Oja staff review ads in the console',
        params: adParamsSchema,
        body: adPatchBodySchema,
        response: { 200: envelope(adSchema) },
      },
    },
    async (request) => {
      const ad = await ads.patch(currentUserId(request), request.params.id, request.body);
      return ok(ad, patchedMessage(request.body.status, ad.status));
    },
  );

  r.get(
    '/ads/:id/figures',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'An ad’s figures for each day of the last 7, 30, 90 or 365: impressions, clicks, spend, orders within 7 days of a click and their sales',
        params: adParamsSchema,
        querystring: adFiguresQuerySchema,
        response: { 200: envelope(adFiguresSchema) },
      },
    },
    async (request) =>
      ok(await ads.figures(currentUserId(request), request.params.id, request.query.days)),
  );
}
