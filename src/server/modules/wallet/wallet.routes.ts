import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema, paged } from '#shared/schemas/envelope.ts';
import {
  cancelledWalletFundingSchema,
  walletFundingRefParamsSchema,
  walletFundingParamsSchema,
  walletFundingSchema,
  walletHistoryQuerySchema,
  walletMovementSchema,
  walletSchema,
} from '#shared/schemas/wallet.ts';
import { ok } from '../../http.ts';
import type { OriginCheck } from '../../origins.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { WalletService } from './wallet.service.ts';

const tags = ['wallet'];
const userParams = z.object({ userId: idSchema });

/** A user's Oja wallet: balance, funding through the provider, and its history. */
export async function walletRoutes(
  app: FastifyInstance,
  deps: { wallet: WalletService; idempotency: IdempotencyService; ownOrigin: OriginCheck },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.get(
    '/payments/wallet/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: "The user's wallet balance, and fundings waiting for the provider",
        params: userParams,
        response: { 200: envelope(walletSchema) },
      },
    },
    async (request) => ok(await deps.wallet.get(currentUserId(request), request.params.userId)),
  );

  r.post(
    '/users/:userId/wallet/:amount/funds',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Fund the wallet (at least ₦500) through the payment page. Send an Idempotency-Key header to make retries safe.',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        params: walletFundingParamsSchema,
        response: { 201: envelope(walletFundingSchema) },
      },
    },
    async (request, reply) => {
      const me = currentUserId(request);
      const { userId, amount } = request.params;
      const { origin, referer } = request.headers;
      return deps.idempotency.once(request, reply, me, async () => ({
        status: 201,
        body: ok(
          await deps.wallet.fund(me, userId, amount, deps.ownOrigin(origin ?? referer)),
          'Complete your payment to fund your wallet',
        ),
      }));
    },
  );

  r.post(
    '/payments/wallet/:userId/fundings/:transactionId/resume',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Back to the payment page of a top-up left unpaid (409 once it is paid, cancelled or expired)',
        params: walletFundingRefParamsSchema,
        response: { 200: envelope(walletFundingSchema) },
      },
    },
    async (request) => {
      const { userId, transactionId } = request.params;
      return ok(
        await deps.wallet.resumeFunding(currentUserId(request), userId, transactionId),
        'Complete your payment to fund your wallet',
      );
    },
  );

  r.delete(
    '/payments/wallet/:userId/fundings/:transactionId',
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Cancel a top-up left unpaid; the provider is asked first, so one paid after all is credited',
        params: walletFundingRefParamsSchema,
        response: { 200: envelope(cancelledWalletFundingSchema) },
      },
    },
    async (request) => {
      const { userId, transactionId } = request.params;
      const done = await deps.wallet.cancelFunding(currentUserId(request), userId, transactionId);
      return ok(
        done,
        done.status === 'SUCCESS'
          ? 'This top-up was paid after all: it is in your wallet'
          : 'Top-up cancelled; nothing was charged',
      );
    },
  );

  r.get(
    '/payments/histories/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: "The wallet's movements, newest first",
        params: userParams,
        querystring: walletHistoryQuerySchema,
        response: { 200: envelope(paged(walletMovementSchema)) },
      },
    },
    async (request) =>
      ok(await deps.wallet.history(currentUserId(request), request.params.userId, request.query)),
  );
}
