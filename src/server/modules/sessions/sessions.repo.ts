import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { refreshTokens, userSessionVersions } from './sessions.schema.ts';
import { prepared } from '../../db/prepared.ts';
import { sessionEndedSql, sessionIdParam } from './sessions.public.ts';

export async function insertRefreshToken(
  db: Executor,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * Marks a live token used and returns it. The conditional update makes rotation atomic: of two
 * concurrent refreshes with the same token only one wins.
 */
export async function consumeRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return row ?? null;
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: Executor, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

const versionQuery = prepared((db) =>
  db
    .select({ version: userSessionVersions.version })
    .from(userSessionVersions)
    .where(eq(userSessionVersions.userId, sql.placeholder('userId')))
    .prepare('session_version'),
);

const stateQuery = prepared((db) =>
  db
    .select({
      version: sql<number>`coalesce((
        SELECT v.version FROM ${userSessionVersions} v
        WHERE v.user_id = ${sql.placeholder('userId')}), 0)`.mapWith(Number),
      ended: sessionEndedSql(sql.placeholder('sessionId')).mapWith(Boolean),
    })
    .from(sql`(VALUES (1)) AS one (n)`)
    .prepare('session_state'),
);

/**
 * What an access token is checked against on each request, in one round trip: the user's session
 * version and whether the token's own session has ended (a partial index holds ended ones only).
 */
export async function sessionState(
  db: Executor,
  userId: string,
  sessionId: string,
): Promise<{ version: number; ended: boolean }> {
  const [row] = await stateQuery(db).execute({ userId, sessionId: sessionIdParam(sessionId) });
  return { version: row?.version ?? 0, ended: row?.ended ?? false };
}

/** 0 until the user's first password change. */
export async function sessionVersion(db: Executor, userId: string): Promise<number> {
  const [row] = await versionQuery(db).execute({ userId });
  return row?.version ?? 0;
}

export async function raiseSessionVersion(db: Executor, userId: string): Promise<void> {
  await db
    .insert(userSessionVersions)
    .values({ userId, version: 1 })
    .onConflictDoUpdate({
      target: userSessionVersions.userId,
      set: { version: sql`${userSessionVersions.version} + 1` },
    });
}
