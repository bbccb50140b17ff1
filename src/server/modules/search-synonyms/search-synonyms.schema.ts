import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * Groups of search phrases that mean the same, added by Oja support on top of the repository's
 * (`src/server/search/synonyms.ts`). Phrases are stored normalised and in alphabetical order, so
 * the same group added twice is the same array and the unique index refuses it.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    phrases: text('phrases').array().notNull(),
    /** The operator who added it; kept as null if their account goes. */
    createdBy: uuid('created_by').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('search_synonyms_phrases_key').on(t.phrases),
    check('search_synonyms_phrase_count', sql`cardinality(${t.phrases}) BETWEEN 2 AND 12`),
  ],
);
