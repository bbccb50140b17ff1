import type { Db, Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import type { Audited, ConsoleActor } from './console.service.ts';
import * as repo from './console.repo.ts';

/**
 * An admin resets a staff member's second factor (a lost or changed phone): the authenticator and
 * its recovery codes are forgotten, and every console session of theirs must pass again, after
 * setting up a new one. Never one's own: another admin does it, so a stolen session cannot.
 */
export function createFactorReset(deps: {
  db: Db;
  audited: <T>(
    actor: ConsoleActor,
    work: (tx: Tx) => Promise<{ result: T; audit: Audited }>,
  ) => Promise<T>;
}) {
  return async function resetFactor(actor: ConsoleActor, userId: string, reason: string) {
    if (userId === actor.userId)
      throw conflict('Another admin resets your authenticator: ask one of them');
    if ((await repo.rolesOf(deps.db, userId)).length === 0) throw notFound('Staff member');
    await deps.audited(actor, async (tx) => {
      const before = await repo.resetFactor(tx, userId);
      return {
        result: null,
        audit: {
          action: 'staff.factor_reset',
          subjectType: 'user',
          subjectId: userId,
          reason,
          before: { factor: before },
          after: { factor: 'NOT_SET_UP' },
        },
      };
    });
  };
}
