import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What other modules may read of sessions: each user's session version (no row means 0), and
 * which sessions (token families) have ended, so a hot read can check a token in the same query
 * as its data (`sessionVersionInHandler` in plugins/auth.ts). Checked against the tables by
 * public-surfaces.test.ts.
 */
export const userSessionVersionsReadOnly = pgTable('user_session_versions', {
  userId: uuid('user_id').primaryKey(),
  version: integer('version').notNull(),
});

export const refreshTokensReadOnly = pgTable('refresh_tokens', {
  familyId: uuid('family_id').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * True once the session has ended: signed out, a used refresh token presented again, or every
 * session of the user ended. Its refresh tokens are revoked then; the partial index
 * `refresh_tokens_ended_family_idx` holds only those, so a live session costs one index probe.
 */
export const sessionEndedSql = (sessionId: SQL | Placeholder) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${refreshTokensReadOnly} r
    WHERE r.family_id = ${sessionId} AND r.revoked_at IS NOT NULL)`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A token's session id as the tables know it: sessions are UUIDs, so any other text names no
 * session (none of its tokens can have been revoked) and is passed as null rather than failing
 * the query's uuid comparison.
 */
export const sessionIdParam = (sessionId: string | null): string | null =>
  sessionId && UUID.test(sessionId) ? sessionId : null;
