import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { PAYMENT_CHARGE_MODES } from '#shared/constants.ts';

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
    paymentChargeMode: text('payment_charge_mode', { enum: PAYMENT_CHARGE_MODES })
      .notNull()
      .default('LOCAL'),
    /** A creator (hasPost): may publish posts. */
    hasPost: boolean('has_post').notNull().default(false),
    /** The business the user acts as; null = Personal. */
    activeBusinessId: uuid('active_business_id').references(
      (): AnyPgColumn => businessesReadOnly.id,
      {
        onDelete: 'set null',
      },
    ),
    /** Oja suspended the account: it cannot sign in (its stores and posts are hidden meanwhile). */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
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
