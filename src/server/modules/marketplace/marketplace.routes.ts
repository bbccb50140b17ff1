import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '#shared/schemas/envelope.ts';
import {
  ledgerAccountDetailSchema,
  ledgerAccountPageSchema,
  ledgerAccountParamsSchema,
  ledgerAccountsQuerySchema,
  ledgerMovementsQuerySchema,
} from '#shared/schemas/ledger-accounts.ts';
import { dashboardQuerySchema, marketplaceDashboardSchema } from '#shared/schemas/marketplace.ts';
import { ok } from '../../http.ts';
import { CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { LedgerAccounts } from './ledger-accounts.ts';
import type { MarketplaceService } from './marketplace.service.ts';

/** The console's dashboard of the marketplace as a whole, and its ledger account by account. */
export async function marketplaceRoutes(
  app: FastifyInstance,
  deps: {
    marketplace: MarketplaceService;
    ledgerAccounts: LedgerAccounts;
    console: ConsoleService;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const finance = { ...staffWith(deps.console, 'ledger.view'), config: CONSOLE_LIMIT };
  const tags = ['console'];

  r.get(
    '/console/dashboard',
    {
      ...finance,
      schema: {
        tags,
        summary:
          'Oja staff (finance): orders, sales, commission, newcomers and payouts over a period and the one before, open queues, and the ledger by kind of account with its sum',
        querystring: dashboardQuerySchema,
        response: { 200: envelope(marketplaceDashboardSchema) },
      },
    },
    async (request) => ok(await deps.marketplace.dashboard(request.query.period)),
  );

  r.get(
    '/console/ledger/accounts',
    {
      ...finance,
      schema: {
        tags,
        summary:
          "Oja staff (finance): one kind's ledger accounts holding money, the largest first, and whose they are",
        querystring: ledgerAccountsQuerySchema,
        response: { 200: envelope(ledgerAccountPageSchema) },
      },
    },
    async (request) => {
      const { kind, page, limit } = request.query;
      return ok(await deps.ledgerAccounts.ofKind(kind, page, limit));
    },
  );

  r.get(
    '/console/ledger/accounts/:account',
    {
      ...finance,
      schema: {
        tags,
        summary: "Oja staff (finance): a ledger account's balance and movements, newest first",
        params: ledgerAccountParamsSchema,
        querystring: ledgerMovementsQuerySchema,
        response: { 200: envelope(ledgerAccountDetailSchema) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      return ok(await deps.ledgerAccounts.detail(request.params.account, page, limit));
    },
  );
}
