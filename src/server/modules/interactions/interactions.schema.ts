import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ENTITY_TYPES, INTERACTION_TYPES } from '#shared/constants.ts';
import { createdAt, id } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * What someone did to an entity (liked a post, followed a user, commented, viewed…), kept with
 * the entity's owner so their notifications read one index. Written in the same transaction as
 * the act itself; an act taken back (unlike, unfollow) removes its record.
 */
export const interactions = pgTable(
  'interactions',
  {
    id: id(),
    /** Who acted. */
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', { enum: ENTITY_TYPES }).notNull(),
    entityId: uuid('entity_id').notNull(),
    type: text('type', { enum: INTERACTION_TYPES }).notNull(),
    /** Whose entity it is: the one to notify. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // An owner's notifications newest first (ids are UUIDv7); an entity's interactions; and the
  // actor's own record, found again when they take it back.
  (t) => [
    index('interactions_owner_idx').on(t.ownerId, t.id),
    index('interactions_entity_idx').on(t.entityType, t.entityId, t.type),
    index('interactions_user_idx').on(t.userId, t.entityId, t.type),
  ],
);
