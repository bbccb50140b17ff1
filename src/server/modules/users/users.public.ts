import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_CHARGE_MODES } from '#shared/constants.ts';

/**
 * What other modules may read of `users`: the key their tables reference and the columns of a
 * public profile (plus the e-mail and phone, for notices). A read-only handle on the users table, defined
 * apart from users.schema.ts so no module imports that file; public-surfaces.test.ts checks that
 * every column here matches the table.
 */
export const usersReadOnly = pgTable('users', {
  id: uuid('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  handle: text('handle').notNull(),
  /** The code of the user's referral and store links. */
  referralCode: text('referral_code').notNull(),
  avatarUrl: text('avatar_url'),
  bio: text('bio'),
  email: text('email').notNull(),
  /** Where WhatsApp notices go, once verified: `+234` and the national number. */
  phoneCode: text('phone_code').notNull(),
  phoneNumber: text('phone_number').notNull(),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  /** How the user pays by default: the purchase service reads it. */
  paymentChargeMode: text('payment_charge_mode', { enum: PAYMENT_CHARGE_MODES }).notNull(),
  /** A creator, who may publish posts. */
  hasPost: boolean('has_post').notNull(),
  /** Who referred them (rewards pays referrals, decision 062). */
  referredById: uuid('referred_by_id'),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspendedReason: text('suspended_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Where a user lives (their default address's state): feeds favour nearby shops. */
export const userAddressesReadOnly = pgTable('user_addresses', {
  userId: uuid('user_id').notNull(),
  /** A referral to one's own numbers earns nothing (decision 062). */
  phone: text('phone').notNull(),
  state: text('state').notNull(),
  isDefault: boolean('is_default').notNull(),
});
