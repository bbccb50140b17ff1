import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    // Ended sessions only (logout, reuse detected, every session ended): each request with an
    // access token asks whether its session is among them, which this answers without reading
    // the live sessions' tokens.
    index('refresh_tokens_ended_family_idx')
      .on(t.familyId)
      .where(sql`${t.revokedAt} IS NOT NULL`),
  ],
);

/**
 * Each user's session version: access tokens carry the version they were signed with, and a
 * password change or reset raises it, so every older token is refused on its next request.
 */
export const userSessionVersions = pgTable('user_session_versions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});
