import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema, paged } from '#shared/schemas/envelope.ts';
import {
  businessFundsSchema,
  withdrawalBodySchema,
  withdrawalFeeQuerySchema,
  withdrawalFeeSchema,
  withdrawalListQuerySchema,
  withdrawalSchema,
} from '#shared/schemas/withdrawals.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

const tags = ['withdrawals'];
const userParams = z.object({ userId: idSchema });
const businessParams = z.object({ businessId: idSchema });

/** Withdrawals to the owner's payout bank account: the fee, the request and the list. */
export async function withdrawalsRoutes(
  app: FastifyInstance,
  deps: { withdrawals: WithdrawalsService; idempotency: IdempotencyService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.get(
    '/payments/withdrawals/fee',
    {
      ...auth,
      schema: {
        tags,
        summary: 'What a withdrawal of `amount` naira costs, before it is confirmed',
        querystring: withdrawalFeeQuerySchema,
        response: { 200: envelope(withdrawalFeeSchema) },
      },
    },
    async (request) => ok(deps.withdrawals.quote(request.query.amount)),
  );

  r.get(
    '/payments/businesses/:businessId/funds',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "The owner only: the business's balance, what of it can be withdrawn now, and when the held rest (recent earnings and refunds) can",
        params: businessParams,
        response: { 200: envelope(businessFundsSchema) },
      },
    },
    async (request) =>
      ok(await deps.withdrawals.businessFunds(currentUserId(request), request.params.businessId)),
  );

  r.post(
    '/payments/users/:userId/transfer',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "Withdraw from the wallet (or, with businessId, a business's balance) to its confirmed payout account. Amount + fee leave the balance at once. Send an Idempotency-Key header to make retries safe.",
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        params: userParams,
        body: withdrawalBodySchema,
        response: { 201: envelope(withdrawalSchema) },
      },
    },
    async (request, reply) => {
      const me = currentUserId(request);
      return deps.idempotency.once(
        request,
        reply,
        me,
        async () => ({
          status: 201,
          body: ok(
            await deps.withdrawals.request(me, request.params.userId, request.body),
            'Withdrawal was successful',
          ),
        }),
        "Your withdrawal was made but the answer was lost on the way: find it in your wallet's history",
      );
    },
  );

  r.get(
    '/payments/withdrawals/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: "The user's withdrawals (their wallet's and their businesses'), newest first",
        params: userParams,
        querystring: withdrawalListQuerySchema,
        response: { 200: envelope(paged(withdrawalSchema)) },
      },
    },
    async (request) =>
      ok(await deps.withdrawals.list(currentUserId(request), request.params.userId, request.query)),
  );
}
