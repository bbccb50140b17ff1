import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import {
  paymentCheckSchema,
  unsettledPaymentPageSchema,
  unsettledPaymentQuerySchema,
} from '#shared/schemas/unsettled-payments.ts';
import { ok } from '../../http.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { PaymentsService } from './payments.service.ts';

/** What the provider's answer did, in words for finance. */
function outcome(check: { answer: string; status: string; settled: boolean }): string {
  if (check.status === 'SUCCESS') return 'Paid: the payment is applied';
  if (check.status === 'REVERSED') return 'Paid after it expired: the money went to their wallet';
  if (check.answer === 'success')
    return 'Paystack says paid, but not the amount asked: it was not applied';
  if (check.settled) return 'Not paid: Paystack answered for good, and what it held went back';
  return `Paystack says “${check.answer}”: not settled yet`;
}

/** Finance's queue of card payments the reconciliation could not settle, and asking now. */
export async function paymentsConsoleRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentsService; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const money = { ...staffWith(deps.console, 'money.handle'), config: CONSOLE_LIMIT };
  const tags = ['console'];

  r.get(
    '/console/payments',
    {
      ...money,
      schema: {
        tags,
        summary:
          'Oja staff (finance): card payments the provider has not answered for good after ten minutes, oldest first',
        querystring: unsettledPaymentQuerySchema,
        response: { 200: envelope(unsettledPaymentPageSchema) },
      },
    },
    async (request) =>
      ok(await deps.payments.unsettled.list(request.query.page, request.query.limit)),
  );

  r.post(
    '/console/payments/:id/check',
    {
      ...money,
      schema: {
        tags,
        summary:
          'Oja staff (finance): ask the provider now about a payment and apply its answer, as the reconciliation does',
        params: z.object({ id: idSchema }),
        response: { 200: envelope(paymentCheckSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const check = await deps.payments.unsettled.checkNow(id);
      // Asking the provider is not one transaction with anything: the record says what it answered.
      await deps.console.audited(actorOf(request), async () => ({
        result: null,
        audit: {
          action: 'payment.check',
          subjectType: 'payment',
          subjectId: id,
          after: check,
        },
      }));
      return ok(check, outcome(check));
    },
  );
}
