import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffRole } from '#shared/schemas/console.ts';
import type { Executor } from '../../db/client.ts';
import { usersReadOnly } from '../users/users.public.ts';
import { consoleAudit, consoleSessions, staffFactors, staffRoles } from './console.schema.ts';

export async function rolesOf(db: Executor, userId: string): Promise<StaffRole[]> {
  const rows = await db
    .select({ role: staffRoles.role })
    .from(staffRoles)
    .where(eq(staffRoles.userId, userId))
    .orderBy(staffRoles.role);
  return rows.map((r) => r.role);
}

export async function personOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      firstName: usersReadOnly.firstName,
      lastName: usersReadOnly.lastName,
      email: usersReadOnly.email,
    })
    .from(usersReadOnly)
    .where(eq(usersReadOnly.id, userId));
  return row ? { name: `${row.firstName} ${row.lastName}`, email: row.email } : null;
}

/** Everyone holding a role, with their roles and whether their second factor is set up. */
export async function staffList(db: Executor) {
  return db
    .select({
      userId: usersReadOnly.id,
      firstName: usersReadOnly.firstName,
      lastName: usersReadOnly.lastName,
      email: usersReadOnly.email,
      roles: sql<StaffRole[]>`array_agg(${staffRoles.role} ORDER BY ${staffRoles.role})`,
      factorConfirmed: sql<boolean>`bool_or(${staffFactors.confirmedAt} IS NOT NULL)`,
    })
    .from(staffRoles)
    .innerJoin(usersReadOnly, eq(usersReadOnly.id, staffRoles.userId))
    .leftJoin(staffFactors, eq(staffFactors.userId, staffRoles.userId))
    .groupBy(usersReadOnly.id)
    .orderBy(usersReadOnly.firstName, usersReadOnly.lastName);
}

/** Holds the staff list still while one role change is decided (the last admin stays). */
export async function lockStaff(tx: Executor) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('oja:staff-roles'))`);
}

export async function countHolders(db: Executor, role: StaffRole) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRoles)
    .where(eq(staffRoles.role, role));
  return row?.n ?? 0;
}

export async function replaceRoles(
  tx: Executor,
  userId: string,
  roles: StaffRole[],
  grantedBy: string | null,
) {
  await tx.delete(staffRoles).where(eq(staffRoles.userId, userId));
  if (roles.length > 0)
    await tx.insert(staffRoles).values(roles.map((role) => ({ userId, role, grantedBy })));
}

export async function factorOf(db: Executor, userId: string) {
  const [row] = await db.select().from(staffFactors).where(eq(staffFactors.userId, userId));
  return row ?? null;
}

/** Keeps a new secret for a factor not yet confirmed (a confirmed one is never replaced here). */
export async function saveUnconfirmedSecret(db: Executor, userId: string, sealedSecret: string) {
  const saved = await db
    .insert(staffFactors)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({
      target: staffFactors.userId,
      set: { sealedSecret, lastStep: 0, recoveryCodeHashes: [] },
      setWhere: sql`${staffFactors.confirmedAt} IS NULL`,
    })
    .returning({ userId: staffFactors.userId });
  return saved.length > 0;
}

/** A factor set up already (the demo's staff). */
export async function saveConfirmedSecret(db: Executor, userId: string, sealedSecret: string) {
  await db
    .insert(staffFactors)
    .values({ userId, sealedSecret, confirmedAt: sql`now()` })
    .onConflictDoNothing();
}

export async function confirmFactor(
  db: Executor,
  userId: string,
  step: number,
  recoveryCodeHashes: string[],
) {
  const done = await db
    .update(staffFactors)
    .set({ confirmedAt: sql`now()`, lastStep: step, recoveryCodeHashes })
    .where(and(eq(staffFactors.userId, userId), sql`${staffFactors.confirmedAt} IS NULL`))
    .returning({ userId: staffFactors.userId });
  return done.length > 0;
}

/** Spends a time step: false when it, or a later one, was used already (a code works once). */
export async function useStep(db: Executor, userId: string, step: number) {
  const used = await db
    .update(staffFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(staffFactors.userId, userId),
        lt(staffFactors.lastStep, step),
        sql`${staffFactors.confirmedAt} IS NOT NULL`,
      ),
    )
    .returning({ userId: staffFactors.userId });
  return used.length > 0;
}

/** Spends a recovery code: false when it is not one of the user's unused codes. */
export async function useRecoveryCode(db: Executor, userId: string, hash: string) {
  const used = await db
    .update(staffFactors)
    .set({ recoveryCodeHashes: sql`array_remove(${staffFactors.recoveryCodeHashes}, ${hash})` })
    .where(
      and(
        eq(staffFactors.userId, userId),
        sql`${hash} = ANY(${staffFactors.recoveryCodeHashes})`,
        sql`${staffFactors.confirmedAt} IS NOT NULL`,
      ),
    )
    .returning({ left: sql<number>`cardinality(${staffFactors.recoveryCodeHashes})` });
  return used[0] ? { left: used[0].left } : null;
}

export async function markSessionVerified(db: Executor, sessionId: string, userId: string) {
  await db
    .insert(consoleSessions)
    .values({ sessionId, userId })
    .onConflictDoUpdate({ target: consoleSessions.sessionId, set: { verifiedAt: sql`now()` } });
}

export async function sessionVerified(db: Executor, sessionId: string, userId: string) {
  const [row] = await db
    .select({ at: consoleSessions.verifiedAt })
    .from(consoleSessions)
    .where(and(eq(consoleSessions.sessionId, sessionId), eq(consoleSessions.userId, userId)));
  return row !== undefined;
}

export type NewAuditEntry = typeof consoleAudit.$inferInsert;

export async function insertAudit(tx: Executor, entry: NewAuditEntry) {
  await tx.insert(consoleAudit).values(entry);
}

export type AuditFilter = { q?: string; actorId?: string; subjectId?: string };

function auditWhere(f: AuditFilter): SQL | undefined {
  const words = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    f.actorId ? eq(consoleAudit.actorId, f.actorId) : undefined,
    f.subjectId ? eq(consoleAudit.subjectId, f.subjectId) : undefined,
    words
      ? or(
          ilike(consoleAudit.action, words),
          ilike(consoleAudit.subjectType, words),
          ilike(consoleAudit.subjectId, words),
          ilike(consoleAudit.reason, words),
        )
      : undefined,
  );
}

/** The newest entries first; `afterId` continues an export past the last row it wrote. */
export async function auditPage(
  db: Executor,
  f: AuditFilter,
  page: { offset: number; limit: number; beforeId?: bigint },
) {
  const where = and(
    auditWhere(f),
    page.beforeId !== undefined ? lt(consoleAudit.id, page.beforeId) : undefined,
  );
  const subject = alias(usersReadOnly, 'subject');
  const rows = await db
    .select({
      entry: consoleAudit,
      firstName: usersReadOnly.firstName,
      lastName: usersReadOnly.lastName,
      // A person the action was about is shown by name (ids are for the export).
      subjectName: sql<
        string | null
      >`CASE WHEN ${subject.id} IS NULL THEN NULL ELSE ${subject.firstName} || ' ' || ${subject.lastName} END`,
    })
    .from(consoleAudit)
    .leftJoin(usersReadOnly, eq(usersReadOnly.id, consoleAudit.actorId))
    .leftJoin(subject, sql`${subject.id}::text = ${consoleAudit.subjectId}`)
    .where(where)
    .orderBy(desc(consoleAudit.id))
    .offset(page.offset)
    .limit(page.limit);
  return rows;
}

export async function auditCount(db: Executor, f: AuditFilter) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(consoleAudit)
    .where(auditWhere(f));
  return row?.n ?? 0;
}

/** Forgets a staff member's authenticator and the sessions that passed it: they set it up again. */
export async function resetFactor(tx: Executor, userId: string) {
  const removed = await tx
    .delete(staffFactors)
    .where(eq(staffFactors.userId, userId))
    .returning({ confirmedAt: staffFactors.confirmedAt });
  await tx.delete(consoleSessions).where(eq(consoleSessions.userId, userId));
  return removed[0]?.confirmedAt ? 'SET_UP' : 'NOT_SET_UP';
}
