import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * An affiliate a business removed: their resales of its products went with it, and they may not
 * resell its products again until the business restores them. Orders they brought before keep
 * the commission fixed at checkout.
 */
export const affiliateBlocks = pgTable(
  'affiliate_blocks',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessesReadOnly.id, { onDelete: 'cascade' }),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.affiliateId] }),
    index('affiliate_blocks_affiliate_idx').on(t.affiliateId),
  ],
);
