import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ModerationAction, ReportSubject } from '#shared/moderation.ts';
import { defineEvent } from '../../events/events.ts';

/** Oja decided on a reported item: its author or owner is told what and why. */
export type ContentModerated = {
  userId: string;
  subjectType: ReportSubject;
  subjectId: string;
  action: Exclude<ModerationAction, 'DISMISS'>;
  reason: string;
  /** What the item says or is called, shortened. */
  title: string;
  link: string | null;
};
export const contentModerated = defineEvent<ContentModerated>('content-moderated');

/**
 * What other modules may read of the reports: the reported items of an account's owner (the
 * console's account screen counts them). public-surfaces.test.ts checks it matches the table.
 */
export const reportedItemsReadOnly = pgTable('reported_items', {
  subjectId: uuid('subject_id').notNull(),
  ownerId: uuid('owner_id'),
  status: text('status').notNull(),
});
