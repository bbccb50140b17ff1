import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema, paged } from '#shared/schemas/envelope.ts';
import { transactionListQuerySchema, transactionSchema } from '#shared/schemas/orders.ts';
import { ok } from '../../http.ts';
import { currentUserId } from '../../plugins/auth.ts';
import type { PaymentsService } from './payments.service.ts';

const params = z.object({ id: idSchema });
const tags = ['payments'];

/** The payer's transactions: verify after the payment page, list, read and drop unpaid ones. */
export async function paymentsRoutes(app: FastifyInstance, deps: { payments: PaymentsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = { preValidation: app.requireUser };

  r.patch(
    '/orders/transaction-order/:transactionId',
    {
      ...auth,
      schema: {
        tags,
        summary: 'After the payment page: verify the payment with the provider and apply it',
        params: z.object({ transactionId: idSchema }),
        response: { 200: envelope(transactionSchema) },
      },
    },
    async (request) =>
      ok(await deps.payments.verify(currentUserId(request), request.params.transactionId)),
  );

  r.get(
    '/transactions',
    {
      ...auth,
      schema: {
        tags,
        querystring: transactionListQuerySchema,
        response: { 200: envelope(paged(transactionSchema)) },
      },
    },
    async (request) => ok(await deps.payments.list(currentUserId(request), request.query)),
  );

  r.get(
    '/transactions/:id',
    { ...auth, schema: { tags, params, response: { 200: envelope(transactionSchema) } } },
    async (request) => ok(await deps.payments.get(currentUserId(request), request.params.id)),
  );

  r.delete(
    '/transactions/:id',
    { ...auth, schema: { tags, params, response: { 200: envelope(z.null()) } } },
    async (request) => {
      await deps.payments.remove(currentUserId(request), request.params.id);
      return ok(null, 'Transaction deleted');
    },
  );
}

/** Paystack's webhook: outside the API-key scope, with the raw body kept for the signature. */
export async function paymentWebhookRoutes(
  app: FastifyInstance,
  { payments }: { payments: PaymentsService },
) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/api/webhooks/paystack', { bodyLimit: 256 * 1024 }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
    const signature = request.headers['x-paystack-signature'];
    const outcome = await payments.webhook(
      raw,
      typeof signature === 'string' ? signature : undefined,
    );
    request.log.info({ outcome }, 'paystack webhook');
    return { received: true };
  });
}
