import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneCode: text('phone_code').notNull(),
    phoneNumber: text('phone_number').notNull(),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    handle: text('handle').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    role: text('role', { enum: ['shopper', 'admin'] })
      .notNull()
      .default('shopper'),
    referralCode: text('referral_code').notNull(),
    referredById: uuid('referred_by_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    paymentChargeMode: text('payment_charge_mode', { enum: ['LOCAL', 'INTERNATIONAL'] })
      .notNull()
      .default('LOCAL'),
    /** The business the user acts as; null = Personal. */
    activeBusinessId: uuid('active_business_id').references((): AnyPgColumn => businesses.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_handle_key').on(t.handle),
    uniqueIndex('users_phone_key').on(t.phoneCode, t.phoneNumber),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
  ],
);

export const userAddresses = pgTable(
  'user_addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    lga: text('lga'),
    state: text('state').notNull(),
    country: text('country').notNull().default('NG'),
    landmark: text('landmark'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId),
    uniqueIndex('user_addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use secrets sent by e-mail or SMS: password reset, e-mail and phone verification. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['password_reset', 'email_verification', 'phone_verification'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** What the token proves: the e-mail or `+234:8031234567` it was sent to. */
    target: text('target').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('one_time_tokens_hash_idx').on(t.tokenHash),
  ],
);

/**
 * Each user's session version: access tokens carry the version they were signed with, and a
 * password change or reset raises it, so every older token is refused on its next request.
 */
export const userSessionVersions = pgTable('user_session_versions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(0),
});
