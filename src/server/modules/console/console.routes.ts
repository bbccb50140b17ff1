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
  factorResetBodySchema,
  staffUserParamsSchema,
  type ConsolePermission,
} from '#shared/schemas/console.ts';
import { envelope } from '#shared/schemas/envelope.ts';
import { toCsv } from '../../csv.ts';
import { ok } from '../../http.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';
import { actorOf, CONSOLE_LIMIT, staffWith } from './console.public.ts';
import type { ConsoleService } from './console.service.ts';

const tags = ['console'];
/** Second-factor calls per address (each session also has its own count of wrong codes). */
const FACTOR_LIMIT = routeLimit({ max: 20, timeWindowMs: 5 * 60_000 });

/** The operator console's access: who is staff, their second factor, roles and the audit log. */
export async function consoleRoutes(app: FastifyInstance, deps: { console: ConsoleService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = deps.console;
  const allowed = (permission: ConsolePermission) => staffWith(staff, permission);
  // Before the second factor: staff only, refused before their input is read.
  const anyStaff = {
    preValidation: async (request: FastifyRequest) => staff.checkStaff(actorOf(request)),
  };

  r.get(
    '/console/me',
    {
      ...anyStaff,
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
      ...anyStaff,
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
      ...anyStaff,
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
      ...anyStaff,
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

  r.post(
    '/console/staff/:userId/factor/reset',
    {
      ...allowed('staff.manage'),
      config: CONSOLE_LIMIT,
      schema: {
        tags,
        summary:
          "Admin: forgets a staff member's authenticator (a lost phone) with the reason; they set up a new one at their next console visit. Never one's own",
        params: staffUserParamsSchema,
        body: factorResetBodySchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await staff.resetFactor(actorOf(request), request.params.userId, request.body.reason);
      return ok(null, 'Authenticator reset: they set up a new one at their next visit');
    },
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
