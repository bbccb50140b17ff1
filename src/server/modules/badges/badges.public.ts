import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { BADGE_REQUEST_STATUSES } from '#shared/schemas/badges.ts';
import { defineEvent } from '../../events/events.ts';

/**
 * What other modules may read of badges: which users and businesses hold an approved one. A
 * read-only handle on `badge_requests`, defined apart from badges.schema.ts
 * (public-surfaces.test.ts checks it).
 */
export const badgeRequestsReadOnly = pgTable('badge_requests', {
  subjectId: uuid('subject_id').notNull(),
  status: text('status', { enum: BADGE_REQUEST_STATUSES }).notNull(),
});

/**
 * Whether the user or business whose id is `subjectId` is verified, as a column of the caller's
 * own query (one indexed lookup inside the same statement, never a query per row). `subjectId`
 * is written out with its table (sql`"users"."id"`): a bare column in a select is rendered
 * without it and would name the subquery's own column.
 */
export const isVerifiedSql = (subjectId: SQL): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM badge_requests vb WHERE vb.subject_id = ${subjectId} AND vb.status = 'APPROVED')`;

/** An operator decided a verification request (kobo as a string: events are JSON). */
export type BadgeDecision = {
  requestId: string;
  userId: string;
  kind: 'PERSONAL' | 'CREATOR' | 'BUSINESS';
  subjectId: string;
  status: 'APPROVED' | 'REJECTED';
  reason: string | null;
  feeKobo: string;
};
export const badgeDecided = defineEvent<BadgeDecision>('badge-decided');
