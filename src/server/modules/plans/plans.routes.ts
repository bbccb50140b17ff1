import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '#shared/schemas/envelope.ts';
import {
  autoRenewBodySchema,
  myPlanSchema,
  planHistoryQuerySchema,
  planHistorySchema,
  planParamsSchema,
  planPurchaseBodySchema,
  planPurchaseSchema,
  planSchema,
} from '#shared/schemas/plans.ts';
import { conflict } from '../../errors.ts';
import { ok } from '../../http.ts';
import type { OriginCheck } from '../../origins.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { PlansService } from './plans.service.ts';

const tags = ['plans'];

export async function plansRoutes(
  app: FastifyInstance,
  deps: { plans: PlansService; idempotency: IdempotencyService; ownOrigin: OriginCheck },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.get(
    '/subscriptions',
    {
      schema: {
        tags,
        summary: 'The plans: what each allows and its price for 1, 3, 6 and 12 months',
        response: { 200: envelope(z.array(planSchema)) },
      },
    },
    async () => ok(await deps.plans.list()),
  );

  r.post(
    '/subscriptions/:id/subscribe',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Buy a plan for 1, 3, 6 or 12 months at the price shown (amount), from the wallet or by card, with reward points for part. An upgrade starts at once and credits the unused days to the wallet; the same or a smaller plan starts when the running one ends. Send an Idempotency-Key header to make retries safe.',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        params: planParamsSchema,
        body: planPurchaseBodySchema,
        response: { 200: envelope(planPurchaseSchema) },
      },
    },
    async (request, reply) => {
      const me = currentUserId(request);
      const { id } = request.params;
      const body = request.body;
      // The purchase payload also names the plan in the body: it must be the plan of the path.
      if (body.subscriptionId !== undefined && body.subscriptionId.toUpperCase() !== id)
        throw conflict('That is another plan', { subscriptionId: 'That is another plan' });
      const { origin, referer } = request.headers;
      const header = request.headers['idempotency-key'];
      return deps.idempotency.once(request, reply, me, async () => {
        const result = await deps.plans.subscribe(me, id, {
          months: body.months,
          amount: body.amount,
          points: body.point === '' ? undefined : body.point,
          payWith: body.payWith,
          autoRenew: body.autoRenew,
          key: typeof header === 'string' ? `plan:${header}` : undefined,
          returnOrigin: deps.ownOrigin(origin ?? referer),
        });
        return {
          status: 200,
          body: ok(
            result,
            result.status === 'PAID'
              ? `You are on the ${result.subscription.name} plan`
              : 'Complete your payment',
          ),
        };
      });
    },
  );

  r.get(
    '/subscriptions/me',
    {
      ...auth,
      schema: {
        tags,
        summary: 'My plan: what it allows, when it ends or renews, the terms waiting after it',
        response: { 200: envelope(myPlanSchema) },
      },
    },
    async (request) => ok(await deps.plans.myPlan(currentUserId(request))),
  );

  r.get(
    '/subscriptions/me/history',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The plan terms I bought, newest first',
        querystring: planHistoryQuerySchema,
        response: { 200: envelope(planHistorySchema) },
      },
    },
    async (request) =>
      ok(await deps.plans.history(currentUserId(request), request.query.page, request.query.limit)),
  );

  r.patch(
    '/subscriptions/me/auto-renew',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Renew my plan from the wallet when it ends (true), or let it end and return to Free (false)',
        body: autoRenewBodySchema,
        response: { 200: envelope(myPlanSchema) },
      },
    },
    async (request) => {
      const plan = await deps.plans.setAutoRenew(currentUserId(request), request.body.autoRenew);
      return ok(
        plan,
        request.body.autoRenew
          ? 'Your plan will renew from your wallet'
          : 'Your plan will not renew',
      );
    },
  );
}
