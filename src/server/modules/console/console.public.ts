import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * What other modules may read of the console's tables: who holds a staff role (the signed-in
 * profile says so, so the account menu can offer the console). public-surfaces.test.ts checks it
 * matches the table.
 */
export const staffRolesReadOnly = pgTable('staff_roles', {
  userId: uuid('user_id').notNull(),
  role: text('role').notNull(),
});
