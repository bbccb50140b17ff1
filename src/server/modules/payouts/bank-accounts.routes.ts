import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autoPayoutBodySchema,
  bankListQuerySchema,
  bankSchema,
  confirmPayoutAccountBodySchema,
  payoutAccountBodySchema,
  payoutAccountCodeBodySchema,
  payoutAccountSchema,
  payoutOwnerQuerySchema,
  resolvedAccountSchema,
  verifyAccountNumberBodySchema,
} from '#shared/schemas/bank-accounts.ts';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import type { Config } from '../../config.ts';
import { ok } from '../../http.ts';
import { currentUserId, requireSelf } from '../../plugins/auth.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';
import type { IdempotencyService } from '../idempotency/idempotency.service.ts';
import type { BankAccountsService } from './bank-accounts.service.ts';

type RateLimits = Config['rateLimits'];
const tags = ['payments'];
const userParams = z.object({ userId: idSchema });
const idempotencyHeader = z.object({ 'idempotency-key': z.string().optional() }).passthrough();
const requested = z.object({
  account: payoutAccountSchema,
  /** Where the confirmation code went (masked e-mail). */
  sentTo: z.string(),
});
const codeSent = (sentTo: string) =>
  `We sent a code to ${sentTo}, enter it to confirm this bank account`;
const IDEMPOTENT =
  ' Send an Idempotency-Key header to make retries safe: a repeat returns the first answer.';

/** Banks, account-name look-ups and the payout bank accounts of a user and their businesses. */
export async function bankAccountsRoutes(
  app: FastifyInstance,
  deps: {
    bankAccounts: BankAccountsService;
    idempotency: IdempotencyService;
    limits: Pick<RateLimits, 'bankAccountLookup' | 'payoutAccountChange'>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };
  const { bankAccounts, idempotency, limits } = deps;

  r.get(
    '/payments/banks',
    {
      schema: {
        tags,
        summary: 'Nigerian banks payouts can go to, by name (for a searchable bank picker)',
        querystring: bankListQuerySchema,
        response: { 200: envelope(z.array(bankSchema)) },
      },
    },
    async (request) => ok(await bankAccounts.banks(request.query.search)),
  );

  r.post(
    '/users/verify/account-number',
    {
      ...auth,
      // Each look-up is a request to the bank: enough for typing mistakes, not for trawling names.
      config: routeLimit(limits.bankAccountLookup),
      schema: {
        tags,
        summary: 'The name the bank holds for an account number',
        body: verifyAccountNumberBodySchema,
        response: { 200: envelope(resolvedAccountSchema) },
      },
    },
    async (request) => ok(await bankAccounts.resolve(request.body)),
  );

  r.get(
    '/payments/accounts/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: "The caller's payout bank accounts: their own and their businesses'",
        params: userParams,
        response: { 200: envelope(z.array(payoutAccountSchema)) },
      },
    },
    async (request) => ok(await bankAccounts.list(requireSelf(request, request.params.userId))),
  );

  r.post(
    '/payments/accounts',
    {
      ...auth,
      config: routeLimit(limits.payoutAccountChange),
      schema: {
        tags,
        summary: `Add a payout bank account (own, or a business's with businessId); a code is sent to confirm it.${IDEMPOTENT}`,
        headers: idempotencyHeader,
        body: payoutAccountBodySchema,
        response: { 201: envelope(requested) },
      },
    },
    async (request, reply) => {
      const me = currentUserId(request);
      return idempotency.once(request, reply, me, async () => {
        const result = await bankAccounts.add(me, request.body);
        return { status: 201, body: ok(result, codeSent(result.sentTo)) };
      });
    },
  );

  r.patch(
    '/payments/accounts/:userId',
    {
      ...auth,
      config: routeLimit(limits.payoutAccountChange),
      schema: {
        tags,
        summary: `Change a payout bank account; the new details wait for the code sent to confirm them.${IDEMPOTENT}`,
        headers: idempotencyHeader,
        params: userParams,
        body: payoutAccountBodySchema,
        response: { 200: envelope(requested) },
      },
    },
    async (request, reply) => {
      const me = requireSelf(request, request.params.userId);
      return idempotency.once(request, reply, me, async () => {
        const result = await bankAccounts.change(me, request.body);
        return { status: 200, body: ok(result, codeSent(result.sentTo)) };
      });
    },
  );

  r.post(
    '/payments/accounts/:userId/confirm',
    {
      ...auth,
      schema: {
        tags,
        summary: `Confirm a new or changed payout bank account with the code sent to its owner.${IDEMPOTENT}`,
        headers: idempotencyHeader,
        params: userParams,
        body: confirmPayoutAccountBodySchema,
        response: { 200: envelope(payoutAccountSchema) },
      },
    },
    async (request, reply) => {
      const me = requireSelf(request, request.params.userId);
      return idempotency.once(request, reply, me, async () => {
        const { account, message } = await bankAccounts.confirm(me, request.body);
        return { status: 200, body: ok(account, message) };
      });
    },
  );

  r.post(
    '/payments/accounts/:userId/code',
    {
      ...auth,
      config: routeLimit(limits.payoutAccountChange),
      schema: {
        tags,
        summary: 'Send a new code for a payout bank account waiting for confirmation',
        params: userParams,
        body: payoutAccountCodeBodySchema,
        response: { 200: envelope(z.object({ sentTo: z.string() })) },
      },
    },
    async (request) => {
      const me = requireSelf(request, request.params.userId);
      const result = await bankAccounts.resendCode(me, request.body.accountId);
      return ok(result, codeSent(result.sentTo));
    },
  );

  r.put(
    '/payments/accounts/:userId/auto-payout',
    {
      ...auth,
      schema: {
        tags,
        summary:
          "Turn a business's automatic daily payout on or off: each morning its balance, less the transfer fee, goes to its confirmed payout account",
        params: userParams,
        body: autoPayoutBodySchema,
        response: { 200: envelope(payoutAccountSchema) },
      },
    },
    async (request) => {
      const me = requireSelf(request, request.params.userId);
      const { businessId, autoPayout } = request.body;
      const account = await bankAccounts.setAutoPayout(me, businessId, autoPayout);
      return ok(
        account,
        autoPayout ? 'Automatic daily payout turned on' : 'Automatic daily payout turned off',
      );
    },
  );

  r.delete(
    '/payments/accounts/:userId',
    {
      ...auth,
      schema: {
        tags,
        summary: "Remove the caller's payout bank account, or a business's with businessId",
        params: userParams,
        querystring: payoutOwnerQuerySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const me = requireSelf(request, request.params.userId);
      await bankAccounts.remove(me, request.query.businessId);
      return ok(null, 'Bank Account removed successfully');
    },
  );
}
