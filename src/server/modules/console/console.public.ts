import type { FastifyRequest } from 'fastify';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ConsolePermission } from '#shared/schemas/console.ts';
import { unauthorized } from '../../errors.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';
import type { ConsoleActor, ConsoleService } from './console.service.ts';

/**
 * What other modules may read of the console's tables: who holds a staff role (the signed-in
 * profile says so, so the account menu can offer the console). public-surfaces.test.ts checks it
 * matches the table.
 */
export const staffRolesReadOnly = pgTable('staff_roles', {
  userId: uuid('user_id').notNull(),
  role: text('role').notNull(),
});

/** Console calls per address: a busy operator clicks through queues, nobody needs more. */
export const CONSOLE_LIMIT = routeLimit({ max: 300, timeWindowMs: 60_000 });

/** Who acts in a console call, for its checks and its audit record. */
export function actorOf(request: FastifyRequest): ConsoleActor {
  if (!request.auth) throw unauthorized();
  return {
    userId: request.auth.userId,
    sessionId: request.auth.sessionId,
    ip: request.ip ?? null,
    requestId: request.id,
  };
}

/**
 * A console route's guard: the caller holds a staff role with this permission and this session
 * passed the second factor (403 otherwise). Every module's console calls use it.
 */
export const staffWith = (
  console: Pick<ConsoleService, 'check'>,
  permission: ConsolePermission,
) => ({
  preValidation: async (request: FastifyRequest) => console.check(actorOf(request), permission),
});
