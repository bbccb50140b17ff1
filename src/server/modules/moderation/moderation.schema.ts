import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_SUBJECTS, REPORTED_ITEM_STATUSES } from '#shared/moderation.ts';
import { createdAt, id } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/** One person's report of a post, comment, product, store or account: one per person and item. */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    // No foreign key: the subject lives in another module's table, and a report outlives it.
    subjectType: text('subject_type', { enum: REPORT_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_reporter_subject_key').on(t.reporterId, t.subjectType, t.subjectId),
    index('reports_subject_idx').on(t.subjectType, t.subjectId, t.createdAt),
  ],
);

/**
 * Reports gathered per item, as the queue lists them: how many, when last, and where staff left
 * it. `title` and `ownerId` are copied at each report so the queue searches without reading five
 * modules' tables; the item's screen reads them live.
 */
export const reportedItems = pgTable(
  'reported_items',
  {
    subjectType: text('subject_type', { enum: REPORT_SUBJECTS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    title: text('title').notNull(),
    ownerId: uuid('owner_id'),
    status: text('status', { enum: REPORTED_ITEM_STATUSES }).notNull().default('OPEN'),
    reportCount: integer('report_count').notNull().default(0),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
  },
  (t) => [
    primaryKey({ columns: [t.subjectType, t.subjectId] }),
    index('reported_items_queue_idx').on(t.status, t.lastReportedAt),
  ],
);
