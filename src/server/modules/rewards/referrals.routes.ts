import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, paged } from '#shared/schemas/envelope.ts';
import {
  flaggedReferralQuerySchema,
  referralListQuerySchema,
  referralParamsSchema,
  referralReviewSchema,
  referralSummarySchema,
  referralTermsSchema,
  referralUserParamsSchema,
  referredFriendSchema,
} from '#shared/schemas/referrals.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { ReferralsService } from './referrals.service.ts';

const tags = ['referrals'];

/** Referrals (decision 062): the terms, a user's friends and figures, and support's review. */
export async function referralsRoutes(app: FastifyInstance, deps: { referrals: ReferralsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { referrals } = deps;
  const auth = { preValidation: app.requireUser };
  const supportOnly = { preValidation: app.requireRole('admin') };

  r.get(
    '/referrals/terms',
    {
      schema: {
        tags,
        summary:
          'What a referral earns: points to the referrer and to the friend when the friend’s first order is received, and the monthly cap',
        response: { 200: envelope(referralTermsSchema) },
      },
    },
    async () => ok(referrals.terms()),
  );

  r.get(
    '/users/:id/list',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'The people I referred, newest first: when they joined, whether their first order was received (or is under review) and the points I earned for each',
        params: referralUserParamsSchema,
        querystring: referralListQuerySchema,
        response: { 200: envelope(paged(referredFriendSchema)) },
      },
    },
    async (request) =>
      ok(await referrals.list(currentUserId(request), request.params.id, request.query)),
  );

  r.get(
    '/users/:id/referrals/summary',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'My referral code and sign-up link, how many friends joined and earned me points, the points earned, and the terms',
        params: referralUserParamsSchema,
        response: { 200: envelope(referralSummarySchema) },
      },
    },
    async (request) => ok(await referrals.summary(currentUserId(request), request.params.id)),
  );

  r.get(
    '/referrals/flagged',
    {
      ...supportOnly,
      schema: {
        tags,
        summary:
          'Oja support: referrals that earned nothing because they look like one person twice or passed the monthly cap, oldest first',
        querystring: flaggedReferralQuerySchema,
        response: { 200: envelope(paged(referralReviewSchema)) },
      },
    },
    async (request) => ok(await referrals.flagged(request.query)),
  );

  r.post(
    '/referrals/:id/approve',
    {
      ...supportOnly,
      schema: {
        tags,
        summary:
          'Oja support: approve a flagged referral (the referred friend’s id), paying both sides their points once',
        params: referralParamsSchema,
        response: { 200: envelope(referralReviewSchema) },
      },
    },
    async (request) =>
      ok(
        await referrals.approve(currentUserId(request), request.params.id),
        'Referral approved: both sides have their points',
      ),
  );
}
