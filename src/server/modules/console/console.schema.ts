import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '#shared/schemas/console.ts';
import { createdAt } from '../../db/columns.ts';
import { usersReadOnly } from '../users/users.public.ts';

/** Oja staff: one row per role a user holds. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    grantedBy: uuid('granted_by').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * A staff member's second factor: a TOTP secret (sealed with the server's key), when it was
 * confirmed, the last time step used (a code works once), and the recovery codes' hashes.
 */
export const staffFactors = pgTable('staff_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: integer('last_step').notNull().default(0),
  recoveryCodeHashes: text('recovery_code_hashes')
    .array()
    .notNull()
    .default(sql`'{}'`),
  createdAt: createdAt(),
});

/** Sessions (refresh-token families) whose staff member passed the second factor. */
export const consoleSessions = pgTable('console_sessions', {
  sessionId: uuid('session_id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every console action and role change: who, when, from where, what, and the values before and
 * after. Append-only: the database refuses to change or delete a row (migration 0054).
 */
export const consoleAudit = pgTable(
  'console_audit',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // No foreign key: the record outlives the account.
    actorId: uuid('actor_id').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('console_audit_at_idx').on(t.at),
    index('console_audit_actor_idx').on(t.actorId, t.at),
    index('console_audit_subject_idx').on(t.subjectId, t.at),
  ],
);
