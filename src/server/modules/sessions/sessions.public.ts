import { integer, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * What other modules may read of sessions: each user's session version (no row means 0), so a
 * hot read can check a token's version in the same query as its data
 * (`sessionVersionInHandler` in plugins/auth.ts). Checked against the table by
 * public-surfaces.test.ts.
 */
export const userSessionVersionsView = pgTable('user_session_versions', {
  userId: uuid('user_id').primaryKey(),
  version: integer('version').notNull(),
});
