import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, paged } from '#shared/schemas/envelope.ts';
import {
  pointsSummarySchema,
  rewardListQuerySchema,
  rewardSchema,
} from '#shared/schemas/rewards.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { RewardsService } from './rewards.service.ts';

const tags = ['rewards'];

export async function rewardsRoutes(app: FastifyInstance, deps: { rewards: RewardsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.get(
    '/rewards',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'My reward entries, newest first: points earned on each order (pending until it is received), filtered by rewardTypes and rewardStatuses (comma-separated)',
        querystring: rewardListQuerySchema,
        response: { 200: envelope(paged(rewardSchema)) },
      },
    },
    async (request) => ok(await deps.rewards.list(currentUserId(request), request.query)),
  );

  r.get(
    '/rewards/summary',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'My Oja points: available to spend (1 point = ₦1), pending on orders not received yet, expiring within 30 days',
        response: { 200: envelope(pointsSummarySchema) },
      },
    },
    async (request) => ok(await deps.rewards.summary(currentUserId(request))),
  );
}
