import {
  permissionsOf,
  type ConsoleMe,
  type ConsolePermission,
  type StaffRole,
} from '#shared/schemas/console.ts';
import type { Db, Tx } from '../../db/client.ts';
import { withCommitHook } from '../../db/commit-hooks.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { Publish } from '../../events/events.ts';
import { clearCode, seal, sealingKey, sha256, unseal } from '../../crypto.ts';
import { AppError, conflict, forbidden, notFound, tooManyRequests } from '../../errors.ts';
import type { AttemptCounter } from '../../plugins/rate-limit.ts';
import { waitInWords } from '../../plugins/rate-limit.ts';
import { createAuditReads } from './console-audit.ts';
import { newFactorSecret, stepOfCode } from './console-factor.ts';
import * as repo from './console.repo.ts';
import { createFactorReset } from './console-factor-reset.ts';

/** Who acts in the console, from where: every audit record names them. */
export type ConsoleActor = {
  userId: string;
  sessionId: string;
  ip: string | null;
  requestId: string | null;
};

/** What an action changed, for its audit record. */
export type Audited = {
  action: string;
  subjectType: string;
  subjectId: string;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
};

export type ConsoleService = ReturnType<typeof createConsoleService>;

const RECOVERY_CODES = 10;
/** Wrong codes a session may send before it waits (the account's other sessions are not held). */
const FACTOR_TRIES = { max: 5, windowMs: 15 * 60_000 };

const secondFactorRequired = () =>
  new AppError(
    403,
    'SECOND_FACTOR_REQUIRED',
    'Confirm it is you with the code from your authenticator app first',
  );
const wrongCode = () =>
  new AppError(400, 'VALIDATION_ERROR', 'That code is not right, or was used already', {
    code: 'That code is not right, or was used already',
  });

/**
 * The operator console's access and record: staff roles and their permissions, the second factor
 * (TOTP, recovery codes) a session must pass before any console action, and the append-only audit
 * log, written in the same transaction as the action it records.
 */
export function createConsoleService(deps: {
  db: Db;
  events: Pick<EventBus, 'transaction'>;
  secret: string;
  attempts: AttemptCounter;
}) {
  const { db, attempts } = deps;
  const key = sealingKey(deps.secret, 'staff-factor');

  const record = (tx: Tx, actor: ConsoleActor, audit: Audited) =>
    repo.insertAudit(tx, {
      actorId: actor.userId,
      action: audit.action,
      subjectType: audit.subjectType,
      subjectId: audit.subjectId,
      reason: audit.reason ?? null,
      before: audit.before ?? null,
      after: audit.after ?? null,
      ip: actor.ip,
      requestId: actor.requestId,
    });

  /**
   * Runs a console action and records it in one transaction: neither happens without the other.
   * What the action announces (the author told why) goes out only once both are committed.
   */
  async function audited<T>(
    actor: ConsoleActor,
    work: (tx: Tx, publish: Publish) => Promise<{ result: T; audit: Audited }>,
  ): Promise<T> {
    return deps.events.transaction(async (tx, publish) => {
      const { result, audit } = await work(tx, publish);
      await record(tx, actor, audit);
      return result;
    });
  }

  /**
   * Runs a console action that another module carries out in its own transaction, with the audit
   * record written inside that transaction (a commit hook): the two commit together or not at all.
   * An action that opened no transaction changed nothing, and leaves no record.
   */
  async function auditing<T>(actor: ConsoleActor, audit: Audited, work: () => Promise<T>) {
    let recorded = false;
    const result = await withCommitHook(async (tx) => {
      if (recorded) return;
      await record(tx, actor, audit);
      recorded = true;
    }, work);
    return result;
  }

  async function staffRolesOf(userId: string): Promise<StaffRole[]> {
    const roles = await repo.rolesOf(db, userId);
    if (roles.length === 0) throw forbidden('This is for Oja staff only');
    return roles;
  }

  async function factorSecretOf(userId: string) {
    const factor = await repo.factorOf(db, userId);
    return factor ? { ...factor, secret: unseal(key, factor.sealedSecret) } : null;
  }

  async function passed(actor: ConsoleActor, how: string) {
    await audited(actor, async (tx) => {
      await repo.markSessionVerified(tx, actor.sessionId, actor.userId);
      return {
        result: null,
        audit: {
          action: 'session.verified',
          subjectType: 'staff',
          subjectId: actor.userId,
          after: { how },
        },
      };
    });
  }

  return {
    audited,
    auditing,

    /**
     * Makes a demo staff member: these roles and a second factor set up with `secret`, when they
     * have neither yet (the demo seed; staff are otherwise granted roles by an admin).
     */
    async enrol(userId: string, roles: StaffRole[], secret: string) {
      if ((await repo.rolesOf(db, userId)).length === 0)
        await repo.replaceRoles(db, userId, roles, null);
      if (!(await repo.factorOf(db, userId)))
        await repo.saveConfirmedSecret(db, userId, seal(key, secret));
    },

    /** The guard of the calls before the second factor: any staff role (403 otherwise). */
    async checkStaff(actor: Pick<ConsoleActor, 'userId'>) {
      await staffRolesOf(actor.userId);
    },

    /**
     * The guard of every console call: a staff member holding `permission` whose session passed
     * the second factor. Anyone else: 403.
     */
    async check(actor: Pick<ConsoleActor, 'userId' | 'sessionId'>, permission: ConsolePermission) {
      const roles = await staffRolesOf(actor.userId);
      if (!permissionsOf(roles).includes(permission))
        throw forbidden('Your staff role does not allow this');
      if (!(await repo.sessionVerified(db, actor.sessionId, actor.userId)))
        throw secondFactorRequired();
    },

    async me(actor: ConsoleActor): Promise<ConsoleMe> {
      const roles = await staffRolesOf(actor.userId);
      const person = await repo.personOf(db, actor.userId);
      if (!person) throw notFound('User');
      const factor = await repo.factorOf(db, actor.userId);
      return {
        userId: actor.userId,
        ...person,
        roles,
        permissions: permissionsOf(roles),
        factor: factor?.confirmedAt ? 'SET_UP' : 'NOT_SET_UP',
        sessionVerified: await repo.sessionVerified(db, actor.sessionId, actor.userId),
      };
    },

    /** A new authenticator secret for a staff member who has none confirmed yet. */
    async setUpFactor(actor: ConsoleActor) {
      await staffRolesOf(actor.userId);
      const person = await repo.personOf(db, actor.userId);
      if (!person) throw notFound('User');
      const fresh = newFactorSecret(person.email);
      if (!(await repo.saveUnconfirmedSecret(db, actor.userId, seal(key, fresh.secret))))
        throw conflict('Your authenticator app is set up already');
      return fresh;
    },

    /** Confirms the new secret with a code from the app; the recovery codes are shown this once. */
    async confirmFactor(actor: ConsoleActor, code: string) {
      await staffRolesOf(actor.userId);
      const factor = await factorSecretOf(actor.userId);
      if (!factor) throw conflict('Start setting up your authenticator app first');
      if (factor.confirmedAt) throw conflict('Your authenticator app is set up already');
      const step = stepOfCode(factor.secret, code);
      if (step === null) throw wrongCode();
      const recoveryCodes = Array.from({ length: RECOVERY_CODES }, () => clearCode(10));
      const hashes = recoveryCodes.map((c) => sha256(c));
      if (!(await repo.confirmFactor(db, actor.userId, step, hashes)))
        throw conflict('Your authenticator app is set up already');
      await passed(actor, 'set-up');
      return { recoveryCodes: recoveryCodes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`) };
    },

    /** Passes the second factor for this session with a code, or a recovery code (used once). */
    async verifyFactor(actor: ConsoleActor, body: { code?: string; recoveryCode?: string }) {
      await staffRolesOf(actor.userId);
      const tries = `console-factor:${actor.sessionId}`;
      if ((await attempts.count(tries)) >= FACTOR_TRIES.max)
        throw tooManyRequests(
          `Too many wrong codes, please try again in ${waitInWords(await attempts.remainingMs(tries))}`,
        );
      const factor = await factorSecretOf(actor.userId);
      if (!factor?.confirmedAt) throw conflict('Set up your authenticator app first');
      let ok = false;
      if (body.code !== undefined) {
        const step = stepOfCode(factor.secret, body.code);
        ok = step !== null && (await repo.useStep(db, actor.userId, step));
      } else if (body.recoveryCode !== undefined) {
        ok = (await repo.useRecoveryCode(db, actor.userId, sha256(body.recoveryCode))) !== null;
      }
      if (!ok) {
        await attempts.hit(tries, FACTOR_TRIES.windowMs);
        throw wrongCode();
      }
      await passed(actor, body.code !== undefined ? 'code' : 'recovery-code');
      return this.me(actor);
    },

    async staff() {
      const rows = await repo.staffList(db);
      return rows.map((r) => ({
        userId: r.userId,
        name: `${r.firstName} ${r.lastName}`,
        email: r.email,
        roles: r.roles,
        factor: r.factorConfirmed ? ('SET_UP' as const) : ('NOT_SET_UP' as const),
      }));
    },

    /** Grants and takes back roles (admin); the last admin keeps theirs. */
    async setRoles(actor: ConsoleActor, userId: string, roles: StaffRole[], reason: string) {
      const person = await repo.personOf(db, userId);
      if (!person) throw notFound('User');
      await audited(actor, async (tx) => {
        await repo.lockStaff(tx);
        const before = await repo.rolesOf(tx, userId);
        if (
          before.includes('admin') &&
          !roles.includes('admin') &&
          (await repo.countHolders(tx, 'admin')) <= 1
        )
          throw conflict('Oja needs at least one admin: give the role to someone else first', {
            roles: 'Oja needs at least one admin',
          });
        await repo.replaceRoles(tx, userId, roles, actor.userId);
        return {
          result: null,
          audit: {
            action: 'staff.roles',
            subjectType: 'user',
            subjectId: userId,
            reason,
            before: { roles: before },
            after: { roles: [...roles].sort() },
          },
        };
      });
      return {
        userId,
        ...person,
        roles: [...roles].sort(),
        factor: (await repo.factorOf(db, userId))?.confirmedAt
          ? ('SET_UP' as const)
          : ('NOT_SET_UP' as const),
      };
    },

    resetFactor: createFactorReset({ db, audited }),

    ...createAuditReads(db),
  };
}
