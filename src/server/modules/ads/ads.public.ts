import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { defineEvent } from '../../events/events.ts';

/** What happened to a user's ad, for their notification and e-mail. */
export const adNoticed = defineEvent<{
  userId: string;
  adId: string;
  notice: 'approved' | 'rejected' | 'completed';
  /** What the ad promotes, as its card names it. */
  title: string;
  /** Support's reason (rejected). */
  reason: string | null;
  /** Naira that went back to the owner (rejected, completed). */
  refunded: number;
  /** When it runs to (approved), as an ISO date. */
  endsAt: string | null;
  /** The owner's ads screen. */
  link: string;
}>('ad-noticed');

/** Which ads wait for review (the console's overview counts them). */
export const adsReadOnly = pgTable('ads', {
  id: uuid('id').primaryKey(),
  status: text('status').notNull(),
});
