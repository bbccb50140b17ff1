import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditPageSchema,
  auditQuerySchema,
  consoleMeSchema,
  factorConfirmBodySchema,
  factorSetupSchema,
  factorVerifyBodySchema,
  recoveryCodesSchema,
  staffMemberSchema,
  staffRolesBodySchema,
  staffUserParamsSchema,
  type ConsolePermission,
} from '#shared/schemas/console.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { toCsv } from '../../csv.ts';
import { unauthorized } from '../../errors.ts';
import { ok } from '../../http.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';
import type { ConsoleActor, ConsoleService } from './console.service.ts';

const tags = ['console'];
/** Console calls per address: a busy operator clicks through queues, nobody needs more. */
const CONSOLE_LIMIT = routeLimit({ max: 300, timeWindowMs: 60_000 });
/** Second-factor calls per address (each session also has its own count of wrong codes). */
const FACTOR_LIMIT = routeLimit({ max: 20, timeWindowMs: 5 * 60_000 });

export function actorOf(request: FastifyRequest): ConsoleActor {
  if (!request.auth) throw unauthorized();
  return {
    userId: request.auth.userId,
    sessionId: request.auth.sessionId,
    ip: request.ip ?? null,
    requestId: request.id,
  };
}

/** The operator console's access: who is staff, their second factor, roles and the audit log. */
export async function consoleRoutes(app: FastifyInstance, deps: { console: ConsoleService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = deps.console;
  const allowed = (permission: ConsolePermission) => ({
    preValidation: async (request: FastifyRequest) => staff.check(actorOf(request), permission),
  });

  r.get(
    '/console/me',
    {
      config: CONSOLE_LIMIT,
      schema: {
        tags,
        summary:
          'Oja staff: who you are in the console, your roles, and whether this session passed the second factor',
        response: { 200: envelope(consoleMeSchema) },
      },
    },
    async (request) => ok(await staff.me(actorOf(request))),
  );

  r.post(
    '/console/factor/setup',
    {
      config: FACTOR_LIMIT,
      schema: {
        tags,
        summary: 'Oja staff: a new authenticator secret to scan, until one is confirmed',
        response: { 200: envelope(factorSetupSchema) },
      },
    },
    async (request) =>
      ok(await staff.setUpFactor(actorOf(request)), 'Scan the code with your authenticator app'),
  );

  r.post(
    '/console/factor/confirm',
    {
      config: FACTOR_LIMIT,
      schema: {
        tags,
        summary:
          "Oja staff: confirms the new secret with the app's code; the recovery codes are shown this once",
        body: factorConfirmBodySchema,
        response: { 200: envelope(recoveryCodesSchema) },
      },
    },
    async (request) =>
      ok(
        await staff.confirmFactor(actorOf(request), request.body.code),
        'Your authenticator app is set up. Keep the recovery codes somewhere safe',
      ),
  );

  r.post(
    '/console/factor/verify',
    {
      config: FACTOR_LIMIT,
      schema: {
        tags,
        summary:
          'Oja staff: passes the second factor for this session (a code, or one recovery code)',
        body: factorVerifyBodySchema,
        response: { 200: envelope(consoleMeSchema) },
      },
    },
    async (request) => ok(await staff.verifyFactor(actorOf(request), request.body), 'Welcome back'),
  );

  r.get(
    '/console/staff',
    {
      ...allowed('staff.manage'),
      config: CONSOLE_LIMIT,
      schema: {
        tags,
        summary: 'Admin: everyone holding a staff role',
        response: { 200: envelope(z.array(staffMemberSchema)) },
      },
    },
    async () => ok(await staff.staff()),
  );

  r.put(
    '/console/staff/:userId/roles',
    {
      ...allowed('staff.manage'),
      config: CONSOLE_LIMIT,
      schema: {
        tags,
        summary:
          "Admin: sets a user's staff roles (none takes them all back), with the reason; recorded",
        params: staffUserParamsSchema,
        body: staffRolesBodySchema,
        response: { 200: envelope(staffMemberSchema) },
      },
    },
    async (request) =>
      ok(
        await staff.setRoles(
          actorOf(request),
          request.params.userId,
          request.body.roles,
          request.body.reason,
        ),
        'Roles saved',
      ),
  );

  r.get(
    '/console/audit',
    {
      ...allowed('audit.view'),
      config: CONSOLE_LIMIT,
      schema: {
        tags,
        summary: 'The audit log of console actions and role changes, newest first',
        querystring: auditQuerySchema,
        response: { 200: envelope(auditPageSchema) },
      },
    },
    async (request) => ok(await staff.audit(request.query)),
  );

  r.get(
    '/console/audit/export',
    {
      ...allowed('audit.view'),
      config: CONSOLE_LIMIT,
      schema: {
        tags,
        summary: 'The audit log as a CSV file (the same filter as the list)',
        querystring: auditQuerySchema.omit({ page: true, limit: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows: (string | number)[][] = [
        [
          'at',
          'actor',
          'actor id',
          'action',
          'subject',
          'subject id',
          'reason',
          'before',
          'after',
          'ip',
          'request id',
        ],
      ];
      for await (const e of staff.auditRows(request.query))
        rows.push([
          e.at,
          e.actor.name,
          e.actor.id,
          e.action,
          e.subjectType,
          e.subjectId,
          e.reason ?? '',
          e.before === null ? '' : JSON.stringify(e.before),
          e.after === null ? '' : JSON.stringify(e.after),
          e.ip ?? '',
          e.requestId ?? '',
        ]);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="oja-audit-log.csv"')
        .header('cache-control', 'private, no-store')
        .send(toCsv(rows));
    },
  );
}
