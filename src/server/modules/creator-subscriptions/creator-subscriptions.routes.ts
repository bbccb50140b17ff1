import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import {
  creatorSubscriptionPageSchema,
  creatorSubscriptionSchema,
  newPriceAnswerSchema,
  subscribeBodySchema,
  subscribeResultSchema,
  subscribersQuerySchema,
  subscriptionOfferSchema,
  subscriptionSetupSchema,
  subscriptionSummarySchema,
} from '#shared/schemas/creator-subscriptions.ts';
import { badRequest } from '../../errors.ts';
import { ok } from '../../http.ts';
import type { OriginCheck } from '../../origins.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { CreatorSubscriptionsService } from './creator-subscriptions.service.ts';

const tags = ['creator subscriptions'];
const params = z.object({ id: idSchema });

export async function creatorSubscriptionsRoutes(
  app: FastifyInstance,
  deps: { creatorSubscriptions: CreatorSubscriptionsService; ownOrigin: OriginCheck },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };
  const service = deps.creatorSubscriptions;

  r.get(
    '/users/subscribers',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Subscribers of the given creators (subscribeToByPlannerIds), or the creators the given fans subscribe to (subscribeToBySubscriberIds); only your own id',
        querystring: subscribersQuerySchema,
        response: { 200: envelope(creatorSubscriptionPageSchema) },
      },
    },
    async (request) => ok(await service.list(currentUserId(request), request.query)),
  );

  r.patch(
    '/users/:id/subscriptions/setup',
    {
      ...auth,
      schema: {
        tags,
        summary: 'A creator sets the monthly price, what subscribers get and whether it is open',
        params,
        body: subscriptionSetupSchema,
        response: { 200: envelope(subscriptionOfferSchema) },
      },
    },
    async (request) =>
      ok(
        await service.setup(currentUserId(request), request.params.id, request.body),
        'Subscription offer saved',
      ),
  );

  r.get(
    '/users/:id/subscriptions/offer',
    {
      schema: {
        tags,
        summary: "A creator's subscription offer, with the signed-in viewer's own subscription",
        params,
        response: { 200: envelope(subscriptionOfferSchema) },
      },
    },
    async (request) => ok(await service.offer(request.params.id, request.auth?.userId ?? null)),
  );

  r.get(
    '/users/:id/subscriptions/summary',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The creator’s own offer, subscribers with access and subscription earnings',
        params,
        response: { 200: envelope(subscriptionSummarySchema) },
      },
    },
    async (request) => ok(await service.summary(currentUserId(request), request.params.id)),
  );

  r.patch(
    '/users/:id/subscriptions/to',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Subscribe to creator {id} (paid now, renewed monthly from the wallet) or cancel (access lasts to the end of the paid period). Send an Idempotency-Key header to make retries safe.',
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }).passthrough(),
        params,
        body: subscribeBodySchema,
        response: { 200: envelope(subscribeResultSchema) },
      },
    },
    async (request) => {
      const me = currentUserId(request);
      const body = request.body;
      if (body.action === 'CANCEL')
        return ok(await service.cancel(me, request.params.id), 'Your subscription will not renew');
      // The schema asks a subscribe for the price shown; this only tells the type so.
      if (body.amount === undefined) throw badRequest({ amount: 'Send the price shown' });
      const result = await service.subscribe(me, request.params.id, {
        months: body.months,
        amount: body.amount,
        payWith: body.payWith,
        points: body.point === '' ? undefined : body.point,
        idempotencyKey: request.headers['idempotency-key'] || undefined,
        returnOrigin: deps.ownOrigin(request.headers.origin ?? request.headers.referer),
      });
      return ok(result, result.authorizationUrl ? 'Complete the payment' : 'Subscribed');
    },
  );

  r.patch(
    '/users/:id/subscriptions/price',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Accept or decline the higher price creator {id} set since you subscribed, with the new price of a month you were shown (409 when it is not that any more). Unaccepted, the subscription ends at the renewal the price applies to.',
        params,
        body: newPriceAnswerSchema,
        response: { 200: envelope(creatorSubscriptionSchema) },
      },
    },
    async (request) => {
      const accept = request.body.decision === 'ACCEPT';
      const subscription = await service.answerNewPrice(
        currentUserId(request),
        request.params.id,
        request.body,
      );
      return ok(
        subscription,
        accept
          ? 'New price accepted: your subscription keeps renewing'
          : 'New price declined: your subscription ends with the period you paid for',
      );
    },
  );
}
