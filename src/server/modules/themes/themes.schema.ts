import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { THEME_IDS } from '#shared/themes.ts';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * A term of a paid theme a user bought (decision 051): one row per purchase or renewal. A user
 * owns a theme while an ACTIVE term of it spans now; a term bought while one runs waits after it.
 */
export const themeTerms = pgTable(
  'theme_terms',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    themeId: text('theme_id', { enum: THEME_IDS }).notNull(),
    months: integer('months').notNull(),
    priceKobo: bigint('price_kobo', { mode: 'bigint' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['ACTIVE', 'ENDED'] })
      .notNull()
      .default('ACTIVE'),
    autoRenew: boolean('auto_renew').notNull().default(false),
    purchaseId: uuid('purchase_id'),
    /** The term whose renewal this is: a term renews once, however often the job runs. */
    renewalOf: uuid('renewal_of'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('theme_terms_user_idx').on(t.userId, t.themeId, t.endsAt),
    uniqueIndex('theme_terms_purchase_key').on(t.purchaseId),
    uniqueIndex('theme_terms_renewal_key').on(t.renewalOf),
    index('theme_terms_active_end_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

/**
 * The theme a business chose and how its owner made it theirs: an accent colour (kept readable)
 * and a hero picture. A store without a row, or whose paid theme its owner no longer holds, shows
 * the default theme; the row is kept, so buying again brings the same look back.
 */
export const businessThemes = pgTable('business_themes', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businessesReadOnly.id, { onDelete: 'cascade' }),
  themeId: text('theme_id', { enum: THEME_IDS }).notNull(),
  accent: text('accent'),
  hero: text('hero'),
  updatedAt: updatedAt(),
});
