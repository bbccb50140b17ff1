import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/** Every uploaded picture and who uploaded it: references on businesses and products must name one. */
export const uploads = pgTable(
  'uploads',
  {
    url: text('url').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // One owner per upload, except demo pictures the seed shares between demo vendors.
  (t) => [primaryKey({ columns: [t.url, t.ownerId] }), index('uploads_owner_idx').on(t.ownerId)],
);
