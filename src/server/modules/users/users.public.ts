import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * What other modules may read of `users`: the key their tables reference and the columns of a
 * public profile (plus the e-mail, for notices). A read-only handle on the users table, defined
 * apart from users.schema.ts so no module imports that file; public-surfaces.test.ts checks that
 * every column here matches the table.
 */
export const usersView = pgTable('users', {
  id: uuid('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  handle: text('handle').notNull(),
  avatarUrl: text('avatar_url'),
  email: text('email').notNull(),
});
