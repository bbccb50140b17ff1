import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idSchema } from '#shared/schemas/envelope.ts';
import {
  staffWithdrawalPageSchema,
  staffWithdrawalQuerySchema,
  WITHDRAWAL_STATUSES,
} from '#shared/schemas/withdrawals.ts';
import { ok } from '../../http.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

const STATUS_WORDS = {
  PENDING: 'Still waiting on the bank: the reconciliation keeps asking every minute',
  SUCCESS: 'Paid: the bank confirmed it',
  FAILED: 'The bank refused it: the money is back in the balance',
  REVERSED: 'The bank reversed it: the money is back in the balance',
} as const;

/** Finance's money queue: withdrawals waiting on the bank or failed, and asking the bank now. */
export async function withdrawalsConsoleRoutes(
  app: FastifyInstance,
  deps: { withdrawals: WithdrawalsService; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const money = { ...staffWith(deps.console, 'money.handle'), config: CONSOLE_LIMIT };
  const tags = ['console'];

  r.get(
    '/console/withdrawals',
    {
      ...money,
      schema: {
        tags,
        summary:
          'Oja staff (finance): withdrawals waiting on the bank, oldest first, or those that failed or were reversed',
        querystring: staffWithdrawalQuerySchema,
        response: { 200: envelope(staffWithdrawalPageSchema) },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query;
      return ok(await deps.withdrawals.staffQueue(status, page, limit));
    },
  );

  r.post(
    '/console/withdrawals/:id/check',
    {
      ...money,
      schema: {
        tags,
        summary:
          'Oja staff (finance): ask the provider now about a waiting withdrawal (sent if it never took it) and settle a conclusive answer',
        params: z.object({ id: idSchema }),
        response: { 200: envelope(z.object({ status: z.enum(WITHDRAWAL_STATUSES) })) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const status = await deps.withdrawals.checkNow(id);
      // Asking the provider is not one transaction with anything: the record says what it answered.
      await deps.console.audited(actorOf(request), async () => ({
        result: null,
        audit: {
          action: 'withdrawal.check',
          subjectType: 'withdrawal',
          subjectId: id,
          after: { status },
        },
      }));
      return ok({ status }, STATUS_WORDS[status]);
    },
  );
}
