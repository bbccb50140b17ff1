import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ENTITY_TYPES, INTERACTION_TYPES } from '#shared/constants.ts';

/**
 * What other modules (notifications) may read of `interactions`: who did what to whose entity,
 * and when. A read-only handle, defined apart from interactions.schema.ts
 * (public-surfaces.test.ts checks it matches).
 */
export const interactionsReadOnly = pgTable('interactions', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id').notNull(),
  entityType: text('entity_type', { enum: ENTITY_TYPES }).notNull(),
  entityId: uuid('entity_id').notNull(),
  type: text('type', { enum: INTERACTION_TYPES }).notNull(),
  ownerId: uuid('owner_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
