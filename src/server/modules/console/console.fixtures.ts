import { sql } from 'drizzle-orm';
import { api, registerUser, type Registered, type TestContext } from '../../testing/test-app.ts';
import { currentCode } from './console-factor.ts';

/** Oja staff for tests: people holding roles, their second factor set up and passed. */
export function staffFixtures(context: () => TestContext) {
  const call = () => api(context().app);
  const grant = (user: Registered, ...roles: string[]) =>
    context().db.execute(
      sql`INSERT INTO staff_roles (user_id, role) SELECT ${user.id}, unnest(${`{${roles.join(',')}}`}::text[])`,
    );

  /** A staff member with their authenticator set up, signed in with the factor passed. */
  async function staffMember(...roles: string[]) {
    const user = await registerUser(context().app);
    await grant(user, ...roles);
    const token = user.accessToken;
    const setup = await call().post('/console/factor/setup', undefined, { token });
    const secret = setup.json().data.secret as string;
    const confirmed = await call().post(
      '/console/factor/confirm',
      { code: currentCode(secret) },
      { token },
    );
    return { user, token, secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
  }

  /** The audit records about one subject, oldest first. */
  const auditOf = async (subjectId: string) =>
    (
      await context().db.execute<{
        action: string;
        before: unknown;
        after: unknown;
        reason: string;
      }>(
        sql`SELECT action, before, after, reason FROM console_audit WHERE subject_id = ${subjectId} ORDER BY id`,
      )
    ).rows;

  return { call, grant, staffMember, auditOf };
}

/** A staff member as `staffFixtures(…).staffMember` makes one. */
export type StaffMember = Awaited<ReturnType<ReturnType<typeof staffFixtures>['staffMember']>>;
