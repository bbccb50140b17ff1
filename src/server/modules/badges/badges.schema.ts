import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BADGE_KINDS, BADGE_REQUEST_STATUSES } from '#shared/schemas/badges.ts';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * A paid request for a verification badge (decision 033). `subject_id` is the user (PERSONAL,
 * CREATOR) or the business (BUSINESS) the badge is for; it exists once its fee is paid
 * (`purchase_id`). At most one PENDING or APPROVED request per subject and kind. A rejected
 * request's fee goes back to the requester's wallet (`refunded_at`).
 */
export const badgeRequests = pgTable(
  'badge_requests',
  {
    id: id(),
    kind: text('kind', { enum: BADGE_KINDS }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id').notNull(),
    /** The purchase's key: a repeat with the same Idempotency-Key answers with this request. */
    purchaseKey: text('purchase_key').notNull(),
    feeKobo: bigint('fee_kobo', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: BADGE_REQUEST_STATUSES }).notNull().default('PENDING'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('badge_requests_purchase_key').on(t.purchaseId),
    uniqueIndex('badge_requests_open_key')
      .on(t.subjectId, t.kind)
      .where(sql`${t.status} IN ('PENDING', 'APPROVED')`),
    index('badge_requests_verified_idx')
      .on(t.subjectId)
      .where(sql`${t.status} = 'APPROVED'`),
    index('badge_requests_subject_idx').on(t.subjectId, t.createdAt),
    index('badge_requests_status_idx').on(t.status, t.createdAt),
  ],
);
