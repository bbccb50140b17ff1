import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDetailSchema,
  accountPageSchema,
  accountParamsSchema,
  accountQuerySchema,
  suspensionBodySchema,
} from '#shared/schemas/accounts.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { ok } from '../../http.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from '../console/console.public.ts';
import type { ConsoleService } from '../console/console.service.ts';
import type { AccountsService } from './accounts.service.ts';

const tags = ['console'];

/** The console's accounts: find, see, suspend and restore. */
export async function accountsRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountsService; console: ConsoleService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { accounts } = deps;
  const views = { ...staffWith(deps.console, 'accounts.view'), config: CONSOLE_LIMIT };
  const suspends = { ...staffWith(deps.console, 'accounts.suspend'), config: CONSOLE_LIMIT };

  r.get(
    '/console/accounts',
    {
      ...views,
      schema: {
        tags,
        summary: 'Oja staff: find people by name, e-mail, phone or handle, or by a store they own',
        querystring: accountQuerySchema,
        response: { 200: envelope(accountPageSchema) },
      },
    },
    async (request) => {
      const { q, page, limit } = request.query;
      return ok(await accounts.find(q, page, limit));
    },
  );

  r.get(
    '/console/accounts/:userId',
    {
      ...views,
      schema: {
        tags,
        summary: 'Oja staff: one account with its stores, orders, money, reports and history',
        params: accountParamsSchema,
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) => ok(await accounts.detail(request.params.userId)),
  );

  r.post(
    '/console/accounts/:userId/suspend',
    {
      ...suspends,
      schema: {
        tags,
        summary:
          'Oja staff: suspend an account: its sessions end, it cannot log in, its stores and posts are hidden (open orders still complete)',
        params: accountParamsSchema,
        body: suspensionBodySchema,
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await accounts.suspend(actorOf(request), request.params.userId, request.body.reason),
        'Account suspended: it is signed out everywhere and its stores and posts are hidden',
      ),
  );

  r.post(
    '/console/accounts/:userId/restore',
    {
      ...suspends,
      schema: {
        tags,
        summary: 'Oja staff: restore a suspended account and show what its suspension hid',
        params: accountParamsSchema,
        body: suspensionBodySchema,
        response: { 200: envelope(accountDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await accounts.restore(actorOf(request), request.params.userId, request.body.reason),
        'Account restored: its owner can log in again',
      ),
  );
}
