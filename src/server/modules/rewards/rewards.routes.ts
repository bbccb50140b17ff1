import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, paged } from '#shared/schemas/envelope.ts';
import {
  pointsSummarySchema,
  rewardListQuerySchema,
  rewardSchema,
} from '#shared/schemas/rewards.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import {
  heldVoucherListQuerySchema,
  heldVoucherSchema,
  voucherClaimBodySchema,
  voucherCreateBodySchema,
  voucherListQuerySchema,
  voucherParamsSchema,
  voucherPatchBodySchema,
  voucherQuoteBodySchema,
  voucherQuoteSchema,
  voucherSchema,
} from '#shared/schemas/vouchers.ts';
import {
  loyaltyCardBodySchema,
  loyaltyCardSchema,
  loyaltyQuerySchema,
} from '#shared/schemas/loyalty.ts';
import type { LoyaltyService } from './loyalty.service.ts';
import type { RewardsService } from './rewards.service.ts';
import type { VouchersService } from './vouchers.service.ts';

const tags = ['rewards'];

export async function rewardsRoutes(
  app: FastifyInstance,
  deps: { rewards: RewardsService; vouchers: VouchersService; loyalty: LoyaltyService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.get(
    '/rewards',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'My reward entries, newest first: points earned on each order (pending until it is received) and on each review with a photo (once per review), filtered by rewardTypes and rewardStatuses (comma-separated)',
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
          'My Oja points: available to spend (1 point = ₦1), pending on orders not received yet, expiring within 30 days, and what an order and a photo review earn',
        response: { 200: envelope(pointsSummarySchema) },
      },
    },
    async (request) => ok(await deps.rewards.summary(currentUserId(request))),
  );

  const { vouchers } = deps;

  r.post(
    '/rewards/vouchers',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Create a voucher for my business (amount or percentage off, minimum order, dates, count, per-customer limit, some products, first orders), or, for Oja support, an Oja-funded one (no businessId)',
        body: voucherCreateBodySchema,
        response: { 201: envelope(voucherSchema) },
      },
    },
    async (request, reply) => {
      const created = await vouchers.create(currentUserId(request), request.body);
      return reply.code(201).send(ok(created, 'Voucher created'));
    },
  );

  r.get(
    '/rewards/vouchers',
    {
      schema: {
        tags,
        summary:
          'A business’s vouchers (all, with figures, for its owner; those to claim for others), the running voucher with a code, or Oja’s own (funder=OJA)',
        querystring: voucherListQuerySchema,
        response: { 200: envelope(paged(voucherSchema)) },
      },
    },
    async (request) => ok(await vouchers.list(request.auth?.userId ?? null, request.query)),
  );

  r.get(
    '/rewards/vouchers/mine',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The vouchers I hold (to use, or used on an order), newest first',
        querystring: heldVoucherListQuerySchema,
        response: { 200: envelope(paged(heldVoucherSchema)) },
      },
    },
    async (request) => ok(await vouchers.held(currentUserId(request), request.query)),
  );

  r.post(
    '/rewards/vouchers/quote',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'What each voucher I hold takes off each store’s part of a cart, with the best one suggested and why the others cannot be used',
        body: voucherQuoteBodySchema,
        response: { 200: envelope(voucherQuoteSchema) },
      },
    },
    async (request) => ok(await vouchers.quote(currentUserId(request), request.body.orderDetails)),
  );

  r.get(
    '/rewards/vouchers/:id',
    {
      schema: {
        tags,
        summary: 'One voucher (with its figures for its owner)',
        params: voucherParamsSchema,
        response: { 200: envelope(voucherSchema) },
      },
    },
    async (request) => ok(await vouchers.one(request.params.id, request.auth?.userId ?? null)),
  );

  r.post(
    '/rewards/vouchers/:id',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Claim a voucher (no body, or my own userId), or, as its business’s owner, send it to a customer (their userId)',
        params: voucherParamsSchema,
        body: voucherClaimBodySchema,
        response: { 201: envelope(heldVoucherSchema) },
      },
    },
    async (request, reply) => {
      const me = currentUserId(request);
      const held = await vouchers.claim(me, request.params.id, request.body?.userId);
      const sent = request.body?.userId && request.body.userId !== me;
      return reply
        .code(201)
        .send(ok(held, sent ? 'Voucher sent to your customer' : 'Voucher added to your vouchers'));
    },
  );

  r.patch(
    '/rewards/vouchers/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Pause my voucher (no new claims or uses) or run it again',
        params: voucherParamsSchema,
        body: voucherPatchBodySchema,
        response: { 200: envelope(voucherSchema) },
      },
    },
    async (request) => {
      const changed = await vouchers.setStatus(
        currentUserId(request),
        request.params.id,
        request.body.status,
      );
      return ok(changed, changed.status === 'PAUSED' ? 'Voucher paused' : 'Voucher running');
    },
  );

  r.get(
    '/rewards/loyalty',
    {
      schema: {
        tags,
        summary:
          'A business’s loyalty card (null when it runs none): my progress towards its next reward, or its figures for its owner',
        querystring: loyaltyQuerySchema,
        response: { 200: envelope(loyaltyCardSchema.nullable()) },
      },
    },
    async (request) =>
      ok(await deps.loyalty.get(request.query.businessId, request.auth?.userId ?? null)),
  );

  r.get(
    '/rewards/loyalty/mine',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The loyalty cards of the stores I have received orders from, with my progress',
        response: { 200: envelope(z.array(loyaltyCardSchema)) },
      },
    },
    async (request) => ok(await deps.loyalty.mine(currentUserId(request))),
  );

  r.put(
    '/rewards/loyalty',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Run my business’s loyalty card: every Nth order a customer receives earns them a voucher of reward naira off their next order',
        body: loyaltyCardBodySchema,
        response: { 200: envelope(loyaltyCardSchema) },
      },
    },
    async (request) =>
      ok(await deps.loyalty.save(currentUserId(request), request.body), 'Loyalty card saved'),
  );
}
