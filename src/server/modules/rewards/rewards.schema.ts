import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  HELD_VOUCHER_STATUSES,
  REWARD_STATUSES,
  REWARD_TYPES,
  VOUCHER_FUNDERS,
  VOUCHER_KINDS,
  VOUCHER_SOURCES,
  VOUCHER_STATUSES,
} from '#shared/rewards.ts';
import { REFERRAL_FLAG_REASONS, REFERRAL_OUTCOMES } from '#shared/referrals.ts';
import { createdAt, id, updatedAt } from '../../db/columns.ts';
import { businessesReadOnly } from '../businesses/businesses.public.ts';
import { usersReadOnly } from '../users/users.public.ts';

/**
 * Points given to a user for one thing (decision 059). The points themselves are in the ledger
 * (`points-pending:{user}` while PENDING, then `points:{user}`); a row says why they were given
 * and where they stand, and is the reference of each of its ledger transfers.
 */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    type: text('type', { enum: REWARD_TYPES }).notNull(),
    /** What earned them (an order): each earns once. */
    sourceId: uuid('source_id').notNull(),
    status: text('status', { enum: REWARD_STATUSES }).notNull(),
    points: integer('points').notNull(),
    /** Taken back when reversed or expired: at most `points`, less where some were spent. */
    pointsTaken: integer('points_taken')
      .notNull()
      .default(sql`0`),
    title: text('title').notNull(),
    businessId: uuid('business_id').references(() => businessesReadOnly.id, {
      onDelete: 'set null',
    }),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reward_entries_source_idx').on(t.type, t.sourceId),
    index('reward_entries_user_idx').on(t.userId, t.earnedAt),
    index('reward_entries_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'AVAILABLE'`),
  ],
);

/**
 * A voucher (decision 059): a business's, paid for from its share, or Oja's, paid for from its
 * commission. `used` counts the held vouchers on orders (given back when an order is never paid
 * or is turned down); it never passes `totalCount`.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    businessId: uuid('business_id').references(() => businessesReadOnly.id, {
      onDelete: 'cascade',
    }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => usersReadOnly.id),
    title: text('title').notNull(),
    /** Typed by shoppers; none: offered on the storefront to claim. */
    code: text('code'),
    kind: text('kind', { enum: VOUCHER_KINDS }).notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'bigint' }),
    percent: integer('percent'),
    capKobo: bigint('cap_kobo', { mode: 'bigint' }),
    minOrderKobo: bigint('min_order_kobo', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    totalCount: integer('total_count').notNull(),
    perCustomer: integer('per_customer').notNull(),
    productIds: uuid('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Products with one of these tags count too (none of either: the whole order). */
    tagIds: uuid('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    funder: text('funder', { enum: VOUCHER_FUNDERS }).notNull(),
    /** A loyalty card's reward is given, never claimed or listed. */
    source: text('source', { enum: VOUCHER_SOURCES }).notNull().default('OFFER'),
    status: text('status', { enum: VOUCHER_STATUSES }).notNull().default('ACTIVE'),
    claimed: integer('claimed')
      .notNull()
      .default(sql`0`),
    used: integer('used')
      .notNull()
      .default(sql`0`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('vouchers_business_idx').on(t.businessId, t.createdAt),
    uniqueIndex('vouchers_business_code_idx').on(t.businessId, t.code),
    uniqueIndex('vouchers_oja_code_idx')
      .on(t.code)
      .where(sql`${t.businessId} IS NULL`),
  ],
);

/** A voucher a user holds: claimed, or issued to them by the business. Each is used once. */
export const heldVouchers = pgTable(
  'held_vouchers',
  {
    id: id(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    status: text('status', { enum: HELD_VOUCHER_STATUSES }).notNull().default('HELD'),
    /** The order it took money off (while USED). */
    orderId: uuid('order_id'),
    /** The business owner who sent it, when it was not claimed. */
    issuedBy: uuid('issued_by').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('held_vouchers_user_idx').on(t.userId, t.claimedAt),
    index('held_vouchers_voucher_idx').on(t.voucherId),
    index('held_vouchers_order_idx').on(t.orderId),
  ],
);

/**
 * A business's loyalty card: every `everyOrders`th order a customer receives (since the card
 * started) earns them a held voucher of the card's current reward voucher (source LOYALTY).
 */
export const loyaltyCards = pgTable('loyalty_cards', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businessesReadOnly.id, { onDelete: 'cascade' }),
  /** The reward given now; new terms make a new one, so rewards already given keep theirs. */
  voucherId: uuid('voucher_id')
    .notNull()
    .references(() => vouchers.id),
  everyOrders: integer('every_orders').notNull(),
  active: boolean('active').notNull().default(true),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Each reward a customer earned with a card: once per milestone (5th, 10th... order). */
export const loyaltyRewards = pgTable(
  'loyalty_rewards',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businessesReadOnly.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    milestone: integer('milestone').notNull(),
    heldVoucherId: uuid('held_voucher_id').references(() => heldVouchers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.userId, t.milestone] })],
);

/**
 * What a referred friend's first received order earned (decision 062): one row per friend, so
 * news of it delivered twice, or at once, judges it once. REWARDED rows paid both sides through
 * the ledger (two REFERRAL entries); FLAGGED ones paid nothing and wait for support, who may
 * approve them (then they are REWARDED, paid once).
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    referredId: uuid('referred_id')
      .primaryKey()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => usersReadOnly.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REFERRAL_OUTCOMES }).notNull(),
    reason: text('reason', { enum: REFERRAL_FLAG_REASONS }),
    /** The friend's first received order (its id is the friend's reward entry's source). */
    orderId: uuid('order_id').notNull(),
    /** What each side earns (the settings when it was judged), paid when REWARDED. */
    referrerPoints: integer('referrer_points').notNull(),
    friendPoints: integer('friend_points').notNull(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    /** The support operator who approved a flagged one. */
    approvedBy: uuid('approved_by').references(() => usersReadOnly.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_rewards_referrer_idx').on(t.referrerId, t.rewardedAt),
    index('referral_rewards_flagged_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'FLAGGED'`),
    check(
      'referral_rewards_outcome_check',
      sql`(${t.status} = 'REWARDED' AND ${t.rewardedAt} IS NOT NULL) OR (${t.status} = 'FLAGGED' AND ${t.reason} IS NOT NULL AND ${t.rewardedAt} IS NULL)`,
    ),
  ],
);
